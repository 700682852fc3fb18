import {
  clouds,
  finish,
  glow,
  haze,
  palettes,
  sky,
  stars,
  sun,
  type PaletteName,
} from '../lib/atmosphere.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n, pts, smoothPath, type Point, type Svg } from '../lib/svg.ts';
import { forest, mountainLayer, range } from '../lib/terrain.ts';

/** Soaring eagle silhouette, wings spread, centred on (x, y). */
export function eagle(x: number, y: number, k: number, fill: string): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y + v * k;
  const wing = (d: 1 | -1): string =>
    `M${n(X(4 * d))},${n(Y(-2))}C${n(X(20 * d))},${n(Y(-14))} ${n(X(40 * d))},${n(Y(-16))} ${n(X(62 * d))},${n(Y(-10))}L${n(X(58 * d))},${n(Y(-6))}L${n(X(64 * d))},${n(Y(-4))}L${n(X(56 * d))},${n(Y(-1))}L${n(X(60 * d))},${n(Y(2))}C${n(X(40 * d))},${n(Y(2))} ${n(X(20 * d))},${n(Y(4))} ${n(X(4 * d))},${n(Y(6))}Z`;
  const body = `M${n(X(-5))},${n(Y(-4))}C${n(X(-4))},${n(Y(-10))} ${n(X(4))},${n(Y(-10))} ${n(X(5))},${n(Y(-4))}L${n(X(4))},${n(Y(14))}L${n(X(8))},${n(Y(22))}H${n(X(-8))}L${n(X(-4))},${n(Y(14))}Z`;
  return `<path d="${wing(1)}${wing(-1)}${body}" fill="${fill}"/>`;
}

/** The Kehlsteinhaus: a rough-stone house with an octagonal hall on a ledge below the summit. */
function kehlsteinhaus(
  x: number,
  y: number,
  k: number,
  stone: string,
  shade: string,
  roof: string,
  light: string,
): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y - v * k;
  const main = `M${n(X(-70))},${n(Y(0))}V${n(Y(36))}H${n(X(40))}V${n(Y(0))}Z`;
  const hall = `M${n(X(40))},${n(Y(0))}V${n(Y(30))}L${n(X(52))},${n(Y(34))}H${n(X(82))}L${n(X(92))},${n(Y(30))}V${n(Y(0))}Z`;
  const roofs = `M${n(X(-76))},${n(Y(36))}L${n(X(-54))},${n(Y(52))}H${n(X(26))}L${n(X(46))},${n(Y(36))}ZM${n(X(36))},${n(Y(33))}L${n(X(66))},${n(Y(46))}L${n(X(96))},${n(Y(33))}Z`;
  const wall = `M${n(X(-110))},${n(Y(0))}V${n(Y(10))}H${n(X(130))}V${n(Y(0))}Z`;
  let glass = '';
  for (const wx of [-58, -40, -22, -4, 14, 50, 64, 78]) {
    glass += `<rect x="${n(X(wx))}" y="${n(Y(24))}" width="${n(7 * k)}" height="${n(10 * k)}"/>`;
  }
  return `<path d="${wall}" fill="${shade}"/><path d="${main}${hall}" fill="${stone}"/><path d="M${n(X(24))},${n(Y(0))}V${n(Y(36))}H${n(X(40))}V${n(Y(0))}ZM${n(X(80))},${n(Y(0))}V${n(Y(32))}H${n(X(92))}V${n(Y(0))}Z" fill="${shade}"/><path d="${roofs}" fill="${roof}"/><g fill="${light}">${glass}</g>`;
}

