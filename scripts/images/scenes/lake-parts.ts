import { onion, spire, windows } from '../lib/architecture.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n } from '../lib/svg.ts';

interface VillagePaint {
  walls: readonly string[];
  roof: string;
  light: string;
  dark: string;
  /** 0..1 dimming of the walls toward `dim` (dusk). */
  shade: number;
  dim: string;
  lit: number;
}

/** Paint of a hillside village by day or at dusk. */
export interface HillVillagePaint extends VillagePaint {
  /** Dark timber of gables and balconies. */
  wood: string;
  /** Ground between the rows of houses, and the shrubs and trees growing there. */
  ground: string;
  bush: readonly string[];
  /** Snow on the roofs (winter), drawn over the roof colour. */
  snow?: string;
}

/**
 * Houses climbing a steep shore, Hallstatt-style: tall gable-fronted houses in overlapping rows,
 * each row standing on its own terrace of ground and shrubs, so no house hangs in the air.
 * Rows are drawn from the top down; each nearer row hides the feet of the one above it.
 */
export function hillVillage(
  rng: Rng,
  o: {
    x0: number;
    x1: number;
    /** The shore line: the front row stands here. */
    y: number;
    rows: number;
    /** Height between rows; smaller than a house, so the rows overlap. */
    rise: number;
    /** How far each higher row starts to the right of the one below. */
    drift: number;
    /** How far each higher row ends to the left of the one below. */
    shrink: number;
    k: number;
    /** The hillside's skyline: a house whose roof would rise above it is left out. */
    surface?: (x: number) => number;
  },
  c: HillVillagePaint,
): string {
  const out: string[] = [];
  for (let r = o.rows - 1; r >= 0; r--) {
    const by = o.y - r * o.rise;
    const x0 = o.x0 + r * o.drift;
    const x1 = o.x1 - r * o.shrink;
    if (x1 <= x0) continue;
    // The terrace this row stands on, reaching down to the next row.
    let terrace = `M${n(x0 - 30)},${n(by + o.rise + 6)}`;
    for (let x = x0 - 30; x <= x1 + 30; x += 24) terrace += `L${n(x)},${n(by - rng.range(2, 10))}`;
    terrace += `L${n(x1 + 30)},${n(by + o.rise + 6)}Z`;
    out.push(`<path d="${terrace}" fill="${c.ground}"/>`);
    let x = x0 + rng.range(0, 16) * o.k;
    while (x < x1) {
      const w = rng.range(30, 50) * o.k;
      const h = rng.range(38, 62) * o.k;
      const base = by + rng.range(-3, 3);
      const sky = o.surface ? Math.max(o.surface(x), o.surface(x + w)) : -Infinity;
      if (base - h - w * 0.62 > sky + 12) out.push(villaHouse(rng, x, base, w, h, o.k, c));
      x += w + rng.range(-2, 12) * o.k;
      if (rng.chance(0.3)) x += rng.range(14, 40) * o.k;
    }
    // Shrubs and small trees along the terrace edge, in front of the houses' feet.
    const crowns: string[] = [];
    for (let bx = x0 - 20; bx < x1 + 20; bx += rng.range(10, 34) * o.k) {
      const rr = rng.range(5, 11) * o.k;
      crowns.push(
        `<ellipse cx="${n(bx)}" cy="${n(by + 2 - rr * 0.3)}" rx="${n(rr * 1.3)}" ry="${n(rr)}" fill="${rng.pick(c.bush)}"/>`,
      );
    }
    out.push(crowns.join(''));
  }
  return out.join('');
}

