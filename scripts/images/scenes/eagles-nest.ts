import {
  clouds,
  cumulus,
  finish,
  foliage,
  glow,
  haze,
  palettes,
  sky,
  stars,
  sun,
  type PaletteName,
} from '../lib/atmosphere.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n, pts, smoothPath, type Point, type Svg } from '../lib/svg.ts';
import { mountainLayer, range } from '../lib/terrain.ts';

/** Soaring eagle silhouette, wings spread, centred on (x, y). */
function eagle(x: number, y: number, k: number, fill: string): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y + v * k;
  const wing = (d: 1 | -1): string =>
    `M${n(X(4 * d))},${n(Y(-2))}C${n(X(20 * d))},${n(Y(-14))} ${n(X(40 * d))},${n(Y(-16))} ${n(X(62 * d))},${n(Y(-10))}L${n(X(58 * d))},${n(Y(-6))}L${n(X(64 * d))},${n(Y(-4))}L${n(X(56 * d))},${n(Y(-1))}L${n(X(60 * d))},${n(Y(2))}C${n(X(40 * d))},${n(Y(2))} ${n(X(20 * d))},${n(Y(4))} ${n(X(4 * d))},${n(Y(6))}Z`;
  const body = `M${n(X(-5))},${n(Y(-4))}C${n(X(-4))},${n(Y(-10))} ${n(X(4))},${n(Y(-10))} ${n(X(5))},${n(Y(-4))}L${n(X(4))},${n(Y(14))}L${n(X(8))},${n(Y(22))}H${n(X(-8))}L${n(X(-4))},${n(Y(14))}Z`;
  return `<path d="${wing(1)}${wing(-1)}${body}" fill="${fill}"/>`;
}

/** The Kehlsteinhaus: a rough-stone house with an octagonal hall on a ledge below the summit. */
function kehlsteinhaus(
  x: number,
  y: number,
  k: number,
  stone: string,
  shade: string,
  roof: string,
  light: string,
): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y - v * k;
  const main = `M${n(X(-70))},${n(Y(0))}V${n(Y(36))}H${n(X(40))}V${n(Y(0))}Z`;
  const hall = `M${n(X(40))},${n(Y(0))}V${n(Y(30))}L${n(X(52))},${n(Y(34))}H${n(X(82))}L${n(X(92))},${n(Y(30))}V${n(Y(0))}Z`;
  const roofs = `M${n(X(-76))},${n(Y(36))}L${n(X(-54))},${n(Y(52))}H${n(X(26))}L${n(X(46))},${n(Y(36))}ZM${n(X(36))},${n(Y(33))}L${n(X(66))},${n(Y(46))}L${n(X(96))},${n(Y(33))}Z`;
  const wall = `M${n(X(-110))},${n(Y(0))}V${n(Y(10))}H${n(X(130))}V${n(Y(0))}Z`;
  let glass = '';
  for (const wx of [-58, -40, -22, -4, 14, 50, 64, 78]) {
    glass += `<rect x="${n(X(wx))}" y="${n(Y(24))}" width="${n(7 * k)}" height="${n(10 * k)}"/>`;
  }
  return `<path d="${wall}" fill="${shade}"/><path d="${main}${hall}" fill="${stone}"/><path d="M${n(X(24))},${n(Y(0))}V${n(Y(36))}H${n(X(40))}V${n(Y(0))}ZM${n(X(80))},${n(Y(0))}V${n(Y(32))}H${n(X(92))}V${n(Y(0))}Z" fill="${shade}"/><path d="${roofs}" fill="${roof}"/><g fill="${light}">${glass}</g>`;
}

