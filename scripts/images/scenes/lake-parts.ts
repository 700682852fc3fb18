import { house, onion, spire, windows } from '../lib/architecture.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n } from '../lib/svg.ts';

export interface VillagePaint {
  walls: readonly string[];
  roof: string;
  light: string;
  dark: string;
  /** 0..1 dimming of the walls toward `dim` (dusk). */
  shade: number;
  dim: string;
  lit: number;
}

/** Alpine village houses stacked up a slope: rows from the shore (y) upwards along a line. */
export function slopeVillage(
  rng: Rng,
  o: {
    x0: number;
    x1: number;
    y: number;
    rows: number;
    rise: number;
    drift: number;
    k: number;
    gap?: number;
  },
  c: VillagePaint,
): string {
  const out: string[] = [];
  for (let r = o.rows - 1; r >= 0; r--) {
    const by = o.y - r * o.rise;
    const x0 = o.x0 + r * o.drift;
    const x1 = o.x1 - r * o.drift * 0.4;
    let x = x0 + rng.range(0, 20);
    while (x < x1) {
      const w = rng.range(30, 52) * o.k;
      const h = rng.range(28, 46) * o.k;
      const roof = w * rng.range(0.3, 0.45);
      const wall = mix(rng.pick(c.walls), c.dim, c.shade);
      const base = by + rng.range(-6, 6);
      out.push(`<path d="${house(x, base, w, h, roof)}" fill="${wall}"/>`);
      out.push(
        `<path d="M${n(x - 4)},${n(base - h + 2)}L${n(x + w / 2)},${n(base - h - roof)}L${n(x + w + 4)},${n(base - h + 2)}L${n(x + w + 4)},${n(base - h + 6)}L${n(x + w / 2)},${n(base - h - roof + 5)}L${n(x - 4)},${n(base - h + 6)}Z" fill="${c.roof}"/>`,
      );
      out.push(
        `<rect x="${n(x + w - 5)}" y="${n(base - h)}" width="5" height="${n(h)}" fill="#000" opacity="0.18"/>`,
      );
      out.push(
        windows(rng, {
          x: x + w * 0.18,
          y: base - h + 8 * o.k,
          cols: 3,
          rows: Math.max(1, Math.floor(h / (14 * o.k)) - 1),
          w: w * 0.12,
          h: 7 * o.k,
          dx: w * 0.26,
          dy: 14 * o.k,
          lit: c.lit,
          light: c.light,
          dark: c.dark,
        }),
      );
      x += w + rng.range(4, 26 + (o.gap ?? 0)) * o.k;
    }
  }
  return out.join('');
}

/** Lakeside church with a slender pointed spire (Hallstatt) or an onion dome (St. Gilgen). */
export function lakeChurch(
  x: number,
  y: number,
  k: number,
  top: 'spire' | 'onion',
  wall: string,
  roof: string,
  glass: string,
): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y - v * k;
  const nave = `M${n(X(-80))},${n(Y(0))}V${n(Y(50))}H${n(X(10))}V${n(Y(0))}Z`;
  const naveRoof = `M${n(X(-84))},${n(Y(50))}L${n(X(-56))},${n(Y(86))}H${n(X(10))}V${n(Y(50))}Z`;
  const tower = `M${n(X(8))},${n(Y(0))}V${n(Y(120))}H${n(X(36))}V${n(Y(0))}Z`;
  const cap =
    top === 'spire' ? spire(X(22), Y(120), 32 * k, 120 * k) : onion(X(22), Y(120), 36 * k, 60 * k);
  return [
    `<path d="${naveRoof}" fill="${roof}"/>`,
    `<path d="${nave}${tower}" fill="${wall}"/>`,
    `<rect x="${n(X(30))}" y="${n(Y(120))}" width="${n(6 * k)}" height="${n(120 * k)}" fill="#000" opacity="0.15"/>`,
    `<path d="M${n(X(16))},${n(Y(80))}h${n(12 * k)}v${n(-20 * k)}a${n(6 * k)},${n(6 * k)} 0 0 0 ${n(-12 * k)},0Z" fill="${glass}"/>`,
    `<circle cx="${n(X(22))}" cy="${n(Y(100))}" r="${n(6 * k)}" fill="${glass}"/>`,
    ...[-66, -42, -18].map(
      (v) =>
        `<path d="M${n(X(v))},${n(Y(12))}v${n(-22 * k)}a${n(5 * k)},${n(5 * k)} 0 0 1 ${n(10 * k)},0v${n(22 * k)}Z" fill="${glass}" opacity="0.85"/>`,
    ),
    `<path d="${cap}" fill="${roof}"/>`,
  ].join('');
}

