import type { Rng } from './rng.ts';
import { mix, n, type Stop, type Svg } from './svg.ts';

/** Colour mood of a scene: sky, haze, silhouettes, light. */
export interface Palette {
  sky: readonly Stop[];
  /** Sun or moon glow. */
  glow: string;
  /** Atmospheric colour near the horizon (farthest layers melt into it). */
  haze: string;
  far: string;
  near: string;
  /** Rim light on ridge tops and edges. */
  rim: string;
  /** Warm artificial light (windows, lamps). */
  lamp: string;
}

export const BRAND = {
  charcoal: '#0f1115',
  navy: '#141b2d',
  gold: '#c9a45c',
  lightGold: '#e6cf9a',
  cream: '#f7f1e6',
  pink: '#fbeff1',
} as const;

export const palettes = {
  dusk: {
    sky: [
      [0, '#0d1322'],
      [0.3, '#1a2340'],
      [0.55, '#3b3455'],
      [0.76, '#8a5b69'],
      [0.9, '#d59a6c'],
      [1, '#f1cc8e'],
    ],
    glow: '#f5c97f',
    haze: '#a97a7c',
    far: '#4d4764',
    near: '#0f1115',
    rim: '#f0d39a',
    lamp: '#f6cf82',
  },
  golden: {
    sky: [
      [0, '#1b2744'],
      [0.32, '#3a4c70'],
      [0.62, '#9b8285'],
      [0.84, '#e2ae7a'],
      [1, '#f7deaa'],
    ],
    glow: '#ffd894',
    haze: '#d9b08e',
    far: '#6f6379',
    near: '#171a22',
    rim: '#ffe2a8',
    lamp: '#ffd58a',
  },
  alpenglow: {
    sky: [
      [0, '#141d36'],
      [0.35, '#37436b'],
      [0.64, '#8e7698'],
      [0.84, '#e0a39b'],
      [1, '#f6dcc2'],
    ],
    glow: '#ffd7b0',
    haze: '#d6aaa9',
    far: '#6e6890',
    near: '#181c2b',
    rim: '#ffd9c0',
    lamp: '#f8d08c',
  },
  blueHour: {
    sky: [
      [0, '#090d1a'],
      [0.38, '#142040'],
      [0.72, '#2a3f66'],
      [0.9, '#56658a'],
      [1, '#b98f78'],
    ],
    glow: '#f0c48a',
    haze: '#5b6789',
    far: '#3a4566',
    near: '#0a0c12',
    rim: '#d9c08f',
    lamp: '#f5c676',
  },
  night: {
    sky: [
      [0, '#06080e'],
      [0.45, '#0e1426'],
      [0.8, '#18233f'],
      [1, '#2a3556'],
    ],
    glow: '#e8e4d8',
    haze: '#27314f',
    far: '#1d2540',
    near: '#07080c',
    rim: '#c7b48a',
    lamp: '#f3c36f',
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

/** Fills the sky from the top down to `horizon` (the gradient's last stop sits on the horizon). */
export function sky(s: Svg, p: Palette, horizon: number): void {
  const fill = s.linear(p.sky, { y1: 0, y2: horizon, user: true });
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${fill}"/>`);
}

/** A soft radial glow, drawn with a gradient (cheaper than a blur filter). */
export function glow(
  s: Svg,
  cx: number,
  cy: number,
  r: number,
  color: string,
  opacity = 0.6,
  squash = 1,
): string {
  const fill = s.radial([
    [0, color, opacity],
    [0.25, color, opacity * 0.55],
    [0.6, color, opacity * 0.14],
    [1, color, 0],
  ]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * squash)}" fill="${fill}"/>`;
}

export function sun(s: Svg, p: Palette, cx: number, cy: number, r: number): string {
  const disc = s.radial([
    [0, '#fff6e0'],
    [0.7, '#ffe7b5'],
    [1, p.glow],
  ]);
  return [
    glow(s, cx, cy, r * 14, p.glow, 0.45, 0.55),
    glow(s, cx, cy, r * 4, '#fff1cf', 0.55),
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${disc}"/>`,
  ].join('');
}

export function moon(s: Svg, cx: number, cy: number, r: number): string {
  const disc = s.radial(
    [
      [0, '#fbf6ea'],
      [0.8, '#ebe2cc'],
      [1, '#d8cba9'],
    ],
    { cx: 0.42, cy: 0.4, r: 0.6 },
  );
  return [
    glow(s, cx, cy, r * 9, '#cfd6e8', 0.22),
    glow(s, cx, cy, r * 2.6, '#f4ecd8', 0.3),
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${disc}"/>`,
    `<circle cx="${n(cx + r * 0.28)}" cy="${n(cy - r * 0.18)}" r="${n(r * 0.16)}" fill="#d9ceb2" opacity="0.5"/>`,
    `<circle cx="${n(cx - r * 0.3)}" cy="${n(cy + r * 0.25)}" r="${n(r * 0.22)}" fill="#d9ceb2" opacity="0.4"/>`,
  ].join('');
}

/** Stars fading out towards `maxY`. */
export function stars(s: Svg, rng: Rng, count: number, maxY: number, x0 = 0, x1 = s.w): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const y = maxY * Math.pow(rng.next(), 1.6);
    const fade = 1 - y / maxY;
    const r = rng.chance(0.06) ? rng.range(1.4, 2.1) : rng.range(0.5, 1.2);
    const a = Math.min(1, rng.range(0.35, 1) * (0.3 + fade));
    out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fbf3de" opacity="${n(a)}"/>`);
    if (r > 1.4) out.push(glow(s, x, y, r * 7, '#fbf3de', 0.25));
  }
  return out.join('');
}

