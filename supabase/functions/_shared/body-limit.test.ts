import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { maxJsonBytes, requestBodyCap } from './body-limit.ts';

describe('the body cap', () => {
  it('is a whole number of KiB above 16 KiB, from the schemas', () => {
    const cap = requestBodyCap();
    expect(cap % 1024).toBe(0);
    expect(cap).toBeGreaterThan(16 * 1024);
  });

  it('sizes each kind of field by its bounds', () => {
    const size = (schema: z.ZodType) =>
      maxJsonBytes(z.toJSONSchema(schema, { io: 'input' }) as Parameters<typeof maxJsonBytes>[0]);
    expect(size(z.string().max(3))).toBe(2 + 3 * 6);
    expect(size(z.enum(['a', 'bcd']))).toBe(5);
    expect(size(z.int().min(-5).max(120))).toBe(3);
    expect(size(z.array(z.int().min(0).max(17)).max(4))).toBe(2 + 4 * 3);
    expect(size(z.object({ a: z.literal('x'), b: z.boolean() }))).toBe(
      2 + '"a"'.length + 2 + 3 + '"b"'.length + 2 + 5,
    );
  });

  it('refuses a field without an upper bound, so a new field cannot slip past the cap', () => {
    const size = (schema: z.ZodType) =>
      maxJsonBytes(z.toJSONSchema(schema, { io: 'input' }) as Parameters<typeof maxJsonBytes>[0]);
    expect(() => size(z.object({ note: z.string() }))).toThrow(/\$\.note: a string without/);
    expect(() => size(z.object({ ages: z.array(z.int().min(0).max(17)) }))).toThrow(
      /\$\.ages: an array without maxItems/,
    );
  });
});
