import { n } from './svg.ts';

/** [lit, shaded] inks of one surface. */
type Pair = readonly [string, string];

export interface WindowOpts {
  rows: number;
  cols: number;
  /** Window width and height as a share of its bay. */
  ww?: number;
  wh?: number;
  /** Round-headed windows. */
  arched?: boolean;
}

/** Path data of a grid of windows filling the box (x, y, w, h). */
export function windowGrid(x: number, y: number, w: number, h: number, o: WindowOpts): string {
  const bw = w / o.cols;
  const bh = h / o.rows;
  const ww = bw * (o.ww ?? 0.42);
  const wh = bh * (o.wh ?? 0.55);
  let d = '';
  for (let r = 0; r < o.rows; r++) {
    for (let c = 0; c < o.cols; c++) {
      const wx = x + c * bw + (bw - ww) / 2;
      const wy = y + r * bh + (bh - wh) / 2;
      if (o.arched) {
        const a = ww / 2;
        d += `M${n(wx)},${n(wy + wh)}V${n(wy + a)}A${n(a)},${n(a)} 0 0 1 ${n(wx + ww)},${n(wy + a)}V${n(wy + wh)}Z`;
      } else d += `M${n(wx)},${n(wy)}h${n(ww)}v${n(wh)}h${n(-ww)}Z`;
    }
  }
  return d;
}

type RoofKind = 'hip' | 'gable' | 'mansard' | 'flat' | 'shed';

export interface BlockOpts {
  wall: Pair;
  /** Width of the side face in shade (a hint of depth), on the right unless `sunRight`. */
  depth?: number;
  roof?: { h: number; color: string; kind?: RoofKind; overhang?: number };
  windows?: WindowOpts & { color: string; inset?: readonly [number, number, number, number] };
  sunRight?: boolean;
}

/**
 * A building seen from the front: its wall, a side face in shade, a roof and its windows. It
 * stands on (x, base) and reaches up h (the wall; the roof sits on top).
 */
export function block(x: number, base: number, w: number, h: number, o: BlockOpts): string {
  const top = base - h;
  const depth = o.depth ?? 0;
  const sx = o.sunRight ? x - depth : x + w;
  let out = `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${o.wall[0]}"/>`;
  if (depth > 0) {
    out += `<rect x="${n(sx)}" y="${n(top)}" width="${n(depth)}" height="${n(h)}" fill="${o.wall[1]}"/>`;
  }
  if (o.roof) {
    const { h: rh, color, kind = 'hip', overhang = 4 } = o.roof;
    const x0 = Math.min(x, sx) - overhang;
    const x1 = Math.max(x + w, sx + depth) + overhang;
    const mid = (x0 + x1) / 2;
    const inset = kind === 'hip' ? Math.min(rh * 1.1, (x1 - x0) * 0.3) : 0;
    const d =
      kind === 'gable'
        ? `M${n(x0)},${n(top)}L${n(mid)},${n(top - rh)}L${n(x1)},${n(top)}Z`
        : kind === 'mansard'
          ? `M${n(x0)},${n(top)}L${n(x0 + rh * 0.25)},${n(top - rh * 0.7)}L${n(x0 + rh * 0.6)},${n(top - rh)}L${n(x1 - rh * 0.6)},${n(top - rh)}L${n(x1 - rh * 0.25)},${n(top - rh * 0.7)}L${n(x1)},${n(top)}Z`
          : kind === 'shed'
            ? `M${n(x0)},${n(top)}L${n(x0)},${n(top - rh)}L${n(x1)},${n(top - rh * 0.3)}L${n(x1)},${n(top)}Z`
            : kind === 'flat'
              ? `M${n(x0)},${n(top)}h${n(x1 - x0)}v${n(-rh)}h${n(x0 - x1)}Z`
              : `M${n(x0)},${n(top)}L${n(x0 + inset)},${n(top - rh)}L${n(x1 - inset)},${n(top - rh)}L${n(x1)},${n(top)}Z`;
    out += `<path d="${d}" fill="${color}"/>`;
  }
  if (o.windows) {
    const [l, t, r, b] = o.windows.inset ?? [w * 0.06, h * 0.08, w * 0.06, h * 0.06];
    out += `<path d="${windowGrid(x + l, top + t, w - l - r, h - t - b, o.windows)}" fill="${o.windows.color}"/>`;
  }
  return out;
}

/**
 * A church dome: a drum with windows, the cupola in copper (lit and shaded halves) and a small
 * lantern with its cap. Stands on (cx, base); r is the cupola's radius.
 */
