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
  /** Daylight: no stars, puffy clouds, snow and water in their daytime colours. */
  day?: boolean;
  season?: 'spring' | 'summer' | 'autumn' | 'winter';
  /** Colour the nearer hills take on by day (forest green, snowy woods in winter). */
  land?: string;
  /** Foliage (deciduous trees, in the season's colour) and conifers. */
  leaf?: string;
  pine?: string;
  /** Meadows (or snow-covered ground in winter). */
  grass?: string;
  snow?: string;
  /** The colour deep water takes on. */
  deep?: string;
}

const BRAND = {
  charcoal: '#0f1115',
  navy: '#141b2d',
  gold: '#c9a45c',
  lightGold: '#e6cf9a',
  cream: '#f7f1e6',
  pink: '#fbeff1',
} as const;

const PALETTES = {
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
  // Daylight, one palette per season: the day-out scenes (lakes, the Eagle's Nest, gardens).
  spring: {
    sky: [
      [0, '#3f71b0'],
      [0.45, '#6f9ccd'],
      [0.82, '#b3cde3'],
      [1, '#e3ecef'],
    ],
    glow: '#fffbe8',
    haze: '#cfdde6',
    far: '#8aa2c0',
    near: '#1e2e2a',
    rim: '#ffffff',
    lamp: '#ffe2a8',
    day: true,
    season: 'spring',
    land: '#3a5c3c',
    leaf: '#5f8a3a',
    pine: '#2a4533',
    grass: '#86ad4f',
    snow: '#f6f8fb',
    deep: '#1f4f5c',
  },
  summer: {
    sky: [
      [0, '#2c5fa3'],
      [0.42, '#5a8cc6'],
      [0.8, '#a3c4df'],
      [1, '#dce8ee'],
    ],
    glow: '#fff6e2',
    haze: '#c4d5e1',
    far: '#7e98b8',
    near: '#1b2a25',
    rim: '#fffaf0',
    lamp: '#ffe2a8',
    day: true,
    season: 'summer',
    land: '#2c4a35',
    leaf: '#3f6630',
    pine: '#24402f',
    grass: '#6f9a40',
    snow: '#f7f9fc',
    deep: '#17505c',
  },
  /** Late-afternoon summer light, warm near the horizon. */
  afternoon: {
    sky: [
      [0, '#3466a3'],
      [0.45, '#6d94c3'],
      [0.76, '#bfc6c8'],
      [0.92, '#eed5a8'],
      [1, '#f7e2b6'],
    ],
    glow: '#ffe0a0',
    haze: '#e2d2b6',
    far: '#8a8ea6',
    near: '#24261f',
    rim: '#ffe9c0',
    lamp: '#ffe0a0',
    day: true,
    season: 'summer',
    land: '#3b4a31',
    leaf: '#45602e',
    pine: '#2c4230',
    grass: '#8c9c48',
    snow: '#fbf4ea',
    deep: '#21434e',
  },
  autumn: {
    sky: [
      [0, '#28599a'],
      [0.45, '#5884bb'],
      [0.8, '#afc0d2'],
      [1, '#eadfc8'],
    ],
    glow: '#ffe6b0',
    haze: '#d9d0bd',
    far: '#8891a8',
    near: '#27241f',
    rim: '#fff0cc',
    lamp: '#ffd98c',
    day: true,
    season: 'autumn',
    land: '#4b4a34',
    leaf: '#c07a2c',
    pine: '#2b4030',
    grass: '#9c9a4c',
    snow: '#fbf8f2',
    deep: '#1b3e4a',
  },
  winter: {
    sky: [
      [0, '#5582b6'],
      [0.5, '#8fb0d2'],
      [0.85, '#cbd9e6'],
      [1, '#edf1f4'],
    ],
    glow: '#fffaf0',
    haze: '#dce4ec',
    far: '#9aacc4',
    near: '#26313a',
    rim: '#ffffff',
    lamp: '#ffd98c',
    day: true,
    season: 'winter',
    land: '#56677a',
    leaf: '#6b5e52',
    pine: '#2a3b36',
    grass: '#eef2f6',
    snow: '#f8fafc',
    deep: '#2a4656',
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;
export const palettes: Record<PaletteName, Palette> = PALETTES;

/** Foliage colours of a palette: its season's, or the dark silhouettes of the night scenes. */
export function foliage(p: Palette): { leaf: string; pine: string } {
  const night = mix(p.near, '#1f3029', 0.5);
  return { leaf: p.leaf ?? night, pine: p.pine ?? night };
}

/** Fair-weather cumulus: lumpy tops lit by the sun, flat grey-blue bases, slightly soft. */
export function cumulus(
  s: Svg,
  rng: Rng,
  o: {
    y0: number;
    y1: number;
    count: number;
    lit: string;
    shade: string;
    x0?: number;
    x1?: number;
  },
): string {
  const out: string[] = [];
  for (let i = 0; i < o.count; i++) {
    const base = rng.range(o.y0, o.y1);
    // Nearer clouds (lower in the sky) are drawn larger.
    const k = 0.45 + (0.8 * (base - o.y0)) / Math.max(1, o.y1 - o.y0);
    const span = rng.range(140, 340) * k;
    const cx = rng.range(o.x0 ?? -100, o.x1 ?? s.w + 100);
    const puffs: string[] = [];
    const m = rng.int(6, 10);
    let top = base;
    for (let j = 0; j < m; j++) {
      const t = j / (m - 1) - 0.5 + rng.range(-0.04, 0.04);
      const r = span * rng.range(0.1, 0.22) * (1.15 - Math.abs(t) * 1.2);
      const py = base - r * rng.range(0.3, 0.8);
      top = Math.min(top, py - r);
      puffs.push(`<circle cx="${n(cx + t * span)}" cy="${n(py)}" r="${n(r)}"/>`);
      // Smaller lumps on the shoulders of the bigger puffs.
      if (r > span * 0.1 && rng.chance(0.6)) {
        const a = rng.range(-2.4, -0.7);
        puffs.push(
          `<circle cx="${n(cx + t * span + Math.cos(a) * r * 0.8)}" cy="${n(py + Math.sin(a) * r * 0.8)}" r="${n(r * rng.range(0.35, 0.55))}"/>`,
        );
      }
    }
    const fill = s.linear(
      [
        [0, o.lit],
        [0.5, o.lit],
        [0.85, mix(o.lit, o.shade, 0.7)],
        [1, o.shade],
      ],
      { y1: top, y2: base, user: true },
    );
    const clip = s.clip(
      `M${n(cx - span)},${n(top - 40)}H${n(cx + span)}V${n(base - 4)}Q${n(cx)},${n(base + 6)} ${n(cx - span)},${n(base - 4)}Z`,
    );
    out.push(
      `<g clip-path="${clip}" fill="${fill}" opacity="${n(rng.range(0.7, 0.92))}">${puffs.join('')}</g>`,
    );
  }
  return `<g filter="${s.blur(1.6)}">${out.join('')}</g>`;
}

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