/** A lake paddle steamer (side view) with lit saloon windows. */
export function steamer(
  rng: Rng,
  x: number,
  y: number,
  k: number,
  light: string,
  hull: string,
): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y - v * k;
  const body = `M${n(X(-200))},${n(Y(26))}L${n(X(-184))},${n(Y(0))}H${n(X(176))}L${n(X(212))},${n(Y(30))}Z`;
  const deck = `M${n(X(-170))},${n(Y(26))}V${n(Y(56))}H${n(X(150))}V${n(Y(26))}Z`;
  const upper = `M${n(X(-120))},${n(Y(56))}V${n(Y(78))}H${n(X(90))}V${n(Y(56))}Z`;
  const funnel = `M${n(X(-14))},${n(Y(78))}L${n(X(-10))},${n(Y(132))}H${n(X(12))}L${n(X(16))},${n(Y(78))}Z`;
  const paddle = `M${n(X(-30))},${n(Y(26))}A${n(36 * k)},${n(36 * k)} 0 0 1 ${n(X(42))},${n(Y(26))}Z`;
  const lights = windows(rng, {
    x: X(-160),
    y: Y(50),
    cols: 20,
    rows: 1,
    w: 8 * k,
    h: 12 * k,
    dx: 15.5 * k,
    dy: 0,
    lit: 0.8,
    light,
    dark: '#3a3f52',
  });
  const upperLights = windows(rng, {
    x: X(-110),
    y: Y(74),
    cols: 13,
    rows: 1,
    w: 7 * k,
    h: 10 * k,
    dx: 15.5 * k,
    dy: 0,
    lit: 0.7,
    light,
    dark: '#3a3f52',
  });
  return [
    `<path d="${body}" fill="${hull}"/>`,
    `<path d="${deck}${upper}" fill="#efe8da"/>`,
    `<path d="${paddle}" fill="#e3d9c6"/>`,
    `<path d="${funnel}" fill="#c9a45c"/>`,
    `<rect x="${n(X(-12))}" y="${n(Y(132))}" width="${n(24 * k)}" height="${n(12 * k)}" fill="#1a1a1f"/>`,
    `<path d="M${n(X(-176))},${n(Y(56))}H${n(X(154))}M${n(X(-124))},${n(Y(78))}H${n(X(94))}" stroke="#a89f90" stroke-width="${n(2 * k)}"/>`,
    `<path d="M${n(X(-150))},${n(Y(78))}V${n(Y(120))}M${n(X(130))},${n(Y(56))}V${n(Y(110))}" stroke="#2a2d38" stroke-width="${n(2 * k)}"/>`,
    `<path d="M${n(X(-150))},${n(Y(120))}l${n(22 * k)},${n(6 * k)}l${n(-22 * k)},${n(6 * k)}Z" fill="#c8102e"/>`,
    lights,
    upperLights,
  ].join('');
}

/** A small sailing boat. */
export function sailboat(x: number, y: number, k: number, sail: string, hull: string): string {
  return `<path d="M${n(x - 30 * k)},${n(y - 8 * k)}H${n(x + 34 * k)}L${n(x + 24 * k)},${n(y)}H${n(x - 22 * k)}Z" fill="${hull}"/><path d="M${n(x)},${n(y - 10 * k)}V${n(y - 90 * k)}L${n(x + 32 * k)},${n(y - 12 * k)}Z" fill="${sail}"/><path d="M${n(x - 3 * k)},${n(y - 14 * k)}V${n(y - 74 * k)}L${n(x - 26 * k)},${n(y - 14 * k)}Z" fill="${sail}" opacity="0.85"/>`;
}
