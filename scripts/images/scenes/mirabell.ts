import { block } from '../lib/build.ts';
import { crowns, spindle } from '../lib/flora.ts';
import { hill, range } from '../lib/land.ts';
import { INK, MOODS } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { cloud, sky } from '../lib/sky.ts';
import { mix, n, pts, type Point, type Svg } from '../lib/svg.ts';
import { cathedral, fortress } from './salzburg-parts.ts';

const VX = 900;
const VY = 470;
/** A point of the garden floor: u across (design units at the front edge), d depth (1 = front). */
const at = (u: number, d: number): Point => [VX + u / d, VY + (900 - VY) / d];

/** A flower bed between u0 and u1 and depths d0 to d1, as a polygon in perspective. */
const bed = (u0: number, u1: number, d0: number, d1: number): string =>
  `M${pts([at(u0, d0), at(u1, d0), at(u1, d1), at(u0, d1)])}Z`;

/**
 * The Mirabell Gardens in spring: flower beds in perspective running to the great fountain,
 * clipped yews, the palace's garden front on the left, and over the trees the cathedral and
 * Hohensalzburg on its hill.
 */
export function mirabell(s: Svg, rng: Rng): void {
  const m = MOODS.spring;
  sky(s, m, VY);
  cloud(s, rng, 1060, 170, 330, m.cloud, mix(m.cloud, m.far[1], 0.35));
  cloud(s, rng, 220, 120, 240, m.cloud, mix(m.cloud, m.far[1], 0.35));
  range(s, rng, {
    peaks: [
      [40, 330],
      [420, 300, 0.4],
      [1300, 320],
      [1580, 290],
    ],
    base: 430,
    light: m.far[0],
    shade: m.far[1],
    snow: { line: 330, light: m.snow[0], shade: m.snow[1] },
  });
  // The fortress hill and the cathedral over the town's trees.
  s.add(
    hill(
      [
        [560, 480],
        [760, 360],
        [860, 318],
        [1130, 316],
        [1260, 372],
        [1500, 440],
      ],
      VY + 10,
      m.hill[1],
    ),
    fortress(990, 326, 0.42, m),
    hill(
      [
        [800, 380],
        [900, 336],
        [1000, 342],
        [1100, 336],
        [1200, 386],
      ],
      VY,
      mix(m.hill[1], m.rock[1], 0.4),
    ),
    cathedral(800, 468, 0.62, m),
    crowns(
      rng,
      -20,
      s.w + 20,
      (x) => VY + 6 - Math.max(0, 60 - Math.abs(x - 820) * 0.2),
      [16, 30],
      m.leaf[1],
      VY + 2,
    ),
  );
  // The garden floor: gravel, then lawn and beds in rows towards the fountain.
  s.add(
    `<rect x="0" y="${VY}" width="${s.w}" height="${900 - VY}" fill="${m.wall[1]}"/>`,
    `<rect x="0" y="${VY}" width="${s.w}" height="16" fill="${m.leaf[1]}"/>`,
    `<rect x="0" y="${VY + 16}" width="${s.w}" height="4" fill="${INK.cream}"/>`,
  );
  const inks = [INK.rust, m.meadow[0], INK.gold, m.meadow[1], INK.cream];
  let beds = '';
  const rows = [1, 1.3, 1.72, 2.35, 3.3, 4.8, 7.2, 11, 17];
  const fills: string[] = [];
  for (let r = 0; r < rows.length - 1; r++) {
    const d0 = rows[r] as number;
    const d1 = (rows[r + 1] as number) - 0.06 * d0;
    for (const [u0, u1] of [
      [-1500, -760],
      [-640, -170],
      [170, 640],
      [760, 1500],
    ] as const) {
      const ink = inks[(r + (u0 < 0 ? 0 : 2)) % inks.length] as string;
      const inner = inks[(r + (u0 < 0 ? 0 : 2) + 2) % inks.length] as string;
      const du = (u1 - u0) * 0.22;
      const dd = (d1 - d0) * 0.25;
      fills.push(
        `<path d="${bed(u0, u1, d0, d1)}" fill="${ink}"/>`,
        `<path d="${bed(u0 + du, u1 - du, d0 + dd, d1 - dd)}" fill="${inner}"/>`,
      );
    }
    beds += bed(-1500, -760, d0, d1) + bed(760, 1500, d0, d1);
  }
  s.add(`<path d="${beds}" fill="${m.meadow[1]}"/>`, ...fills);
  // Box hedges edging the beds and clipped yews along the paths.
  const yews: string[] = [];
  for (const d of [1.08, 1.5, 2.05, 2.85, 4.05, 5.9, 8.9]) {
    for (const u of [-700, 700]) {
      const [x, y] = at(u, d);
      yews.push(spindle(x, y, 230 / d, 70 / d, m.leaf[0], m.pine));
    }
  }
  // The great fountain: a round basin with a stone rim, its jet and four statue groups.
  const [fx, fy] = at(0, 2.6);
  const rx = 480 / 2.6;
  s.add(
    ...yews.slice(6).reverse(),
    `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(rx + 10)}" ry="${n(rx * 0.26 + 6)}" fill="${INK.cream}"/>`,
    `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(rx)}" ry="${n(rx * 0.26)}" fill="${m.water[0]}"/>`,
    `<path d="M${n(fx - 7)},${n(fy)}L${n(fx - 12)},${n(fy - 170)}C${n(fx - 30)},${n(fy - 172)} ${n(fx - 26)},${n(fy - 196)} ${n(fx - 8)},${n(fy - 194)}C${n(fx - 6)},${n(fy - 206)} ${n(fx + 6)},${n(fy - 206)} ${n(fx + 8)},${n(fy - 194)}C${n(fx + 26)},${n(fy - 196)} ${n(fx + 30)},${n(fy - 172)} ${n(fx + 12)},${n(fy - 170)}L${n(fx + 7)},${n(fy)}Z" fill="${INK.cream}" opacity="0.9"/>`,
    `<path d="M${n(fx - 90)},${n(fy - 4)}Q${n(fx - 40)},${n(fy - 130)} ${n(fx)},${n(fy - 120)}Q${n(fx + 40)},${n(fy - 130)} ${n(fx + 90)},${n(fy - 4)}" fill="none" stroke="${INK.cream}" stroke-width="4" opacity="0.5"/>`,
    ...[-0.75, -0.3, 0.3, 0.75].map((t) => {
      const x = fx + t * rx;
      const y = fy + (Math.abs(t) < 0.5 ? 6 : -2);
      return `<path d="M${n(x - 9)},${n(y)}h18l-3,-14h-3l-2,-24h-5l-2,24h-3Z" fill="${m.rock[1]}"/>`;
    }),
    ...yews.slice(0, 6).reverse(),
  );
  // The palace's garden front on the left, over its own hedge.
  s.add(
    block(-40, 540, 380, 150, {
      wall: [INK.parchment, m.wall[1]],
      depth: 34,
      roof: { h: 40, color: m.roof, overhang: 6 },
      windows: { rows: 3, cols: 8, ww: 0.34, wh: 0.55, color: m.window },
    }),
    block(120, 540, 110, 176, {
      wall: [INK.cream, m.wall[1]],
      roof: { h: 34, color: m.roof, kind: 'gable', overhang: 4 },
      windows: { rows: 3, cols: 3, ww: 0.34, wh: 0.55, arched: true, color: m.window },
    }),
    crowns(rng, -20, 400, 548, [12, 18], m.leaf[1], 560),
  );
}