/** Eagle's Nest: the house on its craggy summit above a deep valley and the winding road. */
export function eaglesNest(s: Svg, rng: Rng, mood: PaletteName = 'summer'): void {
  const p = palettes[mood];
  const { leaf, pine } = foliage(p);
  const day = p.day === true;
  const H = 640;
  const sunX = 1240;
  sky(s, p, H);
  if (day) {
    s.add(
      cumulus(s, rng, {
        y0: 80,
        y1: 330,
        count: 6,
        lit: '#ffffff',
        shade: mix(p.far, '#ffffff', 0.45),
      }),
    );
  } else {
    s.add(stars(s, rng, 80, 260));
    s.add(sun(s, p, sunX, 470, 24));
    s.add(
      clouds(s, rng, {
        y0: 130,
        y1: 420,
        count: 10,
        lit: p.glow,
        shade: mix(p.far, '#4a4060', 0.4),
        opacity: 0.55,
      }),
    );
  }
  s.add(
    range(
      s,
      rng,
      p,
      [
        {
          depth: 0.05,
          y: H - 110,
          amp: 50,
          peaks: [
            { x: 1400, h: 200, w: 300, sharp: 1.1 },
            { x: 1050, h: 130, w: 220 },
            { x: 200, h: 150, w: 260 },
          ],
          sunX,
          snowLine: H - 250,
          snow: day ? p.snow : mix('#f6dcc8', p.far, 0.3),
        },
        {
          depth: 0.25,
          y: H - 30,
          amp: 40,
          peaks: [
            { x: 1200, h: 140, w: 340 },
            { x: 80, h: 90, w: 260 },
          ],
          sunX,
        },
      ],
      H,
    ),
  );
  // The valley far below, lost in haze.
  s.add(
    `<rect x="-10" y="${H - 2}" width="${s.w + 20}" height="${s.h - H + 12}" fill="${day ? mix(p.land ?? p.near, p.haze, 0.45) : mix(p.near, p.far, 0.55)}"/>`,
  );
  s.add(haze(s, H - 220, s.h - H + 220, p.haze, day ? 0.45 : 0.6));
  // The Kehlstein: a jagged limestone summit rising from the lower left.
  const stoneTop = day ? '#c9c4ba' : mix(mix(p.far, p.near, 0.3), p.rim, 0.12);
  const stoneFoot = day ? mix(p.land ?? p.near, '#6f7a6a', 0.4) : mix(p.near, p.haze, 0.15);
  // The house sits in a notch levelled into the summit ridge, spikes of rock either side: the
  // ridge itself carries it, so it cannot float.
  const k = 0.8;
  let hx = 0;
  let ledge = 0;
  const seat = (line: Point[]): Point[] => {
    const summit = line.reduce((a, b) => (b[1] < a[1] ? b : a));
    hx = summit[0] - 10;
    ledge = summit[1] + 22;
    const [a, b] = [hx - 116 * k, hx + 138 * k];
    return line.map(([x, y]): Point => {
      if (x >= a && x <= b) return [x, ledge + rng.range(0, 3)];
      // Either side the rock falls away steeply but continuously from the house's footing.
      const drop = ledge + 6 + (x < a ? a - x : x - b) * 2.4;
      return [x, Math.min(y, drop)];
    });
  };
  const crag = mountainLayer(s, rng, {
    shape: seat,
    y: s.h + 40,
    amp: 80,
    rough: 0.8,
    peaks: [
      { x: 940, h: 640, w: 640, sharp: 1.05 },
      { x: 400, h: 420, w: 380, sharp: 0.9 },
    ],
    sunX,
    facet: day ? 0.3 : 0.55,
    rim: p.rim,
    rimOpacity: 0.9,
    floor: s.h + 40,
    top: stoneTop,
    bottom: stoneFoot,
  });
  s.add(crag.xml);
  const strata: string[] = [];
  for (let i = 0; i < 24; i++) {
    const x = rng.range(540, 1380);
    const y = rng.range(320, s.h);
    const len = rng.range(30, 120);
    strata.push(
      `<path d="M${n(x)},${n(y)}l${n(len)},${n(len * rng.range(0.1, 0.35))}" stroke="${rng.chance(0.5) ? p.rim : p.near}" stroke-width="${n(rng.range(1, 2.5))}" opacity="${n(rng.range(0.12, 0.3))}"/>`,
    );
  }
  // Mountain pines and meadow patches on the lower flanks, larches golden in autumn.
  // The forest as one mass with a soft treetop edge, and single trees along that edge: it reads
  // as woodland at a fraction of the bytes of hundreds of separate trees.
  const edge = (x: number): number => {
    const y0 = lineY(crag.line, x);
    return y0 + (900 - y0) * 0.6;
  };
  let mass = `M-20,${s.h + 10}`;
  for (let x = -20; x <= 1620; x += 14) mass += `L${n(x)},${n(edge(x) + rng.range(-5, 5))}`;
  mass += `L1620,${s.h + 10}Z`;
  const woodsFill = day ? pine : mix(p.near, '#223528', 0.5);
  const forestMass = `<path d="${mass}" fill="${s.linear(
    [
      [0, mix(woodsFill, leaf, 0.25)],
      [1, mix(woodsFill, '#000000', 0.25)],
    ],
    { y1: 600, y2: s.h, user: true },
  )}"/>`;
  const flank = woodsOn(rng, {
    x0: 440,
    x1: 1440,
    top: (x) => lineY(crag.line, x),
    from: 0.5,
    to: 0.62,
    count: 70,
    colors: day ? [pine, mix(pine, leaf, 0.5), leaf] : [woodsFill],
  });
  s.add(`<g clip-path="${s.clip(crag.d)}">${strata.join('')}${forestMass}${flank}</g>`);
  const [x0, x1] = [hx - 112 * k, hx + 134 * k];
  // A ragged lip of stone along the footing, in the rock's own colour at that height.
  const lip: Point[] = [];
  for (let x = x0 - 6; x <= x1 + 6; x += 8) lip.push([x, ledge - rng.range(0, 4)]);
  lip.push([x1 + 6, ledge + 8], [x0 - 6, ledge + 8]);
  // The Kehlsteinstrasse: hairpins carved into the flank below the house.
  const road: Point[] = [];
  for (let i = 0; i <= 6; i++) road.push([i % 2 ? 1160 : 1300 - i * 10, 870 - i * 44]);
  s.add(
    `<path d="${smoothPath(road, 0.35)}" fill="none" stroke="${day ? '#d8d2c4' : mix(p.rim, p.near, 0.35)}" stroke-width="3" opacity="${day ? 0.8 : 0.55}"/>`,
  );
  const stone = day ? '#d8ccb4' : mix('#d9c7a8', p.rim, 0.25);
  if (!day) s.add(glow(s, hx, ledge - 30, 200, p.lamp, 0.32, 0.6));
  s.add(
    kehlsteinhaus(
      hx,
      ledge,
      k,
      stone,
      mix(stone, day ? '#5a5650' : p.near, 0.45),
      day ? '#5a4a44' : mix(p.near, '#4a3a38', 0.3),
      day ? '#3d4150' : p.lamp,
    ),
    `<polygon points="${pts(lip)}" fill="${mix(stoneTop, stoneFoot, 0.45)}"/>`,
  );
  s.add(
    eagle(1330, 230, 1.1, day ? '#3a3028' : mix(p.near, '#000', 0.2)),
    eagle(1470, 160, 0.6, day ? '#5a5048' : mix(p.near, p.far, 0.3)),
  );
  s.add(finish(s, day ? 0.35 : 0.5, 0.25));
}

/** y of a polyline at x. */
function lineY(line: readonly Point[], x: number): number {
  for (let i = 1; i < line.length; i++) {
    const [x0, y0] = line[i - 1] as Point;
    const [x1, y1] = line[i] as Point;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / Math.max(1e-6, x1 - x0);
  }
  return (line[line.length - 1] as Point)[1];
}

/** Small trees scattered below a skyline, between `from` and `to` of the way down to the foot. */
function woodsOn(
  rng: Rng,
  o: {
    x0: number;
    x1: number;
    top: (x: number) => number;
    from: number;
    to?: number;
    count: number;
    colors: readonly string[];
  },
): string {
  const out: string[] = [];
  for (let i = 0; i < o.count; i++) {
    const x = rng.range(o.x0, o.x1);
    const y0 = o.top(x);
    const y = y0 + (900 - y0) * (o.from + ((o.to ?? 1) - o.from) * Math.sqrt(rng.next()));
    const h = 8 + (y / 900) * 22;
    out.push(
      `<path d="M${n(x)},${n(y - h)}L${n(x + h * 0.3)},${n(y)}H${n(x - h * 0.3)}Z" fill="${rng.pick(o.colors)}"/>`,
    );
  }
  return out.join('');
}
