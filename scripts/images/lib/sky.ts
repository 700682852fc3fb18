import type { Mood } from './palette.ts';
import type { Rng } from './rng.ts';
import { n, type Svg } from './svg.ts';

/** Draws into the body and returns what was drawn, to reuse it (a reflection). */
export function capture(s: Svg, draw: () => void): string {
  const start = s.body.length;
  draw();
  return s.body.slice(start).join('');
}

/** The sky: one smooth airbrushed gradient from the top down to the horizon, as posters had. */
export function sky(s: Svg, m: Mood, horizon: number): void {
  const fill = s.linear(m.sky, { x1: 0, y1: 0, x2: 0, y2: horizon, user: true });
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${fill}"/>`);
}

/** A sun or moon: a flat disc inside two faint flat rings (the Art Deco halo). */
export function sun(s: Svg, m: Mood, x: number, y: number, r: number, rings = true): void {
  if (rings) {
    for (const [k, a] of [
      [2.6, 0.1],
      [1.7, 0.16],
    ] as const) {
      s.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * k)}" fill="${m.sun}" opacity="${a}"/>`);
    }
  }
  s.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${m.sun}"/>`);
}

/** Rays fanning from a point: alternate wedges a shade lighter than the sky. */
export function rays(
  s: Svg,
  x: number,
  y: number,
  count: number,
  from: number,
  to: number,
  color: string,
  opacity = 0.12,
): void {
  const len = 2400;
  let d = '';
  for (let i = 0; i < count; i++) {
    const a0 = from + ((to - from) * (i * 2)) / (count * 2);
    const a1 = from + ((to - from) * (i * 2 + 1)) / (count * 2);
    d += `M${n(x)},${n(y)}L${n(x + Math.cos(a0) * len)},${n(y + Math.sin(a0) * len)}L${n(x + Math.cos(a1) * len)},${n(y + Math.sin(a1) * len)}Z`;
  }
  s.add(`<path d="${d}" fill="${color}" opacity="${opacity}"/>`);
}

/** A few small stars in the top of a night sky. */
export function stars(s: Svg, rng: Rng, count: number, maxY: number, color: string): void {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(20, s.w - 20);
    const y = rng.range(12, maxY);
    const r = rng.range(1.2, 2.6);
    d += `M${n(x - r)},${n(y)}a${n(r)},${n(r)} 0 1 0 ${n(2 * r)},0a${n(r)},${n(r)} 0 1 0 ${n(-2 * r)},0`;
  }
  s.add(`<path d="${d}" fill="${color}" opacity="0.8"/>`);
}

/**
 * A poster cloud: a flat bottom and a few round tops, in one ink, with a shaded underside band.
 * `w` is its length; the tops are scaled from it.
 */
export function cloud(
  s: Svg,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  color: string,
  shade: string,
): void {
  const bumps = 3 + Math.floor(w / 180);
  const step = w / bumps;
  let d = `M${n(x)},${n(y)}`;
  for (let i = 0; i < bumps; i++) {
    const end = i === 0 || i === bumps - 1;
    const r = step * (end ? 0.52 : rng.range(0.62, 0.85));
    d += `A${n(r)},${n(r)} 0 ${end ? 0 : 1} 1 ${n(x + step * (i + 1))},${n(y)}`;
  }
  d += 'Z';
  const clip = s.clip(d);
  s.add(
    `<path d="${d}" fill="${color}"/>`,
    `<rect x="${n(x)}" y="${n(y - step * 0.22)}" width="${n(w)}" height="${n(step * 0.22)}" fill="${shade}" clip-path="${clip}"/>`,
  );
}

/** Long thin streamlined cloud bands, the 1930s way of drawing wind and speed. */
export function streaks(
  s: Svg,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  count: number,
  color: string,
  opacity = 0.55,
): void {
  let d = '';
  for (let i = 0; i < count; i++) {
    const h = rng.range(7, 13);
    const xx = x + rng.range(-0.15, 0.15) * w;
    const ww = w * rng.range(0.55, 1);
    const yy = y + i * 22;
    d += `M${n(xx + h / 2)},${n(yy)}h${n(ww - h)}a${n(h / 2)},${n(h / 2)} 0 0 1 0,${n(h)}h${n(-(ww - h))}a${n(h / 2)},${n(h / 2)} 0 0 1 0,${n(-h)}Z`;
  }
  s.add(`<path d="${d}" fill="${color}" opacity="${opacity}"/>`);
}
