import type { Rng } from './rng.ts';
import { n } from './svg.ts';

/** Path data of a fir: a slim cone with two shallow steps, standing on (x, y). */
function firPath(x: number, y: number, h: number, w = h * 0.34): string {
  const a = w / 2;
  return (
    `M${n(x)},${n(y - h)}L${n(x + a * 0.55)},${n(y - h * 0.55)}L${n(x + a * 0.35)},${n(y - h * 0.55)}` +
    `L${n(x + a)},${n(y - h * 0.08)}L${n(x + a * 0.14)},${n(y - h * 0.08)}L${n(x + a * 0.14)},${n(y)}` +
    `L${n(x - a * 0.14)},${n(y)}L${n(x - a * 0.14)},${n(y - h * 0.08)}L${n(x - a)},${n(y - h * 0.08)}` +
    `L${n(x - a * 0.35)},${n(y - h * 0.55)}L${n(x - a * 0.55)},${n(y - h * 0.55)}Z`
  );
}

/** The shaded half of a fir (the side away from the sun), drawn over `firPath`. */
function firShadePath(x: number, y: number, h: number, w = h * 0.34): string {
  const a = w / 2;
  return (
    `M${n(x)},${n(y - h)}L${n(x + a * 0.55)},${n(y - h * 0.55)}L${n(x + a * 0.35)},${n(y - h * 0.55)}` +
    `L${n(x + a)},${n(y - h * 0.08)}L${n(x)},${n(y - h * 0.08)}Z`
  );
}

export interface FirRowOpts {
  x0: number;
  x1: number;
  /** Ground line: a constant or a function of x. */
  y: number | ((x: number) => number);
  h: readonly [number, number];
  gap: number;
  color: string;
  shade?: string;
}

/** A row of firs along the ground, as one path (and one for their shaded halves). */
export function firRow(rng: Rng, o: FirRowOpts): string {
  let d = '';
  let shade = '';
  for (let x = o.x0; x < o.x1; x += o.gap * rng.range(0.6, 1.3)) {
    const y = typeof o.y === 'number' ? o.y : o.y(x);
    const h = rng.range(o.h[0], o.h[1]);
    d += firPath(x, y + 2, h);
    if (o.shade) shade += firShadePath(x, y + 2, h);
  }
  return (
    `<path d="${d}" fill="${o.color}"/>` + (o.shade ? `<path d="${shade}" fill="${o.shade}"/>` : '')
  );
}

/** A round broadleaf tree in two inks: a disc on a short trunk, its far half shaded. */
export function roundTree(
  x: number,
  y: number,
  r: number,
  light: string,
  shade: string,
  trunk: string,
): string {
  const cy = y - r * 1.45;
  return (
    `<rect x="${n(x - r * 0.08)}" y="${n(cy)}" width="${n(r * 0.16)}" height="${n(y - cy)}" fill="${trunk}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * 1.05)}" fill="${light}"/>` +
    `<path d="M${n(x)},${n(cy - r * 1.05)}A${n(r)},${n(r * 1.05)} 0 0 1 ${n(x)},${n(cy + r * 1.05)}Z" fill="${shade}"/>`
  );
}

/** A poplar or clipped yew: a tall narrow spindle, its far half shaded. */
export function spindle(
  x: number,
  y: number,
  h: number,
  w: number,
  light: string,
  shade: string,
): string {
  const top = y - h;
  const mid = y - h * 0.42;
  return (
    `<path d="M${n(x)},${n(top)}C${n(x + w * 0.62)},${n(mid - h * 0.2)} ${n(x + w * 0.55)},${n(y)} ${n(x)},${n(y)}C${n(x - w * 0.55)},${n(y)} ${n(x - w * 0.62)},${n(mid - h * 0.2)} ${n(x)},${n(top)}Z" fill="${light}"/>` +
    `<path d="M${n(x)},${n(top)}C${n(x + w * 0.62)},${n(mid - h * 0.2)} ${n(x + w * 0.55)},${n(y)} ${n(x)},${n(y)}Z" fill="${shade}"/>`
  );
}

/**
 * A band of woodland: round crowns along a line, their tops scalloped, the band's lower edge
 * following `floor` (by default a crown's height below the line), as one path.
 */
export function crowns(
  rng: Rng,
  x0: number,
  x1: number,
  y: number | ((x: number) => number),
  r: readonly [number, number],
  color: string,
  floor?: number | ((x: number) => number),
): string {
  const line = (x: number): number => (typeof y === 'number' ? y : y(x));
  const under = (x: number): number =>
    typeof floor === 'function' ? floor(x) : (floor ?? line(x) + r[1] * 0.6);
  let d = '';
  let x = x0;
  let last = x0;
  while (x < x1) {
    const rr = rng.range(r[0], r[1]);
    const yy = line(x) - rr * 0.4;
    d += `${d ? 'L' : 'M'}${n(x - rr)},${n(yy)}A${n(rr)},${n(rr)} 0 0 1 ${n(x + rr)},${n(yy)}`;
    last = x + rr;
    x += r[0] * rng.range(1.1, 1.6);
  }
  const steps = Math.max(2, Math.ceil((last - x0) / 60));
  for (let i = steps; i >= 0; i--) {
    const fx = x0 - r[1] + ((last - x0 + r[1]) * i) / steps;
    d += `L${n(fx)},${n(under(fx))}`;
  }
  return `<path d="${d}Z" fill="${color}"/>`;
}
