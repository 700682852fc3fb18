import { haze as hazeBand, type Palette } from './atmosphere.ts';
import type { Rng } from './rng.ts';
import { mix, n, pts, smoothPath, type Point, type Svg } from './svg.ts';

interface Peak {
  x: number;
  /** Height above the ridge base. */
  h: number;
  /** Half-width of the peak's base. */
  w: number;
  /** >1 makes flanks concave (sharper summit), <1 convex (rounded). */
  sharp?: number;
}

interface RidgeOpts {
  /** Base line of the ridge. */
  y: number;
  /** Noise amplitude (px). */
  amp?: number;
  /** 0..1: how much detail survives at small scales. */
  rough?: number;
  peaks?: readonly Peak[];
  x0?: number;
  x1?: number;
  /** log2 of the number of segments. */
  detail?: number;
}

/** A ridge line: broad peaks plus midpoint-displacement noise. */
function ridge(rng: Rng, o: RidgeOpts, width: number): Point[] {
  const x0 = o.x0 ?? -20;
  const x1 = o.x1 ?? width + 20;
  const segments = 2 ** (o.detail ?? 8);
  const noise = new Array<number>(segments + 1).fill(0);
  noise[0] = rng.range(-1, 1);
  noise[segments] = rng.range(-1, 1);
  let scale = 1;
  const rough = o.rough ?? 0.76;
  for (let step = segments; step > 1; step /= 2) {
    for (let i = step / 2; i < segments; i += step) {
      const a = noise[i - step / 2] ?? 0;
      const b = noise[i + step / 2] ?? 0;
      noise[i] = (a + b) / 2 + rng.range(-1, 1) * scale;
    }
    scale *= rough;
  }
  const amp = o.amp ?? 30;
  const out: Point[] = [];
  for (let i = 0; i <= segments; i++) {
    const x = x0 + ((x1 - x0) * i) / segments;
    let lift = 0;
    let rugged = 0.35;
    for (const p of o.peaks ?? []) {
      const t = Math.max(0, 1 - Math.abs(x - p.x) / p.w);
      lift = Math.max(lift, p.h * Math.pow(t, p.sharp ?? 1.25));
      rugged = Math.max(rugged, 0.35 + 0.9 * t);
    }
    out.push([x, o.y - lift + (noise[i] ?? 0) * amp * rugged]);
  }
  return out;
}

/** Closes a ridge line down to `bottom`. */
function closeDown(line: readonly Point[], bottom: number): string {
  const first = line[0] as Point;
  const last = line[line.length - 1] as Point;
  return `M${n(first[0])},${n(bottom)}L${pts(line)}L${n(last[0])},${n(bottom)}Z`;
}

export interface LayerOpts extends RidgeOpts {
  top: string;
  bottom: string;
  /** Bottom of the filled shape. */
  floor: number;
  /** Sun x position: flanks facing away get a shadow facet, flanks facing it a rim light. */
  sunX?: number;
  rim?: string;
  rimOpacity?: number;
  facet?: number;
  /** Snow above this y (drawn with a ragged edge). */
  snowLine?: number;
  snow?: string;
  /** Reshapes the ridge line before it is drawn (to seat a building on a summit). */
  shape?: (line: Point[]) => Point[];
}

/** A filled mountain layer with optional shadow facets, snow and rim light. Returns its line. */
export function mountainLayer(
  s: Svg,
  rng: Rng,
  o: LayerOpts,
): { xml: string; line: Point[]; d: string } {
  const raw = ridge(rng, o, s.w);
  const line = o.shape ? o.shape(raw) : raw;
  const d = closeDown(line, o.floor);
  const fill = s.linear(
    [
      [0, o.top],
      [1, o.bottom],
    ],
    { y1: Math.min(...line.map((p) => p[1])), y2: o.floor, user: true },
  );
  const parts = [`<path d="${d}" fill="${fill}"/>`];
  const inner: string[] = [];
  if (o.snowLine !== undefined) {
    const snow = o.snow ?? '#e9e4f0';
    const edge: Point[] = [];
    let drift = 0;
    for (let x = -20; x <= s.w + 20; x += 7) {
      drift = drift * 0.8 + rng.range(-1, 1) * 18;
      const gully = rng.chance(0.12) ? rng.range(20, 60) : 0;
      edge.push([x, o.snowLine + drift + gully + Math.sin(x / 29) * 10]);
    }
    const snowFill = s.linear(
      [
        [0, snow, 0.95],
        [1, snow, 0.35],
      ],
      { y1: Math.min(...line.map((p) => p[1])), y2: o.snowLine + 30, user: true },
    );
    inner.push(`<path d="M-20,-10 L${pts(edge)} L${s.w + 20},-10Z" fill="${snowFill}"/>`);
  }
  if (o.sunX !== undefined) {
    inner.push(facets(line, o.sunX, o.floor, rng, o.bottom, o.facet ?? 0.35));
  }
  if (inner.length) parts.push(`<g clip-path="${s.clip(d)}">${inner.join('')}</g>`);
  if (o.sunX !== undefined && o.rim) parts.push(rimLight(line, o.sunX, o.rim, o.rimOpacity ?? 0.5));
  return { xml: parts.join(''), line, d };
}

