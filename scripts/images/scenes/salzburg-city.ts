import {
  clouds,
  finish,
  glow,
  haze,
  moon,
  palettes,
  sky,
  stars,
  type Palette,
} from '../lib/atmosphere.ts';
import { facadeRow, townRow } from '../lib/architecture.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n, type Svg } from '../lib/svg.ts';
import { glints, range, reflection, water } from '../lib/terrain.ts';
import {
  cathedral,
  fortress,
  fortressHill,
  fortressRock,
  onionChurch,
  spireChurch,
} from './salzburg-parts.ts';

/** City lights reflected as broken vertical streaks in the river. */
function cityReflections(rng: Rng, x0: number, x1: number, y: number, color: string): string {
  const out: string[] = [];
  for (let i = 0; i < 60; i++) {
    const x = rng.range(x0, x1);
    const len = rng.range(30, 160);
    for (let j = 0; j < 5; j++) {
      const yy = y + 4 + (len * j) / 5 + rng.range(-4, 4);
      const w = rng.range(3, 10) * (1 - j / 6);
      out.push(
        `<rect x="${n(x - w / 2 + rng.range(-3, 3))}" y="${n(yy)}" width="${n(w)}" height="${n(rng.range(1, 3))}" fill="${color}" opacity="${n(rng.range(0.2, 0.7) * (1 - j / 5))}"/>`,
      );
    }
  }
  return out.join('');
}

export interface CityOpts {
  mood: 'dusk' | 'blueHour' | 'night';
  /** Fortress position (centre of its base) and scale. */
  fx: number;
  fy: number;
  fk: number;
  /** y of the river's surface. */
  river: number;
  moonAt?: readonly [number, number];
  /** Cathedral x and scale (default: left of the fortress). */
  dome?: readonly [number, number];
  /** Draw the river-front row of baroque houses instead of small roofs. */
  quay?: boolean;
}

