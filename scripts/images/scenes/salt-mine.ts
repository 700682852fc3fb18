import { finish, glow } from '../lib/atmosphere.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n, pts, type Point, type Svg } from '../lib/svg.ts';

const VX = 800;
const VY = 430;

/** Point of the tunnel cross-section at depth z (1 = picture plane, larger = farther). */
const at = (x: number, y: number, z: number): Point => [VX + (x - VX) / z, VY + (y - VY) / z];

/** Tunnel profile (near frame) as a polygon: straight walls and an arched roof. */
function profile(z: number): Point[] {
  const out: Point[] = [];
  const left = -80;
  const right = 1680;
  const floor = 980;
  const spring = 430;
  out.push(at(left, floor, z));
  for (let i = 0; i <= 24; i++) {
    const a = Math.PI + (Math.PI * i) / 24;
    out.push(at(VX + Math.cos(a) * (right - left) * 0.5, spring + Math.sin(a) * 380, z));
  }
  out.push(at(right, floor, z));
  return out;
}

/** Salzwelten: a salt-mine gallery with timber frames, striated salt rock and warm lamps. */
export function saltMine(s: Svg, rng: Rng): void {
  s.add(`<rect width="${s.w}" height="${s.h}" fill="#120d0b"/>`);
  const near = profile(1);
  const far = profile(9);
  // Rock faces between near and far profile, split into bands that converge on the far end.
  for (let i = 0; i < near.length - 1; i++) {
    const a = near[i] as Point;
    const b = near[i + 1] as Point;
    const c = far[i + 1] as Point;
    const d = far[i] as Point;
    const band = mix('#7e4d38', '#a87658', 0.5 + 0.5 * Math.sin(i * 0.45 + rng.range(0, 0.6)));
    const fill = s.linear(
      [
        [0, mix(band, '#120d0b', 0.6)],
        [1, mix(band, '#ffcf9a', 0.1)],
      ],
      { x1: a[0], y1: a[1], x2: d[0], y2: d[1], user: true },
    );
    s.add(`<polygon points="${pts([a, b, c, d])}" fill="${fill}"/>`);
  }
  // Wavy strata lines in the salt rock.
  for (let i = 0; i < 40; i++) {
    const y = rng.range(120, 950);
    const side = rng.chance(0.5) ? -1 : 1;
    const line: Point[] = [];
    for (let z = 1; z <= 8; z += 0.5)
      line.push(at(VX + side * 650, y + Math.sin(z * 1.3 + i) * 18, z));
    s.add(
      `<polyline points="${pts(line)}" fill="none" stroke="${rng.pick(['#e8c8a0', '#4a2a20', '#d9b08a'])}" stroke-width="${n(rng.range(1, 3))}" opacity="${n(rng.range(0.08, 0.22))}"/>`,
    );
  }
  // Glow at the far end.
  s.add(`<polygon points="${pts(profile(9))}" fill="#f2c27e"/>`);
  s.add(glow(s, VX, VY + 40, 320, '#ffd79a', 0.85));
  // Floor, rails and sleepers.
  const floor = [at(-80, 980, 1), at(1680, 980, 1), at(1680, 980, 9), at(-80, 980, 9)];
  s.add(
    `<polygon points="${pts(floor)}" fill="${s.linear(
      [
        [0, '#6e4c3a'],
        [1, '#2a1c16'],
      ],
      { y1: 550, y2: 980, user: true },
    )}"/>`,
  );
  for (let z = 1.1; z < 9; z *= 1.16) {
    s.add(
      `<polygon points="${pts([at(560, 980, z), at(1040, 980, z), at(1040, 980, z * 1.05), at(560, 980, z * 1.05)])}" fill="#3a2920"/>`,
    );
  }
  for (const rx of [640, 960]) {
    s.add(
      `<path d="M${pts([at(rx, 980, 1), at(rx, 980, 9)])}" stroke="#e9c48f" stroke-width="5" opacity="0.8"/>`,
    );
  }
  // Timber frames and lamps, receding.
  for (let z = 1.25; z < 9; z *= 1.42) {
    const w = 34 / z;
    const [lx, ly] = at(40, 980, z);
    const [rx] = at(1560, 980, z);
    const [, ty] = at(40, 250, z);
    const wood = mix('#6b4326', '#120d0b', Math.min(0.8, (z - 1) / 9));
    const lit = mix('#c08552', '#120d0b', Math.min(0.8, (z - 1) / 9));
    s.add(
      `<rect x="${n(lx - w / 2)}" y="${n(ty)}" width="${n(w)}" height="${n(ly - ty)}" fill="${wood}"/>`,
      `<rect x="${n(rx - w / 2)}" y="${n(ty)}" width="${n(w)}" height="${n(ly - ty)}" fill="${wood}"/>`,
      `<rect x="${n(lx + w / 2 - 4 / z)}" y="${n(ty)}" width="${n(5 / z)}" height="${n(ly - ty)}" fill="${lit}"/>`,
      `<rect x="${n(lx - w)}" y="${n(ty - w)}" width="${n(rx - lx + 2 * w)}" height="${n(w)}" fill="${wood}"/>`,
      `<rect x="${n(lx - w)}" y="${n(ty - 4 / z)}" width="${n(rx - lx + 2 * w)}" height="${n(4 / z)}" fill="${lit}"/>`,
    );
    for (const side of [lx + w, rx - w]) {
      const [, lampY] = at(0, 480, z);
      s.add(glow(s, side, lampY, 300 / z, '#ffcf85', 0.75));
      s.add(`<circle cx="${n(side)}" cy="${n(lampY)}" r="${n(9 / z)}" fill="#fff1c8"/>`);
    }
  }
  // Salt crystals glittering.
  for (let i = 0; i < 160; i++) {
    const x = rng.range(0, s.w);
    const y = rng.range(0, s.h);
    const d = Math.hypot(x - VX, y - VY);
    if (d < 240) continue;
    s.add(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(0.6, 1.8))}" fill="#fff6e6" opacity="${n(rng.range(0.2, 0.8))}"/>`,
    );
  }
  s.add(finish(s, 0.7, 0.2));
}
