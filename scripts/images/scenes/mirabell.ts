import { cumulus, finish, glow, haze, palettes, sky } from '../lib/atmosphere.ts';
import { townRow } from '../lib/architecture.ts';
import { cone, ground, jet, parterreBed, statue } from '../lib/garden.ts';
import { palace } from '../lib/palace.ts';
import type { Rng } from '../lib/rng.ts';
import { n, type Svg } from '../lib/svg.ts';
import { bushes, range } from '../lib/terrain.ts';
import { cathedral, fortress, fortressHill, fortressRock } from './salzburg-parts.ts';

/** Mirabell in spring: the parterre in flower, the fountain, the palace, the fortress beyond. */
export function mirabell(s: Svg, rng: Rng): void {
  const p = palettes.spring;
  const horizon = 470;
  const back = 548;
  sky(s, p, back);
  s.add(cumulus(s, rng, { y0: 90, y1: 330, count: 7, lit: '#ffffff', shade: '#b4c4d6' }));
  s.add(
    range(
      s,
      rng,
      p,
      [
        {
          depth: 0.15,
          y: back - 120,
          amp: 30,
          peaks: [
            { x: 1400, h: 130, w: 380, sharp: 0.7 },
            { x: 300, h: 60, w: 300 },
          ],
          sunX: 260,
        },
      ],
      back,
    ),
  );
  const sunlit = {
    wall: '#f6e3bb',
    wallShade: '#b08a62',
    roof: '#6d4c47',
    lamp: '#ffe0a0',
    dark: '#7a6655',
  };
  s.add(
    fortressHill(s, rng, {
      cx: 1120,
      y: back - 20,
      top: 318,
      k: 0.4,
      fill: '#3a5436',
      rock: '#b8a58e',
      leaf: '#7a9a52',
      warm: '#f0cf98',
    }),
    fortress(s, rng, 1120, 312, 0.4, sunlit),
    fortressRock(s, rng, 1120, 312, 0.4, {
      lit: '#cdbfa6',
      base: '#3a5436',
      crack: '#6b5e50',
      leaf: ['#5d7f44'],
    }),
  );
  const paint = {
    body: s.linear([
      [0, '#f3e3c3'],
      [1, '#c9a77e'],
    ]),
    line: '#8a6a4a',
    glass: '#4b4a55',
    copper: s.linear([
      [0, '#8fc0aa'],
      [1, '#4d7b6b'],
    ]),
    roof: '#5a4a4a',
  };
  s.add(haze(s, 260, back - 258, p.haze, 0.3));
  s.add(cathedral(930, back - 40, 0.95, paint));
  s.add(
    townRow(rng, {
      x0: 720,
      x1: s.w + 20,
      y: back,
      minH: 30,
      maxH: 60,
      fill: '#8b7266',
      light: '#ffe0a0',
      dark: '#5e4f4c',
      lit: 0.05,
      roofs: 'hip',
    }),
  );
  s.add(haze(s, back - 140, 142, p.haze, 0.35));
  s.add(
    bushes(rng, { x0: 640, x1: s.w + 40, base: () => back + 4, r: 20, gap: 26, fill: '#4c6e3a' }),
  );
  s.add(
    palace(s, rng, {
      x: -40,
      y: back + 6,
      bays: 19,
      bayW: 36,
      floors: 4,
      floorH: 40,
      wall: '#f2e4c8',
      trim: '#d9c19a',
      roof: '#5d5055',
      light: '#ffe3a8',
      dark: '#5c5a66',
      lit: 0.02,
      roofStyle: 'mansard',
      center: { bays: 5, pediment: true, extraFloor: true },
      shade: 0.18,
    }),
  );
  // Garden: gravel, lawn, parterre beds, fountain, statues, topiary.
  const g = ground(800, horizon, 4200);
  const [, gy] = g.at(0, 52);
  s.add(
    `<rect x="-10" y="${n(back)}" width="${s.w + 20}" height="${n(s.h - back + 10)}" fill="${s.linear(
      [
        [0, '#d6c6a2'],
        [1, '#a8906c'],
      ],
      { y1: back, y2: s.h, user: true },
    )}"/>`,
  );
  s.add(
    `<rect x="-10" y="${n(back)}" width="${s.w + 20}" height="${n(gy - back + 2)}" fill="#7da24a" opacity="0.75"/>`,
  );
  // Spring bedding: tulips in red, yellow, orange, pink and violet.
  const flowers = ['#d2384f', '#f0c03a', '#e8703a', '#e77fa0', '#8e5bb0'];
  const hedge = '#3d5c30';
  const beds: [number, number, number, number][] = [
    [0.9, 4.2, 10.5, 16],
    [0.9, 4.2, 17, 21],
    [0.9, 4.2, 28, 34],
    [0.9, 4.2, 35.5, 42],
    [0.9, 4.2, 43.5, 51],
    [4.8, 9, 12, 24],
    [4.8, 9, 26, 40],
  ];
  for (const [u0, u1, z0, z1] of beds) {
    const flower = rng.pick(flowers);
    s.add(parterreBed(g, rng, { u0, u1, z0, z1, flower, hedge, light: '#ffe6b0' }));
    s.add(parterreBed(g, rng, { u0: -u1, u1: -u0, z0, z1, flower, hedge, light: '#ffe6b0' }));
  }
  // The Great Fountain.
  const [fx, fy] = g.at(0, 24.5);
  const rx = g.scale(24.5) * 2.6;
  s.add(`<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(rx)}" ry="${n(rx * 0.16)}" fill="#d8c4a0"/>`);
  s.add(
    `<ellipse cx="${n(fx)}" cy="${n(fy - 3)}" rx="${n(rx * 0.92)}" ry="${n(rx * 0.13)}" fill="${s.linear(
      [
        [0, '#a9cde0'],
        [1, '#4b7d94'],
      ],
    )}"/>`,
  );
  s.add(glow(s, fx, fy - 120, 160, '#fff4d8', 0.25));
  s.add(jet(fx, fy - 4, 170, 18, '#fffaf0'));
  for (const [u, z] of [
    [-2.8, 22],
    [2.8, 22],
    [-2.8, 27.5],
    [2.8, 27.5],
  ] as const) {
    const [sx, sy] = g.at(u, z);
    s.add(statue(sx, sy, g.scale(z) * 0.75, '#d9c8a8', '#fff2d2', rng));
  }
  for (const z of [11, 16, 21]) {
    for (const u of [-0.75, 0.75]) {
      const [cx, cy] = g.at(u, z);
      s.add(cone(cx, cy, g.scale(z) * 0.16, g.scale(z) * 0.55, '#36552e', '#ffe6b0'));
    }
  }
  // Foreground balustrade with vases.
  const by = s.h - 60;
  s.add(`<rect x="-10" y="${n(by)}" width="${s.w + 20}" height="70" fill="#6a6358"/>`);
  s.add(`<rect x="-10" y="${n(by - 8)}" width="${s.w + 20}" height="12" fill="#8a8274"/>`);
  let balusters = '';
  for (let x = 6; x < s.w; x += 22)
    balusters += `<rect x="${n(x)}" y="${n(by + 6)}" width="9" height="40" rx="4"/>`;
  s.add(`<g fill="#4e493f">${balusters}</g>`);
  s.add(finish(s, 0.35, 0.18));
}
