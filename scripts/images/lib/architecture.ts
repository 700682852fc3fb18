import type { Rng } from './rng.ts';
import { mix, n } from './svg.ts';

/** Onion dome standing on (x, y): width w, height h including the spike. */
export function onion(x: number, y: number, w: number, h: number): string {
  const side = (k: 1 | -1): string => {
    const X = (f: number): string => n(x + k * w * f);
    const Y = (f: number): string => n(y - h * f);
    return k === -1
      ? `M${X(0.5)},${Y(0)}C${X(0.66)},${Y(0.14)} ${X(0.66)},${Y(0.42)} ${X(0.22)},${Y(0.58)}C${X(0.08)},${Y(0.64)} ${X(0.06)},${Y(0.7)} ${X(0.05)},${Y(0.76)}L${X(0.1)},${Y(0.8)}L${X(0.02)},${Y(0.86)}L${X(0.012)},${Y(1)}`
      : `L${X(0.012)},${Y(1)}L${X(0.02)},${Y(0.86)}L${X(0.1)},${Y(0.8)}L${X(0.05)},${Y(0.76)}C${X(0.06)},${Y(0.7)} ${X(0.08)},${Y(0.64)} ${X(0.22)},${Y(0.58)}C${X(0.66)},${Y(0.42)} ${X(0.66)},${Y(0.14)} ${X(0.5)},${Y(0)}Z`;
  };
  return side(-1) + side(1);
}

/** Baroque tiered helm (bell cap, open lantern, small onion, spike). */
export function helm(x: number, y: number, w: number, h: number): string {
  const bellH = h * 0.42;
  const bell = `M${n(x - w / 2)},${n(y)}C${n(x - w * 0.52)},${n(y - bellH * 0.7)} ${n(x - w * 0.16)},${n(y - bellH * 0.55)} ${n(x - w * 0.14)},${n(y - bellH)}L${n(x + w * 0.14)},${n(y - bellH)}C${n(x + w * 0.16)},${n(y - bellH * 0.55)} ${n(x + w * 0.52)},${n(y - bellH * 0.7)} ${n(x + w / 2)},${n(y)}Z`;
  const lanternTop = y - bellH - h * 0.16;
  const lantern = `M${n(x - w * 0.13)},${n(y - bellH)}h${n(w * 0.26)}V${n(lanternTop)}h${n(-w * 0.26)}Z`;
  return bell + lantern + onion(x, lanternTop, w * 0.34, h - bellH - h * 0.16);
}

/** Gothic spire: a tall pyramid with a small base moulding. */
export function spire(x: number, y: number, w: number, h: number): string {
  return `M${n(x - w / 2)},${n(y)}L${n(x - w * 0.42)},${n(y - h * 0.06)}L${n(x)},${n(y - h)}L${n(x + w * 0.42)},${n(y - h * 0.06)}L${n(x + w / 2)},${n(y)}Z`;
}

/** Dome on a drum with a lantern: centre x, base y. */
export function dome(x: number, y: number, w: number, h: number): string {
  const drumH = h * 0.28;
  const capH = h * 0.4;
  const top = y - drumH;
  const drum = `M${n(x - w * 0.42)},${n(y)}V${n(top)}H${n(x + w * 0.42)}V${n(y)}Z`;
  const cap = `M${n(x - w / 2)},${n(top)}C${n(x - w / 2)},${n(top - capH * 0.9)} ${n(x - w * 0.18)},${n(top - capH)} ${n(x)},${n(top - capH)}C${n(x + w * 0.18)},${n(top - capH)} ${n(x + w / 2)},${n(top - capH * 0.9)} ${n(x + w / 2)},${n(top)}Z`;
  const lTop = top - capH * 0.95;
  const lantern = `M${n(x - w * 0.07)},${n(lTop)}V${n(lTop - h * 0.12)}H${n(x + w * 0.07)}V${n(lTop)}Z`;
  return drum + cap + lantern + onion(x, lTop - h * 0.12, w * 0.14, h * 0.2);
}

/** Gable-roofed house outline standing on y. */
function house(x: number, y: number, w: number, h: number, roof: number): string {
  return `M${n(x)},${n(y)}V${n(y - h)}L${n(x + w / 2)},${n(y - h - roof)}L${n(x + w)},${n(y - h)}V${n(y)}Z`;
}

/** Grid of windows; each lit with probability `lit`, else drawn dark. */
export function windows(
  rng: Rng,
  o: {
    x: number;
    y: number;
    cols: number;
    rows: number;
    w: number;
    h: number;
    dx: number;
    dy: number;
    lit: number;
    light: string;
    dark: string;
    arch?: boolean;
  },
): string {
  const out: string[] = [];
  for (let r = 0; r < o.rows; r++) {
    for (let c = 0; c < o.cols; c++) {
      const x = o.x + c * o.dx;
      const y = o.y + r * o.dy;
      const on = rng.chance(o.lit);
      const fill = on ? o.light : o.dark;
      const a = on ? rng.range(0.7, 1) : rng.range(0.6, 0.9);
      out.push(
        o.arch
          ? `<path d="M${n(x)},${n(y + o.h)}V${n(y + o.w / 2)}A${n(o.w / 2)},${n(o.w / 2)} 0 0 1 ${n(x + o.w)},${n(y + o.w / 2)}V${n(y + o.h)}Z" fill="${fill}" opacity="${n(a)}"/>`
          : `<rect x="${n(x)}" y="${n(y)}" width="${n(o.w)}" height="${n(o.h)}" fill="${fill}" opacity="${n(a)}"/>`,
      );
    }
  }
  return out.join('');
}

