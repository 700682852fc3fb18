import type { Rng } from './rng.ts';
import { n, type Svg } from './svg.ts';

/** Water from y down to the bottom: a flat gradient between two inks. */
export function water(s: Svg, y: number, top: string, bottom: string, to = s.h): void {
  const fill = s.linear(
    [
      [0, top],
      [1, bottom],
    ],
    { x1: 0, y1: y, x2: 0, y2: to, user: true },
  );
  s.add(`<rect x="0" y="${n(y)}" width="${s.w}" height="${n(to - y)}" fill="${fill}"/>`);
}

/** Horizontal glints on water, longer and further apart towards the viewer. */
export function glints(
  s: Svg,
  rng: Rng,
  y0: number,
  y1: number,
  x0: number,
  x1: number,
  count: number,
  color: string,
  opacity = 0.5,
): void {
  let d = '';
  for (let i = 0; i < count; i++) {
    const t = rng.next() ** 1.6;
    const y = y0 + (y1 - y0) * t;
    const w = 14 + 110 * t * rng.range(0.4, 1);
    const h = 1.6 + 3 * t;
    const x = rng.range(x0, x1);
    d += `M${n(x)},${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
  }
  s.add(`<path d="${d}" fill="${color}" opacity="${opacity}"/>`);
}

/** Mirrors what was drawn (`part`) in the water below `axis`, dimmed into the water's ink. */
export function reflect(
  s: Svg,
  part: string,
  axis: number,
  tint: string,
  opacity = 0.55,
  to = s.h,
): void {
  const clip = s.clip(`M0,${n(axis)}H${s.w}V${n(to)}H0Z`);
  s.add(
    `<g clip-path="${clip}"><g transform="matrix(1 0 0 -1 0 ${n(2 * axis)})">${part}</g>`,
    `<rect x="0" y="${n(axis)}" width="${s.w}" height="${n(to - axis)}" fill="${tint}" opacity="${opacity}"/></g>`,
  );
}
