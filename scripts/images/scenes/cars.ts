import type { Rng } from '../lib/rng.ts';
import { mix, n, type Svg } from '../lib/svg.ts';

/**
 * Side views of the two cars in a 960×480 box, facing right, standing on y = 410. Both are drawn
 * at one scale (0.172 px per mm) from the real cars' length, wheelbase, overhangs and height, so
 * the saloon and the van compare as they do on the street.
 */
interface CarSpec {
  /** Outline of the body, wheel arches cut out. */
  body: string;
  /** Side glass (daylight opening) as one closed path. */
  glass: string;
  /** Pillars across the glass, painted like the body. */
  pillars: string;
  /** y of the roof's top and of the shoulder, where the paint reflects the horizon. */
  roof: number;
  shoulder: number;
  /** Highlight along the shoulder crease and a lower crease above the sills. */
  creases: string;
  /** Door shut lines. */
  cuts: string;
  handles: readonly (readonly [number, number])[];
  mirror: string;
  head: string;
  tail: string;
  /** The chrome edge of the grille, seen from the side. */
  grille: string;
  /** Extra details drawn over the body (a sliding-door rail, a boot-lid lip). */
  extra?: string;
  wheels: readonly [number, number];
}

const GROUND = 410;
const WHEEL_R = 58;
const ARCH_R = 67;

/** The sills' line: 20 px (about 120 mm) of ground clearance. */
const SILL = 390;
const ARCH_HALF = Math.sqrt(ARCH_R ** 2 - (SILL - (GROUND - WHEEL_R)) ** 2);

/** A wheel-arch cut along the sill line, centred on the wheel at x. */
const arch = (x: number): string =>
  `L${n(x - ARCH_HALF)},${SILL}A${ARCH_R},${ARCH_R} 0 1 1 ${n(x + ARCH_HALF)},${SILL}`;

/**
 * Mercedes-Benz E-Class saloon (4949 mm long, 2961 mm wheelbase, 1468 mm high): long bonnet,
 * cab set back, a low roof falling into a short boot, the three-box saloon line.
 */
const SALOON: CarSpec = {
  body: [
    `M70,${SILL}`,
    arch(247),
    arch(756),
    `L874,${SILL}C892,388 902,378 904,362L906,334C906,320 903,310 897,303`,
    'C850,288 720,272 616,266',
    'C578,240 534,200 498,176',
    'C456,158 368,154 322,164',
    'C280,178 226,214 190,234',
    'C150,238 110,238 80,240',
    `C64,242 56,252 55,268L52,340C52,368 57,384 70,${SILL}Z`,
  ].join(''),
  glass:
    'M592,262C566,238 534,206 506,188C476,176 410,172 356,175C318,180 282,204 250,240L246,250Z',
  pillars: 'M418,170L432,170L436,258L422,258ZM304,176L316,176L304,252L290,252Z',
  roof: 158,
  shoulder: 296,
  creases:
    'M895,304C760,292 420,284 60,272M330,366C450,368 600,370 690,372M886,346C894,348 900,351 904,356',
  cuts: 'M606,264C622,296 630,340 634,388M436,258L438,388M304,252C310,278 318,300 322,322',
  handles: [
    [566, 280],
    [394, 278],
  ],
  mirror: 'M598,258C602,244 626,238 642,244C646,254 634,262 612,264Z',
  head: 'M901,312C888,303 866,298 842,298L848,307C868,308 888,313 903,322Z',
  grille: 'M899,318L906,322L906,350L900,352Z',
  tail: 'M57,258C60,252 68,248 84,247L134,246L131,253C106,256 82,260 56,268Z',
  wheels: [247, 756],
};

/**
 * Mercedes-Benz V-Class (5140 mm long, 3200 mm wheelbase, 1880 mm high): short sloping bonnet,
 * steep windscreen, a tall one-box body, a long glass band, and the sliding door whose rail runs
 * below the rear side window.
 */
