import { describe, expect, it } from 'vitest';
import { fingerprint, submissionFor } from './submission-key.ts';

describe('submission keys', () => {
  it('fingerprints equal values equally, whatever the key order', () => {
    expect(fingerprint({ a: 1, b: { c: 'x', d: [1, 2] } })).toBe(
      fingerprint({ b: { d: [1, 2], c: 'x' }, a: 1 }),
    );
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
    expect(fingerprint({ message: 'Hallo' })).not.toContain('Hallo');
  });

  it('keeps the key for unchanged values and makes a new one for changed values', () => {
    const first = submissionFor(null, { name: 'Anna' });
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(submissionFor(first, { name: 'Anna' })).toBe(first);
    const changed = submissionFor(first, { name: 'Anne' });
    expect(changed.key).not.toBe(first.key);
  });
});
