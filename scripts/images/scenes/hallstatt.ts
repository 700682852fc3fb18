import { crowns } from '../lib/flora.ts';
import { hill, range } from '../lib/land.ts';
import { cliffBand } from '../lib/rock.ts';
import { glints, reflect, water } from '../lib/water.ts';
import { MOODS } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { capture, cloud, sky } from '../lib/sky.ts';
import { mix, type Svg } from '../lib/svg.ts';
import { church, village } from './lake-parts.ts';

/**
 * Hallstatt: houses stacked on terraces up the steep wooded shore, the Protestant church's
 * slim spire by the water and the parish church above, mountains across the lake, all mirrored.
 */
export function hallstatt(s: Svg, rng: Rng, season: 'autumn' | 'winter'): void {
  const m = MOODS[season];
  const winter = season === 'winter';
  const H = 620;
  sky(s, m, H);
  if (!winter) cloud(s, rng, 1120, 120, 280, m.cloud, mix(m.cloud, m.far[1], 0.35));
  range(s, rng, {
    peaks: [
      [900, 300],
      [1200, 250, 0.4],
      [1480, 290],
      [1700, 260],
    ],
    base: H - 30,
    light: m.far[0],
    shade: m.far[1],
    snow: { line: winter ? 420 : 300, light: m.snow[0], shade: m.snow[1] },
  });
  const scene = capture(s, () => {
    // The mountain wall behind the village: rock above, forest below.
    s.add(
      hill(
        [
          [-40, 40],
          [300, 70],
          [620, 190],
          [900, 360],
          [1120, 520],
          [1300, H - 40],
        ],
        H + 2,
        winter ? m.hill[1] : m.pine,
      ),
      cliffBand(
        rng,
        -40,
        700,
        (x) => (x < 300 ? 40 + x * 0.1 : 70 + (x - 300) * 0.4) + 12,
        150,
        m.rock,
      ),
      crowns(
        rng,
        -20,
        1200,
        (x) => 300 + x * 0.22,
        [20, 34],
        m.leaf[1],
        (x) => 360 + x * 0.22,
      ),
    );
    // Rows of houses on their terraces, the highest first; each row hides the next one's feet.
    const rows = [
      [420, 560, 0.8],
      [480, 740, 0.85],
      [540, 960, 0.95],
      [H, 1180, 1.05],
    ] as const;
    for (const [y, x1, k] of rows) {
      s.add(
        `<path d="M-20,${y - 10}H${x1 + 40}L${x1 + 120},${y + 70}H-20Z" fill="${winter ? m.meadow[1] : m.hill[1]}"/>`,
        crowns(rng, -20, x1 + 40, y - 6, [10, 18], winter ? m.snow[1] : m.leaf[0], y),
        village(rng, -10, x1, y, k, m, winter),
      );
      if (y === 480) s.add(church(400, y, 0.85, 'spire', m));
    }
    s.add(
      church(880, H, 1.1, 'spire', m),
      `<rect x="-10" y="${H - 4}" width="${s.w + 20}" height="6" fill="${m.wall[1]}"/>`,
    );
  });
  water(s, H, m.water[0], m.water[1]);
  reflect(s, scene, H, m.water[1], 0.5);
  glints(s, rng, H + 8, s.h, 0, s.w, 50, m.glint, 0.4);
}
