import type { Rng } from './rng.ts';
import { mix, n, type Svg } from './svg.ts';

export interface PalaceOpts {
  /** Left edge and ground line. */
  x: number;
  y: number;
  bays: number;
  bayW: number;
  floors: number;
  floorH: number;
  /** Facade colour (already tinted for the light), trim colour, roof colour. */
  wall: string;
  trim: string;
  roof: string;
  light: string;
  dark: string;
  lit: number;
  roofStyle: 'mansard' | 'hip';
  /** Central projection: number of bays and whether it has a pediment. */
  center?: { bays: number; pediment: boolean; extraFloor?: boolean };
  /** Light from the left gives the right end a shade. */
  shade?: number;
}

/** A baroque palace facade: storeys, pilasters, cornice, windows, central risalit and roof. */
export function palace(s: Svg, rng: Rng, o: PalaceOpts): string {
  const w = o.bays * o.bayW;
  const h = o.floors * o.floorH + o.floorH * 0.35;
  const top = o.y - h;
  const out: string[] = [];
  const roofH = o.roofStyle === 'mansard' ? o.floorH * 1.3 : o.floorH * 0.9;
  const roof =
    o.roofStyle === 'mansard'
      ? `M${n(o.x - 4)},${n(top)}L${n(o.x + roofH * 0.25)},${n(top - roofH * 0.7)}L${n(o.x + roofH * 0.9)},${n(top - roofH)}H${n(o.x + w - roofH * 0.9)}L${n(o.x + w - roofH * 0.25)},${n(top - roofH * 0.7)}L${n(o.x + w + 4)},${n(top)}Z`
      : `M${n(o.x - 4)},${n(top)}L${n(o.x + roofH * 1.4)},${n(top - roofH)}H${n(o.x + w - roofH * 1.4)}L${n(o.x + w + 4)},${n(top)}Z`;
  const roofFill = s.linear([
    [0, mix(o.roof, '#ffffff', 0.12)],
    [1, o.roof],
  ]);
  out.push(`<path d="${roof}" fill="${roofFill}"/>`);
  // Dormers.
  for (let b = 1; b < o.bays - 1; b += 2) {
    const dx = o.x + b * o.bayW + o.bayW * 0.3;
    const dw = o.bayW * 0.4;
    const dy = top - roofH * 0.55;
    out.push(
      `<path d="M${n(dx)},${n(top - roofH * 0.15)}V${n(dy)}L${n(dx + dw / 2)},${n(dy - dw * 0.5)}L${n(dx + dw)},${n(dy)}V${n(top - roofH * 0.15)}Z" fill="${mix(o.roof, o.wall, 0.35)}"/>`,
      `<rect x="${n(dx + dw * 0.25)}" y="${n(dy + 2)}" width="${n(dw * 0.5)}" height="${n(roofH * 0.3)}" fill="${rng.chance(o.lit * 0.6) ? o.light : o.dark}"/>`,
    );
  }
  const wallFill = s.linear(
    [
      [0, mix(o.wall, '#ffffff', 0.08)],
      [1, mix(o.wall, '#000000', 0.12)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  out.push(
    `<rect x="${n(o.x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${wallFill}"/>`,
  );
  if (o.center) {
    const cw = o.center.bays * o.bayW;
    const cx = o.x + (w - cw) / 2;
    const extra = o.center.extraFloor ? o.floorH : 0;
    out.push(
      `<rect x="${n(cx - 3)}" y="${n(top - extra)}" width="${n(cw + 6)}" height="${n(h + extra)}" fill="${mix(o.wall, '#ffffff', 0.1)}"/>`,
    );
    if (o.center.pediment)
      out.push(
        `<path d="M${n(cx - 8)},${n(top - extra)}L${n(cx + cw / 2)},${n(top - extra - o.floorH * 0.9)}L${n(cx + cw + 8)},${n(top - extra)}Z" fill="${o.trim}"/>`,
        `<path d="M${n(cx + 6)},${n(top - extra - 3)}L${n(cx + cw / 2)},${n(top - extra - o.floorH * 0.75)}L${n(cx + cw - 6)},${n(top - extra - 3)}Z" fill="${mix(o.wall, '#ffffff', 0.05)}"/>`,
        `<circle cx="${n(cx + cw / 2)}" cy="${n(top - extra - o.floorH * 0.32)}" r="${n(o.floorH * 0.16)}" fill="#c9a45c"/>`,
      );
    else if (extra)
      out.push(
        `<path d="M${n(cx - 4)},${n(top - extra)}L${n(cx + cw * 0.2)},${n(top - extra - roofH * 0.8)}H${n(cx + cw * 0.8)}L${n(cx + cw + 4)},${n(top - extra)}Z" fill="${roofFill}"/>`,
      );
  }
  // Cornice, string courses, plinth.
  out.push(
    `<rect x="${n(o.x - 5)}" y="${n(top - 2)}" width="${n(w + 10)}" height="${n(o.floorH * 0.14)}" fill="${o.trim}"/>`,
    `<rect x="${n(o.x - 2)}" y="${n(o.y - o.floorH * 0.3)}" width="${n(w + 4)}" height="${n(o.floorH * 0.3)}" fill="${mix(o.wall, '#000', 0.18)}"/>`,
  );
  for (let f = 1; f < o.floors; f++) {
    const fy = o.y - o.floorH * 0.3 - f * o.floorH;
    out.push(
      `<rect x="${n(o.x)}" y="${n(fy)}" width="${n(w)}" height="${n(o.floorH * 0.06)}" fill="${o.trim}" opacity="0.8"/>`,
    );
  }
  for (let b = 0; b <= o.bays; b += 2) {
    out.push(
      `<rect x="${n(o.x + b * o.bayW - o.bayW * 0.06)}" y="${n(top)}" width="${n(o.bayW * 0.12)}" height="${n(h)}" fill="${o.trim}" opacity="0.45"/>`,
    );
  }
  // Windows (ground floor arched).
  for (let f = 0; f < o.floors; f++) {
    const fy = o.y - o.floorH * 0.3 - (f + 1) * o.floorH;
    for (let b = 0; b < o.bays; b++) {
      const wx = o.x + b * o.bayW + o.bayW * 0.3;
      const ww = o.bayW * 0.4;
      const wy = fy + o.floorH * 0.22;
      const wh = o.floorH * 0.62;
      const on = rng.chance(o.lit);
      const fill = on ? o.light : o.dark;
      out.push(
        f === 0
          ? `<path d="M${n(wx)},${n(wy + wh)}V${n(wy + ww / 2)}A${n(ww / 2)},${n(ww / 2)} 0 0 1 ${n(wx + ww)},${n(wy + ww / 2)}V${n(wy + wh)}Z" fill="${fill}"/>`
          : `<rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="${fill}"/>`,
        `<rect x="${n(wx - ww * 0.15)}" y="${n(wy - o.floorH * 0.09)}" width="${n(ww * 1.3)}" height="${n(o.floorH * 0.06)}" fill="${o.trim}"/>`,
      );
    }
  }
  if (o.shade) {
    const sh = s.linear(
      [
        [0, '#000', 0],
        [1, '#000', o.shade],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    );
    out.push(`<rect x="${n(o.x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${sh}"/>`);
  }
  return out.join('');
}
