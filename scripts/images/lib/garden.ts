import type { Rng } from './rng.ts';
import { mix, n, pts, type Point } from './svg.ts';

/** Simple one-point perspective of a ground plane: u across, z depth (larger is farther). */
export interface Ground {
  at(u: number, z: number): Point;
  /** Screen scale (px per unit) at depth z, for heights of objects standing there. */
  scale(z: number): number;
  rect(u0: number, u1: number, z0: number, z1: number): string;
}

export function ground(vx: number, horizon: number, k: number): Ground {
  const at = (u: number, z: number): Point => [vx + (k * 0.62 * u) / z, horizon + k / z];
  return {
    at,
    scale: (z) => (k * 0.62) / z,
    rect: (u0, u1, z0, z1) => pts([at(u0, z0), at(u1, z0), at(u1, z1), at(u0, z1)]),
  };
}

/** A parterre bed: hedge border, flower fill with speckles, cone topiaries at the corners. */
export function parterreBed(
  g: Ground,
  rng: Rng,
  o: {
    u0: number;
    u1: number;
    z0: number;
    z1: number;
    flower: string;
    hedge: string;
    light: string;
  },
): string {
  const out = [
    `<polygon points="${g.rect(o.u0, o.u1, o.z0, o.z1)}" fill="${o.hedge}"/>`,
    `<polygon points="${g.rect(o.u0 + 0.18, o.u1 - 0.18, o.z0 + 0.5, o.z1 - 0.5)}" fill="${o.flower}"/>`,
  ];
  const dots: string[] = [];
  for (let i = 0; i < 70; i++) {
    const u = rng.range(o.u0 + 0.25, o.u1 - 0.25);
    const z = rng.range(o.z0 + 0.6, o.z1 - 0.6);
    const [x, y] = g.at(u, z);
    const r = Math.max(0.7, g.scale(z) * 0.022);
    dots.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.6)}"/>`);
  }
  out.push(`<g fill="${mix(o.flower, o.light, 0.45)}" opacity="0.8">${dots.join('')}</g>`);
  for (const u of [o.u0, o.u1]) {
    for (const z of [o.z0, o.z1]) {
      const [x, y] = g.at(u, z);
      const sc = g.scale(z);
      out.push(cone(x, y, sc * 0.12, sc * 0.38, o.hedge, o.light));
    }
  }
  return out.join('');
}

/** Clipped cone-shaped topiary, lit from the left. */
export function cone(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  light: string,
): string {
  return `<path d="M${n(x - w / 2)},${n(y)}L${n(x)},${n(y - h)}L${n(x + w / 2)},${n(y)}Z" fill="${fill}"/><path d="M${n(x - w / 2)},${n(y)}L${n(x)},${n(y - h)}L${n(x - w * 0.05)},${n(y)}Z" fill="${mix(fill, light, 0.35)}"/>`;
}

/** Water jet: a tapering column with spray, lit by `light`. */
export function jet(x: number, y: number, h: number, w: number, light: string): string {
  const col = `M${n(x - w / 2)},${n(y)}C${n(x - w * 0.3)},${n(y - h * 0.6)} ${n(x - w * 0.12)},${n(y - h * 0.95)} ${n(x)},${n(y - h)}C${n(x + w * 0.12)},${n(y - h * 0.95)} ${n(x + w * 0.3)},${n(y - h * 0.6)} ${n(x + w / 2)},${n(y)}Z`;
  const fall = `M${n(x)},${n(y - h)}C${n(x - w * 2.2)},${n(y - h * 0.95)} ${n(x - w * 3)},${n(y - h * 0.4)} ${n(x - w * 3.4)},${n(y)}M${n(x)},${n(y - h)}C${n(x + w * 2.2)},${n(y - h * 0.95)} ${n(x + w * 3)},${n(y - h * 0.4)} ${n(x + w * 3.4)},${n(y)}`;
  return `<path d="${fall}" fill="none" stroke="${light}" stroke-width="${n(w * 0.35)}" opacity="0.35"/><path d="${col}" fill="${light}" opacity="0.8"/>`;
}

/** A statue on a pedestal (silhouette with a lit edge). */
export function statue(
  x: number,
  y: number,
  h: number,
  fill: string,
  light: string,
  rng: Rng,
): string {
  const pw = h * 0.34;
  const ph = h * 0.38;
  const fig = h - ph;
  const lean = rng.range(-0.12, 0.12) * fig;
  const body = `M${n(x - pw * 0.28)},${n(y - ph)}C${n(x - pw * 0.4)},${n(y - ph - fig * 0.5)} ${n(x - pw * 0.2 + lean)},${n(y - ph - fig * 0.8)} ${n(x + lean)},${n(y - ph - fig * 0.86)}C${n(x + pw * 0.22 + lean)},${n(y - ph - fig * 0.8)} ${n(x + pw * 0.42)},${n(y - ph - fig * 0.45)} ${n(x + pw * 0.3)},${n(y - ph)}Z`;
  const head = `<circle cx="${n(x + lean)}" cy="${n(y - ph - fig * 0.92)}" r="${n(fig * 0.08)}"/>`;
  const arm = `<path d="M${n(x + lean * 0.5)},${n(y - ph - fig * 0.7)}l${n(pw * 0.5)},${n(-fig * 0.25)}" stroke="${fill}" stroke-width="${n(fig * 0.06)}" stroke-linecap="round"/>`;
  return `<g fill="${fill}"><rect x="${n(x - pw / 2)}" y="${n(y - ph)}" width="${n(pw)}" height="${n(ph)}"/><rect x="${n(x - pw / 2)}" y="${n(y - ph)}" width="${n(pw * 0.3)}" height="${n(ph)}" fill="${mix(fill, light, 0.35)}"/><path d="${body}"/>${head}${arm}</g>`;
}