/** Eagle's Nest: the house on its craggy summit above a deep valley and the winding road. */
export function eaglesNest(s: Svg, rng: Rng, mood: PaletteName = 'golden'): void {
  const p = palettes[mood];
  const H = 640;
  const sunX = 1240;
  sky(s, p, H);
  if (mood !== 'golden') s.add(stars(s, rng, 80, 260));
  s.add(sun(s, p, sunX, 470, 24));
  s.add(
    clouds(s, rng, {
      y0: 130,
      y1: 420,
      count: 10,
      lit: p.glow,
      shade: mix(p.far, '#4a4060', 0.4),
      opacity: 0.55,
    }),
  );
  s.add(
    range(
      s,
      rng,
      p,
      [
        {
          depth: 0.05,
          y: H - 110,
          amp: 50,
          peaks: [
            { x: 1400, h: 200, w: 300, sharp: 1.1 },
            { x: 1050, h: 130, w: 220 },
            { x: 200, h: 150, w: 260 },
          ],
          sunX,
          snowLine: H - 250,
          snow: mix('#f6dcc8', p.far, 0.3),
        },
        {
          depth: 0.25,
          y: H - 30,
          amp: 40,
          peaks: [
            { x: 1200, h: 140, w: 340 },
            { x: 80, h: 90, w: 260 },
          ],
          sunX,
        },
      ],
      H,
    ),
  );
  // The valley far below, lost in haze.
  s.add(
    `<rect x="-10" y="${H - 2}" width="${s.w + 20}" height="${s.h - H + 12}" fill="${mix(p.near, p.far, 0.55)}"/>`,
  );
  s.add(haze(s, H - 220, s.h - H + 220, p.haze, 0.6));
  // The Kehlstein: a jagged, sunlit summit rising from the lower left.
  const crag = mountainLayer(s, rng, {
    y: s.h + 40,
    amp: 80,
    rough: 0.8,
    peaks: [
      { x: 660, h: 640, w: 640, sharp: 1.05 },
      { x: 120, h: 420, w: 380, sharp: 0.9 },
    ],
    sunX,
    facet: 0.55,
    rim: p.rim,
    rimOpacity: 0.9,
    floor: s.h + 40,
    top: mix(mix(p.far, p.near, 0.3), p.rim, 0.12),
    bottom: mix(p.near, p.haze, 0.15),
  });
  s.add(crag.xml);
  const strata: string[] = [];
  for (let i = 0; i < 40; i++) {
    const x = rng.range(260, 1100);
    const y = rng.range(320, s.h);
    const len = rng.range(30, 120);
    strata.push(
      `<path d="M${n(x)},${n(y)}l${n(len)},${n(len * rng.range(0.1, 0.35))}" stroke="${rng.chance(0.5) ? p.rim : p.near}" stroke-width="${n(rng.range(1, 2.5))}" opacity="${n(rng.range(0.12, 0.3))}"/>`,
    );
  }
  s.add(`<g clip-path="${s.clip(crag.d)}">${strata.join('')}</g>`);
  // The house on the summit ridge, on a stone terrace that follows the rock.
  const summit = crag.line.reduce((a, b) => (b[1] < a[1] ? b : a));
  const hx = summit[0] - 10;
  const ledge = summit[1] + 34;
  const under = crag.line.filter(([x]) => x >= hx - 90 && x <= hx + 110);
  const terrace: Point[] = [
    [hx - 90, ledge],
    [hx + 110, ledge],
    ...under
      .reverse()
      .map(([x, y]): Point => [
        x,
        Math.min(Math.max(y, ledge) + 6, ledge + 60 + rng.range(-12, 12)),
      ]),
  ];
  // Rock strata and pines on the crag's lower flanks.
  const leaf = mix(p.near, '#223528', 0.5);
  s.add(
    forest(rng, {
      x0: -20,
      x1: 520,
      base: (x) => 860 - Math.sin(x / 90) * 20 - x * 0.15,
      h: 46,
      gap: 12,
      fill: leaf,
    }),
  );
  s.add(
    forest(rng, {
      x0: 980,
      x1: 1240,
      base: (x) => 880 - (1240 - x) * 0.25,
      h: 40,
      gap: 12,
      fill: leaf,
    }),
  );
  // Hairpin road carved into the flank.
  const road: Point[] = [];
  for (let i = 0; i <= 6; i++) road.push([i % 2 ? 880 : 1020 - i * 10, 870 - i * 44]);
  s.add(
    `<path d="${smoothPath(road, 0.35)}" fill="none" stroke="${mix(p.rim, p.near, 0.35)}" stroke-width="3" opacity="0.55"/>`,
  );
  // The house and its warm windows.
  const stone = mix('#d9c7a8', p.rim, 0.25);
  s.add(glow(s, hx, ledge - 30, 200, p.lamp, 0.32, 0.6));
  s.add(`<polygon points="${pts(terrace)}" fill="${mix(mix(p.far, p.near, 0.3), p.rim, 0.1)}"/>`);
  s.add(
    `<rect x="${n(hx - 92)}" y="${n(ledge - 2)}" width="204" height="8" fill="${mix(stone, p.near, 0.4)}"/>`,
  );
  s.add(
    kehlsteinhaus(
      hx,
      ledge,
      0.8,
      stone,
      mix(stone, p.near, 0.5),
      mix(p.near, '#4a3a38', 0.3),
      p.lamp,
    ),
  );
  s.add(
    eagle(1010, 250, 1.1, mix(p.near, '#000', 0.2)),
    eagle(1150, 180, 0.6, mix(p.near, p.far, 0.3)),
  );
  s.add(finish(s, 0.5, 0.25));
}