/** A row of narrow town houses (silhouettes plus lit windows). */
export function townRow(
  rng: Rng,
  o: {
    x0: number;
    x1: number;
    y: number;
    minH: number;
    maxH: number;
    fill: string;
    light: string;
    dark: string;
    lit?: number;
    roofs?: 'mixed' | 'gable' | 'flat' | 'hip';
  },
): string {
  const bodies: string[] = [];
  const glass: string[] = [];
  let x = o.x0;
  while (x < o.x1) {
    const w = rng.range(34, 70);
    const h = rng.range(o.minH, o.maxH);
    const kind =
      o.roofs === 'mixed' || o.roofs === undefined ? rng.pick(['gable', 'flat', 'hip']) : o.roofs;
    const roof = kind === 'gable' ? w * rng.range(0.35, 0.6) : kind === 'hip' ? w * 0.18 : 3;
    bodies.push(
      kind === 'hip'
        ? `M${n(x)},${n(o.y)}V${n(o.y - h)}L${n(x + w * 0.25)},${n(o.y - h - roof)}H${n(x + w * 0.75)}L${n(x + w)},${n(o.y - h)}V${n(o.y)}Z`
        : house(x, o.y, w, h, roof),
    );
    const cols = Math.max(2, Math.floor(w / 15));
    const dx = w / cols;
    const rows = Math.max(1, Math.floor((h - 14) / 17));
    glass.push(
      windows(rng, {
        x: x + dx * 0.3,
        y: o.y - h + 8,
        cols,
        rows,
        w: dx * 0.4,
        h: 8,
        dx,
        dy: 17,
        lit: o.lit ?? 0.35,
        light: o.light,
        dark: o.dark,
      }),
    );
    x += w + rng.range(-2, 1);
  }
  return `<path d="${bodies.join('')}" fill="${o.fill}"/>${glass.join('')}`;
}

/** Baroque town houses with pastel facades, cornices, windows and lit shop arches. */
export function facadeRow(
  rng: Rng,
  o: {
    x0: number;
    x1: number;
    y: number;
    minH: number;
    maxH: number;
    colors: readonly string[];
    roof: string;
    light: string;
    dark: string;
    /** 0..1: how strongly facades are dimmed toward `dim`. */
    shade: number;
    dim: string;
    lit?: number;
  },
): string {
  const out: string[] = [];
  let x = o.x0;
  while (x < o.x1) {
    const floors = rng.int(3, 5);
    const w = rng.range(70, 130);
    const h = Math.min(o.maxH, Math.max(o.minH, floors * rng.range(28, 34) + 26));
    const top = o.y - h;
    const base = mix(rng.pick(o.colors), o.dim, o.shade);
    const roofH = rng.range(14, 30);
    out.push(
      `<path d="M${n(x - 2)},${n(top)}L${n(x + w * 0.12)},${n(top - roofH)}H${n(x + w * 0.88)}L${n(x + w + 2)},${n(top)}Z" fill="${o.roof}"/>`,
      `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${base}"/>`,
      `<rect x="${n(x - 2)}" y="${n(top)}" width="${n(w + 4)}" height="3" fill="${mix(base, '#ffffff', 0.25)}"/>`,
      `<rect x="${n(x + w - 4)}" y="${n(top)}" width="4" height="${n(h)}" fill="${mix(base, '#000', 0.25)}"/>`,
    );
    if (rng.chance(0.6)) {
      const dw = w * 0.14;
      out.push(
        `<path d="M${n(x + w / 2 - dw / 2)},${n(top - roofH * 0.2)}V${n(top - roofH * 0.7)}L${n(x + w / 2)},${n(top - roofH)}L${n(x + w / 2 + dw / 2)},${n(top - roofH * 0.7)}V${n(top - roofH * 0.2)}Z" fill="${mix(o.roof, base, 0.3)}"/>`,
      );
    }
    const cols = Math.max(2, Math.round(w / 26));
    const dx = w / cols;
    const floorH = (h - 30) / floors;
    for (let f = 0; f < floors; f++) {
      const fy = top + 8 + f * floorH;
      out.push(
        `<rect x="${n(x)}" y="${n(fy + floorH - 3)}" width="${n(w)}" height="1.5" fill="${mix(base, '#000', 0.2)}"/>`,
      );
      for (let c = 0; c < cols; c++) {
        const on = rng.chance(o.lit ?? 0.35);
        const wx = x + c * dx + dx * 0.3;
        const ww = dx * 0.4;
        out.push(
          `<rect x="${n(wx)}" y="${n(fy + floorH * 0.2)}" width="${n(ww)}" height="${n(floorH * 0.55)}" fill="${on ? o.light : o.dark}" opacity="${n(on ? rng.range(0.75, 1) : 0.85)}"/>`,
          `<rect x="${n(wx - 1.5)}" y="${n(fy + floorH * 0.2 - 3)}" width="${n(ww + 3)}" height="2" fill="${mix(base, '#ffffff', 0.2)}"/>`,
        );
      }
    }
    const shops = Math.max(1, Math.round(w / 40));
    for (let c = 0; c < shops; c++) {
      const sw = (w / shops) * 0.6;
      const sx = x + (w / shops) * (c + 0.2);
      const on = rng.chance(0.7);
      out.push(
        `<path d="M${n(sx)},${n(o.y)}V${n(o.y - 16)}A${n(sw / 2)},${n(sw / 2)} 0 0 1 ${n(sx + sw)},${n(o.y - 16)}V${n(o.y)}Z" fill="${on ? o.light : o.dark}" opacity="${on ? 0.9 : 0.8}"/>`,
      );
    }
    x += w;
  }
  return out.join('');
}
