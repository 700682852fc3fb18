import { block, windowGrid } from '../lib/build.ts';
import { crowns, firRow } from '../lib/flora.ts';
import { hill, range } from '../lib/land.ts';
import { cliffBand } from '../lib/rock.ts';
import { INK, MOODS, type Mood } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { cloud, sky } from '../lib/sky.ts';
import { mix, n, pts, type Point, type Svg } from '../lib/svg.ts';

/**
 * Sunset on the Kehlstein: the rock lit apricot under the brand's navy sky. By day its pale rock
 * against a pale sky read weak beside the other posters (the card and the page's hero).
 */
const ALPENGLOW: Mood = { ...MOODS.dusk, rock: ['#d39a7a', '#4d4763'] };

/** Where the house stands: a levelled shelf of the summit ridge. */
const HX = 850;
const HY = 292;
const HW = 128;

/**
 * The Kehlsteinhaus: a long, low house of rough stone with a shallow roof and small windows,
 * the round hall at its western end, standing on (HX, HY).
 */
function kehlsteinhaus(m: Mood): string {
  const stone: [string, string] = [
    mix(INK.parchment, m.rock[0], 0.5),
    mix(m.rock[1], INK.parchment, 0.2),
  ];
  const window = mix(INK.navy, m.rock[1], 0.3);
  return [
    block(HX + 24, HY, HW - 24, 30, {
      wall: stone,
      depth: 8,
      roof: { h: 12, color: m.roof, overhang: 3 },
      windows: { rows: 1, cols: 6, ww: 0.34, wh: 0.45, color: window },
    }),
    `<path d="M${n(HX)},${n(HY)}V${n(HY - 26)}Q${n(HX + 14)},${n(HY - 34)} ${n(HX + 30)},${n(HY - 26)}V${n(HY)}Z" fill="${stone[0]}"/>`,
    `<path d="M${n(HX - 2)},${n(HY - 26)}Q${n(HX + 14)},${n(HY - 44)} ${n(HX + 32)},${n(HY - 26)}Z" fill="${m.roof}"/>`,
    `<path d="${windowGrid(HX + 4, HY - 22, 22, 12, { rows: 1, cols: 2, ww: 0.4, wh: 0.7 })}" fill="${window}"/>`,
  ].join('');
}

/**
 * The Eagle's Nest: the Kehlstein's rocky summit ridge with the house on its shelf, the road
 * cut across the wooded flank below, the Watzmann's peaks far to the west and the Hoher Göll
 * behind to the east.
 */
export function eaglesNest(s: Svg, rng: Rng, time: 'summer' | 'alpenglow'): void {
  const m = time === 'alpenglow' ? ALPENGLOW : MOODS[time];
  sky(s, m, 700);
  cloud(s, rng, 200, 150, 320, m.cloud, mix(m.cloud, m.far[1], 0.35));
  cloud(s, rng, 1180, 110, 260, m.cloud, mix(m.cloud, m.far[1], 0.35));
  // The Watzmann (west) and the Hoher Göll (east), far and pale.
  range(s, rng, {
    peaks: [
      [-80, 380],
      [130, 262, 0.4],
      [300, 236, 0.45],
      [440, 256],
      [640, 400],
      [1280, 280, 0.4],
      [1490, 226, 0.4],
      [1720, 300],
    ],
    base: 720,
    light: m.far[0],
    shade: m.far[1],
    snow: { line: 286, light: m.snow[0], shade: m.snow[1] },
  });
  // The Kehlstein: a rocky summit, the house on its crest with the top rising just behind it.
  const ridge: Point[] = [
    [480, 900],
    [560, 700],
    [660, 560],
    [760, 420],
    [820, 336],
    [HX - 6, HY + 6],
    [HX + 60, HY + 2],
    [HX + HW + 6, HY - 4],
    [1000, 246],
    [1030, 258],
    [1110, 330],
    [1220, 420],
    [1380, 520],
    [1520, 900],
  ];
  const shade: Point[] = [
    [1000, 246],
    [1030, 258],
    [1110, 330],
    [1220, 420],
    [1380, 520],
    [1520, 900],
    [1180, 900],
    [1090, 620],
    [1020, 420],
  ];
  s.add(
    `<path d="M${pts(ridge)}Z" fill="${m.rock[0]}"/>`,
    `<path d="M${pts(shade)}Z" fill="${m.rock[1]}"/>`,
    `<path d="M820,336L848,300L836,420L770,520ZM700,510L740,470L690,640L620,700ZM930,330L960,300L950,470L900,520Z" fill="${mix(m.rock[0], m.rock[1], 0.45)}"/>`,
    // The road blasted into the lower flank, a hairpin, then into the woods.
    `<path d="M1330,640C1120,590 860,560 700,560Q630,562 690,590C780,620 880,630 960,660" fill="none" stroke="${INK.parchment}" stroke-width="5"/>`,
    kehlsteinhaus(m),
    // Rock drawn over the house's foot: it stands on the summit, not on a slab.
    cliffBand(rng, HX - 10, HX + HW + 16, (x) => HY + 4 - (x - HX) * 0.06, 46, m.rock),
  );
  // Forest on the lower flanks, the road cut across them, meadows and firs in front.
  s.add(
    crowns(rng, 260, 1660, (x) => 600 + Math.abs(x - 1000) * 0.08, [16, 28], m.pine, 900),
    crowns(
      rng,
      300,
      1560,
      (x) => 650 + Math.abs(x - 1050) * 0.06,
      [16, 28],
      m.leaf[1],
      (x) => 730 + Math.abs(x - 1050) * 0.06,
    ),
    hill(
      [
        [-40, 640],
        [200, 620],
        [420, 700],
        [620, 790],
        [800, 910],
      ],
      910,
      m.hill[1],
    ),
    hill(
      [
        [-40, 800],
        [300, 760],
        [700, 830],
        [1100, 800],
        [1640, 760],
      ],
      910,
      m.meadow[0],
    ),
    firRow(rng, {
      x0: 20,
      x1: 360,
      y: 640,
      h: [80, 150],
      gap: 40,
      color: m.pine,
      shade: mix(m.pine, INK.navy, 0.35),
    }),
    firRow(rng, {
      x0: 1300,
      x1: 1640,
      y: (x) => 770 + (x - 1300) * -0.03,
      h: [120, 220],
      gap: 46,
      color: m.pine,
      shade: mix(m.pine, INK.navy, 0.35),
    }),
  );
}
