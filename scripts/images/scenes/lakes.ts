import {
  clouds,
  finish,
  glow,
  haze,
  palettes,
  sky,
  stars,
  sun,
  type PaletteName,
} from '../lib/atmosphere.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n, type Svg } from '../lib/svg.ts';
import { bushes, forest, glints, range, reflection, water } from '../lib/terrain.ts';
import { lakeChurch, sailboat, slopeVillage, steamer, type VillagePaint } from './lake-parts.ts';

const WALLS = ['#f1e6d2', '#e9c9a0', '#f3dcc0', '#d9c2a8', '#efe0c8', '#d8b48c'];

const village = (mood: PaletteName): VillagePaint => {
  const p = palettes[mood];
  const dark = mood === 'blueHour' || mood === 'night' || mood === 'dusk';
  return {
    walls: WALLS,
    roof: mix(p.near, '#3a2e2e', 0.4),
    light: p.lamp,
    dark: mix(p.near, '#3a4258', 0.5),
    shade: dark ? 0.5 : 0.2,
    dim: mix(p.near, '#30344a', 0.6),
    lit: dark ? 0.5 : 0.04,
  };
};

/** Hallstatt: houses stacked on the steep shore, the slender church spire, the mirror lake. */
export function hallstatt(s: Svg, rng: Rng, mood: PaletteName = 'dusk'): void {
  const p = palettes[mood];
  const H = 640;
  sky(s, p, H);
  if (mood !== 'golden') s.add(stars(s, rng, 80, 260));
  s.add(glow(s, 1200, H - 80, 700, p.glow, 0.4, 0.45));
  s.add(
    clouds(s, rng, {
      y0: 160,
      y1: 420,
      count: 8,
      lit: p.glow,
      shade: mix(p.far, '#4a4060', 0.4),
      opacity: 0.5,
    }),
  );
  const far = range(
    s,
    rng,
    p,
    [
      {
        depth: 0.12,
        y: H - 120,
        amp: 40,
        peaks: [
          { x: 1300, h: 260, w: 360, sharp: 0.9 },
          { x: 1000, h: 150, w: 220 },
        ],
        sunX: 1200,
        snowLine: H - 330,
        snow: mix('#f6dcc8', p.far, 0.35),
      },
      { depth: 0.35, y: H - 50, amp: 30, peaks: [{ x: 1560, h: 210, w: 300 }], sunX: 1200 },
    ],
    H,
  );
  const slope = range(
    s,
    rng,
    p,
    [
      {
        depth: 0.8,
        y: H - 20,
        amp: 50,
        rough: 0.72,
        peaks: [{ x: 80, h: 620, w: 980, sharp: 0.8 }],
        sunX: 1200,
        rimOpacity: 0.3,
      },
    ],
    H,
  );
  const leaf = mix(p.near, '#1f3029', 0.5);
  const woods = forest(rng, {
    x0: -20,
    x1: 640,
    base: (x) => H - 150 - (640 - x) * 0.55,
    h: 40,
    gap: 10,
    fill: leaf,
  });
  const pines: string[] = [];
  for (let r = 0; r < 9; r++) {
    const y0 = H - 30 - r * 34;
    pines.push(
      forest(rng, {
        x0: 160 + r * 40,
        x1: 1000 - r * 60,
        base: () => y0 + rng.range(-10, 10),
        h: 34,
        gap: 14,
        fill: mix(leaf, '#3c5a48', 0.35 - r * 0.03),
      }),
    );
  }
  const houses = slopeVillage(
    rng,
    { x0: 300, x1: 1120, y: H - 8, rows: 5, rise: 40, drift: 60, k: 0.78, gap: 60 },
    village(mood),
  );
  const church = lakeChurch(
    900,
    H - 6,
    1.45,
    'spire',
    mix('#f2e6d0', p.near, mood === 'golden' ? 0.1 : 0.45),
    mix(p.near, '#3b3030', 0.3),
    p.lamp,
  );
  const scene = far + slope + woods + pines.join('') + houses + church;
  s.add(far, slope, woods, pines.join(''), houses, church);
  s.add(`<rect x="240" y="${H - 8}" width="900" height="9" fill="${mix(p.near, '#000', 0.2)}"/>`);
  s.add(water(s, p, H + 1, '#0b0f1a', 0.55));
  s.add(reflection(s, rng, scene, H + 1, { opacity: 0.75, fade: 260 }));
  s.add(glints(rng, { x: 800, y0: H + 4, y1: s.h, spread: 400, color: p.lamp, count: 50 }));
  s.add(sailboat(1290, H + 60, 0.9, mix('#f3ead8', p.near, 0.3), p.near));
  s.add(finish(s, 0.5, 0.25));
}

