import type { EncodedSlot } from './encode.ts';
import { FORMATS, type SlotKind } from './lib/types.ts';

const KiB = 1024;

type Ceilings = Record<SlotKind, Readonly<Record<number, number>>>;

/**
 * Ceilings for every rendition of a stand-in scene, per kind and width (AVIF and WebP alike),
 * a little above the busiest scene of the poster set: flat inks compress well, so a scene that
 * needs more is too detailed for what it is, and visitors on roaming pay for it.
 */
export const SCENE_BUDGET: Ceilings = {
  hero: { 640: 16 * KiB, 1024: 28 * KiB, 1600: 46 * KiB, 2400: 72 * KiB },
  card: { 400: 13 * KiB, 800: 28 * KiB },
  gallery: { 400: 13 * KiB, 800: 30 * KiB, 1600: 56 * KiB },
  car: { 480: 10 * KiB, 960: 16 * KiB },
};

/**
 * Ceilings for the AVIF renditions of the operator's photos: the encoder lowers a photo's
 * quality step by step until each rendition fits (encode.ts), so a camera original lands in the
 * same budgets as the rest of the site. Sized so a home page of photos keeps the first-visit
 * budget. A photo's WebP may take `WEBP_PHOTO_FACTOR` times as much: WebP needs about twice the
 * bytes of AVIF for a detailed photograph at a like quality, and only browsers without AVIF load
 * it.
 */
export const PHOTO_BUDGET: Ceilings = {
  hero: { 640: 48 * KiB, 1024: 80 * KiB, 1600: 100 * KiB, 2400: 200 * KiB },
  card: { 400: 18 * KiB, 800: 44 * KiB },
  gallery: { 400: 18 * KiB, 800: 44 * KiB, 1600: 120 * KiB },
  car: { 480: 24 * KiB, 960: 44 * KiB },
};

/**
 * What a first visit to the home page may download in images before any scrolling, per viewport
 * width (tests/e2e/image-bytes.spec.ts measures it): the hero at the size the screen needs, the
 * cards in view on a desktop, the logo and the flags.
 */
export const FIRST_VISIT_BUDGET = { 390: 80 * KiB, 1440: 200 * KiB } as const;

/**
 * The service worker precaches the smallest AVIF of every slot (vite.config.ts). The stand-ins'
 * share is held tight; with photos in some slots the total may grow to the second figure,
 * which keeps the whole precache under its 3 MB (tests/e2e/pwa.spec.ts).
 */
const WEBP_PHOTO_FACTOR = 2;

/** The ceiling of one rendition, or undefined when its width has none. */
export function ceilingFor(
  source: 'scene' | 'photo',
  kind: SlotKind,
  w: number,
  format: 'avif' | 'webp',
): number | undefined {
  if (source === 'scene') return SCENE_BUDGET[kind][w];
  const avif = PHOTO_BUDGET[kind][w];
  return avif === undefined ? undefined : avif * (format === 'webp' ? WEBP_PHOTO_FACTOR : 1);
}

const PRECACHE_SCENES = 260 * KiB;
const PRECACHE_ALL = 640 * KiB;

export interface BudgetInput {
  id: string;
  kind: SlotKind;
  encoded: Pick<EncodedSlot, 'renditions' | 'source'>;
}

/** Every way the set breaks its budgets, as readable lines; empty when it keeps them. */
export function budgetProblems(results: readonly BudgetInput[]): string[] {
  const problems: string[] = [];
  let scenes = 0;
  let all = 0;
  for (const { id, kind, encoded } of results) {
    const smallest = Math.min(...FORMATS[kind].widths);
    for (const r of encoded.renditions) {
      if (r.format === 'avif' && r.w === smallest) {
        all += r.bytes;
        if (encoded.source === 'scene') scenes += r.bytes;
      }
      const ceiling = ceilingFor(encoded.source, kind, r.w, r.format);
      if (ceiling !== undefined && r.bytes > ceiling) {
        problems.push(
          `${id} ${r.w} ${r.format} (${encoded.source}): ${(r.bytes / KiB).toFixed(1)} KiB, over its ${ceiling / KiB} KiB`,
        );
      }
    }
  }
  if (scenes > PRECACHE_SCENES) {
    problems.push(
      `smallest AVIF of every stand-in: ${(scenes / KiB).toFixed(1)} KiB, over the ${PRECACHE_SCENES / KiB} KiB precache budget`,
    );
  }
  if (all > PRECACHE_ALL) {
    problems.push(
      `smallest AVIF of every slot: ${(all / KiB).toFixed(1)} KiB, over the ${PRECACHE_ALL / KiB} KiB precache budget`,
    );
  }
  return problems;
}
