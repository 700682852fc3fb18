import { block } from '../lib/build.ts';
import { crowns, spindle } from '../lib/flora.ts';
import { hill, range } from '../lib/land.ts';
import { cliffBand } from '../lib/rock.ts';
import { INK, MOODS } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { cloud, sky, sun } from '../lib/sky.ts';
import { mix, n, type Svg } from '../lib/svg.ts';
import { E_CLASS } from './car-shapes.ts';
import { carSide, DAY_INKS } from './cars.ts';
import { fortress } from './salzburg-parts.ts';

const GROUND = 640;
/** The car: rear bumper at CAR_X, px per mm; it faces right, towards the couple. */
const CAR_X = 560;
const CAR_Y = 812;
const K = 0.13;
const at = (x: number, z: number): [number, number] => [CAR_X + x * K, CAR_Y - z * K];

/**
 * The wedding dress: cream ribbons from the door mirrors down to the front, a bow on the bonnet
 * and a posy of roses on it, two streamers lifting in the wind.
 */
function decoration(): string {
  const [mx, my] = at(3380, 1030);
  const [fx, fy] = at(4760, 840);
  const [bx, by] = at(4160, 930);
  const ribbon = `M${n(mx)},${n(my)}Q${n((mx + fx) / 2)},${n((my + fy) / 2 + 16)} ${n(fx)},${n(fy)}`;
  const bow =
    `M${n(bx)},${n(by)}C${n(bx - 34)},${n(by - 30)} ${n(bx - 40)},${n(by + 8)} ${n(bx)},${n(by)}Z` +
    `M${n(bx)},${n(by)}C${n(bx + 34)},${n(by - 30)} ${n(bx + 40)},${n(by + 8)} ${n(bx)},${n(by)}Z`;
  const tails =
    `M${n(bx)},${n(by)}C${n(bx - 30)},${n(by + 20)} ${n(bx - 60)},${n(by - 4)} ${n(bx - 96)},${n(by + 12)}` +
    `M${n(bx)},${n(by)}C${n(bx - 24)},${n(by + 30)} ${n(bx - 56)},${n(by + 16)} ${n(bx - 84)},${n(by + 34)}`;
  let roses = '';
  const leaves: string[] = [];
  for (const [dx, dy, r] of [
    [-14, -10, 11],
    [6, -16, 12],
    [22, -6, 10],
    [-2, 2, 10],
  ] as const) {
    const cx = bx + 40 + dx;
    const cy = by - 2 + dy;
    roses += `M${n(cx - r)},${n(cy)}a${r},${r} 0 1 0 ${2 * r},0a${r},${r} 0 1 0 ${-2 * r},0`;
    leaves.push(`M${n(cx - r - 6)},${n(cy + 6)}l${n(r)},${n(-4)}l${n(-2)},${n(r * 0.8)}Z`);
  }
  return [
    `<path d="${ribbon}" fill="none" stroke="${INK.cream}" stroke-width="5"/>`,
    `<path d="${tails}" fill="none" stroke="${INK.cream}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="${bow}" fill="${INK.cream}"/>`,
    `<path d="${leaves.join('')}" fill="${MOODS.golden.leaf[1]}"/>`,
    `<path d="${roses}" fill="${mix(INK.wine, INK.rust, 0.35)}"/>`,
    `<circle cx="${n(bx + 46)}" cy="${n(by - 20)}" r="6" fill="${INK.cream}"/>`,
  ].join('');
}

/** The bride in her gown and veil beside the groom in navy, at the palace door. */
function couple(x: number, y: number, h: number): string {
  const k = h / 180;
  const X = (v: number): string => n(x + v * k);
  const Y = (v: number): string => n(y - v * k);
  const gown = `M${X(-8)},${Y(118)}C${X(-12)},${Y(90)} ${X(-16)},${Y(70)} ${X(-46)},${Y(0)}H${X(34)}C${X(16)},${Y(60)} ${X(10)},${Y(90)} ${X(8)},${Y(118)}Z`;
  const bodice = `M${X(-9)},${Y(140)}H${X(9)}L${X(8)},${Y(112)}H${X(-8)}Z`;
  const veil = `M${X(-4)},${Y(162)}C${X(-22)},${Y(150)} ${X(-40)},${Y(90)} ${X(-58)},${Y(30)}L${X(-30)},${Y(40)}C${X(-22)},${Y(90)} ${X(-10)},${Y(140)} ${X(4)},${Y(158)}Z`;
  const groom =
    `M${X(30)},${Y(146)}H${X(60)}L${X(62)},${Y(80)}H${X(57)}L${X(56)},${Y(0)}H${X(47)}L${X(45)},${Y(70)}L${X(43)},${Y(0)}H${X(34)}L${X(33)},${Y(80)}H${X(28)}Z` +
    `M${X(45)},${Y(176)}a${n(11 * k)},${n(12 * k)} 0 1 0 0.1,0Z`;
  return [
    `<ellipse cx="${X(10)}" cy="${Y(0)}" rx="${n(70 * k)}" ry="${n(6 * k)}" fill="#000000" opacity="0.2"/>`,
    `<path d="${veil}" fill="${INK.cream}" opacity="0.65"/>`,
    `<path d="${groom}" fill="${INK.navy}"/>`,
    `<path d="M${X(42)},${Y(146)}L${X(45)},${Y(124)}L${X(48)},${Y(146)}Z" fill="${INK.cream}"/>`,
    `<path d="${gown}" fill="${INK.cream}"/>`,
    `<path d="${bodice}" fill="${INK.cream}"/>`,
    `<ellipse cx="${X(0)}" cy="${Y(152)}" rx="${n(10 * k)}" ry="${n(12 * k)}" fill="${INK.parchment}"/>`,
    `<path d="M${X(-10)},${Y(156)}a${n(10 * k)},${n(10 * k)} 0 0 1 ${n(20 * k)},0Z" fill="${INK.goldDark}"/>`,
    `<circle cx="${X(14)}" cy="${Y(112)}" r="${n(9 * k)}" fill="${mix(INK.wine, INK.rust, 0.35)}"/>`,
  ].join('');
}

