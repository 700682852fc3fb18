import {
  clouds,
  cumulus,
  finish,
  foliage,
  glow,
  haze,
  palettes,
  sky,
  stars,
  sun,
  type Palette,
  type PaletteName,
} from '../lib/atmosphere.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n, type Point, type Svg } from '../lib/svg.ts';
import { bushes, forest, glints, mountainLayer, range, reflection, water } from '../lib/terrain.ts';
import { hillVillage, lakeChurch, sailboat, steamer, type HillVillagePaint } from './lake-parts.ts';

const WALLS = ['#f4eee2', '#ecd3ad', '#f3dcc0', '#e2cdb4', '#f6efe2', '#e6c49a', '#dfe3e0'];

/** The sky of a lake scene: stars and lit cloud banks at dusk, cumulus by day. */
function lakeSky(s: Svg, rng: Rng, p: Palette, H: number, y0: number, y1: number): void {
  sky(s, p, H);
  if (p.day) {
    s.add(
      cumulus(s, rng, {
        y0,
        y1,
        count: 7,
        lit: '#ffffff',
        shade: mix(p.far, '#ffffff', 0.45),
      }),
    );
    return;
  }
  s.add(stars(s, rng, 80, 260));
  s.add(
    clouds(s, rng, {
      y0,
      y1,
      count: 10,
      lit: p.glow,
      shade: mix(p.far, '#4a4060', 0.4),
      opacity: 0.55,
    }),
  );
}

const villagePaint = (p: Palette): HillVillagePaint => {
  const { leaf, pine } = foliage(p);
  const winter = p.season === 'winter';
  return {
    walls: WALLS,
    roof: p.day ? '#4a3a36' : mix(p.near, '#3a2e2e', 0.4),
    light: p.lamp,
    dark: p.day ? '#3d4452' : mix(p.near, '#3a4258', 0.5),
    shade: p.day ? 0.06 : 0.5,
    dim: p.day ? '#8a94a6' : mix(p.near, '#30344a', 0.6),
    lit: p.day ? 0.03 : 0.5,
    wood: p.day ? '#5e4030' : '#2e2420',
    ground: p.day ? mix(p.grass ?? leaf, pine, winter ? 0.15 : 0.45) : mix(p.near, '#1f3029', 0.3),
    bush: winter ? ['#e8eef4', '#c8d3de', pine] : [leaf, mix(leaf, pine, 0.5), pine],
    snow: winter ? p.snow : undefined,
  };
};

/** Scattered trees over a hillside layer (clipped to it) so forests read as forest. */
function woods(
  s: Svg,
  rng: Rng,
  clipD: string,
  o: { x0: number; x1: number; y0: number; y1: number; count: number; colors: readonly string[] },
): string {
  const out: string[] = [];
  for (let i = 0; i < o.count; i++) {
    const x = rng.range(o.x0, o.x1);
    const t = rng.next();
    const y = o.y0 + (o.y1 - o.y0) * t;
    const h = 10 + 26 * t;
    const w = h * 0.32;
    out.push(
      `<path d="M${n(x)},${n(y - h)}L${n(x + w)},${n(y)}H${n(x - w)}Z" fill="${rng.pick(o.colors)}"/>`,
    );
  }
  return `<g clip-path="${s.clip(clipD)}">${out.join('')}</g>`;
}

/** y of a polyline at x (linear between its points). */
const lineAt = (line: readonly Point[], x: number): number => {
  for (let i = 1; i < line.length; i++) {
    const [x0, y0] = line[i - 1] as Point;
    const [x1, y1] = line[i] as Point;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / Math.max(1e-6, x1 - x0);
  }
  return (line[line.length - 1] as Point)[1];
};

