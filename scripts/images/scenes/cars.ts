import { INK } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n, type Svg } from '../lib/svg.ts';
import { ARCH, BOTTOM, E_CLASS, V_CLASS, type Profile } from './car-shapes.ts';

/** Where a car stands: its rear bumper at x, the ground at y, px per mm; it faces right. */
interface Place {
  x: number;
  y: number;
  scale: number;
  /** Faces left instead (mirrored about its middle). */
  left?: boolean;
}

/** Paint of a car in a scene: the black paint's reflections follow the light around it. */
export interface CarInks {
  paint: string;
  /** Sky reflected along the upper body, and the horizon reflected low on the doors. */
  sky: string;
  low: string;
  glass: string;
  chrome: string;
  lamp: string;
  tail: string;
}

export const DAY_INKS: CarInks = {
  paint: '#1a2030',
  sky: '#6a7c9c',
  low: '#3a4762',
  glass: '#0d111b',
  chrome: '#d9d6cf',
  lamp: INK.cream,
  tail: '#8e2f35',
};

export const NIGHT_INKS: CarInks = {
  paint: '#10141f',
  sky: '#2e3a56',
  low: '#6b5a3e',
  glass: '#090c14',
  chrome: INK.goldLight,
  lamp: INK.cream,
  tail: '#b23a3c',
};

/** Turns a profile's path commands into SVG path data at a place. */
function path(cmds: Profile['body'], p: Place, length: number): string {
  const X = (x: number): string => n(p.x + (p.left ? length - x : x) * p.scale);
  const Y = (z: number): string => n(p.y - z * p.scale);
  const r = n(ARCH * p.scale);
  return cmds
    .map(([c, ...v]) => {
      if (c === 'Z') return 'Z';
      if (c === 'A') return `A${r},${r} 0 1 ${p.left ? 1 : 0} ${X(v[0] ?? 0)},${Y(v[1] ?? 0)}`;
      const xy: string[] = [];
      for (let i = 0; i < v.length; i += 2) xy.push(`${X(v[i] ?? 0)},${Y(v[i + 1] ?? 0)}`);
      return `${c}${xy.join(' ')}`;
    })
    .join('');
}

/** A wheel: tyre, a flat silver rim with five twin spokes, the hub. */
function wheel(x: number, y: number, tyre: number, rim: number, c: CarInks): string {
  let spokes = '';
  for (let i = 0; i < 5; i++) {
    for (const off of [-0.16, 0.16]) {
      const a = (i * 2 * Math.PI) / 5 + off - Math.PI / 2;
      const w = 0.09;
      const p = (ang: number, r: number): string =>
        `${n(x + Math.cos(ang) * r)},${n(y + Math.sin(ang) * r)}`;
      spokes += `M${p(a - w, rim * 0.22)}L${p(a - w * 0.45, rim * 0.92)}L${p(a + w * 0.45, rim * 0.92)}L${p(a + w, rim * 0.22)}Z`;
    }
  }
  return [
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(tyre)}" fill="${INK.tyre}"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rim)}" fill="${mix(c.chrome, c.paint, 0.55)}"/>`,
    `<path d="${spokes}" fill="${c.chrome}"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rim * 0.2)}" fill="${c.chrome}"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rim * 0.1)}" fill="${c.paint}"/>`,
  ].join('');
}

/**
 * A car in side view, in the poster's manner: black paint broken into a few flat reflections
 * (sky along the shoulder, the horizon low on the doors), dark glass with a chrome surround,
 * lamps, flat wheels.
 */
export function carSide(s: Svg, car: Profile, p: Place, c: CarInks): string {
  const k = p.scale;
  const L = car.length;
  const body = path(car.body, p, L);
  const clip = s.clip(body);
  const well = s.clip(
    `M${n(p.x - 10)},${n(p.y - 2000 * k)}H${n(p.x + L * k + 10)}V${n(p.y - BOTTOM * k)}H${n(p.x - 10)}Z`,
  );
  const X = (x: number): number => p.x + (p.left ? L - x : x) * k;
  const band = (z0: number, z1: number, ink: string): string =>
    `<rect x="${n(p.x - 10)}" y="${n(p.y - z1 * k)}" width="${n(L * k + 20)}" height="${n((z1 - z0) * k)}" fill="${ink}"/>`;
  let cuts = '';
  for (const [x0, z0, x1, z1] of car.cuts) {
    cuts += `M${n(X(x0))},${n(p.y - z0 * k)}L${n(X(x1))},${n(p.y - z1 * k)}`;
  }
  return [
    `<ellipse cx="${n(p.x + (L * k) / 2)}" cy="${n(p.y)}" rx="${n(L * k * 0.52)}" ry="${n(Math.max(3, 70 * k))}" fill="#000000" opacity="0.28"/>`,
    `<g clip-path="${well}">`,
    ...car.axles.map(
      (a) =>
        `<circle cx="${n(X(a))}" cy="${n(p.y - car.tyre * k)}" r="${n((ARCH - 6) * k)}" fill="${mix(c.paint, '#000000', 0.6)}"/>`,
    ),
    `</g>`,
    `<path d="${body}" fill="${c.paint}"/>`,
    `<g clip-path="${clip}">`,
    band(car.shoulder, car.shoulder + 150, mix(c.sky, c.paint, 0.25)),
    band(car.shoulder - 26, car.shoulder, mix(c.sky, c.chrome, 0.3)),
    band(car.sill, car.sill + 60, mix(c.low, c.paint, 0.3)),
    `</g>`,
    `<path d="${body}" fill="none" stroke="${mix(c.sky, c.chrome, 0.5)}" stroke-width="${n(Math.max(1, 14 * k))}" opacity="0.7"/>`,
    `<path d="${cuts}" fill="none" stroke="${mix(c.paint, '#000000', 0.5)}" stroke-width="${n(Math.max(1, 14 * k))}"/>`,
    `<path d="${path(car.glass, p, L)}" fill="${c.glass}" stroke="${c.chrome}" stroke-width="${n(Math.max(1, 22 * k))}"/>`,
    `<path d="${path(car.pillars, p, L)}" fill="${mix(c.glass, c.paint, 0.5)}"/>`,
    `<path d="${path(car.mirror, p, L)}" fill="${c.paint}"/>`,
    `<path d="${path(car.head, p, L)}" fill="${c.lamp}"/>`,
    `<path d="${path(car.tail, p, L)}" fill="${c.tail}"/>`,
    ...car.axles.map((a) => wheel(X(a), p.y - car.tyre * k, car.tyre * k, car.rim * k, c)),
  ].join('');
}

/** One scale for both cars (px per mm), so the saloon and the van compare as on the street. */
const SCALE = 0.172;
const GROUND = 430;

/** The E-Class saloon, facing right, on a transparent 960×480 ground. */
export function eClassScene(s: Svg, _rng: Rng): void {
  s.add(
    carSide(
      s,
      E_CLASS,
      { x: (960 - E_CLASS.length * SCALE) / 2, y: GROUND, scale: SCALE },
      DAY_INKS,
    ),
  );
}

/** The long V-Class, facing right, on a transparent 960×480 ground. */
export function vClassScene(s: Svg, _rng: Rng): void {
  s.add(
    carSide(
      s,
      V_CLASS,
      { x: (960 - V_CLASS.length * SCALE) / 2, y: GROUND, scale: SCALE },
      DAY_INKS,
    ),
  );
}