/** A lake panorama: shores, villages, a steamer or sailboats, mountains all round. */
export function lakePanorama(
  s: Svg,
  rng: Rng,
  o: {
    mood: PaletteName;
    boat: 'steamer' | 'sail';
    church: 'spire' | 'onion';
    churchX: number;
    sunX: number;
    H?: number;
    /** A wooden landing stage with lamps in front of the village. */
    pier?: boolean;
    steamerX?: number;
    steamerK?: number;
  },
): void {
  const p = palettes[o.mood];
  const H = o.H ?? 560;
  const lit = o.mood === 'dusk' || o.mood === 'blueHour';
  sky(s, p, H);
  if (lit) s.add(stars(s, rng, 90, 260));
  s.add(sun(s, p, o.sunX, H - 70, 20));
  s.add(
    clouds(s, rng, {
      y0: 140,
      y1: 400,
      count: 11,
      lit: p.glow,
      shade: mix(p.far, '#4a4060', 0.4),
      opacity: 0.55,
    }),
  );
  const hills = range(
    s,
    rng,
    p,
    [
      {
        depth: 0.08,
        y: H - 150,
        amp: 40,
        peaks: [
          { x: 420, h: 190, w: 320 },
          { x: 1250, h: 120, w: 260 },
        ],
        sunX: o.sunX,
        snowLine: H - 280,
        snow: mix('#f6dcc8', p.far, 0.3),
      },
      {
        depth: 0.3,
        y: H - 70,
        amp: 30,
        peaks: [
          { x: 140, h: 250, w: 380, sharp: 0.8 },
          { x: 1480, h: 220, w: 340 },
        ],
        sunX: o.sunX,
      },
      {
        depth: 0.55,
        y: H - 4,
        amp: 14,
        peaks: [
          { x: -60, h: 190, w: 460 },
          { x: 1660, h: 200, w: 520 },
        ],
        sunX: o.sunX,
        rimOpacity: 0.25,
      },
    ],
    H,
  );
  const leaf = mix(p.near, '#1f3029', 0.5);
  const shore = [
    forest(rng, {
      x0: -20,
      x1: 420,
      base: (x) => H - 4 - Math.max(0, 300 - x) * 0.5,
      h: 36,
      gap: 9,
      fill: leaf,
    }),
    slopeVillage(
      rng,
      { x0: o.churchX - 200, x1: o.churchX + 260, y: H - 4, rows: 2, rise: 24, drift: 40, k: 0.7 },
      village(o.mood),
    ),
    lakeChurch(
      o.churchX,
      H - 4,
      0.8,
      o.church,
      mix('#f2e6d0', p.near, lit ? 0.45 : 0.12),
      mix(p.near, '#3b3030', 0.3),
      p.lamp,
    ),
    bushes(rng, {
      x0: 1200,
      x1: s.w + 30,
      base: (x) => H - 2 - (x - 1200) * 0.12,
      r: 20,
      gap: 22,
      fill: leaf,
    }),
  ].join('');
  s.add(hills, haze(s, H - 90, 92, p.haze, 0.2), shore);
  s.add(water(s, p, H + 1, '#0b0f1a', 0.5));
  s.add(reflection(s, rng, hills + shore, H + 1, { opacity: 0.7, fade: 280 }));
  s.add(glints(rng, { x: o.sunX, y0: H + 4, y1: s.h, spread: 260, color: p.glow, count: 70 }));
  if (o.pier) {
    const px = o.churchX - 40;
    s.add(
      `<path d="M${px - 20},${H + 2}L${px - 90},${H + 120}H${px + 10}L${px + 40},${H + 2}Z" fill="${mix(p.near, '#5a4636', 0.4)}"/>`,
    );
    for (const t of [0.3, 0.65, 1]) {
      const lx = px - 20 - 70 * t;
      const ly = H + 2 + 118 * t;
      s.add(
        `<rect x="${n(lx - 1.5)}" y="${n(ly - 50 * t - 10)}" width="3" height="${n(50 * t + 10)}" fill="${p.near}"/>`,
      );
      s.add(
        glow(s, lx, ly - 50 * t - 12, 30 * t + 10, p.lamp, 0.7),
        `<circle cx="${n(lx)}" cy="${n(ly - 50 * t - 12)}" r="${n(2 + 2 * t)}" fill="#fff0c8"/>`,
      );
    }
  }
  if (o.boat === 'steamer') {
    const sx = o.steamerX ?? 700;
    const sk = o.steamerK ?? 1;
    s.add(glow(s, sx, H + 150, 260, p.lamp, lit ? 0.25 : 0.1, 0.3));
    s.add(
      reflection(s, rng, steamer(rng, sx, H + 150, sk, p.lamp, '#1c2236'), H + 150, {
        opacity: 0.3,
        fade: 120,
      }),
    );
    s.add(steamer(rng, sx, H + 150, sk, p.lamp, '#1c2236'));
    s.add(
      `<path d="M${sx - 220 * sk},${H + 152}Q${sx - 80 * sk},${H + 165} ${sx + 212 * sk},${H + 152}" stroke="#fff" stroke-width="1.5" opacity="0.35" fill="none"/>`,
    );
  } else {
    s.add(
      sailboat(560, H + 110, 1, '#f6efe0', p.near),
      sailboat(1000, H + 70, 0.7, '#f1e6d2', p.near),
    );
  }
  s.add(finish(s, 0.5, 0.25));
}