/** Hallstatt: houses climbing the steep shore, the slender church spire, the mirror lake. */
export function hallstatt(s: Svg, rng: Rng, mood: PaletteName = 'autumn'): void {
  const p = palettes[mood];
  const { leaf, pine } = foliage(p);
  const winter = p.season === 'winter';
  const H = 640;
  lakeSky(s, rng, p, H, 90, 360);
  if (!p.day) s.add(glow(s, 1200, H - 80, 700, p.glow, 0.4, 0.45));
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
        snowLine: H - (winter ? 170 : 330),
        snow: p.day ? p.snow : mix('#f6dcc8', p.far, 0.35),
      },
      { depth: 0.35, y: H - 50, amp: 30, peaks: [{ x: 1560, h: 210, w: 300 }], sunX: 1200 },
    ],
    H,
  );
  // The mountainside the village clings to.
  const slopeBase = p.day ? mix(pine, p.far, 0.25) : mix(p.far, p.near, 0.88);
  const slope = mountainLayer(s, rng, {
    y: H - 20,
    amp: 50,
    rough: 0.72,
    peaks: [{ x: 80, h: 620, w: 980, sharp: 0.8 }],
    sunX: 1200,
    facet: 0.3,
    rim: p.rim,
    rimOpacity: 0.3,
    floor: H,
    top: winter ? mix(slopeBase, p.snow ?? '#ffffff', 0.45) : mix(slopeBase, p.rim, 0.06),
    bottom: mix(slopeBase, p.near, 0.3),
  });
  const trees = woods(s, rng, slope.d, {
    x0: -20,
    x1: 1100,
    y0: 60,
    y1: H,
    count: 180,
    colors: winter
      ? [pine, mix(pine, '#ffffff', 0.55), '#e6ecf2']
      : p.day
        ? [pine, mix(pine, '#000000', 0.25), mix(pine, leaf, 0.6), leaf]
        : [mix(p.near, '#1f3029', 0.5), mix(p.near, '#3c5a48', 0.3)],
  });
  const houses = `<g clip-path="${s.clip(slope.d)}">${hillVillage(
    rng,
    {
      x0: 250,
      x1: 1130,
      y: H - 8,
      rows: 4,
      rise: 36,
      drift: -10,
      shrink: 90,
      k: 1,
      surface: (x) => lineAt(slope.line, x),
    },
    villagePaint(p),
  )}</g>`;
  const church = lakeChurch(
    900,
    H - 6,
    1.45,
    'spire',
    p.day ? '#f6f2ea' : mix('#f2e6d0', p.near, 0.45),
    p.day ? '#3e3436' : mix(p.near, '#3b3030', 0.3),
    p.day ? '#4a4c58' : p.lamp,
  );
  const scene = far + slope.xml + trees + houses + church;
  s.add(scene);
  // The lakeside promenade's stone edge.
  s.add(
    `<rect x="240" y="${H - 8}" width="900" height="9" fill="${p.day ? '#8d8a84' : mix(p.near, '#000', 0.2)}"/>`,
  );
  s.add(water(s, p, H + 1, p.deep ?? '#0b0f1a', p.day ? 0.35 : 0.55));
  s.add(reflection(s, rng, scene, H + 1, { opacity: p.day ? 0.6 : 0.75, fade: 260, soften: 3 }));
  s.add(
    glints(rng, {
      x: 800,
      y0: H + 4,
      y1: s.h,
      spread: 400,
      color: p.day ? '#ffffff' : p.lamp,
      count: p.day ? 36 : 50,
    }),
  );
  s.add(sailboat(1290, H + 60, 0.9, p.day ? '#fbf8f0' : mix('#f3ead8', p.near, 0.3), '#2a2f3a'));
  s.add(finish(s, p.day ? 0.35 : 0.5, 0.25));
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
    /** A wooden landing stage in front of the village. */
    pier?: boolean;
    steamerX?: number;
    steamerK?: number;
  },
): void {
  const p = palettes[o.mood];
  const { leaf, pine } = foliage(p);
  const H = o.H ?? 560;
  const day = p.day === true;
  lakeSky(s, rng, p, H, day ? 70 : 140, day ? 330 : 400);
  if (!day) s.add(sun(s, p, o.sunX, H - 70, 20));
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
        snow: day ? p.snow : mix('#f6dcc8', p.far, 0.3),
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
  const shoreLeaf = day ? pine : mix(p.near, '#1f3029', 0.5);
  const shore = [
    forest(rng, {
      x0: -20,
      x1: 420,
      base: (x) => H - 4 - Math.max(0, 300 - x) * 0.5,
      h: 36,
      gap: 9,
      fill: shoreLeaf,
    }),
    hillVillage(
      rng,
      {
        x0: o.churchX - 220,
        x1: o.churchX + 260,
        y: H - 4,
        rows: 2,
        rise: 18,
        drift: 40,
        shrink: 60,
        k: 0.62,
      },
      villagePaint(p),
    ),
    lakeChurch(
      o.churchX,
      H - 4,
      0.8,
      o.church,
      day ? '#f6f2ea' : mix('#f2e6d0', p.near, 0.45),
      day ? '#3e3436' : mix(p.near, '#3b3030', 0.3),
      day ? '#4a4c58' : p.lamp,
    ),
    bushes(rng, {
      x0: 1200,
      x1: s.w + 30,
      base: (x) => H - 2 - (x - 1200) * 0.12,
      r: 20,
      gap: 22,
      fill: day ? leaf : shoreLeaf,
    }),
  ].join('');
  s.add(hills, haze(s, H - 90, 92, p.haze, day ? 0.3 : 0.2), shore);
  s.add(water(s, p, H + 1, p.deep ?? '#0b0f1a', day ? 0.3 : 0.5));
  s.add(
    reflection(s, rng, hills + shore, H + 1, { opacity: day ? 0.55 : 0.7, fade: 280, soften: 3 }),
  );
  s.add(
    glints(rng, {
      x: o.sunX,
      y0: H + 4,
      y1: s.h,
      spread: 260,
      color: day ? '#ffffff' : p.glow,
      count: day ? 50 : 70,
    }),
  );
  if (o.pier) {
    const px = o.churchX - 40;
    const wood = day ? '#6e5a46' : mix(p.near, '#5a4636', 0.4);
    s.add(
      `<path d="M${px - 20},${H + 2}L${px - 90},${H + 120}H${px + 10}L${px + 40},${H + 2}Z" fill="${wood}"/>`,
    );
    for (const t of [0.3, 0.65, 1]) {
      const lx = px - 20 - 70 * t;
      const ly = H + 2 + 118 * t;
      s.add(
        `<rect x="${n(lx - 1.5)}" y="${n(ly - 50 * t - 10)}" width="3" height="${n(50 * t + 10)}" fill="${day ? '#3a302a' : p.near}"/>`,
      );
      if (!day)
        s.add(
          glow(s, lx, ly - 50 * t - 12, 30 * t + 10, p.lamp, 0.7),
          `<circle cx="${n(lx)}" cy="${n(ly - 50 * t - 12)}" r="${n(2 + 2 * t)}" fill="#fff0c8"/>`,
        );
    }
  }
  if (o.boat === 'steamer') {
    const sx = o.steamerX ?? 700;
    const sk = o.steamerK ?? 1;
    const paint = {
      light: p.lamp,
      lit: day ? 0 : 0.8,
      glass: day ? '#3b4556' : '#3a3f52',
      hull: day ? '#1d2a3a' : '#3a4562',
      staff: day ? '#2a2d38' : '#d9d2c0',
    };
    if (!day) s.add(glow(s, sx, H + 150, 260, p.lamp, 0.25, 0.3));
    s.add(
      reflection(s, rng, steamer(rng, sx, H + 150, sk, paint), H + 150, {
        opacity: 0.3,
        fade: 120,
      }),
    );
    s.add(steamer(rng, sx, H + 150, sk, paint));
    s.add(
      `<path d="M${sx - 230 * sk},${H + 152}Q${sx - 80 * sk},${H + 166} ${sx + 222 * sk},${H + 152}" stroke="#fff" stroke-width="1.5" opacity="0.4" fill="none"/>`,
    );
  } else {
    s.add(
      sailboat(560, H + 110, 1, '#f6efe0', '#2a2f3a'),
      sailboat(1000, H + 70, 0.7, '#f1e6d2', '#2a2f3a'),
    );
  }
  s.add(finish(s, day ? 0.35 : 0.5, 0.25));
}