const VAN: CarSpec = {
  body: [
    `M58,${SILL}`,
    arch(207),
    arch(757),
    `L882,${SILL}C900,388 910,378 914,362L918,330C918,312 914,300 906,292`,
    'C872,268 826,250 792,240',
    'C762,196 724,134 696,104',
    'C684,94 668,90 648,90',
    'L120,96C84,96 62,100 54,114',
    `C48,170 42,250 41,300L41,340C41,368 46,384 58,${SILL}Z`,
  ].join(''),
  glass:
    'M780,240C752,198 718,140 696,112C690,106 682,104 672,104L112,109C86,109 72,114 66,128L60,236Z',
  pillars:
    'M612,100L628,100L628,240L612,240ZM380,100L396,100L396,240L380,240ZM152,100L172,100L134,240L112,240Z',
  roof: 90,
  shoulder: 300,
  creases: 'M906,296C760,292 420,292 42,292M286,358C420,360 560,362 690,364',
  cuts: 'M786,242L780,290M620,240L620,388M388,240L388,388',
  handles: [
    [652, 266],
    [590, 266],
  ],
  mirror: 'M770,232C780,218 806,214 818,222C820,234 806,240 786,242Z',
  head: 'M912,300C898,284 872,270 846,264L842,274C868,280 892,292 912,310Z',
  grille: 'M911,308L918,312L918,344L912,346Z',
  tail: 'M44,196C44,188 48,184 54,184L62,184L60,262L43,262Z',
  extra: 'M388,251L66,251',
  wheels: [207, 757],
};

/** A wheel: tyre with a sidewall, a ten-spoke light-alloy rim, the brake disc behind. */
function wheel(s: Svg, x: number, y: number, r: number): string {
  const rim = s.radial(
    [
      [0, '#eef0f3'],
      [0.55, '#b4bac4'],
      [1, '#5c626d'],
    ],
    { cx: 0.38, cy: 0.3, r: 0.8 },
  );
  let spokes = '';
  for (let i = 0; i < 5; i++) {
    for (const off of [-0.13, 0.13]) {
      const a = (i * 2 * Math.PI) / 5 + off - Math.PI / 2;
      const c = Math.cos(a);
      const sn = Math.sin(a);
      spokes += `M${n(x + c * r * 0.18)},${n(y + sn * r * 0.18)}L${n(x + c * r * 0.64)},${n(y + sn * r * 0.64)}`;
    }
  }
  return [
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#111215"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.86)}" fill="none" stroke="#26282e" stroke-width="${n(r * 0.08)}"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.7)}" fill="#23262c"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.5)}" fill="#3a3e46"/>`,
    `<path d="M${n(x + r * 0.3)},${n(y - r * 0.42)}a${n(r * 0.52)},${n(r * 0.52)} 0 0 1 ${n(r * 0.22)},${n(r * 0.5)}" stroke="#8a2a2a" stroke-width="${n(r * 0.12)}" fill="none"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.68)}" fill="none" stroke="${rim}" stroke-width="${n(r * 0.07)}"/>`,
    `<path d="${spokes}" stroke="${rim}" stroke-width="${n(r * 0.1)}" stroke-linecap="round"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.17)}" fill="${rim}"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.08)}" fill="#2c3038"/>`,
  ].join('');
}

