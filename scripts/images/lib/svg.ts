/** Minimal SVG document builder: collects <defs> with unique ids and body fragments. */

/** [offset 0..1, colour, opacity?] */
export type Stop = readonly [number, string, number?];
export type Point = readonly [number, number];

/** Rounds to one decimal so the SVG text (and so the output) is stable and compact. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

export const pts = (points: readonly Point[]): string =>
  points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

const stopsXml = (stops: readonly Stop[]): string =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');

export interface LinearOpts {
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  /** userSpaceOnUse coordinates instead of the bounding box. */
  user?: boolean;
}

export interface RadialOpts {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
  user?: boolean;
  /** Extra attribute text, e.g. a gradientTransform. */
  extra?: string;
}

export class Svg {
  readonly w: number;
  readonly h: number;
  defs: string[] = [];
  body: string[] = [];
  count = 0;

  constructor(w: number, h: number) {
    this.w = w;
    this.h = h;
  }

  uid(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  def(xml: string): void {
    this.defs.push(xml);
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  /** Vertical gradient (top to bottom) unless coordinates are given. Returns `url(#id)`. */
  linear(stops: readonly Stop[], o: LinearOpts = {}): string {
    const id = this.uid('l');
    const units = o.user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.def(
      `<linearGradient id="${id}" x1="${n(o.x1 ?? 0)}" y1="${n(o.y1 ?? 0)}" x2="${n(o.x2 ?? 0)}" y2="${n(o.y2 ?? 1)}"${units}>${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], o: RadialOpts = {}): string {
    const id = this.uid('r');
    const units = o.user ? ' gradientUnits="userSpaceOnUse"' : '';
    const cx = o.cx ?? 0.5;
    const cy = o.cy ?? 0.5;
    this.def(
      `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(o.r ?? 0.5)}" fx="${n(o.fx ?? cx)}" fy="${n(o.fy ?? cy)}"${units}${o.extra ? ` ${o.extra}` : ''}>${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Gaussian blur filter; returns `url(#id)`. Use sparingly: filters are slow at 2400 px. */
  blur(std: number): string {
    const id = this.uid('b');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** A clipPath from path data; returns `url(#id)`. */
  clip(d: string): string {
    const id = this.uid('c');
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** A luminance mask from inner content; returns `url(#id)`. */
  mask(inner: string): string {
    const id = this.uid('m');
    this.def(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.w}" height="${this.h}">${inner}</mask>`,
    );
    return `url(#${id})`;
  }

  /** Serialises with the given viewBox (defaults to the whole design space) and pixel size. */
  toString(
    view: readonly [number, number, number, number] = [0, 0, this.w, this.h],
    pixelWidth = view[2],
    pixelHeight = Math.round((pixelWidth * view[3]) / view[2]),
  ): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="${view.join(' ')}" preserveAspectRatio="xMidYMid slice">`,
      `<defs>${this.defs.join('')}</defs>`,
      ...this.body,
      '</svg>',
    ].join('\n');
  }
}

/** Linear interpolation between two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift: number): number => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * t);
  };
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

/** Smooth closed or open path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points: readonly Point[], tension = 0.5): string {
  if (points.length < 2) return '';
  const p = (i: number): Point => points[Math.max(0, Math.min(points.length - 1, i))] as Point;
  let d = `M${n(p(0)[0])},${n(p(0)[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    const k = tension / 3;
    d += `C${n(x1 + (x2 - x0) * k)},${n(y1 + (y2 - y0) * k)} ${n(x2 - (x3 - x1) * k)},${n(y2 - (y3 - y1) * k)} ${n(x2)},${n(y2)}`;
  }
  return d;
}
