import { hill } from '../lib/land.ts';
import { INK } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n, pts, type Point, type Svg } from '../lib/svg.ts';

/**
 * The station: a train at the platform under the arched iron and glass hall, the platform's
 * lamps and clock, daylight at the far end.
 */
export function trainStation(s: Svg, rng: Rng): void {
  const VX = 860;
  const VY = 500;
  const at = (x: number, y: number, z: number): Point => [VX + x / z, VY + y / z];
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${INK.navy}"/>`);
  // The hall: glass over iron ribs, from far to near.
  const glass = s.linear([
    [0, '#9fb1bf'],
    [1, INK.cream],
  ]);
  s.add(`<rect width="${s.w}" height="${VY}" fill="${glass}"/>`);
  const zs = [7, 5.2, 3.9, 2.9, 2.2, 1.65, 1.25, 0.95];
  let ribs = '';
  for (const z of zs) {
    const [x0, y0] = at(-1300, 120, z);
    const [x1] = at(1300, 120, z);
    const ry = 900 / z;
    const w = 26 / z;
    ribs += `M${n(x0)},${n(y0)}A${n((x1 - x0) / 2)},${n(ry)} 0 0 1 ${n(x1)},${n(y0)}L${n(x1 - w)},${n(y0)}A${n((x1 - x0) / 2 - w)},${n(ry - w)} 0 0 0 ${n(x0 + w)},${n(y0)}Z`;
  }
  // Purlins running to the far end.
  for (let i = 1; i < 10; i++) {
    const a = Math.PI + (Math.PI * i) / 10;
    const px = Math.cos(a) * 1300;
    const py = 120 + Math.sin(a) * 900;
    ribs += `M${pts([at(px - 6, py, 0.95), at(px + 6, py, 0.95), at(px + 6, py, 7), at(px - 6, py, 7)])}Z`;
  }
  s.add(`<path d="${ribs}" fill="${INK.navyMid}"/>`);
  // Daylight at the end of the hall.
  s.add(
    `<path d="M${pts([at(-1300, 120, 7), at(1300, 120, 7), at(1300, 560, 7), at(-1300, 560, 7)])}Z" fill="${INK.cream}"/>`,
    hill(
      [
        [VX - 190, VY + 30],
        [VX - 60, VY - 10],
        [VX + 80, VY + 10],
        [VX + 190, VY + 20],
      ],
      VY + 80,
      '#aab7c2',
    ),
  );
  // Platform on the left, track bed, train on the right.
  s.add(
    `<path d="M${pts([at(-1800, 420, 1), at(-180, 420, 1), at(-180, 420, 7), at(-1300, 420, 7)])}Z" fill="${INK.parchment}"/>`,
    `<path d="M${pts([at(-180, 420, 1), at(-180, 560, 1), at(-180, 560, 7), at(-180, 420, 7)])}Z" fill="${INK.slate}"/>`,
    `<path d="M${pts([at(-230, 420, 1), at(-180, 420, 1), at(-180, 420, 7), at(-230, 420, 7)])}Z" fill="${INK.gold}"/>`,
    `<path d="M${pts([at(-180, 560, 1), at(1800, 560, 1), at(1300, 560, 7), at(-180, 560, 7)])}Z" fill="${mix(INK.navy, INK.goldDark, 0.3)}"/>`,
    ...[-60, 140].map(
      (x) =>
        `<path d="M${pts([at(x - 8, 560, 0.8), at(x + 8, 560, 0.8), at(x + 8, 560, 7), at(x - 8, 560, 7)])}Z" fill="${INK.goldLight}" opacity="0.7"/>`,
    ),
  );
  const T = 260;
  const trainSide = (y0: number, y1: number, ink: string): string =>
    `<path d="M${pts([at(T, y0, 0.3), at(T, y0, 6.6), at(T, y1, 6.6), at(T, y1, 0.3)])}Z" fill="${ink}"/>`;
  s.add(
    trainSide(-200, 540, INK.wine),
    trainSide(-120, 40, INK.cream),
    trainSide(380, 420, INK.gold),
    `<path d="M${pts([at(T, -200, 6.6), at(T + 300, -200, 6.6), at(T + 300, 540, 6.6), at(T, 540, 6.6)])}Z" fill="${mix(INK.wine, INK.navy, 0.3)}"/>`,
  );
  let windows = '';
  let doors = '';
  for (let z = 0.42; z < 6.4; z += z * 0.16 + 0.12) {
    windows += `M${pts([at(T, -100, z), at(T, -100, z + z * 0.1 + 0.06), at(T, 20, z + z * 0.1 + 0.06), at(T, 20, z)])}Z`;
  }
  for (const z of [0.62, 1.2, 2.6, 4.4]) {
    doors += `M${pts([at(T, 80, z), at(T, 80, z + z * 0.08), at(T, 500, z + z * 0.08), at(T, 500, z)])}Z`;
  }
  s.add(
    `<path d="${windows}" fill="${INK.navyMid}"/>`,
    `<path d="${doors}" fill="${mix(INK.wine, INK.navy, 0.45)}"/>`,
  );
  // Lamps and the platform clock.
  let posts = '';
  for (const z of [1.3, 2.2, 3.6, 5.6]) {
    posts += `M${pts([at(-700, 420, z), at(-686, 420, z), at(-686, -260, z), at(-700, -260, z)])}Z`;
  }
  const [cx, cy] = at(-693, -300, 1.3);
  s.add(
    `<path d="${posts}" fill="${INK.navyMid}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(70 / 1.3)}" fill="${INK.navyMid}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(60 / 1.3)}" fill="${INK.cream}"/>`,
    `<path d="M${n(cx - 1.5)},${n(cy)}V${n(cy - 36)}H${n(cx + 1.5)}V${n(cy)}ZM${n(cx)},${n(cy - 1.5)}H${n(cx + 26)}V${n(cy + 1.5)}H${n(cx)}Z" fill="${INK.navy}"/>`,
  );
  rng.next();
}
