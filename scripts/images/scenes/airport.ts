import { block, windowGrid } from '../lib/build.ts';
import { massif } from '../lib/rock.ts';
import { INK, MOODS } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { sky, stars, streaks, sun } from '../lib/sky.ts';
import { mix, n, pts, type Point, type Svg } from '../lib/svg.ts';

/** An airliner in side view, nose right, climbing: fuselage, swept wing, engine, tail. */
function airliner(
  x: number,
  y: number,
  k: number,
  body: string,
  shade: string,
  window: string,
): string {
  const P = (px: number, py: number): string => `${n(x + px * k)},${n(y + py * k)}`;
  return [
    `<g transform="rotate(-11 ${n(x)} ${n(y)})">`,
    `<path d="M${P(-260, -6)}L${P(-300, -74)}L${P(-262, -74)}L${P(-190, -12)}Z" fill="${shade}"/>`,
    `<path d="M${P(-250, 0)}C${P(-250, -16)} ${P(-220, -20)} ${P(-180, -20)}L${P(190, -20)}C${P(240, -20)} ${P(262, -8)} ${P(268, 4)}C${P(262, 14)} ${P(240, 20)} ${P(200, 20)}L${P(-190, 20)}C${P(-230, 18)} ${P(-250, 10)} ${P(-250, 0)}Z" fill="${body}"/>`,
    `<path d="${windowGrid(x - 180 * k, y - 9 * k, 360 * k, 6 * k, { rows: 1, cols: 34, ww: 0.5, wh: 1 })}" fill="${window}"/>`,
    `<path d="M${P(232, -12)}L${P(252, -12)}L${P(258, -4)}L${P(236, -4)}Z" fill="${window}"/>`,
    `<path d="M${P(-228, -4)}L${P(-300, -10)}L${P(-290, 2)}L${P(-228, 6)}Z" fill="${shade}"/>`,
    `<path d="M${P(60, 14)}L${P(-70, 40)}L${P(-40, 44)}L${P(100, 18)}Z" fill="${shade}"/>`,
    `<path d="M${P(20, 22)}C${P(20, 16)} ${P(30, 14)} ${P(40, 14)}L${P(96, 14)}C${P(104, 14)} ${P(106, 34)} ${P(96, 34)}L${P(40, 34)}C${P(30, 34)} ${P(20, 30)} ${P(20, 22)}Z" fill="${body}"/>`,
    `</g>`,
  ].join('');
}

/**
 * The airport at dusk: a jet climbing away over the runway lights, the Untersberg dark on the
 * gold horizon, the control tower and the terminal at the field's edge.
 */
export function airport(s: Svg, rng: Rng): void {
  const m = MOODS.dusk;
  const H = 600;
  sky(s, m, H);
  stars(s, rng, 24, 200, INK.cream);
  sun(s, m, 520, H - 40, 70);
  streaks(s, rng, 180, 300, 520, 3, m.cloud, 0.5);
  streaks(s, rng, 1100, 420, 400, 2, m.cloud, 0.45);
  massif(s, rng, {
    ridge: [
      [-40, 520],
      [160, 430],
      [420, 410],
      [620, 430],
      [760, 470],
      [1000, 500],
      [1300, 470],
      [1640, 500],
    ],
    base: H + 2,
    light: m.far[0],
    shade: m.far[1],
    gullies: 3,
  });
  // The field: dark grass, the runway in perspective with its lights.
  s.add(`<rect x="0" y="${H}" width="${s.w}" height="${900 - H}" fill="${m.meadow[1]}"/>`);
  const VX = 900;
  const at = (u: number, d: number): Point => [VX + u / d, H + (900 - H) / d];
  s.add(
    `<path d="M${pts([at(-420, 1), at(420, 1), at(420, 40), at(-420, 40)])}Z" fill="${mix(m.meadow[1], INK.slate, 0.5)}"/>`,
  );
  let dashes = '';
  let lights = '';
  for (let d = 1.1; d < 30; d *= 1.3) {
    dashes += `M${pts([at(-8, d), at(8, d), at(8, d * 1.12), at(-8, d * 1.12)])}Z`;
    for (const u of [-440, 440]) {
      const [lx, ly] = at(u, d);
      const r = Math.max(1.5, 7 / d);
      lights += `M${n(lx - r)},${n(ly)}a${n(r)},${n(r)} 0 1 0 ${n(2 * r)},0a${n(r)},${n(r)} 0 1 0 ${n(-2 * r)},0`;
    }
  }
  s.add(
    `<path d="${dashes}" fill="${INK.cream}" opacity="0.8"/>`,
    `<path d="${lights}" fill="${INK.goldLight}"/>`,
  );
  // Terminal and tower at the edge of the field.
  s.add(
    block(1140, H + 6, 380, 40, {
      wall: [mix(m.wall[1], INK.navy, 0.5), INK.navy],
      roof: { h: 8, color: INK.navy, kind: 'flat' },
      windows: { rows: 1, cols: 16, ww: 0.6, wh: 0.4, color: m.window },
    }),
    `<path d="M1302,${H - 30}L1296,${H - 190}H1324L1318,${H - 30}Z" fill="${mix(m.wall[1], INK.navy, 0.4)}"/>`,
    `<path d="M1280,${H - 190}H1340L1348,${H - 226}H1272Z" fill="${m.window}"/>`,
    `<rect x="1270" y="${H - 236}" width="80" height="10" fill="${INK.navy}"/>`,
    `<rect x="1309" y="${H - 262}" width="2" height="26" fill="${INK.navy}"/>`,
    airliner(980, 290, 1.15, INK.cream, INK.goldLight, INK.navyMid),
  );
}