/** One house: plastered storeys, a steep gable or an eaves side with a timber top, windows. */
function villaHouse(
  rng: Rng,
  x: number,
  base: number,
  w: number,
  h: number,
  k: number,
  c: HillVillagePaint,
): string {
  const wall = mix(rng.pick(c.walls), c.dim, c.shade);
  const top = base - h;
  const gable = rng.chance(0.65);
  const roofH = gable ? w * rng.range(0.5, 0.62) : w * 0.3;
  const eave = 4 * k;
  const out: string[] = [
    `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${wall}"/>`,
  ];
  if (gable) {
    const timber = rng.chance(0.5);
    out.push(
      `<path d="M${n(x)},${n(top)}L${n(x + w / 2)},${n(top - roofH)}L${n(x + w)},${n(top)}Z" fill="${timber ? c.wood : wall}"/>`,
      `<path d="M${n(x - eave)},${n(top + 3 * k)}L${n(x + w / 2)},${n(top - roofH)}L${n(x + w + eave)},${n(top + 3 * k)}L${n(x + w + eave)},${n(top + 7 * k)}L${n(x + w / 2)},${n(top - roofH + 5 * k)}L${n(x - eave)},${n(top + 7 * k)}Z" fill="${c.snow ?? c.roof}"/>`,
    );
    if (c.snow)
      out.push(
        `<path d="M${n(x - eave)},${n(top + 7 * k)}L${n(x + w / 2)},${n(top - roofH + 5 * k)}L${n(x + w + eave)},${n(top + 7 * k)}" fill="none" stroke="${c.roof}" stroke-width="${n(1.5 * k)}"/>`,
      );
  } else {
    out.push(
      `<path d="M${n(x - eave)},${n(top + 2 * k)}L${n(x + w * 0.2)},${n(top - roofH)}H${n(x + w * 0.8)}L${n(x + w + eave)},${n(top + 2 * k)}Z" fill="${c.snow ?? c.roof}"/>`,
    );
  }
  if (rng.chance(0.45)) {
    const by = top + h * rng.range(0.3, 0.45);
    out.push(
      `<rect x="${n(x - 2 * k)}" y="${n(by)}" width="${n(w + 4 * k)}" height="${n(5 * k)}" fill="${c.wood}"/>`,
    );
  }
  const cols = w > 40 * k ? 3 : 2;
  out.push(
    windows(rng, {
      x: x + w * (cols === 3 ? 0.14 : 0.22),
      y: top + 7 * k,
      cols,
      rows: Math.max(1, Math.floor((h - 10 * k) / (13 * k))),
      w: w * 0.13,
      h: 7 * k,
      dx: w * (cols === 3 ? 0.28 : 0.42),
      dy: 13 * k,
      lit: c.lit,
      light: c.light,
      dark: c.dark,
    }),
    `<rect x="${n(x + w - 4 * k)}" y="${n(top)}" width="${n(4 * k)}" height="${n(h)}" fill="#000" opacity="0.16"/>`,
  );
  return out.join('');
}

/** Lakeside church with a slender pointed spire (Hallstatt) or an onion dome (St. Gilgen). */
export function lakeChurch(
  x: number,
  y: number,
  k: number,
  top: 'spire' | 'onion',
  wall: string,
  roof: string,
  glass: string,
): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y - v * k;
  const nave = `M${n(X(-80))},${n(Y(0))}V${n(Y(50))}H${n(X(10))}V${n(Y(0))}Z`;
  const naveRoof = `M${n(X(-84))},${n(Y(50))}L${n(X(-56))},${n(Y(86))}H${n(X(10))}V${n(Y(50))}Z`;
  const tower = `M${n(X(8))},${n(Y(0))}V${n(Y(120))}H${n(X(36))}V${n(Y(0))}Z`;
  const cap =
    top === 'spire' ? spire(X(22), Y(120), 32 * k, 120 * k) : onion(X(22), Y(120), 36 * k, 60 * k);
  return [
    `<path d="${naveRoof}" fill="${roof}"/>`,
    `<path d="${nave}${tower}" fill="${wall}"/>`,
    `<rect x="${n(X(30))}" y="${n(Y(120))}" width="${n(6 * k)}" height="${n(120 * k)}" fill="#000" opacity="0.15"/>`,
    `<path d="M${n(X(16))},${n(Y(80))}h${n(12 * k)}v${n(-20 * k)}a${n(6 * k)},${n(6 * k)} 0 0 0 ${n(-12 * k)},0Z" fill="${glass}"/>`,
    `<circle cx="${n(X(22))}" cy="${n(Y(100))}" r="${n(6 * k)}" fill="${glass}"/>`,
    ...[-66, -42, -18].map(
      (v) =>
        `<path d="M${n(X(v))},${n(Y(12))}v${n(-22 * k)}a${n(5 * k)},${n(5 * k)} 0 0 1 ${n(10 * k)},0v${n(22 * k)}Z" fill="${glass}" opacity="0.85"/>`,
    ),
    `<path d="${cap}" fill="${roof}"/>`,
  ].join('');
}

/** Colours of the steamer: lit or daytime windows, and a staff colour that shows on its sky. */
export interface SteamerPaint {
  light: string;
  /** Share of lit windows (dusk) or 0 by day. */
  lit: number;
  glass: string;
  hull: string;
  /** Flagstaff and masts: dark against a day sky, pale against a night one. */
  staff: string;
}