/** A high mountain lake below a glaciated massif (Gosausee and the Dachstein). */
export function alpineLake(s: Svg, rng: Rng): void {
  const p = palettes.alpenglow;
  const H = 600;
  sky(s, p, H);
  s.add(stars(s, rng, 50, 200));
  s.add(glow(s, 800, 260, 700, '#ffd2c0', 0.3, 0.5));
  s.add(
    clouds(s, rng, { y0: 100, y1: 280, count: 8, lit: '#ffd9c8', shade: '#6f6790', opacity: 0.5 }),
  );
  const peaks = range(
    s,
    rng,
    p,
    [
      {
        depth: 0.05,
        y: H - 180,
        amp: 55,
        rough: 0.74,
        peaks: [
          { x: 820, h: 330, w: 420, sharp: 1.1 },
          { x: 560, h: 220, w: 220 },
          { x: 1080, h: 250, w: 240 },
        ],
        sunX: 300,
        snowLine: H - 320,
        snow: '#ffe6dc',
        facet: 0.4,
      },
      {
        depth: 0.45,
        y: H - 40,
        amp: 30,
        peaks: [
          { x: 120, h: 330, w: 420, sharp: 0.8 },
          { x: 1500, h: 360, w: 440, sharp: 0.8 },
        ],
        sunX: 300,
      },
    ],
    H,
  );
  const leaf = mix(p.near, '#20332b', 0.5);
  const woods = [
    forest(rng, {
      x0: -30,
      x1: 560,
      base: (x) => H - 2 - Math.max(0, 480 - x) * 0.5,
      h: 60,
      gap: 12,
      fill: leaf,
    }),
    forest(rng, {
      x0: 1060,
      x1: s.w + 30,
      base: (x) => H - 2 - Math.max(0, x - 1100) * 0.45,
      h: 64,
      gap: 12,
      fill: leaf,
    }),
  ].join('');
  s.add(peaks, haze(s, H - 140, 142, p.haze, 0.25), woods);
  s.add(water(s, p, H + 1, '#101628', 0.4));
  s.add(reflection(s, rng, peaks + woods, H + 1, { opacity: 0.85, fade: 300 }));
  s.add(glints(rng, { x: 820, y0: H + 4, y1: s.h, spread: 300, color: '#ffe0d0', count: 40 }));
  s.add(
    `<path d="M-10,${s.h - 40}C300,${s.h - 70} 500,${s.h - 60} 700,${s.h - 20}V${s.h + 10}H-10Z" fill="${p.near}"/>`,
  );
  s.add(finish(s, 0.45, 0.2));
}
