import type { EncodedSlot } from './encode.ts';
import { FORMATS, type SlotKind } from './lib/types.ts';

const KiB = 1024;

/**
 * Ceilings for every rendition of a stand-in scene, per kind and width (AVIF and WebP alike),
 * about a fifth above the busiest scene of the current set: a scene that needs more is too
 * detailed for what it is, and visitors on roaming pay for it. Real photos are not held to them.
 */
export const SCENE_BUDGET: Record<SlotKind, Readonly<Record<number, number>>> = {
  hero: { 640: 20 * KiB, 1024: 34 * KiB, 1600: 56 * KiB, 2400: 90 * KiB },
  card: { 400: 13 * KiB, 800: 30 * KiB },
  gallery: { 400: 13 * KiB, 800: 30 * KiB, 1600: 58 * KiB },
  car: { 480: 13 * KiB, 960: 20 * KiB },
};

/** The service worker precaches the smallest AVIF of every slot: the stand-ins' share of it. */
const PRECACHE_BUDGET = 300 * KiB;

export interface BudgetInput {
  id: string;
  kind: SlotKind;
  encoded: Pick<EncodedSlot, 'renditions' | 'source'>;
}

/** Every way the set breaks its budgets, as readable lines; empty when it keeps them. */
export function budgetProblems(results: readonly BudgetInput[]): string[] {
  const problems: string[] = [];
  let precache = 0;
  for (const { id, kind, encoded } of results) {
    const smallest = Math.min(...FORMATS[kind].widths);
    for (const r of encoded.renditions) {
      if (encoded.source !== 'scene') continue;
      if (r.format === 'avif' && r.w === smallest) precache += r.bytes;
      const ceiling = SCENE_BUDGET[kind][r.w];
      if (ceiling !== undefined && r.bytes > ceiling) {
        problems.push(
          `${id} ${r.w} ${r.format}: ${(r.bytes / KiB).toFixed(1)} KiB, over its ${ceiling / KiB} KiB`,
        );
      }
    }
  }
  if (precache > PRECACHE_BUDGET) {
    problems.push(
      `smallest AVIF of every stand-in: ${(precache / KiB).toFixed(1)} KiB, over the ${PRECACHE_BUDGET / KiB} KiB precache budget`,
    );
  }
  return problems;
}
