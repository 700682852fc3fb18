import { windowGrid } from '../lib/build.ts';
import { firRow } from '../lib/flora.ts';
import { hill, range } from '../lib/land.ts';
import { INK, MOODS, type Mood } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { cloud, sky, sun } from '../lib/sky.ts';
import { mix, n, pts, type Svg } from '../lib/svg.ts';

/**
 * The gazebo from "The Sound of Music": an octagonal glass pavilion on a stone base, three of
 * its eight glazed sides in view, under a pointed roof with a finial. Stands on (x, y).
 */
function gazebo(x: number, y: number, k: number, m: Mood): string {
  const W = 74 * k;
  const S = 40 * k;
  const H = 170 * k;
  const top = y - 22 * k - H;
  const white = INK.cream;
  const shade = mix(INK.cream, m.wall[1], 0.7);
  const glass = mix(m.window, m.sky[0]?.[1] ?? INK.slate, 0.3);
  const face = (x0: number, w: number, ink: string): string =>
    `<rect x="${n(x0)}" y="${n(top)}" width="${n(w)}" height="${n(H)}" fill="${ink}"/>` +
    `<path d="${windowGrid(x0 + w * 0.12, top + H * 0.08, w * 0.76, H * 0.84, { rows: 6, cols: 3, ww: 0.78, wh: 0.82 })}" fill="${glass}"/>`;
  const roofTop = top - 120 * k;
  const eave = top - 6 * k;
  const l = x - W / 2 - S;
  const r = x + W / 2 + S;
  return [
    `<path d="M${pts([
      [l - 14 * k, y],
      [r + 14 * k, y],
      [r + 8 * k, y - 12 * k],
      [l - 8 * k, y - 12 * k],
    ])}Z" fill="${m.wall[1]}"/>`,
    `<rect x="${n(l - 4 * k)}" y="${n(y - 22 * k)}" width="${n(r - l + 8 * k)}" height="${n(10 * k)}" fill="${white}"/>`,
    face(l, S, shade),
    face(x - W / 2, W, white),
    face(x + W / 2, S, mix(shade, m.wall[1], 0.4)),
    `<path d="M${pts([
      [l - 10 * k, eave + 8 * k],
      [r + 10 * k, eave + 8 * k],
      [x, roofTop],
    ])}Z" fill="${m.copper[1]}"/>`,
    `<path d="M${pts([
      [x - W / 2 - 4 * k, eave + 8 * k],
      [x + W / 2 + 4 * k, eave + 8 * k],
      [x, roofTop],
    ])}Z" fill="${m.copper[0]}"/>`,
    `<rect x="${n(l - 10 * k)}" y="${n(eave + 6 * k)}" width="${n(r - l + 20 * k)}" height="${n(6 * k)}" fill="${white}"/>`,
    `<circle cx="${n(x)}" cy="${n(roofTop - 6 * k)}" r="${n(6 * k)}" fill="${INK.gold}"/>`,
    `<rect x="${n(x - 1.5 * k)}" y="${n(roofTop - 30 * k)}" width="${n(3 * k)}" height="${n(24 * k)}" fill="${INK.gold}"/>`,
  ].join('');
}

/** Meadow flowers: small discs scattered over the near slope, thinning with distance. */
function flowers(rng: Rng, y0: number, y1: number, count: number, inks: readonly string[]): string {
  const paths = inks.map(() => '');
  for (let i = 0; i < count; i++) {
    const t = rng.next() ** 0.7;
    const y = y0 + (y1 - y0) * t;
    const x = rng.range(-20, 1620);
    const r = 1.5 + 5 * t;
    const j = i % inks.length;
    paths[j] +=
      `M${n(x - r)},${n(y)}a${n(r)},${n(r)} 0 1 0 ${n(2 * r)},0a${n(r)},${n(r)} 0 1 0 ${n(-2 * r)},0`;
  }
  return paths.map((d, i) => `<path d="${d}" fill="${inks[i]}"/>`).join('');
}

/**
 * The Sound of Music country: the glass gazebo on a knoll of an alpine meadow in flower, rolling
 * green hills with firs, snow-capped peaks behind.
 */
export function soundOfMusic(s: Svg, rng: Rng, o: { card?: boolean } = {}): void {
  const m = MOODS.summer;
  sky(s, m, 560);
  sun(s, m, 1320, 170, 34);
  cloud(s, rng, 180, 160, 320, m.cloud, mix(m.cloud, m.far[1], 0.35));
  range(s, rng, {
    peaks: [
      [-60, 330],
      [240, 226, 0.4],
      [520, 280],
      [820, 240, 0.35],
      [1160, 300],
      [1460, 220, 0.4],
      [1720, 300],
    ],
    base: 600,
    light: m.far[0],
    shade: m.far[1],
    snow: { line: 290, light: m.snow[0], shade: m.snow[1] },
  });
  s.add(
    hill(
      [
        [-40, 520],
        [300, 470],
        [700, 540],
        [1100, 480],
        [1640, 520],
      ],
      900,
      m.hill[1],
    ),
    firRow(rng, {
      x0: -20,
      x1: 1640,
      y: (x) => 520 - Math.sin(x / 260) * 24,
      h: [40, 90],
      gap: 30,
      color: m.pine,
    }),
    hill(
      [
        [-40, 600],
        [400, 570],
        [800, 640],
        [1200, 590],
        [1640, 620],
      ],
      900,
      m.hill[0],
    ),
    hill(
      [
        [-40, 760],
        [400, 700],
        [760, 690],
        [960, 680],
        [1300, 720],
        [1640, 780],
      ],
      910,
      m.meadow[0],
    ),
    flowers(rng, 720, 900, o.card ? 110 : 150, [INK.cream, INK.goldLight, '#c98a8a']),
    gazebo(930, 694, 1, m),
  );
}
