import { block } from '../lib/build.ts';
import { crowns, firRow, roundTree, spindle } from '../lib/flora.ts';
import { hill } from '../lib/land.ts';
import { massif } from '../lib/rock.ts';
import { glints, reflect, water } from '../lib/water.ts';
import { palaceFront } from '../lib/palace.ts';
import { INK, MOODS, type Mood } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { capture, cloud, sky, sun } from '../lib/sky.ts';
import { mix, n, pts, type Svg } from '../lib/svg.ts';

/** The Untersberg: a broad massif of steep limestone walls under a long, notched summit ridge. */
function untersberg(s: Svg, rng: Rng, base: number, m: Mood): void {
  massif(s, rng, {
    ridge: [
      [-40, 400],
      [110, 270],
      [300, 238],
      [420, 252],
      [560, 220],
      [700, 240],
      [860, 230],
      [1000, 252],
      [1150, 246],
      [1270, 276],
      [1400, 380],
      [1640, 430],
    ],
    base,
    light: mix(m.rock[0], m.far[0], 0.45),
    shade: mix(m.rock[1], m.far[1], 0.3),
    gullies: 16,
  });
}

/**
 * Schloss Leopoldskron across its pond: the rococo front with its curved centre gable, the
 * Untersberg behind, trees on both banks, all mirrored in the still water. At dusk the front
 * glows gold under the navy sky: by day, a white front on pale rock, the card and the page's
 * hero read weak beside the other posters.
 */
export function leopoldskron(s: Svg, rng: Rng, time: 'summer' | 'dusk'): void {
  const m = MOODS[time];
  const H = 640;
  sky(s, m, H);
  cloud(s, rng, 1100, 150, 300, m.cloud, mix(m.cloud, m.far[1], 0.35));
  untersberg(s, rng, H - 60, m);
  const scene = capture(s, () => {
    s.add(
      hill(
        [
          [-40, H - 70],
          [300, H - 90],
          [700, H - 40],
          [1200, H - 60],
          [1640, H - 100],
        ],
        H + 2,
        m.hill[1],
      ),
      firRow(rng, {
        x0: -20,
        x1: 520,
        y: H - 10,
        h: [90, 190],
        gap: 38,
        color: m.pine,
        shade: mix(m.pine, '#000000', 0.25),
      }),
      firRow(rng, {
        x0: 1260,
        x1: 1640,
        y: H - 10,
        h: [110, 210],
        gap: 40,
        color: m.pine,
        shade: mix(m.pine, '#000000', 0.25),
      }),
      palaceFront({
        x: 700,
        base: H,
        w: 420,
        h: 170,
        floors: 4,
        bays: 11,
        centre: 3,
        gable: 'curved',
        rise: 16,
        roof: 64,
        wall: [INK.cream, mix(INK.cream, m.wall[1], 0.6)],
        trim: INK.parchment,
        roofInk: m.roof,
        window: m.window,
      }),
      block(560, H, 140, 70, {
        wall: [INK.parchment, m.wall[1]],
        roof: { h: 26, color: m.roof },
        windows: { rows: 2, cols: 5, ww: 0.4, wh: 0.5, color: m.window },
      }),
      roundTree(500, H, 52, m.leaf[0], m.leaf[1], m.pine),
      roundTree(1200, H, 60, m.leaf[0], m.leaf[1], m.pine),
      roundTree(1290, H + 4, 44, m.leaf[0], m.leaf[1], m.pine),
      `<rect x="-10" y="${H - 8}" width="${s.w + 20}" height="10" fill="${m.wall[1]}"/>`,
    );
  });
  water(s, H, m.water[0], m.water[1]);
  reflect(s, scene, H, m.water[1], 0.45);
  glints(s, rng, H + 8, s.h, 0, s.w, 60, m.glint, 0.4);
}

/**
 * Schloss Hellbrunn in late-afternoon light: the palace at the end of its long water basin with
 * fountain jets, clipped trees along the banks, and the Monatsschlössl on the wooded hill.
 */
