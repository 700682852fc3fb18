import type { Rng } from '../lib/rng.ts';
import { mix, n, pts, type Point, type Svg } from '../lib/svg.ts';

/** Side-profile geometry of a car in a 960×480 box, facing right, standing on y = 410. */
interface CarSpec {
  body: string;
  glass: readonly Point[];
  /** x positions of the pillars dividing the side windows. */
  pillars: readonly (readonly [number, number, number])[];
  wheels: readonly [number, number];
  wheelR: number;
  /** Shoulder (character) line and door gaps. */
  shoulder: readonly Point[];
  doors: readonly string[];
  head: string;
  tail: string;
  mirror: string;
  handles: readonly Point[];
  sill: readonly [number, number, number];
}

const GROUND = 410;

const SALOON: CarSpec = {
  body: 'M884,392 C898,390 904,374 904,352 C904,330 898,318 884,312 C830,300 720,290 646,282 C606,238 580,204 548,186 C500,168 380,162 318,174 C276,190 232,236 196,252 C150,258 108,262 84,266 C66,272 58,296 58,330 C58,364 62,384 78,392 L184,392 A72,72 0 0 1 328,392 L686,392 A72,72 0 0 1 830,392 Z',
  glass: [
    [622, 282],
    [548, 194],
    [516, 182],
    [384, 176],
    [322, 184],
    [280, 216],
    [236, 260],
  ],
  pillars: [
    [452, 446, 282],
    [300, 292, 262],
  ],
  wheels: [256, 758],
  wheelR: 58,
  shoulder: [
    [82, 284],
    [300, 292],
    [640, 296],
    [884, 318],
  ],
  doors: ['M446,282 L452,392', 'M620,286 C626,330 628,370 622,392', 'M292,262 L300,382'],
  head: 'M900,326 C894,316 876,312 850,310 L856,320 C876,322 892,326 902,336 Z',
  tail: 'M64,292 C64,280 70,272 82,268 L122,266 L118,280 C100,284 80,290 64,300 Z',
  mirror: 'M612,272 C620,262 640,260 648,266 C648,276 636,282 620,282 Z',
  handles: [
    [420, 300],
    [590, 302],
  ],
  sill: [200, 810, 384],
};

const VAN: CarSpec = {
  body: 'M905,392 C914,386 918,370 918,346 C918,326 914,306 906,296 C880,282 842,270 806,262 C772,200 736,136 708,104 C690,96 640,94 560,94 L110,94 C84,94 64,100 56,116 C50,150 46,250 46,330 C46,364 48,384 56,392 L148,392 A74,74 0 0 1 294,392 L690,392 A74,74 0 0 1 838,392 Z',
  glass: [
    [790, 256],
    [704, 116],
    [690, 108],
    [110, 108],
    [76, 118],
    [68, 170],
    [66, 252],
  ],
  pillars: [
    [690, 640, 256],
    [470, 470, 256],
    [250, 250, 256],
  ],
  wheels: [221, 764],
  wheelR: 60,
  shoulder: [
    [50, 272],
    [400, 272],
    [800, 274],
    [906, 300],
  ],
  doors: ['M640,256 C644,300 648,360 644,392', 'M470,256 L470,382', 'M250,256 L250,382'],
  head: 'M914,312 C904,300 880,292 846,288 L852,300 C878,302 900,306 916,322 Z',
  tail: 'M48,150 C48,140 52,130 58,124 L70,124 L66,250 L50,250 Z',
  mirror: 'M782,250 C790,238 814,236 822,244 C822,256 808,262 792,262 Z',
  handles: [
    [610, 280],
    [440, 280],
  ],
  sill: [170, 820, 384],
};

/** A wheel: tyre, multi-spoke alloy rim (unbranded), brake disc glimpse. */
function wheel(s: Svg, x: number, y: number, r: number): string {
  const rim = s.radial(
    [
      [0, '#d9dde4'],
      [0.6, '#9aa1ad'],
      [1, '#4b505a'],
    ],
    { cx: 0.4, cy: 0.35, r: 0.7 },
  );
  let spokes = '';
  for (let i = 0; i < 10; i++) {
    const a = (i * Math.PI) / 5;
    const c = Math.cos(a);
    const sn = Math.sin(a);
    spokes += `M${n(x + c * r * 0.16)},${n(y + sn * r * 0.16)}L${n(x + c * r * 0.66)},${n(y + sn * r * 0.66)}`;
  }
  return [
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#0c0d10"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.94)}" fill="none" stroke="#23252b" stroke-width="${n(r * 0.06)}"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.7)}" fill="#2a2d34"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.68)}" fill="none" stroke="${rim}" stroke-width="${n(r * 0.06)}"/>`,
    `<path d="${spokes}" stroke="${rim}" stroke-width="${n(r * 0.09)}" stroke-linecap="round"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.16)}" fill="${rim}"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.07)}" fill="#30343c"/>`,
  ].join('');
}