/**
 * A wedding at Mirabell in the golden afternoon: the palace where Salzburg marries, Hohensalzburg
 * over its roofs, the black E-Class dressed in cream ribbons and roses at the door, the couple
 * beside it, and petals in the air.
 */
export function wedding(s: Svg, rng: Rng): void {
  const m = MOODS.golden;
  sky(s, m, GROUND);
  sun(s, m, 1330, 190, 46);
  cloud(s, rng, 300, 150, 260, m.cloud, mix(m.cloud, m.far[1], 0.35));
  range(s, rng, {
    peaks: [
      [60, 380],
      [520, 350, 0.4],
      [1420, 360],
    ],
    base: 470,
    light: m.far[0],
    shade: m.far[1],
    snow: { line: 370, light: m.snow[0], shade: m.snow[1] },
  });
  // The Festungsberg over the palace roofs: wooded slopes, bare rock drawn over the walls' feet
  // (as in the city panorama, so the castle stands on its rock, not on a slab).
  const fx = 1030;
  const top = 318;
  const k = 0.5;
  const X = (v: number): number => fx + v * k;
  s.add(
    hill(
      [
        [X(-900), GROUND - 140],
        [X(-420), top + 90 * k],
        [X(-320), top + 20 * k],
        [X(310), top + 20 * k],
        [X(420), top + 80 * k],
        [X(900), GROUND - 150],
      ],
      GROUND,
      m.hill[1],
    ),
    fortress(fx, top + 10 * k, k, m),
    cliffBand(rng, X(-330), X(325), top + 10 * k, 90 * k, m.rock, 90 * k),
    crowns(rng, -20, s.w + 20, 450, [14, 24], m.leaf[1], GROUND),
  );
  // Schloss Mirabell's front: long wings either side of the taller centre with its pediment.
  const roof = m.roof;
  const windows = { rows: 3, cols: 9, ww: 0.34, wh: 0.55, color: m.window };
  s.add(
    block(-40, GROUND, 700, 170, {
      wall: m.wall,
      roof: { h: 34, color: roof, overhang: 6 },
      windows,
    }),
    block(1060, GROUND, 600, 170, {
      wall: m.wall,
      roof: { h: 34, color: roof, overhang: 6 },
      windows,
    }),
    block(660, GROUND, 400, 214, {
      wall: [INK.cream, m.wall[1]],
      depth: 20,
      roof: { h: 52, color: roof, kind: 'gable', overhang: 8 },
      windows: { rows: 3, cols: 5, ww: 0.34, wh: 0.58, arched: true, color: m.window },
    }),
    `<path d="M840,${GROUND}V560A20,20 0 0 1 880,560V${GROUND}Z" fill="${INK.navyMid}"/>`,
    `<rect x="-20" y="${GROUND}" width="${s.w + 40}" height="${900 - GROUND}" fill="${mix(m.wall[1], INK.parchment, 0.45)}"/>`,
    `<rect x="-20" y="${GROUND}" width="${s.w + 40}" height="10" fill="${mix(m.wall[1], INK.rust, 0.25)}"/>`,
    spindle(560, GROUND + 6, 150, 56, m.leaf[0], m.pine),
    spindle(1160, GROUND + 6, 150, 56, m.leaf[0], m.pine),
    spindle(200, GROUND + 6, 130, 50, m.leaf[0], m.pine),
    spindle(1500, GROUND + 6, 130, 50, m.leaf[0], m.pine),
  );
  s.add(
    carSide(s, E_CLASS, { x: CAR_X, y: CAR_Y, scale: K }, { ...DAY_INKS, sky: '#8f8a8c' }),
    decoration(),
    couple(1320, 800, 210),
  );
  // Petals thrown over the car: a few flat flecks, in cream and rose.
  let cream = '';
  let rose = '';
  for (let i = 0; i < 34; i++) {
    const x = 620 + rng.next() * 820;
    const y = 470 + rng.next() * 230;
    const a = rng.next() * Math.PI;
    const dx = Math.cos(a) * 7;
    const dy = Math.sin(a) * 7;
    const d = `M${n(x - dx)},${n(y - dy)}Q${n(x + dy)},${n(y - dx)} ${n(x + dx)},${n(y + dy)}Q${n(x - dy)},${n(y + dx)} ${n(x - dx)},${n(y - dy)}Z`;
    if (i % 3 === 0) rose += d;
    else cream += d;
  }
  s.add(
    `<path d="${cream}" fill="${INK.cream}"/>`,
    `<path d="${rose}" fill="${mix(INK.wine, INK.rust, 0.2)}"/>`,
  );
}
