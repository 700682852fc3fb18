import { describe, expect, it } from 'vitest';
import { isReference, newReference, REFERENCE_ALPHABET } from './reference.ts';

describe('the short reference', () => {
  it('is SLZ- and four characters none of which reads like another', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(31);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
    for (let i = 0; i < 2000; i++) {
      const reference = newReference();
      expect(reference).toMatch(/^SLZ-[2-9A-HJKMNP-Z]{4}$/);
      expect(isReference(reference)).toBe(true);
    }
    expect(isReference('SLZ-7K3O')).toBe(false);
    expect(isReference('SLZ-7K3')).toBe(false);
  });

  it('draws every character evenly: bytes the alphabet does not divide are drawn again', () => {
    // 248 = 8 × 31: the bytes 248–255 would favour the first eight characters.
    const bytes = [255, 248, 0, 30, 31, 247, 250, 62];
    const feed = (n: number) => Uint8Array.from(bytes.splice(0, n));
    // 0 → '2', 30 → 'Z', 31 → '2', 247 → 'Z'.
    expect(newReference(feed)).toBe('SLZ-2Z2Z');
  });

  it('uses the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 500 }, () => newReference().slice(4)).join(''));
    expect(seen.size).toBe(31);
  });
});