/** Draws a car with paint, glass, chrome, lights, wheels and a soft contact shadow. */
function car(
  s: Svg,
  spec: CarSpec,
  paint: string,
  o: { shadow?: boolean; lights?: boolean } = {},
): string {
  const out: string[] = [];
  if (o.shadow !== false) {
    const shadow = s.radial([
      [0, '#000', 0.6],
      [0.7, '#000', 0.3],
      [1, '#000', 0],
    ]);
    out.push(`<ellipse cx="480" cy="${GROUND + 2}" rx="462" ry="20" fill="${shadow}"/>`);
  }
  const [x0, x1] = spec.wheels;
  const wy = GROUND - WHEEL_R;
  for (const x of [x0, x1]) {
    out.push(
      `<path d="M${n(x - ARCH_HALF)},${SILL + 2}A${ARCH_R},${ARCH_R} 0 1 1 ${n(x + ARCH_HALF)},${SILL + 2}Z" fill="#070809"/>`,
    );
  }
  // Black paint mirrors the sky above the shoulder and the ground below it; the crease catches
  // the bright horizon.
  const sh = (spec.shoulder - spec.roof) / (GROUND - spec.roof);
  const body = s.linear(
    [
      [0, mix(paint, '#ffffff', 0.42)],
      [sh * 0.45, mix(paint, '#ffffff', 0.2)],
      [sh * 0.93, mix(paint, '#ffffff', 0.08)],
      [sh, mix(paint, '#ffffff', 0.34)],
      [sh + 0.04, mix(paint, '#ffffff', 0.06)],
      [0.8, paint],
      [1, mix(paint, '#000000', 0.4)],
    ],
    { y1: spec.roof, y2: GROUND, user: true },
  );
  out.push(`<path d="${spec.body}" fill="${body}"/>`);
  const sheen = s.linear(
    [
      [0, '#ffffff', 0],
      [0.3, '#ffffff', 0.1],
      [0.42, '#ffffff', 0.02],
      [0.68, '#ffffff', 0.08],
      [1, '#ffffff', 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  out.push(`<path d="${spec.body}" fill="${sheen}"/>`);
  const glass = s.linear(
    [
      [0, '#6d7888'],
      [0.35, '#2a303b'],
      [1, '#0b0d11'],
    ],
    { x1: 0.2, y1: 0, x2: 0.35, y2: 1 },
  );
  out.push(`<path d="${spec.glass}" fill="${glass}"/>`);
  const glassClip = s.clip(spec.glass);
  out.push(
    `<g clip-path="${glassClip}"><path d="M0,0L980,0L980,90L0,200Z" fill="#ffffff" opacity="0.08"/><path d="${spec.pillars}" fill="${mix(paint, '#ffffff', 0.1)}"/></g>`,
  );
  out.push(
    `<path d="${spec.glass}" fill="none" stroke="#d5d9df" stroke-width="3" stroke-linejoin="round" opacity="0.9"/>`,
  );
  out.push(
    `<path d="${spec.creases}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.3"/>`,
    `<path d="${spec.cuts}" fill="none" stroke="#000" stroke-width="2.2" opacity="0.75"/>`,
  );
  if (spec.extra)
    out.push(`<path d="${spec.extra}" fill="none" stroke="#000" stroke-width="3" opacity="0.6"/>`);
  for (const [hx, hy] of spec.handles)
    out.push(
      `<rect x="${hx - 17}" y="${hy - 3}" width="34" height="6" rx="3" fill="#c9ced6" opacity="0.8"/>`,
    );
  out.push(`<path d="${spec.mirror}" fill="${mix(paint, '#ffffff', 0.16)}"/>`);
  out.push(
    `<path d="${spec.head}" fill="#f4f1e8"/>`,
    `<path d="${spec.tail}" fill="#b0141f"/>`,
    `<path d="${spec.grille}" fill="#c9ced6" opacity="0.75"/>`,
  );
  if (o.lights) {
    const head = s.radial([
      [0, '#fff4d8', 0.8],
      [1, '#fff4d8', 0],
    ]);
    out.push(`<ellipse cx="${n(x1 + 170)}" cy="${n(wy - 40)}" rx="90" ry="40" fill="${head}"/>`);
  }
  out.push(wheel(s, x0, wy, WHEEL_R), wheel(s, x1, wy, WHEEL_R));
  return out.join('');
}

export const eClass = (
  s: Svg,
  paint = '#15171c',
  o: { shadow?: boolean; lights?: boolean } = {},
): string => car(s, SALOON, paint, o);
const vClass = (
  s: Svg,
  paint = '#15171c',
  o: { shadow?: boolean; lights?: boolean } = {},
): string => car(s, VAN, paint, o);

/** Car slot scenes: the vehicle alone on a transparent background. */
export const eClassScene = (s: Svg, _rng: Rng): void => s.add(eClass(s));
export const vClassScene = (s: Svg, _rng: Rng): void => s.add(vClass(s));