/** Salzburg's old town on the Salzach below the floodlit Hohensalzburg fortress. */
export function salzburgPanorama(s: Svg, rng: Rng, o: CityOpts): void {
  const p: Palette = palettes[o.mood];
  const H = o.river;
  sky(s, p, H - 40);
  s.add(stars(s, rng, o.mood === 'dusk' ? 70 : 200, H * 0.55));
  if (o.moonAt) s.add(moon(s, o.moonAt[0], o.moonAt[1], 26));
  s.add(glow(s, o.fx + 40 * o.fk, H - 120, 720, p.glow, o.mood === 'night' ? 0.12 : 0.35, 0.4));
  s.add(
    clouds(s, rng, {
      y0: H * 0.3,
      y1: H * 0.62,
      count: 9,
      lit: p.glow,
      shade: mix(p.far, '#3a3550', 0.5),
      opacity: 0.5,
    }),
  );
  s.add(
    range(
      s,
      rng,
      p,
      [
        {
          depth: 0.12,
          y: H - 150,
          amp: 50,
          peaks: [
            { x: 180, h: 120, w: 300 },
            { x: 1380, h: 210, w: 420, sharp: 0.9 },
            { x: 640, h: 70, w: 260 },
          ],
          sunX: 1000,
          snowLine: H - 300,
          snow: mix('#f3d9c6', p.far, 0.7),
        },
        {
          depth: 0.4,
          y: H - 90,
          amp: 30,
          peaks: [
            { x: 1500, h: 150, w: 360, sharp: 0.8 },
            { x: 60, h: 60, w: 200 },
          ],
          sunX: 1000,
        },
      ],
      H,
    ),
  );
  const hillFill = mix(p.near, '#1e2b36', 0.55);
  const leafTone = o.mood === 'night' ? '#4d5f6a' : '#5a6a5c';
  s.add(
    fortressHill(s, rng, {
      cx: o.fx,
      y: H - 30,
      top: o.fy + 14 * o.fk,
      k: o.fk,
      fill: hillFill,
      rock: mix('#8d7f76', p.far, 0.4),
      leaf: leafTone,
      warm: '#e0b57a',
      lamp: p.lamp,
    }),
  );
  s.add(glow(s, o.fx, o.fy - 90 * o.fk, 380 * o.fk, '#f6dca6', 0.22, 0.6));
  s.add(
    fortress(s, rng, o.fx, o.fy, o.fk, {
      wall: '#f6e6c4',
      wallShade: '#b98f5e',
      roof: mix('#3a3040', p.near, 0.3),
      lamp: p.lamp,
      dark: '#5b4a3f',
    }),
    fortressRock(s, rng, o.fx, o.fy, o.fk, {
      lit: '#98806a',
      base: hillFill,
      crack: '#3a2c26',
      leaf: [
        mix(hillFill, leafTone, 0.3),
        mix(hillFill, leafTone, 0.5),
        mix(hillFill, '#000', 0.2),
      ],
    }),
  );
  // Old town: roofs or a quay of baroque houses, the cathedral, the collegiate church, a spire.
  const town = mix(p.near, '#232a3d', 0.5);
  const lit = o.mood === 'dusk' ? 0.75 : 0.9;
  const [dx, dk] = o.dome ?? [o.fx - 340 * o.fk, 1.05];
  const lift = (o.quay ? 90 : 30) * dk;
  const stone = s.linear(
    [
      [0, mix('#8a7358', town, 0.5)],
      [0.45, mix('#d9bc8c', town, 1 - lit * 0.85)],
      [1, mix('#f6e4bf', town, 1 - lit)],
    ],
    { y1: H - lift - 190 * dk, y2: H - lift, user: true },
  );
  const copper = s.linear(
    [
      [0, mix('#8fbcaa', town, 1 - lit * 0.7)],
      [1, mix('#3d6b5e', town, 0.45)],
    ],
    { y1: H - lift - 260 * dk, y2: H - lift - 120 * dk, user: true },
  );
  const paint = {
    body: stone,
    line: '#6b4f38',
    glass: mix('#2a2230', p.lamp, 0.25),
    copper,
    roof: mix(town, '#000', 0.25),
  };
  const front = o.quay
    ? facadeRow(rng, {
        x0: -30,
        x1: s.w + 30,
        y: H - 8,
        minH: 80 * dk,
        maxH: 132 * dk,
        colors: ['#e8d2a8', '#e9b9a0', '#f1e4c8', '#cfd8bf', '#e6c48e', '#d9b6b0'],
        roof: mix(p.near, '#3a2e34', 0.3),
        light: p.lamp,
        dark: mix(p.near, '#2a3350', 0.4),
        shade: o.mood === 'dusk' ? 0.5 : 0.6,
        dim: mix(p.near, '#2b3454', 0.6),
        lit: 0.4,
      })
    : townRow(rng, {
        x0: -20,
        x1: s.w + 20,
        y: H - 6,
        minH: 34 * dk,
        maxH: 78 * dk,
        fill: mix(town, '#000000', 0.25),
        light: p.lamp,
        dark: mix(town, '#000', 0.45),
        lit: 0.34,
      });
  const churches = [
    cathedral(dx, H - (o.quay ? 90 : 30) * dk, dk, paint),
    onionChurch(dx + 560 * dk, H - (o.quay ? 100 : 50) * dk, 0.82 * dk, paint),
    spireChurch(dx - 300 * dk, H - (o.quay ? 90 : 40) * dk, 0.88 * dk, paint),
    onionChurch(dx + 900 * dk, H - 40 * dk, 0.66 * dk, { ...paint, body: town, glass: p.lamp }),
  ].join('');
  s.add(churches, front);
  s.add(haze(s, H - 120, 120, p.haze, o.mood === 'night' ? 0.08 : 0.14));
  // Quay wall and river.
  s.add(
    `<rect x="-10" y="${n(H - 8)}" width="${s.w + 20}" height="10" fill="${mix(p.near, '#000', 0.3)}"/>`,
  );
  s.add(water(s, p, H + 2, '#0a0d15', 0.88));
  s.add(
    reflection(s, rng, churches + front, H + 2, {
      opacity: 0.3,
      fade: 200,
      ripple: mix(p.near, '#000', 0.2),
      soften: 3,
    }),
  );
  s.add(glow(s, o.fx, H + 60, 340, '#f6dca6', 0.12, 0.35));
  s.add(cityReflections(rng, 0, s.w, H + 2, p.lamp));
  s.add(glints(rng, { x: o.fx, y0: H + 6, y1: s.h, spread: 200, color: '#f6dca6', count: 60 }));
  s.add(finish(s, 0.55, 0.3));
}
