import { INK } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n, pts, type Point, type Svg } from '../lib/svg.ts';

/** The vanishing point, a little right of the middle (docs: composition). */
const VX = 900;
const VY = 470;
const at = (x: number, y: number, z: number): Point => [VX + x / z, VY + y / z];

/** The timbered gallery's section at depth z: wider at the floor than under the cap beam. */
const FLOOR = 520;
const ROOF = -520;
const WALL_FLOOR = 860;
const WALL_ROOF = 640;
const FAR = 14;

const SALT = ['#8f4a3a', '#c28f62', '#a8654a', '#d8b98c', '#7a4034', '#b97c58'] as const;

/**
 * Salzwelten: a gallery of the salt mine in perspective, its walls banded in the red and cream
 * layers of the salt rock, timber frames every few metres, lamps on the cap beams, the mine
 * railway running to the lit chamber at the far end.
 */
export function saltMine(s: Svg, rng: Rng): void {
  const dark = mix(INK.navyDeep, INK.wine, 0.35);
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${dark}"/>`);
  // Salt layers along both walls, running to the far end.
  for (const side of [-1, 1]) {
    const top: Point = [side * WALL_ROOF, ROOF];
    const bottom: Point = [side * WALL_FLOOR, FLOOR];
    const bands = 9;
    for (let i = 0; i < bands; i++) {
      const t0 = i / bands + rng.range(-0.02, 0.02);
      const t1 = (i + 1) / bands + rng.range(-0.02, 0.02);
      const a: Point = [top[0] + (bottom[0] - top[0]) * t0, top[1] + (bottom[1] - top[1]) * t0];
      const b: Point = [top[0] + (bottom[0] - top[0]) * t1, top[1] + (bottom[1] - top[1]) * t1];
      const near = (p: Point): Point => [p[0] * 2.2, p[1] * 2.2];
      const ink = mix(SALT[(i + (side > 0 ? 3 : 0)) % SALT.length] as string, dark, 0.25);
      s.add(
        `<path d="M${pts([at(...near(a), 1), at(...near(b), 1), at(b[0], b[1], FAR), at(a[0], a[1], FAR)])}Z" fill="${ink}"/>`,
      );
    }
  }
  // Ceiling and floor.
  s.add(
    `<path d="M${pts([at(-WALL_ROOF * 2.2, ROOF * 2.2, 1), at(WALL_ROOF * 2.2, ROOF * 2.2, 1), at(WALL_ROOF, ROOF, FAR), at(-WALL_ROOF, ROOF, FAR)])}Z" fill="${mix(dark, INK.navyDeep, 0.5)}"/>`,
    `<path d="M${pts([at(-WALL_FLOOR * 2.2, FLOOR * 2.2, 1), at(WALL_FLOOR * 2.2, FLOOR * 2.2, 1), at(WALL_FLOOR, FLOOR, FAR), at(-WALL_FLOOR, FLOOR, FAR)])}Z" fill="${mix(INK.goldDark, dark, 0.55)}"/>`,
  );
  // The lit chamber at the far end.
  const glow = s.radial(
    [
      [0, INK.goldLight, 0.9],
      [0.4, INK.gold, 0.35],
      [1, INK.gold, 0],
    ],
    { cx: VX, cy: VY, r: 300, user: true },
  );
  s.add(
    `<circle cx="${VX}" cy="${VY}" r="300" fill="${glow}"/>`,
    `<path d="M${pts([at(-WALL_FLOOR, FLOOR, FAR), at(-WALL_ROOF, ROOF, FAR), at(WALL_ROOF, ROOF, FAR), at(WALL_FLOOR, FLOOR, FAR)])}Z" fill="${INK.goldLight}"/>`,
  );
  // Sleepers and the two rails.
  let sleepers = '';
  for (let z = 1.05; z < FAR; z *= 1.16) {
    const d = 0.05 * z;
    sleepers += `M${pts([at(-300, FLOOR, z), at(300, FLOOR, z), at(300, FLOOR, z + d), at(-300, FLOOR, z + d)])}Z`;
  }
  s.add(`<path d="${sleepers}" fill="${mix(INK.goldDark, dark, 0.25)}"/>`);
  for (const x of [-200, 200]) {
    s.add(
      `<path d="M${pts([at(x - 12, FLOOR, 1), at(x + 12, FLOOR, 1), at(x + 12, FLOOR, FAR), at(x - 12, FLOOR, FAR)])}Z" fill="${INK.goldLight}"/>`,
    );
  }
  // Timber frames from far to near, each with a lamp under its cap beam.
  const frames = [9.5, 6.4, 4.3, 2.9, 1.95, 1.3];
  for (const z of frames) {
    const post = 46;
    const cap = 54;
    const wood = mix('#7b5230', dark, Math.min(0.6, z / 16));
    const lit = mix(INK.gold, dark, Math.min(0.5, z / 20));
    const frame = (x0: number, x1: number): string => {
      const left = `M${pts([at(-WALL_FLOOR + x0, FLOOR, z), at(-WALL_FLOOR + x0 + post, FLOOR, z), at(-WALL_ROOF + x1 + post, ROOF, z), at(-WALL_ROOF + x1, ROOF, z)])}Z`;
      const right = `M${pts([at(WALL_FLOOR - x0, FLOOR, z), at(WALL_FLOOR - x0 - post, FLOOR, z), at(WALL_ROOF - x1 - post, ROOF, z), at(WALL_ROOF - x1, ROOF, z)])}Z`;
      const beam = `M${pts([at(-WALL_ROOF - 30, ROOF - 10, z), at(WALL_ROOF + 30, ROOF - 10, z), at(WALL_ROOF + 30, ROOF + cap, z), at(-WALL_ROOF - 30, ROOF + cap, z)])}Z`;
      return left + right + beam;
    };
    const edge = `M${pts([at(-WALL_FLOOR + 46, FLOOR, z), at(-WALL_FLOOR + 58, FLOOR, z), at(-WALL_ROOF + 58, ROOF + 54, z), at(-WALL_ROOF + 46, ROOF + 54, z)])}ZM${pts([at(-WALL_ROOF, ROOF + 54, z), at(WALL_ROOF, ROOF + 54, z), at(WALL_ROOF, ROOF + 64, z), at(-WALL_ROOF, ROOF + 64, z)])}Z`;
    const [lx, ly] = at(0, ROOF + 120, z);
    const r = 22 / z;
    s.add(
      `<path d="${frame(0, 0)}" fill="${wood}"/>`,
      `<path d="${edge}" fill="${lit}"/>`,
      `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(r * 3.4)}" fill="${INK.goldLight}" opacity="0.14"/>`,
      `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(r * 1.9)}" fill="${INK.goldLight}" opacity="0.22"/>`,
      `<rect x="${n(lx - 1.5 / z)}" y="${n(at(0, ROOF + 60, z)[1])}" width="${n(3 / z + 1)}" height="${n(ly - at(0, ROOF + 60, z)[1])}" fill="${INK.navy}"/>`,
      `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(r)}" fill="${INK.cream}"/>`,
    );
  }
}
