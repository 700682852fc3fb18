/**
 * The short reference a person reads out on the phone: 'SLZ-7K3M'. Its alphabet leaves out
 * 0/O, 1/I/L, which sound or look alike; 31⁴ (923,521) references, so a new one rarely meets an
 * old one, and the store draws again when it does.
 */
const REFERENCE_PREFIX = 'SLZ-';
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 4;

export const REFERENCE_PATTERN = new RegExp(
  `^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`,
);

export function isReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE_PATTERN.test(value);
}

/** A new reference, each character drawn evenly from the alphabet (bytes past 247 are redrawn). */
export function newReference(
  randomBytes: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  const size = REFERENCE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let reference = REFERENCE_PREFIX;
  while (reference.length < REFERENCE_PREFIX.length + REFERENCE_LENGTH) {
    for (const byte of randomBytes(REFERENCE_LENGTH)) {
      if (byte >= limit) continue;
      reference += REFERENCE_ALPHABET[byte % size];
      if (reference.length === REFERENCE_PREFIX.length + REFERENCE_LENGTH) break;
    }
  }
  return reference;
}
