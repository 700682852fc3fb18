/**
 * The answers to honeypot requests (a bot filled the hidden field): shaped like a stored
 * request's, so a bot cannot tell it was caught. The id and reference come from the
 * idempotency key through an HMAC with the function's secret salt, so a repeat of the key gets
 * the same ones, on any instance; the last keys are remembered in memory (nothing is stored in
 * the database and nothing is mailed), so a repeat also says `Idempotent-Replayed` and another
 * body under the key gets 422, as a stored request would.
 */
import { hmacSha256, toHex } from './hash.ts';
import { newReference } from './schemas/reference.ts';
import type { ReceiptCount, StoredRequest } from './store.ts';

/** Keys remembered per instance; the oldest is forgotten first. */
const REMEMBERED_KEYS = 10_000;

/** The decoys' own key, apart from the salt's other uses. */
const hmac = (secret: string, text: string) => hmacSha256(`${secret}|decoys`, text);

/** A version 4 UUID's layout, filled from the given bytes. */
function uuidOf(bytes: Uint8Array): string {
  const b = bytes.slice(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = toHex(b);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The reference drawn as newReference draws one, from the given bytes instead of random ones. */
function referenceOf(bytes: Uint8Array): string {
  let next = 0;
  // 32 bytes give the four characters unless more than 28 are redrawn (about 1 in 10^40); zeros
  // after that keep it total.
  return newReference((n) => {
    const chunk = new Uint8Array(n);
    chunk.set(bytes.slice(next, next + n));
    next += n;
    return chunk;
  });
}

export function createDecoys(secret: string, capacity = REMEMBERED_KEYS) {
  const remembered = new Map<string, StoredRequest>();
  /** Decoys per address and day, as the address's limit counts real requests. */
  const counted = new Map<string, number>();
  return {
    /** The answer given earlier under this key, if this instance remembers it. */
    find(idempotencyKey: string): StoredRequest | null {
      return remembered.get(idempotencyKey) ?? null;
    },
    /** The answer to a new honeypot request, remembered for its repeats. */
    async answer(
      idempotencyKey: string,
      type: StoredRequest['type'],
      payloadHash: string,
      receipt: ReceiptCount,
    ): Promise<StoredRequest> {
      const [id, reference] = await Promise.all([
        hmac(secret, `decoy-id|${idempotencyKey}`),
        hmac(secret, `decoy-reference|${idempotencyKey}`),
      ]);
      // Past the address's limit a real booking's answer says its receipt was held: so does a
      // decoy's, or a bot sending from one address could tell them apart by that.
      const counter = `${receipt.day}|${receipt.recipientHash}`;
      const count = (counted.get(counter) ?? 0) + 1;
      counted.set(counter, count);
      if (counted.size > capacity) counted.delete(counted.keys().next().value!);
      const decoy: StoredRequest = {
        id: uuidOf(id),
        type,
        payloadHash,
        reference: type === 'booking' ? referenceOf(reference) : null,
        receiptHeld: count > receipt.dailyLimit,
      };
      remembered.set(idempotencyKey, decoy);
      if (remembered.size > capacity) remembered.delete(remembered.keys().next().value!);
      return decoy;
    },
  };
}
