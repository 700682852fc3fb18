import { describe, expect, it } from 'vitest';
import { fitted, MIN_QUALITY } from './quality-search.ts';

const KiB = 1024;

/** An encoder whose bytes grow exponentially with quality, as AVIF's and WebP's do. */
function encoder(bytesAt: (q: number) => number) {
  const qualities: number[] = [];
  return {
    qualities,
    encode: async (q: number) => {
      qualities.push(q);
      return Buffer.alloc(Math.round(bytesAt(q)));
    },
  };
}

const photo = (q: number) => 500 * KiB * Math.exp(0.07 * (q - 52));
/** The highest quality whose bytes fit `ceiling`. */
const best = (ceiling: number) => {
  let q = 52;
  while (photo(q) > ceiling) q -= 1;
  return q;
};

describe('the quality search', () => {
  it('encodes once at the usual quality when there is no ceiling, or when it fits', async () => {
    const free = encoder(photo);
    expect((await fitted(free, 52, undefined)).data.length).toBe(Math.round(photo(52)));
    const roomy = encoder(photo);
    const result = await fitted(roomy, 52, 600 * KiB);
    expect(result.quality).toBe(52);
    expect(roomy.qualities).toEqual([52]);
  });

  it('encodes the full size once at the estimated quality, close under the best that fits', async () => {
    const full = encoder(photo);
    // The sample errs by a few percent, as a mosaic of tiles does.
    const result = await fitted(
      { encode: full.encode, estimate: async (q) => photo(q) * 1.04 },
      52,
      200 * KiB,
    );
    expect(full.qualities).toHaveLength(1);
    expect(result.data.length).toBeLessThanOrEqual(200 * KiB);
    expect(result.quality).toBeGreaterThanOrEqual(best(200 * KiB) - 3);
  });

  it('steps down from a first encode that is over, in fewer encodes than steps of 6', async () => {
    const full = encoder(photo);
    const result = await fitted(full, 52, 200 * KiB);
    expect(result.data.length).toBeLessThanOrEqual(200 * KiB);
    expect(full.qualities.length).toBeLessThan(4); // 52, 46, 40, 34 in steps of 6
    expect(result.quality).toBeGreaterThanOrEqual(best(200 * KiB) - 3);
    expect(result.encodes).toBe(full.qualities.length);
  });

  it('does not overshoot far below when the bytes fall faster at low qualities (WebP)', async () => {
    // Measured on the test photo at 2400 px: 342, 313, 285, 261, 235, 210, 180 KiB from 74 down
    // in steps of 6; the slope high up predicts 30 where 38 fits.
    const webp = (q: number) => 342 * KiB * Math.exp(0.0155 * (q - 74) - 0.00012 * (q - 74) ** 2);
    const full = encoder(webp);
    const result = await fitted(full, 74, 200 * KiB);
    expect(result.data.length).toBeLessThanOrEqual(200 * KiB);
    let fits = 74;
    while (webp(fits) > 200 * KiB) fits -= 1;
    expect(result.quality).toBeGreaterThanOrEqual(fits - 6); // no worse than steps of 6
  });

  it('steps down again when the estimate was too hopeful, and never above the usual quality', async () => {
    const full = encoder(photo);
    const result = await fitted(
      { encode: full.encode, estimate: async (q) => photo(q) * 0.6 },
      52,
      200 * KiB,
    );
    expect(result.data.length).toBeLessThanOrEqual(200 * KiB);
    expect(full.qualities.length).toBeLessThanOrEqual(3);
    expect(Math.max(...full.qualities)).toBeLessThanOrEqual(52);
    // An estimate far under the ceiling starts at the usual quality, not above it.
    const cheap = encoder(photo);
    const low = await fitted(
      { encode: cheap.encode, estimate: async (q) => photo(q) / 10 },
      52,
      200 * KiB,
    );
    expect(cheap.qualities[0]).toBe(52);
    expect(low.data.length).toBeLessThanOrEqual(200 * KiB);
  });

  it(`goes no lower than quality ${MIN_QUALITY}, even over the ceiling`, async () => {
    const full = encoder(photo);
    const result = await fitted(
      { encode: full.encode, estimate: async (q) => photo(q) },
      52,
      10 * KiB,
    );
    expect(result.quality).toBe(MIN_QUALITY);
    expect(Math.min(...full.qualities)).toBe(MIN_QUALITY);
  });
});