/** Banks of soft clouds lit from below (the sun is low). */
export function clouds(
  s: Svg,
  rng: Rng,
  o: { y0: number; y1: number; count: number; lit: string; shade: string; opacity?: number },
): string {
  const out: string[] = [];
  for (let i = 0; i < o.count; i++) {
    const cx = rng.range(-150, s.w + 150);
    const cy = rng.range(o.y0, o.y1);
    const span = rng.range(160, 520);
    const thick = rng.range(10, 26) * (0.6 + (cy - o.y0) / Math.max(1, o.y1 - o.y0));
    const fill = s.linear(
      [
        [0, o.shade, 0.15],
        [0.55, o.shade, 0.75],
        [1, o.lit, 1],
      ],
      { y1: cy - thick * 1.6, y2: cy + thick * 0.9, user: true },
    );
    const puffs: string[] = [];
    const k = rng.int(5, 10);
    for (let j = 0; j < k; j++) {
      const t = j / (k - 1) - 0.5;
      const rx = span * rng.range(0.14, 0.3) * (1 - Math.abs(t));
      const ry = thick * rng.range(0.6, 1.3) * (1.1 - Math.abs(t));
      puffs.push(
        `<ellipse cx="${n(cx + t * span)}" cy="${n(cy - ry * 0.4)}" rx="${n(rx + 20)}" ry="${n(ry)}"/>`,
      );
    }
    const a = (o.opacity ?? 0.7) * rng.range(0.45, 1);
    out.push(`<g fill="${fill}" opacity="${n(a)}">${puffs.join('')}</g>`);
  }
  return out.join('');
}

/** A horizontal band of haze, transparent at the top, `color` at the bottom. */
export function haze(s: Svg, y: number, height: number, color: string, opacity = 0.7): string {
  const fill = s.linear([
    [0, color, 0],
    [1, color, opacity],
  ]);
  return `<rect x="-10" y="${n(y)}" width="${s.w + 20}" height="${n(height)}" fill="${fill}"/>`;
}

/** Layer colour for depth t (0 = farthest, 1 = nearest). */
export function depthColor(p: Palette, t: number): string {
  return mix(p.far, p.near, Math.pow(t, 0.85));
}

/** Vignette plus a darker foot so overlaid text stays readable. */
export function finish(s: Svg, strength = 0.55, foot = 0.35): string {
  const v = s.radial(
    [
      [0, BRAND.charcoal, 0],
      [0.55, BRAND.charcoal, 0],
      [1, BRAND.charcoal, strength],
    ],
    { r: 0.75 },
  );
  const parts = [`<rect width="${s.w}" height="${s.h}" fill="${v}"/>`];
  if (foot > 0) parts.push(haze(s, s.h * 0.62, s.h * 0.38 + 2, BRAND.charcoal, foot));
  return parts.join('');
}
