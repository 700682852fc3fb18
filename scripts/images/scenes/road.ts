import { firRow } from '../lib/flora.ts';
import { hill, range } from '../lib/land.ts';
import { INK, MOODS } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { cloud, rays, sky, sun } from '../lib/sky.ts';
import { mix, type Svg } from '../lib/svg.ts';
import { E_CLASS } from './car-shapes.ts';
import { carSide, DAY_INKS } from './cars.ts';

/**
 * The long road: a saloon on a road sweeping through the foothills towards the Alps in the
 * late sun, the road running on into the mountains.
 */
export function motorway(s: Svg, rng: Rng): void {
  const m = MOODS.golden;
  const H = 560;
  sky(s, m, H);
  rays(s, 420, 440, 9, Math.PI * 1.05, Math.PI * 1.95, INK.cream, 0.1);
  sun(s, m, 420, 440, 60);
  cloud(s, rng, 1050, 140, 340, m.cloud, mix(m.cloud, m.far[1], 0.3));
  range(s, rng, {
    peaks: [
      [-60, 380],
      [260, 300, 0.4],
      [620, 330],
      [980, 250, 0.45],
      [1300, 300],
      [1560, 270, 0.4],
      [1720, 330],
    ],
    base: H + 20,
    light: m.far[0],
    shade: m.far[1],
    snow: { line: 320, light: m.snow[0], shade: m.snow[1] },
  });
  // Foothills in bands, far to near; the road runs over them in one piece.
  s.add(
    hill(
      [
        [-40, 560],
        [300, 520],
        [700, 560],
        [1100, 520],
        [1640, 550],
      ],
      900,
      m.hill[1],
    ),
    firRow(rng, {
      x0: -20,
      x1: 1640,
      y: (x) => 556 - Math.sin(x / 200) * 18,
      h: [30, 60],
      gap: 22,
      color: m.pine,
    }),
    hill(
      [
        [-40, 640],
        [420, 600],
        [900, 630],
        [1300, 610],
        [1640, 640],
      ],
      900,
      m.hill[0],
    ),
    hill(
      [
        [-40, 760],
        [400, 720],
        [900, 740],
        [1300, 730],
        [1640, 760],
      ],
      900,
      m.meadow[0],
    ),
  );
  // The road: wide at the bottom, sweeping right, across, and on into the hills.
  const road =
    'M420,910C520,820 760,790 1000,770C1240,750 1330,720 1240,690C1150,664 860,660 760,630C700,612 760,596 820,586L836,586C790,598 748,612 792,626C900,650 1190,656 1290,688C1390,722 1300,774 1040,800C800,824 640,850 640,910Z';
  s.add(
    `<path d="${road}" fill="${mix(INK.slate, m.wall[1], 0.35)}"/>`,
    `<path d="M530,906C600,840 800,812 1020,790C1250,766 1340,724 1260,690C1170,660 880,654 790,628" fill="none" stroke="${INK.cream}" stroke-width="3" stroke-dasharray="18 16" opacity="0.8"/>`,
    firRow(rng, {
      x0: 1360,
      x1: 1640,
      y: 860,
      h: [140, 240],
      gap: 56,
      color: m.pine,
      shade: mix(m.pine, INK.navy, 0.35),
    }),
    firRow(rng, {
      x0: 60,
      x1: 320,
      y: 880,
      h: [160, 280],
      gap: 60,
      color: m.pine,
      shade: mix(m.pine, INK.navy, 0.35),
    }),
  );
  // The saloon on the level stretch, heading right.
  s.add(carSide(s, E_CLASS, { x: 860, y: 784, scale: 0.058 }, DAY_INKS));
}