/** Shadowed flanks: from each summit down the side that faces away from the sun. */
function facets(
  line: readonly Point[],
  sunX: number,
  floor: number,
  rng: Rng,
  color: string,
  opacity: number,
): string {
  const out: string[] = [];
  for (let i = 2; i < line.length - 2; i++) {
    const [x, y] = line[i] as Point;
    const prev = (line[i - 2] as Point)[1];
    const next = (line[i + 2] as Point)[1];
    if (!(y < prev && y <= next)) continue;
    const dir = sunX < x ? 1 : -1;
    const flank: Point[] = [];
    let j = i;
    while (j + dir > 0 && j + dir < line.length - 1) {
      flank.push(line[j] as Point);
      const cur = line[j] as Point;
      const nxt = line[j + dir] as Point;
      if (nxt[1] < cur[1] - 2 && flank.length > 3) break;
      j += dir;
    }
    if (flank.length < 3) continue;
    const depth = floor - y;
    const gully: Point[] = [];
    const steps = 6;
    for (let k = steps; k >= 0; k--) {
      const t = k / steps;
      gully.push([x + dir * (t * depth * 0.35 + rng.range(-6, 6) * t), y + t * depth]);
    }
    out.push(
      `<polygon points="${pts([...flank, [(flank[flank.length - 1] as Point)[0], floor], ...gully])}" fill="${color}" opacity="${n(opacity)}"/>`,
    );
  }
  return out.join('');
}

/** Thin strokes along the flanks that face the sun. */
function rimLight(line: readonly Point[], sunX: number, color: string, opacity: number): string {
  let d = '';
  let open = false;
  for (let i = 0; i < line.length - 1; i++) {
    const [x0, y0] = line[i] as Point;
    const [x1, y1] = line[i + 1] as Point;
    const lit = (y1 < y0 && sunX < x0) || (y1 > y0 && sunX > x1);
    if (lit) {
      d += open ? `L${n(x1)},${n(y1)}` : `M${n(x0)},${n(y0)}L${n(x1)},${n(y1)}`;
      open = true;
    } else open = false;
  }
  return d
    ? `<path d="${d}" fill="none" stroke="${color}" stroke-width="1.3" stroke-linejoin="round" opacity="${n(opacity)}"/>`
    : '';
}

/** Several ridge layers receding into haze: index 0 is farthest. */
export function range(
  s: Svg,
  rng: Rng,
  p: Palette,
  layers: readonly (Omit<LayerOpts, 'top' | 'bottom' | 'floor'> & {
    depth: number;
    floor?: number;
  })[],
  floor: number,
): string {
  const out: string[] = [];
  for (const l of layers) {
    const base = mix(p.far, p.land ?? p.near, Math.pow(l.depth, 0.6));
    const top = mix(base, p.rim, 0.08 * (1 - l.depth));
    const bottom = mix(base, p.haze, 0.22 * (1 - l.depth));
    const layer = mountainLayer(s, rng, {
      ...l,
      top,
      bottom,
      floor: l.floor ?? floor,
      rim: l.rim ?? p.rim,
      rimOpacity: l.rimOpacity ?? 0.55 * (1 - l.depth * 0.7),
    });
    out.push(layer.xml);
    const lowest = Math.max(...layer.line.map((q) => q[1]));
    out.push(
      hazeBand(s, lowest - 50, (l.floor ?? floor) - lowest + 52, p.haze, 0.22 * (1 - l.depth)),
    );
  }
  return out.join('');
}

/** Rolling hill (smooth) closed to the floor. */
export function hill(points: readonly Point[], floor: number): string {
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  return `${smoothPath(points)}L${n(last[0])},${n(floor)}L${n(first[0])},${n(floor)}Z`;
}

/** A conifer silhouette standing on (x, y). */
function conifer(x: number, y: number, h: number, rng: Rng): string {
  const w = h * rng.range(0.26, 0.34);
  const tiers = 4;
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i < tiers; i++) {
    const t0 = i / tiers;
    const t1 = (i + 1) / tiers;
    const yTop = y - h + h * t0;
    const yBot = y - h + h * t1 - h * 0.06;
    const wb = w * (0.35 + 0.65 * t1) * 0.5;
    const wt = w * (0.1 + 0.65 * t0) * 0.3;
    left.push([x - wt, yTop], [x - wb, yBot]);
    right.push([x + wt, yTop], [x + wb, yBot]);
  }
  const trunk: Point[] = [
    [x - w * 0.06, y - h * 0.08],
    [x - w * 0.06, y],
    [x + w * 0.06, y],
    [x + w * 0.06, y - h * 0.08],
  ];
  return `<polygon points="${pts([[x, y - h * 1.04], ...right, ...trunk.slice(2).reverse(), ...trunk.slice(0, 2).reverse(), ...left.reverse()])}"/>`;
}

