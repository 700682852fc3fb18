import { bell, block, windowGrid } from './build.ts';
import { n } from './svg.ts';

export interface PalaceOpts {
  /** Left end of the front, the ground line, its width and the wall's height (eaves). */
  x: number;
  base: number;
  w: number;
  h: number;
  floors: number;
  bays: number;
  /** Bays of the central projection, its gable and how far it rises above the eaves. */
  centre: number;
  gable: 'curved' | 'triangle';
  rise: number;
  roof: number;
  /** A small bell turret on the ridge. */
  turret?: boolean;
  wall: readonly [string, string];
  /** Pilasters, cornices and the centre's front. */
  trim: string;
  roofInk: string;
  window: string;
  /** Snow on the roofs (winter). */
  snow?: string;
}

/** Snow on a hipped roof between x0 and x1 whose eaves are at y: the dark eave line shows. */
function snowRoof(x0: number, x1: number, y: number, h: number, snow: string): string {
  const inset = Math.min(h * 1.1, (x1 - x0) * 0.3);
  const e = h * 0.16;
  return `<path d="M${n(x0 + inset * 0.16)},${n(y - e)}L${n(x0 + inset)},${n(y - h)}L${n(x1 - inset)},${n(y - h)}L${n(x1 - inset * 0.16)},${n(y - e)}Z" fill="${snow}"/>`;
}

/**
 * A baroque palace front in flat inks: a long wall with rows of windows, a hipped roof, a
 * central projection with its own gable, cornices and a side in shade.
 */
export function palaceFront(o: PalaceOpts): string {
  const top = o.base - o.h;
  const bay = o.w / o.bays;
  const cw = bay * o.centre;
  const cx = o.x + o.w / 2;
  const cTop = top - o.rise;
  const roofInk = o.roofInk;
  const out = [
    block(o.x, o.base, o.w, o.h, {
      wall: o.wall,
      depth: bay * 0.9,
      roof: { h: o.roof, color: roofInk, overhang: bay * 0.15 },
      windows: {
        rows: o.floors,
        cols: o.bays,
        ww: 0.42,
        wh: 0.55,
        color: o.window,
        inset: [0, o.h * 0.06, 0, o.h * 0.02],
      },
    }),
    o.snow ? snowRoof(o.x - bay * 0.15, o.x + o.w + bay * 1.05, top, o.roof, o.snow) : '',
    `<rect x="${n(o.x)}" y="${n(o.base - o.h / o.floors)}" width="${n(o.w)}" height="${n(o.h * 0.018)}" fill="${o.trim}"/>`,
    `<rect x="${n(cx - cw / 2)}" y="${n(cTop)}" width="${n(cw)}" height="${n(o.base - cTop)}" fill="${o.trim}"/>`,
    `<path d="${windowGrid(cx - cw / 2, cTop + o.h * 0.06 + o.rise, cw, o.h * 0.92, { rows: o.floors, cols: o.centre, ww: 0.42, wh: 0.55, arched: true })}" fill="${o.window}"/>`,
  ];
  if (o.turret) {
    const tw = bay * 0.7;
    const tb = top - o.roof * 0.92;
    out.splice(
      1,
      0,
      `<rect x="${n(cx - tw / 2)}" y="${n(tb - tw * 1.2)}" width="${n(tw)}" height="${n(tw * 1.2)}" fill="${o.trim}"/>`,
      `<path d="${bell(cx, tb - tw * 1.2, tw * 1.3, tw * 1.5)}" fill="${o.roofInk}"/>`,
    );
  }
  const gw = cw * 1.04;
  if (o.gable === 'triangle') {
    out.push(
      `<path d="M${n(cx - gw / 2)},${n(cTop)}L${n(cx)},${n(cTop - o.roof * 0.8)}L${n(cx + gw / 2)},${n(cTop)}Z" fill="${o.snow ?? o.trim}"/>`,
    );
  } else {
    const gh = o.roof * 0.95;
    out.push(
      `<path d="M${n(cx - gw / 2)},${n(cTop)}C${n(cx - gw / 2)},${n(cTop - gh * 0.5)} ${n(cx - gw * 0.25)},${n(cTop - gh * 0.55)} ${n(cx - gw * 0.2)},${n(cTop - gh * 0.7)}Q${n(cx)},${n(cTop - gh * 1.25)} ${n(cx + gw * 0.2)},${n(cTop - gh * 0.7)}C${n(cx + gw * 0.25)},${n(cTop - gh * 0.55)} ${n(cx + gw / 2)},${n(cTop - gh * 0.5)} ${n(cx + gw / 2)},${n(cTop)}Z" fill="${o.trim}"/>`,
      `<ellipse cx="${n(cx)}" cy="${n(cTop - gh * 0.55)}" rx="${n(gw * 0.09)}" ry="${n(gh * 0.2)}" fill="${o.window}"/>`,
    );
  }
  return out.join('');
}