export function dome(
  cx: number,
  base: number,
  r: number,
  drum: number,
  wall: Pair,
  copper: Pair,
  window: string,
): string {
  const dt = base - drum;
  const lw = r * 0.28;
  const lt = dt - r * 0.95 - r * 0.42;
  return [
    `<rect x="${n(cx - r * 0.86)}" y="${n(dt)}" width="${n(r * 1.72)}" height="${n(drum)}" fill="${wall[0]}"/>`,
    `<rect x="${n(cx + r * 0.5)}" y="${n(dt)}" width="${n(r * 0.36)}" height="${n(drum)}" fill="${wall[1]}"/>`,
    `<path d="${windowGrid(cx - r * 0.7, dt + drum * 0.2, r * 1.4, drum * 0.6, { rows: 1, cols: 4, ww: 0.4, wh: 0.8, arched: true })}" fill="${window}"/>`,
    `<path d="M${n(cx - r)},${n(dt)}C${n(cx - r)},${n(dt - r * 1.3)} ${n(cx + r)},${n(dt - r * 1.3)} ${n(cx + r)},${n(dt)}Z" fill="${copper[0]}"/>`,
    `<path d="M${n(cx + r * 0.12)},${n(dt - r * 0.97)}C${n(cx + r * 0.7)},${n(dt - r * 0.9)} ${n(cx + r)},${n(dt - r * 0.55)} ${n(cx + r)},${n(dt)}H${n(cx + r * 0.35)}C${n(cx + r * 0.38)},${n(dt - r * 0.45)} ${n(cx + r * 0.3)},${n(dt - r * 0.8)} ${n(cx + r * 0.12)},${n(dt - r * 0.97)}Z" fill="${copper[1]}"/>`,
    `<rect x="${n(cx - lw / 2)}" y="${n(lt + r * 0.12)}" width="${n(lw)}" height="${n(r * 0.36)}" fill="${wall[0]}"/>`,
    `<path d="${bell(cx, lt + r * 0.12, lw * 1.15, r * 0.32)}" fill="${copper[0]}"/>`,
    `<rect x="${n(cx - 1)}" y="${n(lt - r * 0.36)}" width="2" height="${n(r * 0.2)}" fill="${copper[1]}"/>`,
  ].join('');
}

/** Path data of a baroque bell-shaped cap (tower helm) on (cx, base). */
export function bell(cx: number, base: number, w: number, h: number): string {
  const a = w / 2;
  return `M${n(cx - a)},${n(base)}C${n(cx - a)},${n(base - h * 0.45)} ${n(cx - a * 0.2)},${n(base - h * 0.55)} ${n(cx)},${n(base - h)}C${n(cx + a * 0.2)},${n(base - h * 0.55)} ${n(cx + a)},${n(base - h * 0.45)} ${n(cx + a)},${n(base)}Z`;
}

/** Path data of an onion dome with its spike on (cx, base). */
export function onion(cx: number, base: number, w: number, h: number): string {
  const a = w / 2;
  const neck = base - h * 0.62;
  return (
    `M${n(cx - a * 0.5)},${n(base)}C${n(cx - a * 1.25)},${n(base - h * 0.22)} ${n(cx - a * 0.9)},${n(neck)} ${n(cx - a * 0.12)},${n(neck - h * 0.1)}` +
    `L${n(cx)},${n(base - h)}L${n(cx + a * 0.12)},${n(neck - h * 0.1)}C${n(cx + a * 0.9)},${n(neck)} ${n(cx + a * 1.25)},${n(base - h * 0.22)} ${n(cx + a * 0.5)},${n(base)}Z`
  );
}

/** Path data of a pointed spire on (cx, base). */
export function spire(cx: number, base: number, w: number, h: number): string {
  return `M${n(cx - w / 2)},${n(base)}L${n(cx)},${n(base - h)}L${n(cx + w / 2)},${n(base)}Z`;
}

/** A square tower: its front in light, a sliver of side in shade, a belfry opening and a cap. */
export function tower(
  cx: number,
  base: number,
  w: number,
  h: number,
  wall: Pair,
  cap: { d: string; fill: string } | undefined,
  opening: string,
): string {
  const top = base - h;
  const depth = w * 0.22;
  return [
    `<rect x="${n(cx - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${wall[0]}"/>`,
    `<rect x="${n(cx + w / 2 - depth)}" y="${n(top)}" width="${n(depth)}" height="${n(h)}" fill="${wall[1]}"/>`,
    `<path d="${windowGrid(cx - w * 0.4, top + w * 0.2, w * 0.7, w * 0.9, { rows: 1, cols: 1, ww: 0.5, wh: 0.9, arched: true })}" fill="${opening}"/>`,
    cap ? `<path d="${cap.d}" fill="${cap.fill}"/>` : '',
  ].join('');
}