/** A row of conifers along a baseline function. */
export function forest(
  rng: Rng,
  o: { x0: number; x1: number; base: (x: number) => number; h: number; gap: number; fill: string },
): string {
  const out: string[] = [];
  for (let x = o.x0; x < o.x1; x += o.gap * rng.range(0.5, 1.3)) {
    out.push(conifer(x, o.base(x) + rng.range(0, 4), o.h * rng.range(0.6, 1.25), rng));
  }
  return `<g fill="${o.fill}">${out.join('')}</g>`;
}

/** Rounded deciduous tree crowns. */
export function bushes(
  rng: Rng,
  o: { x0: number; x1: number; base: (x: number) => number; r: number; gap: number; fill: string },
): string {
  const out: string[] = [];
  for (let x = o.x0; x < o.x1; x += o.gap * rng.range(0.6, 1.4)) {
    const r = o.r * rng.range(0.6, 1.3);
    const y = o.base(x);
    out.push(
      `<circle cx="${n(x)}" cy="${n(y - r * 0.8)}" r="${n(r)}"/>`,
      `<circle cx="${n(x + r * 0.7)}" cy="${n(y - r * 0.5)}" r="${n(r * 0.75)}"/>`,
      `<circle cx="${n(x - r * 0.7)}" cy="${n(y - r * 0.45)}" r="${n(r * 0.7)}"/>`,
    );
  }
  return `<g fill="${o.fill}">${out.join('')}</g>`;
}

/** Water surface below `y`: the sky mirrored and deepened. */
export function water(s: Svg, p: Palette, y: number, deep = '#0b0e16', dim = 0.6): string {
  const stops = [...p.sky].reverse().map(([o, c]) => [1 - o, c] as const);
  const fill = s.linear(
    [
      [0, mix((stops[0] as readonly [number, string])[1], deep, dim)],
      [0.3, mix((stops[2] as readonly [number, string])[1], deep, 0.5 + dim / 2)],
      [1, deep],
    ],
    { y1: y, y2: s.h, user: true },
  );
  return `<rect x="-10" y="${n(y)}" width="${s.w + 20}" height="${n(s.h - y + 10)}" fill="${fill}"/>`;
}

/** Mirrors `content` about the water line, fading with depth, broken up by ripples. */
export function reflection(
  s: Svg,
  rng: Rng,
  content: string,
  y: number,
  o: {
    opacity?: number;
    fade?: number;
    ripple?: string;
    squash?: number;
    /** Blur (design units): a breeze on the water softens the mirror image. */
    soften?: number;
  } = {},
): string {
  const fade = o.fade ?? s.h - y;
  const squash = o.squash ?? 1;
  const m = s.mask(
    `<rect x="0" y="${n(y)}" width="${s.w}" height="${n(fade)}" fill="${s.linear([
      [0, '#fff', o.opacity ?? 0.85],
      [1, '#fff', 0],
    ])}"/>`,
  );
  const ripples: string[] = [];
  const ripple = o.ripple ?? '#0f1115';
  for (let i = 0; i < 90; i++) {
    const ry = y + Math.pow(rng.next(), 1.4) * fade;
    const len = rng.range(40, 260) * (0.4 + (ry - y) / fade);
    ripples.push(
      `<rect x="${n(rng.range(-50, s.w))}" y="${n(ry)}" width="${n(len)}" height="${n(rng.range(0.8, 2.6))}" fill="${ripple}" opacity="${n(rng.range(0.15, 0.45))}"/>`,
    );
  }
  const blur = o.soften ? ` filter="${s.blur(o.soften)}"` : '';
  return `<g mask="${m}"><g${blur}><g transform="matrix(1 0 0 ${-squash} 0 ${n(y * (1 + squash))})">${content}</g></g>${ripples.join('')}</g>`;
}

/** Horizontal glints on water beneath a light source. */
export function glints(
  rng: Rng,
  o: { x: number; y0: number; y1: number; spread: number; color: string; count?: number },
): string {
  const out: string[] = [];
  for (let i = 0; i < (o.count ?? 70); i++) {
    const t = Math.pow(rng.next(), 1.3);
    const y = o.y0 + t * (o.y1 - o.y0);
    const half = o.spread * (0.2 + t) * rng.range(0.2, 1);
    const x = o.x + rng.range(-1, 1) * half;
    const len = rng.range(8, 60) * (0.5 + t);
    out.push(
      `<rect x="${n(x - len / 2)}" y="${n(y)}" width="${n(len)}" height="${n(rng.range(0.8, 2.2) * (0.6 + t))}" rx="1" fill="${o.color}" opacity="${n(rng.range(0.25, 0.85) * (1 - t * 0.5))}"/>`,
    );
  }
  return out.join('');
}