export function hellbrunn(s: Svg, rng: Rng): void {
  const m = MOODS.golden;
  const H = 560;
  sky(s, m, H);
  sun(s, m, 330, 300, 40);
  cloud(s, rng, 960, 130, 280, m.cloud, mix(m.cloud, m.far[1], 0.3));
  untersberg(s, rng, H - 40, {
    ...m,
    rock: [m.far[1], mix(m.far[1], INK.navy, 0.35)],
    far: [m.far[1], m.far[1]],
  });
  // The Hellbrunn hill with the little Monatsschlössl on top.
  s.add(
    hill(
      [
        [1020, H],
        [1160, 390],
        [1300, 350],
        [1460, 372],
        [1640, 430],
      ],
      H + 2,
      m.hill[1],
    ),
    block(1270, 356, 66, 40, {
      wall: [INK.cream, m.wall[1]],
      depth: 10,
      roof: { h: 22, color: m.roof },
      windows: { rows: 2, cols: 3, color: m.window },
    }),
    crowns(rng, 1040, 1640, (x) => 372 + Math.abs(x - 1300) * 0.32, [18, 28], m.leaf[1], H),
    crowns(rng, -20, 560, H - 30, [26, 40], m.leaf[1], H + 4),
  );
  const scene = capture(s, () => {
    s.add(
      palaceFront({
        x: 600,
        base: H,
        w: 540,
        h: 150,
        floors: 3,
        bays: 13,
        centre: 3,
        gable: 'triangle',
        rise: 20,
        roof: 62,
        turret: true,
        wall: [INK.ochre, mix(INK.ochre, INK.rust, 0.45)],
        trim: INK.goldLight,
        roofInk: m.roof,
        window: mix(m.window, INK.navy, 0.4),
      }),
      `<rect x="-10" y="${H - 6}" width="${s.w + 20}" height="8" fill="${INK.parchment}"/>`,
    );
  });
  // The long basin, seen down its length, between lawns, with jets along both edges.
  const bank = `M0,${H}H${s.w}V900H0Z`;
  const pool = `M${pts([
    [620, H + 4],
    [1120, H + 4],
    [1520, 900],
    [220, 900],
  ])}Z`;
  s.add(`<path d="${bank}" fill="${m.meadow[0]}"/>`);
  s.add(
    `<path d="M${pts([
      [600, H],
      [1140, H],
      [1600, 900],
      [180, 900],
    ])}Z" fill="${INK.parchment}"/>`,
  );
  const clip = s.clip(pool);
  s.add(`<g clip-path="${clip}">`);
  water(s, H, m.water[0], m.water[1]);
  reflect(s, scene, H + 4, m.water[1], 0.45);
  glints(s, rng, H + 10, 900, 300, 1400, 40, m.glint, 0.45);
  s.add('</g>');
  const jets: string[] = [];
  for (const t of [0.12, 0.3, 0.52, 0.78]) {
    for (const side of [-1, 1]) {
      const y = H + (900 - H) * t;
      const half = 250 + (650 - 250) * t;
      const x = 870 + side * (half - 30 * (0.4 + t));
      const h = 40 + 150 * t;
      jets.push(
        `<path d="M${n(x - 2 - 3 * t)},${n(y)}Q${n(x - side * h * 0.25)},${n(y - h)} ${n(x - side * h * 0.5)},${n(y - h * 0.2)}L${n(x - side * h * 0.46)},${n(y - h * 0.2)}Q${n(x - side * h * 0.22)},${n(y - h * 0.8)} ${n(x + 2 + 3 * t)},${n(y)}Z" fill="${INK.cream}" opacity="0.8"/>`,
      );
    }
  }
  const trees: string[] = [];
  for (const t of [0, 0.2, 0.45, 0.8]) {
    for (const side of [-1, 1]) {
      const y = H + (900 - H) * t + 6;
      const x = 870 + side * (330 + 700 * t);
      trees.push(spindle(x, y, 120 + 260 * t, 40 + 70 * t, m.leaf[0], m.leaf[1]));
    }
  }
  s.add(...jets, ...trees);
}