/** A lake paddle steamer (side view, heading right) with the Austrian ensign at its stern. */
export function steamer(rng: Rng, x: number, y: number, k: number, c: SteamerPaint): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y - v * k;
  const hull = `M${n(X(-206))},${n(Y(30))}C${n(X(-206))},${n(Y(14))} ${n(X(-196))},${n(Y(2))} ${n(X(-176))},${n(Y(0))}H${n(X(180))}L${n(X(222))},${n(Y(34))}Z`;
  const band = `M${n(X(-206))},${n(Y(30))}H${n(X(218))}L${n(X(222))},${n(Y(34))}H${n(X(-205))}Z`;
  const boot = `M${n(X(-190))},${n(Y(5))}H${n(X(184))}L${n(X(180))},${n(Y(0))}H${n(X(-176))}Z`;
  const deck = `M${n(X(-176))},${n(Y(30))}V${n(Y(58))}H${n(X(160))}V${n(Y(30))}Z`;
  const upper = `M${n(X(-124))},${n(Y(58))}V${n(Y(80))}H${n(X(96))}V${n(Y(58))}Z`;
  const wheelhouse = `M${n(X(40))},${n(Y(80))}V${n(Y(98))}H${n(X(84))}V${n(Y(80))}Z`;
  const roofs = `M${n(X(-182))},${n(Y(58))}H${n(X(166))}V${n(Y(62))}H${n(X(-182))}ZM${n(X(-130))},${n(Y(80))}H${n(X(102))}V${n(Y(84))}H${n(X(-130))}ZM${n(X(36))},${n(Y(98))}H${n(X(88))}V${n(Y(102))}H${n(X(36))}Z`;
  const funnel = `M${n(X(-16))},${n(Y(84))}L${n(X(-12))},${n(Y(136))}H${n(X(12))}L${n(X(16))},${n(Y(84))}Z`;
  const paddle = `M${n(X(-34))},${n(Y(30))}A${n(38 * k)},${n(38 * k)} 0 0 1 ${n(X(42))},${n(Y(30))}Z`;
  let spokes = '';
  for (let i = 1; i < 6; i++) {
    const a = (Math.PI * i) / 6;
    spokes += `M${n(X(4))},${n(Y(30))}l${n(-Math.cos(a) * 34 * k)},${n(-Math.sin(a) * 34 * k)}`;
  }
  const win = (x0: number, yy: number, cols: number, w: number, h: number): string =>
    windows(rng, {
      x: X(x0),
      y: Y(yy),
      cols,
      rows: 1,
      w: w * k,
      h: h * k,
      dx: 15.5 * k,
      dy: 0,
      lit: c.lit,
      light: c.light,
      dark: c.glass,
    });
  // The ensign flies aft from the top of the stern staff: red, white, red.
  const fx = X(-194);
  const ft = Y(92);
  const fw = 30 * k;
  const fh = 6 * k;
  const stripe = (i: number, fill: string): string =>
    `<path d="M${n(fx)},${n(ft + i * fh)}c${n(-fw * 0.3)},${n(-fh * 0.5)} ${n(-fw * 0.6)},${n(fh * 0.5)} ${n(-fw)},0v${n(fh)}c${n(fw * 0.4)},${n(fh * 0.5)} ${n(fw * 0.7)},${n(-fh * 0.5)} ${n(fw)},0Z" fill="${fill}"/>`;
  return [
    `<path d="${hull}" fill="${c.hull}"/>`,
    `<path d="${boot}" fill="#8e2a2a"/>`,
    `<path d="${band}" fill="#f2ede2"/>`,
    `<path d="${deck}${upper}${wheelhouse}" fill="#f3eee3"/>`,
    `<path d="${roofs}" fill="#c7bfae"/>`,
    win(-166, 52, 21, 8, 13),
    win(-114, 76, 13, 7, 11),
    win(46, 95, 3, 8, 8),
    // The paddle box stands proud of the saloon's side, over its windows.
    `<path d="${paddle}" fill="#ece5d6"/>`,
    `<path d="${spokes}" stroke="#a89f8c" stroke-width="${n(2 * k)}"/>`,
    `<path d="${funnel}" fill="#c9a45c"/>`,
    `<rect x="${n(X(-12))}" y="${n(Y(136))}" width="${n(24 * k)}" height="${n(10 * k)}" fill="#1a1a1f"/>`,
    `<path d="M${n(X(-194))},${n(Y(30))}V${n(Y(94))}M${n(X(136))},${n(Y(62))}V${n(Y(128))}" stroke="${c.staff}" stroke-width="${n(Math.max(1.2, 2.4 * k))}" stroke-linecap="round"/>`,
    stripe(0, '#c8102e'),
    stripe(1, '#ffffff'),
    stripe(2, '#c8102e'),
  ].join('');
}

/** A small sailing boat. */
export function sailboat(x: number, y: number, k: number, sail: string, hull: string): string {
  return `<path d="M${n(x - 30 * k)},${n(y - 8 * k)}H${n(x + 34 * k)}L${n(x + 24 * k)},${n(y)}H${n(x - 22 * k)}Z" fill="${hull}"/><path d="M${n(x)},${n(y - 10 * k)}V${n(y - 90 * k)}L${n(x + 32 * k)},${n(y - 12 * k)}Z" fill="${sail}"/><path d="M${n(x - 3 * k)},${n(y - 14 * k)}V${n(y - 74 * k)}L${n(x - 26 * k)},${n(y - 14 * k)}Z" fill="${sail}" opacity="0.85"/>`;
}
