import { snowCaps } from './land.ts';
import type { Rng } from './rng.ts';
import { n, pts, type Point, type Svg } from './svg.ts';

export interface MassifOpts {
  /** The summit ridge, left to right. */
  ridge: readonly Point[];
  base: number;
  light: string;
  shade: string;
  /** Gullies down the face: how many, and in which ink. */
  gullies: number;
  /** Snow or glacier above this y, in the given ink. */
  snow?: { line: number; light: string };
}

/**
 * A limestone massif seen face-on (the Untersberg, the Dachstein): one wall under a notched
 * ridge, scored by shaded gullies, with snow on its ledges in the cold seasons.
 */
export function massif(s: Svg, rng: Rng, o: MassifOpts): void {
  const first = o.ridge[0] as Point;
  const last = o.ridge[o.ridge.length - 1] as Point;
  s.add(
    `<path d="M${pts(o.ridge)}L${n(last[0])},${o.base}L${n(first[0])},${o.base}Z" fill="${o.light}"/>`,
  );
  const yAt = (x: number): number => {
    for (let i = 1; i < o.ridge.length; i++) {
      const [x0, y0] = o.ridge[i - 1] as Point;
      const [x1, y1] = o.ridge[i] as Point;
      if (x >= x0 && x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
    }
    return last[1];
  };
  let d = '';
  for (let i = 0; i < o.gullies; i++) {
    const x = rng.range(first[0] + 60, last[0] - 60);
    const top = yAt(x) + 1;
    const w = rng.range(4, 12);
    const wb = rng.range(24, 70);
    const len = (o.base - top) * rng.range(0.35, 0.9);
    const lean = rng.range(-0.1, 0.1) * len;
    d += `M${n(x - w / 2)},${n(top)}L${n(x + w / 2)},${n(top)}L${n(x + lean + wb * 0.4)},${n(top + len)}L${n(x + lean - wb * 0.6)},${n(top + len * 0.8)}Z`;
  }
  // The end of the wall away from the sun in shade.
  const end = o.ridge[o.ridge.length - 3] as Point;
  d += `M${pts(o.ridge.slice(o.ridge.length - 3))}L${n(last[0])},${o.base}L${n(end[0] - 60)},${o.base}Z`;
  s.add(`<path d="${d}" fill="${o.shade}"/>`);
  if (o.snow) s.add(`<path d="${snowCaps(rng, o.ridge, o.snow.line)}" fill="${o.snow.light}"/>`);
}

/**
 * A band of bare rock under a ridge or a building: a ragged upper edge (drawn over the foot of
 * whatever stands on it), a ragged foot, lit and shaded facets; with `flare`, a mound whose foot
 * is wider than its top.
 */
export function cliffBand(
  rng: Rng,
  x0: number,
  x1: number,
  y: number | ((x: number) => number),
  h: number,
  rock: readonly [string, string],
  flare = 0,
): string {
  const line = (x: number): number => (typeof y === 'number' ? y : y(x));
  const k = Math.max(6, Math.round((x1 - x0) / 45));
  // The foot spreads `flare` wider on each side: a mound of rock, not a slab.
  const footX = (i: number): number => x0 - flare + ((x1 - x0 + 2 * flare) * i) / k;
  const top: Point[] = [];
  for (let i = 0; i <= k; i++) {
    const x = x0 + ((x1 - x0) * i) / k;
    const t = i / k;
    const edge = Math.min(t, 1 - t) < 0.08 ? 0.5 : 0;
    top.push([x, line(x) - h * 0.16 * rng.range(0.1, 1) + h * edge]);
  }
  const foot: Point[] = [];
  for (let i = k; i >= 0; i--) {
    const x = footX(i);
    foot.push([
      x,
      line(x) + h * rng.range(0.6, 1.3) * (flare ? 1.2 - 0.4 * Math.abs(i / k - 0.5) : 1),
    ]);
  }
  let shade = '';
  for (let i = 1; i < k; i += 2) {
    const [ax, ay] = top[i] as Point;
    const [bx] = top[i + 1] as Point;
    const [, fy] = foot[k - i] as Point;
    shade += `M${n(ax)},${n(ay)}L${n(bx)},${n(ay + h * 0.1)}L${n(bx - (bx - ax) * 0.2)},${n(fy)}L${n(ax + (bx - ax) * 0.3)},${n(fy)}Z`;
  }
  return `<path d="M${pts([...top, ...foot])}Z" fill="${rock[0]}"/><path d="${shade}" fill="${rock[1]}"/>`;
}