/** Draws a car (a 960×480 box, facing right) with paint, glass, chrome, lights and a soft shadow. */
function car(
  s: Svg,
  spec: CarSpec,
  paint: string,
  o: { shadow?: boolean; lights?: boolean } = {},
): string {
  const out: string[] = [];
  if (o.shadow !== false) {
    const shadow = s.radial([
      [0, '#000', 0.55],
      [0.6, '#000', 0.25],
      [1, '#000', 0],
    ]);
    out.push(`<ellipse cx="480" cy="${GROUND + 4}" rx="470" ry="26" fill="${shadow}"/>`);
  }
  const [x0, x1] = spec.wheels;
  const wy = GROUND - spec.wheelR;
  out.push(
    `<ellipse cx="${x0}" cy="${GROUND - 4}" rx="${spec.wheelR + 24}" ry="8" fill="#000" opacity="0.5"/>`,
  );
  out.push(
    `<ellipse cx="${x1}" cy="${GROUND - 4}" rx="${spec.wheelR + 24}" ry="8" fill="#000" opacity="0.5"/>`,
  );
  const well = `M${x0 - spec.wheelR - 14},${GROUND - 18}A${spec.wheelR + 14},${spec.wheelR + 14} 0 0 1 ${x0 + spec.wheelR + 14},${GROUND - 18}ZM${x1 - spec.wheelR - 14},${GROUND - 18}A${spec.wheelR + 14},${spec.wheelR + 14} 0 0 1 ${x1 + spec.wheelR + 14},${GROUND - 18}Z`;
  out.push(`<path d="${well}" fill="#060709"/>`);
  const body = s.linear([
    [0, mix(paint, '#ffffff', 0.32)],
    [0.3, mix(paint, '#ffffff', 0.12)],
    [0.52, paint],
    [0.56, mix(paint, '#ffffff', 0.2)],
    [0.62, mix(paint, '#000000', 0.2)],
    [1, mix(paint, '#000000', 0.55)],
  ]);
  out.push(`<path d="${spec.body}" fill="${body}"/>`);
  // Reflections sweeping along the flanks.
  const sheen = s.linear(
    [
      [0, '#ffffff', 0],
      [0.35, '#ffffff', 0.12],
      [0.5, '#ffffff', 0.02],
      [0.7, '#ffffff', 0.1],
      [1, '#ffffff', 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  out.push(`<path d="${spec.body}" fill="${sheen}"/>`);
  const glass = s.linear([
    [0, '#4a5366'],
    [0.45, '#1c212c'],
    [1, '#0c0e13'],
  ]);
  out.push(
    `<polygon points="${pts(spec.glass)}" fill="${glass}" stroke="#c9ced6" stroke-width="3" stroke-linejoin="round"/>`,
  );
  const gx = spec.glass.map((p) => p[0]);
  const gy = spec.glass.map((p) => p[1]);
  const gMinX = Math.min(...gx);
  const gMaxX = Math.max(...gx);
  const gMinY = Math.min(...gy);
  out.push(
    `<path d="M${n(gMinX + (gMaxX - gMinX) * 0.55)},${n(gMinY)}L${n(gMinX + (gMaxX - gMinX) * 0.7)},${n(gMinY)}L${n(gMinX + (gMaxX - gMinX) * 0.5)},${n(Math.max(...gy))}L${n(gMinX + (gMaxX - gMinX) * 0.38)},${n(Math.max(...gy))}Z" fill="#ffffff" opacity="0.06" clip-path="${s.clip(`M${pts(spec.glass)}Z`)}"/>`,
  );
  const glassClip = s.clip(`M${pts(spec.glass)}Z`);
  const pillars = spec.pillars
    .map(
      ([top, bottom, y]) =>
        `M${top - 7},${gMinY - 10}L${top + 7},${gMinY - 10}L${bottom + 7},${y}L${bottom - 7},${y}Z`,
    )
    .join('');
  out.push(`<path d="${pillars}" fill="#0b0c10" clip-path="${glassClip}"/>`);
  out.push(
    `<polyline points="${pts(spec.shoulder)}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.28"/>`,
  );
  out.push(
    `<path d="${spec.doors.join('')}" fill="none" stroke="#000" stroke-width="2" opacity="0.6"/>`,
  );
  for (const [hx, hy] of spec.handles)
    out.push(
      `<rect x="${hx - 16}" y="${hy - 3}" width="32" height="6" rx="3" fill="#c9ced6" opacity="0.85"/>`,
    );
  const [sx0, sx1, sy] = spec.sill;
  out.push(
    `<path d="M${sx0},${sy}L${sx1},${sy}" stroke="#c9ced6" stroke-width="2" opacity="0.5"/>`,
  );
  out.push(`<path d="${spec.mirror}" fill="${mix(paint, '#ffffff', 0.15)}"/>`);
  out.push(`<path d="${spec.head}" fill="#f4f1e8"/>`, `<path d="${spec.tail}" fill="#a3141f"/>`);
  if (o.lights) {
    const head = s.radial([
      [0, '#fff4d8', 0.8],
      [1, '#fff4d8', 0],
    ]);
    out.push(`<ellipse cx="${n(x1 + 150)}" cy="${n(wy - 40)}" rx="90" ry="40" fill="${head}"/>`);
  }
  out.push(wheel(s, x0, wy, spec.wheelR), wheel(s, x1, wy, spec.wheelR));
  return out.join('');
}

export const eClass = (
  s: Svg,
  paint = '#15171c',
  o: { shadow?: boolean; lights?: boolean } = {},
): string => car(s, SALOON, paint, o);
export const vClass = (
  s: Svg,
  paint = '#15171c',
  o: { shadow?: boolean; lights?: boolean } = {},
): string => car(s, VAN, paint, o);

/** Car slot scenes: the vehicle alone on a transparent background. */
export const eClassScene = (s: Svg, _rng: Rng): void => s.add(eClass(s));
export const vClassScene = (s: Svg, _rng: Rng): void => s.add(vClass(s));