/** A high mountain lake below a glaciated massif (Gosausee and the Dachstein) in autumn. */
export function alpineLake(s: Svg, rng: Rng, mood: PaletteName = 'autumn'): void {
  const p = palettes[mood];
  const { leaf, pine } = foliage(p);
  const H = 600;
  lakeSky(s, rng, p, H, 60, 240);
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
        snowLine: H - 270,
        snow: p.day ? p.snow : '#ffe6dc',
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
      // The wooded valley head between the lake and the massif.
      { depth: 0.75, y: H - 6, amp: 12, peaks: [{ x: 800, h: 40, w: 500 }], sunX: 300 },
    ],
    H,
  );
  const valleyTrees = woods(s, rng, `M-10,${H - 70}H${s.w + 10}V${H}H-10Z`, {
    x0: 300,
    x1: 1300,
    y0: H - 40,
    y1: H + 4,
    count: 90,
    colors: [pine, mix(pine, '#000000', 0.2), leaf],
  });
  // Conifers with golden larches among them.
  const stand = (x0: number, x1: number, base: (x: number) => number, h: number): string =>
    forest(rng, { x0, x1, base, h, gap: 12, fill: pine }) +
    forest(rng, { x0: x0 + 6, x1, base: (x) => base(x) + 6, h: h * 0.8, gap: 26, fill: leaf });
  const trees = [
    stand(-30, 560, (x) => H - 2 - Math.max(0, 480 - x) * 0.5, 60),
    stand(1060, s.w + 30, (x) => H - 2 - Math.max(0, x - 1100) * 0.45, 64),
  ].join('');
  s.add(peaks, haze(s, H - 140, 142, p.haze, p.day ? 0.1 : 0.25), valleyTrees, trees);
  s.add(water(s, p, H + 1, p.deep ?? '#101628', 0.3));
  s.add(
    reflection(s, rng, peaks + valleyTrees + trees, H + 1, { opacity: 0.8, fade: 300, soften: 3 }),
  );
  s.add(glints(rng, { x: 820, y0: H + 4, y1: s.h, spread: 300, color: '#ffffff', count: 30 }));
  s.add(
    `<path d="M-10,${s.h - 40}C300,${s.h - 70} 500,${s.h - 60} 700,${s.h - 20}V${s.h + 10}H-10Z" fill="${mix(p.near, pine, 0.3)}"/>`,
  );
  s.add(finish(s, 0.35, 0.2));
}
