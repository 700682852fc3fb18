/**
 * The idempotency key of a submission (docs/decisions/idempotency-and-outbox.md): a new UUID when the visitor presses send,
 * the same one when they press send again with unchanged values after a failure, so the server
 * stores and e-mails the request once. The key travels with a fingerprint of the exact body.
 */
export type PendingSubmission = { key: string; fingerprint: string };

/**
 * A short digest of a JSON body with its object keys sorted, so equal values give equal
 * fingerprints. Not cryptographic (it only tells "same values?"), and kept instead of the text
 * so the stored key does not hold a second copy of the visitor's data.
 */
export function fingerprint(body: unknown): string {
  const text = JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : value,
  );
  // cyrb53: two 32-bit lanes, 53 bits out.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36) + ':' + text.length;
}

/** The pending key when the body is unchanged, otherwise a fresh one. */
export function submissionFor(pending: PendingSubmission | null, body: unknown): PendingSubmission {
  const print = fingerprint(body);
  if (pending && pending.fingerprint === print) return pending;
  return { key: crypto.randomUUID(), fingerprint: print };
}
