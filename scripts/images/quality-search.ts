/**
 * The quality search for a photo's rendition: the highest quality (up to the usual one) whose
 * encoding fits the rendition's ceiling, in as few full-size encodes as possible. A large AVIF
 * takes seconds to encode (most of a minute at a scene's effort), so the quality is estimated
 * first: the bytes of an AVIF or WebP fall about exponentially as the quality falls (ln(bytes)
 * is close to linear in quality), and a sample of the rendition's tiles, encoded at two
 * qualities, gives the line's level and slope. The full size is then encoded once, and again lower only while it is still over.
 */

/** The lowest quality a photo is taken down to in search of its ceiling. */
export const MIN_QUALITY = 30;

/** Aim a little under the ceiling, so an estimate a few percent short still fits at once. */
const AIM = 0.92;

/** How much ln(bytes) falls per quality step, until two encodes have measured it. */
const DEFAULT_SLOPE = 0.06;

/**
 * The longest step down from a full-size encode: WebP's line steepens at low qualities, so a
 * slope measured high up overshoots far below (74 to 30 where 38 fits).
 */
const MAX_STEP = 12;

export interface QualitySearch {
  /** Encodes the whole rendition. */
  encode(quality: number): Promise<Buffer>;
  /** The bytes the whole rendition would take at `quality`, from encoding a sample of it. */
  estimate?(quality: number): Promise<number>;
}

export interface Fitted {
  data: Buffer;
  quality: number;
  /** Full-size encodes the search took (samples not counted). */
  encodes: number;
}

const clamp = (quality: number, top: number): number =>
  Math.max(MIN_QUALITY, Math.min(top, Math.round(quality)));

/** ln(bytes) per quality step between two measurements, or the default when they say nothing. */
function slopeOf(a: { q: number; bytes: number }, b: { q: number; bytes: number }): number {
  const slope = Math.log(a.bytes / b.bytes) / (a.q - b.q);
  return Number.isFinite(slope) && slope > 0.005 ? slope : DEFAULT_SLOPE;
}

/**
 * Encodes at `quality`, or at the estimated highest quality below it that fits `ceiling`, then
 * lower while the bytes still exceed the ceiling (down to MIN_QUALITY). Without a ceiling, once.
 */
export async function fitted(
  search: QualitySearch,
  quality: number,
  ceiling: number | undefined,
): Promise<Fitted> {
  if (ceiling === undefined) {
    return { data: await search.encode(quality), quality, encodes: 1 };
  }
  const aim = ceiling * AIM;
  let slope = DEFAULT_SLOPE;
  let q = quality;
  if (search.estimate) {
    const top = { q, bytes: await search.estimate(q) };
    if (top.bytes > aim) {
      const guess = clamp(q - Math.log(top.bytes / aim) / slope, q - 1);
      const there = { q: guess, bytes: await search.estimate(guess) };
      slope = slopeOf(top, there);
      q = clamp(guess + Math.floor(Math.log(aim / there.bytes) / slope), quality);
    }
  }
  let last = { q, bytes: 0 };
  let data = await search.encode(q);
  let encodes = 1;
  while (data.length > ceiling && q > MIN_QUALITY) {
    const now = { q, bytes: data.length };
    if (encodes > 1) slope = slopeOf(last, now);
    last = now;
    // At least one step down, however close the estimate says the ceiling is.
    const step = Math.ceil(Math.log(data.length / aim) / slope);
    q = clamp(q - Math.min(MAX_STEP, Math.max(1, step)), q - 1);
    data = await search.encode(q);
    encodes += 1;
  }
  return { data, quality: q, encodes };
}
