import type { Rng } from './rng.ts';
import { n, pts, smoothPath, type Point, type Svg } from './svg.ts';

/** An apex of a range: x, y and how far (0–1) its shaded face reaches towards the next saddle. */
type Peak = readonly [number, number, number?];

export interface RangeOpts {
  peaks: readonly Peak[];
  /** y the range stands on (hidden behind the next layer). */
  base: number;
  light: string;
  shade: string;
  /** Snow above this y, in the given lit and shaded inks. */
  snow?: { line: number; light: string; shade: string };
  /** Which side the sun is on; the far faces are shaded. */
  sun?: 'left' | 'right';
  /** Small steps along the ridges (rocky) or none (smooth, far ranges). */
  rough?: number;
}

/**
 * A mountain range in the poster manner: one flat silhouette, each peak split down a ragged
 * spine into a lit and a shaded face, and flat snow caps with tongues running down the gullies.
 */
export function range(s: Svg, rng: Rng, o: RangeOpts): void {
  const { peaks, base } = o;
  const rough = o.rough ?? 0.5;
  const first = peaks[0] as Peak;
  const last = peaks[peaks.length - 1] as Peak;
  const ridge: Point[] = [[-40, first[1] + (base - first[1]) * 0.55]];
  const apexAt: number[] = [];
  const saddleAt: number[] = [];
  const steps = (a: Point, b: Point): void => {
    const k = Math.max(1, Math.round((Math.abs(b[0] - a[0]) / 90) * rough));
    for (let i = 1; i < k; i++) {
      const t = i / k;
      const jitter = rng.range(-1, 1) * Math.abs(b[1] - a[1]) * 0.12;
      ridge.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t + jitter]);
    }
    ridge.push(b);
  };
  peaks.forEach((p, i) => {
    steps(ridge[ridge.length - 1] as Point, [p[0], p[1]]);
    apexAt.push(ridge.length - 1);
    const next = peaks[i + 1];
    if (next) {
      const low = Math.max(p[1], next[1]);
      const saddle: Point = [
        p[0] + (next[0] - p[0]) * rng.range(0.4, 0.6),
        low + (base - low) * rng.range(0.18, 0.4),
      ];
      steps([p[0], p[1]], saddle);
      saddleAt.push(ridge.length - 1);
    }
  });
  steps(ridge[ridge.length - 1] as Point, [s.w + 40, last[1] + (base - last[1]) * 0.55]);
  saddleAt.push(ridge.length - 1);
  const outline = `M${pts(ridge)}L${s.w + 40},${base + 2}L-40,${base + 2}Z`;
  s.add(`<path d="${outline}" fill="${o.light}"/>`);

  // The shaded face of each peak: from its apex along the ridge to the saddle on the far side,
  // down to the base and back up a ragged spine.
  const left = o.sun === 'right';
  const faces: string[] = [];
  peaks.forEach((p, i) => {
    const a = apexAt[i] as number;
    const b = left ? (i === 0 ? 0 : (saddleAt[i - 1] as number)) : (saddleAt[i] as number);
    const side = left ? ridge.slice(b, a + 1).reverse() : ridge.slice(a, b + 1);
    const end = side[side.length - 1] as Point;
    const reach = p[2] ?? 0.3;
    const foot = p[0] + (end[0] - p[0]) * reach;
    const spine: Point[] = [];
    const k = 5;
    for (let j = k - 1; j > 0; j--) {
      const t = j / k;
      const x = p[0] + (foot - p[0]) * t + rng.range(-1, 1) * (base - p[1]) * 0.04;
      spine.push([x, p[1] + (base - p[1]) * t]);
    }
    faces.push(`M${pts(side)}L${n(end[0])},${base + 2}L${n(foot)},${base + 2}L${pts(spine)}Z`);
  });
  const shade = faces.join('');
  s.add(`<path d="${shade}" fill="${o.shade}"/>`);

  if (o.snow) {
    const snow = snowCaps(rng, ridge, o.snow.line);
    if (snow) {
      const clip = s.clip(shade);
      s.add(
        `<path d="${snow}" fill="${o.snow.light}"/>`,
        `<path d="${snow}" fill="${o.snow.shade}" clip-path="${clip}"/>`,
      );
    }
  }
}

/** Snow on every part of a ridge above `line`, its lower edge in tongues down the gullies. */
export function snowCaps(rng: Rng, ridge: readonly Point[], line: number): string {
  let d = '';
  let run: Point[] = [];
  const flush = (): void => {
    if (run.length < 2) {
      run = [];
      return;
    }
    const [x0] = run[0] as Point;
    const [x1] = run[run.length - 1] as Point;
    const top = Math.min(...run.map(([, y]) => y));
    const depth = line - top;
    const edge: Point[] = [];
    const k = Math.max(3, Math.round((x1 - x0) / 26));
    for (let i = k - 1; i > 0; i--) {
      const x = x0 + ((x1 - x0) * i) / k;
      const tongue = i % 2 === 0 ? rng.range(0.35, 0.9) : rng.range(-0.1, 0.15);
      edge.push([x, line + depth * tongue * 0.6]);
    }
    d += `M${pts(run)}L${pts(edge)}Z`;
    run = [];
  };
  for (let i = 0; i < ridge.length; i++) {
    const p = ridge[i] as Point;
    const prev = ridge[i - 1];
    if (p[1] < line) {
      if (run.length === 0 && prev) {
        const t = (prev[1] - line) / (prev[1] - p[1]);
        run.push([prev[0] + (p[0] - prev[0]) * t, line]);
      }
      run.push(p);
    } else if (run.length && prev) {
      const t = (prev[1] - line) / (prev[1] - p[1]);
      run.push([prev[0] + (p[0] - prev[0]) * t, line]);
      flush();
    }
  }
  flush();
  return d;
}

/** A soft hill through the given points, filled down to `floor`. */
export function hill(points: readonly Point[], floor: number, fill: string): string {
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  return `<path d="${smoothPath(points)}L${n(last[0])},${floor}L${n(first[0])},${floor}Z" fill="${fill}"/>`;
}
