import { crowns, firRow, spindle } from '../lib/flora.ts';
import { hill, range } from '../lib/land.ts';
import { massif } from '../lib/rock.ts';
import { glints, reflect, water } from '../lib/water.ts';
import { INK, MOODS } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { capture, cloud, sky, stars, sun } from '../lib/sky.ts';
import { mix, n, type Svg } from '../lib/svg.ts';
import { church, jetty, sailboat, steamer, village } from './lake-parts.ts';

export interface LakeOpts {
  mood: 'summer' | 'spring' | 'blueHour';
  boat: 'steamer' | 'sail';
  church: 'spire' | 'onion';
  churchX: number;
  sunX: number;
  steamerX?: number;
  steamerK?: number;
  /** A jetty in the foreground on the right. */
  pier?: boolean;
}

/**
 * A Salzkammergut lake: snowy peaks far off, a wooded mountain falling to the shore, a village
 * with its church by the water, a paddle steamer or sailing boats on the lake, all mirrored.
 */
export function lakePanorama(s: Svg, rng: Rng, o: LakeOpts): void {
  const m = MOODS[o.mood];
  const H = 560;
  sky(s, m, H);
  if (m.night) {
    stars(s, rng, 30, 260, m.sun);
    sun(s, m, o.sunX, 170, 22);
  } else {
    sun(s, m, o.sunX, 190, 34);
    cloud(s, rng, (o.sunX + 620) % 1500, 140, 300, m.cloud, mix(m.cloud, m.far[1], 0.35));
  }
  range(s, rng, {
    peaks: [
      [-40, 300],
      [340, 250, 0.4],
      [720, 300],
      [1120, 232, 0.4],
      [1500, 280],
    ],
    base: H - 40,
    light: m.far[0],
    shade: m.far[1],
    snow: { line: 300, light: m.snow[0], shade: m.snow[1] },
  });
  const left = o.churchX > 800;
  const scene = capture(s, () => {
    // The wooded mountain that falls to the village's shore, and the far bank.
    const peakX = left ? o.churchX - 560 : o.churchX + 560;
    range(s, rng, {
      peaks: left
        ? [
            [-120, 330],
            [peakX - 320, 310, 0.3],
            [peakX, 206, 0.5],
            [peakX + 420, 380, 0.3],
          ]
        : [
            [peakX - 420, 380, 0.3],
            [peakX, 206, 0.5],
            [peakX + 320, 310, 0.3],
            [1760, 330],
          ],
      base: H + 2,
      light: m.hill[0],
      shade: m.hill[1],
      sun: o.sunX > peakX ? 'right' : 'left',
      rough: 0.7,
    });
    s.add(
      firRow(rng, {
        x0: -20,
        x1: 1640,
        y: (x) => H - 6 - Math.max(0, 80 - Math.abs(x - peakX) * 0.12),
        h: [26, 60],
        gap: 16,
        color: m.pine,
      }),
      village(rng, o.churchX - 300, o.churchX + 220, H, 1, m),
      church(o.churchX, H, 1, o.church, m),
      `<rect x="${o.churchX - 310}" y="${H - 4}" width="540" height="6" fill="${m.wall[1]}"/>`,
    );
  });
  water(s, H, m.water[0], m.water[1]);
  reflect(s, scene, H, m.water[1], 0.5);
  glints(s, rng, H + 8, s.h, 0, s.w, 60, m.glint, m.night ? 0.5 : 0.4);
  if (o.boat === 'steamer') {
    const k = o.steamerK ?? 1;
    const x = o.steamerX ?? 560;
    const y = H + 150 * k;
    const ship = steamer(x, y, k, m);
    s.add(ship);
    reflect(s, ship, y, m.water[1], 0.6, y + 80 * k);
  } else {
    for (const [x, y, k] of [
      [o.churchX - 420, H + 110, 1.1],
      [o.churchX - 160, H + 60, 0.6],
    ] as const) {
      const boat = sailboat(x, y, k, INK.cream, INK.navy);
      s.add(boat);
      reflect(s, boat, y, m.water[1], 0.6, y + 120 * k);
    }
  }
  if (o.pier) s.add(jetty(rng, 1060, 1640, 820, m));
  // A fir on the near bank frames the view.
  s.add(
    hill(
      [
        [-40, 840],
        [120, 800],
        [300, 850],
        [420, 910],
      ],
      910,
      mix(m.hill[1], INK.navy, 0.4),
    ),
    firRow(rng, {
      x0: 30,
      x1: 200,
      y: 840,
      h: [260, 380],
      gap: 70,
      color: mix(m.pine, INK.navy, 0.3),
    }),
  );
}

/** The Gosausee: a still lake between wooded slopes under the glaciers of the Dachstein. */
export function alpineLake(s: Svg, rng: Rng, season: 'autumn'): void {
  const m = MOODS[season];
  const H = 560;
  sky(s, m, H);
  cloud(s, rng, 180, 130, 260, m.cloud, mix(m.cloud, m.far[1], 0.35));
  const scene = capture(s, () => {
    // The Dachstein: a long jagged wall of limestone under its glaciers.
    massif(s, rng, {
      ridge: [
        [340, 420],
        [450, 310],
        [530, 334],
        [610, 262],
        [690, 290],
        [770, 214],
        [830, 240],
        [900, 176],
        [960, 226],
        [1040, 196],
        [1110, 262],
        [1190, 244],
        [1290, 336],
        [1420, 420],
      ],
      base: H - 20,
      light: m.rock[0],
      shade: m.rock[1],
      gullies: 14,
      snow: { line: 300, light: m.snow[0] },
    });
    s.add(
      hill(
        [
          [560, H - 10],
          [820, H - 80],
          [1000, H - 70],
          [1200, H - 10],
        ],
        H + 2,
        mix(m.pine, m.far[1], 0.3),
      ),
    );
    s.add(
      hill(
        [
          [-40, 160],
          [260, 260],
          [560, 440],
          [760, H - 10],
        ],
        H + 2,
        m.pine,
      ),
      hill(
        [
          [880, H - 10],
          [1160, 420],
          [1400, 280],
          [1640, 200],
        ],
        H + 2,
        m.pine,
      ),
      crowns(
        rng,
        -20,
        700,
        (x) => 200 + x * 0.5,
        [16, 26],
        m.leaf[0],
        (x) => 260 + x * 0.5,
      ),
      crowns(
        rng,
        940,
        1640,
        (x) => 540 - (x - 900) * 0.45,
        [16, 26],
        m.leaf[1],
        (x) => 600 - (x - 900) * 0.45,
      ),
    );
  });
  water(s, H, m.water[0], m.water[1]);
  reflect(s, scene, H, m.water[1], 0.42);
  glints(s, rng, H + 8, s.h, 0, s.w, 40, m.glint, 0.4);
  s.add(
    hill(
      [
        [-40, 820],
        [200, 790],
        [420, 860],
        [520, 910],
      ],
      910,
      mix(m.hill[1], INK.navy, 0.3),
    ),
    spindle(110, 810, 300, 90, m.leaf[0], m.leaf[1]),
    spindle(230, 820, 220, 70, INK.gold, m.leaf[1]),
    `<path d="M${n(1400)},${n(900)}L${n(1640)},${n(820)}V900Z" fill="${mix(m.hill[1], INK.navy, 0.3)}"/>`,
  );
}
