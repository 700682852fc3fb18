import { crowns } from '../lib/flora.ts';
import { hill, range } from '../lib/land.ts';
import { cliffBand } from '../lib/rock.ts';
import { glints, reflect, water } from '../lib/water.ts';
import { MOODS } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { capture, cloud, sky, stars, sun } from '../lib/sky.ts';
import { mix, n, type Svg } from '../lib/svg.ts';
import { cathedral, collegiate, fortress, houses, steeple } from './salzburg-parts.ts';

export interface CityOpts {
  mood: 'dusk' | 'blueHour' | 'night';
  /** The fortress: centre of its base (the top of its rock) and its scale. */
  fx: number;
  fy: number;
  fk: number;
  /** y of the river's surface. */
  river: number;
  moonAt?: readonly [number, number];
  /** Cathedral x and scale (default: left of the fortress). */
  dome?: readonly [number, number];
  /** Taller river-front houses, seen from close by across the water. */
  quay?: boolean;
}

/**
 * Salzburg from the right bank of the Salzach: the Festungsberg with Hohensalzburg on top, the
 * cathedral, the collegiate church and the Franciscan steeple over the old town's roofs, the
 * river in front, the Untersberg and the Tennengebirge far behind.
 */
/** Trees along the foot of the rock, hiding where it meets the wooded hill. */
function footTrees(rng: Rng, x0: number, x1: number, y: number, r: number, color: string): string {
  return crowns(
    rng,
    x0,
    x1,
    (x) => y + Math.abs(x - (x0 + x1) / 2) * 0.05 + rng.range(0, r),
    [r * 0.6, r],
    color,
  );
}

export function salzburgPanorama(s: Svg, rng: Rng, o: CityOpts): void {
  const m = MOODS[o.mood];
  const H = o.river;
  const k = o.fk;
  sky(s, m, o.mood === 'dusk' ? H - 120 : H);
  if (m.night && o.mood !== 'dusk') stars(s, rng, 40, H * 0.45, m.sun);
  if (o.mood === 'dusk') sun(s, m, 250, H - 230, 44);
  if (o.moonAt) sun(s, m, o.moonAt[0], o.moonAt[1], 30);
  if (o.mood !== 'night')
    cloud(s, rng, o.fx + 260, H - 420, 300, m.cloud, mix(m.cloud, m.sky[0]?.[1] ?? '#000', 0.3));
  range(s, rng, {
    peaks: [
      [-60, H - 250],
      [300, H - 300, 0.4],
      [560, H - 230],
      [1180, H - 250],
      [1460, H - 310, 0.35],
    ],
    base: H - 60,
    light: m.far[0],
    shade: m.far[1],
    snow: { line: H - 255, light: m.snow[0], shade: m.snow[1] },
    sun: 'left',
  });

  // The Festungsberg: a wooded hill, steep rock under the walls, the Mönchsberg running west.
  const top = o.fy;
  const X = (v: number): number => o.fx + v * k;
  const land = capture(s, () => {
    s.add(
      hill(
        [
          [-40, Math.max(top + 230 * k, H - 160)],
          [X(-660), top + 170 * k],
          [X(-420), top + 90 * k],
          [X(-320), top + 20 * k],
          [X(310), top + 20 * k],
          [X(420), top + 80 * k],
          [X(600), top + (H - top) * 0.35],
          [X(900), H - 100],
          [s.w + 40, H - 70],
        ],
        H + 2,
        m.hill[0],
      ),
      fortress(o.fx, o.fy + 10 * k, k, m),
      cliffBand(rng, X(-330), X(325), top + 10 * k, 90 * k, m.rock, 90 * k),
      footTrees(rng, X(-380), X(380), top + 120 * k, 30 * k, mix(m.leaf[1], m.hill[0], 0.3)),
      crowns(
        rng,
        -20,
        s.w + 20,
        (x) => Math.max(H - 150, top + 120 * k + Math.abs(x - o.fx) * 0.2),
        [14, 34],
        mix(m.leaf[0], m.hill[0], 0.4),
      ),
    );
    // The old town: cathedral, collegiate church, steeple and the houses between them.
    const [dx, dk] = o.dome ?? [o.fx - 360 * k, 0.9];
    const cm = { ...m, wall: [mix(m.wall[0], m.roof, m.night ? 0.18 : 0), m.wall[1]] as const };
    const base = H - (o.quay ? 14 : 6);
    const cx = dx - 250 * dk;
    const sx = dx + 160 * dk;
    s.add(
      steeple(sx, base - 30 * dk, dk, cm),
      collegiate(cx, base - 40 * dk, dk, cm),
      cathedral(dx, base - 40 * dk, dk, cm),
      houses(rng, -20, s.w + 20, base, o.quay ? 1.25 * dk : 0.75 * dk, m),
      `<rect x="-10" y="${n(base)}" width="${s.w + 20}" height="${n(H - base + 2)}" fill="${m.wall[1]}"/>`,
    );
  });
  water(s, H, m.water[0], m.water[1]);
  reflect(s, land, H, m.water[1], 0.62);
  glints(s, rng, H + 6, s.h, 0, s.w, 70, m.glint, m.night ? 0.45 : 0.35);
}
