import { dome, helm, onion, spire, windows } from '../lib/architecture.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n, smoothPath, type Svg } from '../lib/svg.ts';

export interface Lighting {
  /** Facade light and shade (floodlit or sunlit). */
  wall: string;
  wallShade: string;
  roof: string;
  lamp: string;
  dark: string;
}

type Block = readonly [
  x0: number,
  x1: number,
  top: number,
  roof: number,
  kind: 'hip' | 'gable' | 'flat',
];

/** Hohensalzburg fortress seen from the old town, standing on (x, y) with scale k. */
export function fortress(s: Svg, rng: Rng, x: number, y: number, k: number, l: Lighting): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y - v * k;
  const wallFill = s.linear(
    [
      [0, l.wall],
      [0.62, mix(l.wall, l.wallShade, 0.4)],
      [0.8, l.wallShade],
      [1, mix(l.wallShade, '#2a2420', 0.7)],
    ],
    { y1: Y(180), y2: Y(-70), user: true },
  );
  const blocks: Block[] = [
    [-330, -270, 34, 10, 'flat'],
    [-270, -170, 62, 20, 'hip'],
    [-176, -96, 84, 24, 'gable'],
    [-100, 10, 132, 30, 'hip'],
    [6, 60, 104, 22, 'hip'],
    [60, 190, 88, 26, 'hip'],
    [186, 250, 58, 16, 'hip'],
    [250, 330, 30, 8, 'flat'],
  ];
  const walls: string[] = [];
  const roofs: string[] = [];
  const glass: string[] = [];
  // Curtain wall and the outer bastions; their feet stand in the rock drawn by fortressRock.
  walls.push(
    `M${n(X(-372))},${n(Y(-70))}V${n(Y(-8))}L${n(X(-334))},${n(Y(-4))}L${n(X(-330))},${n(Y(18))}H${n(X(336))}L${n(X(340))},${n(Y(-2))}L${n(X(376))},${n(Y(-6))}V${n(Y(-70))}Z`,
  );
  for (const [x0, x1, top, roof, kind] of blocks) {
    walls.push(`M${n(X(x0))},${n(Y(10))}V${n(Y(top))}H${n(X(x1))}V${n(Y(10))}Z`);
    const inset = (x1 - x0) * 0.16;
    if (kind === 'hip')
      roofs.push(
        `M${n(X(x0 - 3))},${n(Y(top))}L${n(X(x0 + inset))},${n(Y(top + roof))}H${n(X(x1 - inset))}L${n(X(x1 + 3))},${n(Y(top))}Z`,
      );
    else if (kind === 'gable')
      roofs.push(
        `M${n(X(x0 - 3))},${n(Y(top))}L${n(X((x0 + x1) / 2))},${n(Y(top + roof))}L${n(X(x1 + 3))},${n(Y(top))}Z`,
      );
    const cols = Math.floor((x1 - x0) / 18);
    const rows = Math.max(1, Math.floor((top - 24) / 26));
    if (cols > 0)
      glass.push(
        windows(rng, {
          x: X(x0 + 8),
          y: Y(top - 12),
          cols,
          rows,
          w: 4 * k,
          h: 7 * k,
          dx: ((x1 - x0 - 10) / cols) * k,
          dy: 26 * k,
          lit: 0.22,
          light: l.lamp,
          dark: l.dark,
        }),
      );
  }
  // Bell tower with a pointed cap, and two round turrets with cones.
  walls.push(`M${n(X(14))},${n(Y(100))}V${n(Y(178))}H${n(X(46))}V${n(Y(100))}Z`);
  roofs.push(spire(X(30), Y(178), 40 * k, 46 * k));
  for (const [cx, base, top] of [
    [-300, 0, 60],
    [290, 0, 52],
    [-214, 40, 84],
  ] as const) {
    walls.push(`M${n(X(cx - 13))},${n(Y(base))}V${n(Y(top))}H${n(X(cx + 13))}V${n(Y(base))}Z`);
    roofs.push(spire(X(cx), Y(top), 34 * k, 34 * k));
  }
  glass.push(
    windows(rng, {
      x: X(27),
      y: Y(168),
      cols: 1,
      rows: 2,
      w: 5 * k,
      h: 9 * k,
      dx: 0,
      dy: 28 * k,
      lit: 0.7,
      light: l.lamp,
      dark: l.dark,
    }),
  );
  // Shade on the right-hand faces gives the blocks volume.
  const shade = blocks
    .map(
      ([x0, x1, top]) =>
        `M${n(X(x1 - (x1 - x0) * 0.18))},${n(Y(10))}V${n(Y(top))}H${n(X(x1))}V${n(Y(10))}Z`,
    )
    .join('');
  return [
    `<path d="${walls.join('')}" fill="${wallFill}"/>`,
    `<path d="${shade}" fill="${l.wallShade}" opacity="0.35"/>`,
    `<path d="${roofs.join('')}" fill="${l.roof}"/>`,
    glass.join(''),
  ].join('');
}

/**
 * The cliff the fortress stands on, drawn over the feet of its walls so the walls grow out of
 * the rock instead of resting on a slab: a ragged top edge, lit stone fading into the wooded
 * hill below, and vertical cracks.
 */
export function fortressRock(
  s: Svg,
  rng: Rng,
  x: number,
  y: number,
  k: number,
  o: { lit: string; base: string; crack: string; leaf: readonly string[] },
): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y - v * k;
  const top: [number, number][] = [];
  let drift = 0;
  const phase = rng.range(0, 6);
  for (let u = -440; u <= 440; u += 10) {
    drift = drift * 0.7 + rng.range(-1, 1) * 6;
    const edge = Math.max(0, Math.abs(u) - 370);
    const spike = rng.chance(0.08) ? rng.range(6, 14) : 0;
    const swell = 12 * Math.sin(u / 64 + phase) + 8 * Math.sin(u / 23 + phase * 2);
    top.push([X(u), Y(-30 + swell + drift + spike - edge * 1.5)]);
  }
  const bottom: [number, number][] = [];
  for (let u = 440; u >= -440; u -= 40) {
    bottom.push([X(u), Y(-150 - rng.range(0, 40) + Math.max(0, Math.abs(u) - 300) * 0.4)]);
  }
  const d = `M${top.map(([a, b]) => `${n(a)},${n(b)}`).join('L')}L${bottom.map(([a, b]) => `${n(a)},${n(b)}`).join('L')}Z`;
  const fill = s.linear(
    [
      [0, o.lit],
      [0.35, mix(o.lit, o.base, 0.55)],
      [1, o.base, 0],
    ],
    { y1: Y(-10), y2: Y(-190), user: true },
  );
  const cracks: string[] = [];
  for (let i = 0; i < 30; i++) {
    const u = rng.range(-400, 400);
    const y0 = Y(-30 - rng.range(0, 40));
    cracks.push(
      `M${n(X(u))},${n(y0)}l${n(rng.range(-4, 4) * k)},${n(rng.range(14, 44) * k)}l${n(rng.range(-5, 5) * k)},${n(rng.range(8, 26) * k)}`,
    );
  }
  // Ledges: short, slightly tilted shadows that break the face into steps.
  for (let i = 0; i < 18; i++) {
    const u = rng.range(-380, 380);
    const yy = Y(-40 - rng.range(0, 70));
    cracks.push(`M${n(X(u))},${n(yy)}l${n(rng.range(20, 60) * k)},${n(rng.range(-4, 6) * k)}`);
  }
  // Woods climb the hill's flanks up to the outer bastions, so the cliff shows only where it
  // is steepest, under the middle of the fortress: a canopy edge of rounded treetops.
  const canopy = (side: 1 | -1): string => {
    let path = `M${n(X(side * 480))},${n(Y(-230))}`;
    for (let u = 480; u > 236; u -= rng.range(14, 24)) {
      const v = -36 - (u - 236) * 0.5 + rng.range(-4, 4);
      path += `Q${n(X(side * (u + 9)))},${n(Y(v + rng.range(6, 12)))} ${n(X(side * u))},${n(Y(v))}`;
    }
    // The inner edge: treetops stepping down the cliff's side.
    for (let v = -36; v > -230; v -= rng.range(14, 22)) {
      const u = 236 - (-36 - v) * 0.45 + rng.range(-6, 6);
      path += `Q${n(X(side * (u - 8)))},${n(Y(v + 4))} ${n(X(side * u))},${n(Y(v - 10))}`;
    }
    return `${path}Z`;
  };
  const woods = s.linear(
    [
      [0, o.leaf[0] ?? o.base],
      [1, o.base],
    ],
    { y1: Y(-40), y2: Y(-200), user: true },
  );
  return `<path d="${d}" fill="${fill}"/><g clip-path="${s.clip(d)}"><path d="${cracks.join('')}" fill="none" stroke="${o.crack}" stroke-width="${n(Math.max(1, 2 * k))}" stroke-linecap="round" opacity="0.45"/></g><path d="${canopy(-1)}${canopy(1)}" fill="${woods}"/>`;
}

/** The Festungsberg: a wooded hill with a rock face under the fortress. */
export function fortressHill(
  s: Svg,
  rng: Rng,
  o: {
    cx: number;
    y: number;
    top: number;
    k: number;
    fill: string;
    rock: string;
    leaf: string;
    warm: string;
    /** Path lamps; omit in daylight. */
    lamp?: string;
  },
): string {
  const { cx, y, top, k } = o;
  const X = (v: number): number => cx + v * k;
  const h = y - top;
  const d = `${smoothPath([
    [X(-1700), y],
    [X(-1300), y - h * 0.4],
    [X(-900), y - h * 0.5],
    [X(-620), y - h * 0.6],
    [X(-440), top + h * 0.18],
    [X(-370), top + 6],
    [X(-120), top - 4],
    [X(200), top - 2],
    [X(380), top + 10],
    [X(480), top + h * 0.32],
    [X(760), y - h * 0.42],
    [X(1100), y - h * 0.3],
    [X(1500), y],
  ])}Z`;
  const fill = s.linear([
    [0, mix(o.fill, o.rock, 0.25)],
    [1, o.fill],
  ]);
  const streaks: string[] = [];
  for (let i = 0; i < 60; i++) {
    const sx = X(rng.range(-380, 380));
    const sy = top + rng.range(-4, 30);
    streaks.push(
      `<path d="M${n(sx)},${n(sy)}l${n(rng.range(-6, 6))},${n(rng.range(20, 110) * k)}" stroke="${o.rock}" stroke-width="${n(rng.range(1, 2.6))}" opacity="${n(rng.range(0.12, 0.4))}"/>`,
    );
  }
  const spill = s.radial([
    [0, o.warm, 0.5],
    [0.5, o.warm, 0.16],
    [1, o.warm, 0],
  ]);
  const crowns: string[] = [];
  for (let i = 0; i < 320; i++) {
    const t = rng.next();
    const left = rng.chance(0.55);
    const xs = (left ? X(-1600 + t * 1180) : X(1400 - t * 930)) + rng.range(-20, 20);
    const ys = y - h * (left ? 0.38 + t * 0.42 : 0.28 + t * 0.44) + rng.range(-6, 50);
    const r = rng.range(6, 13) * k + 3;
    const tone = rng.range(0.2, 0.65);
    crowns.push(
      `<circle cx="${n(xs)}" cy="${n(ys)}" r="${n(r)}" fill="${mix(o.fill, o.leaf, tone)}"/>`,
      `<circle cx="${n(xs - r * 0.25)}" cy="${n(ys - r * 0.3)}" r="${n(r * 0.55)}" fill="${mix(o.fill, o.leaf, tone + 0.3)}" opacity="0.6"/>`,
    );
  }
  // A few lamps along the footpath winding up the slope.
  const lamps: string[] = [];
  for (let i = 0; o.lamp && i < 7; i++) {
    const f = i / 6;
    const lx = X(520 - f * 150 + Math.sin(f * 9) * 40);
    const ly = y - h * (0.22 + f * 0.5);
    lamps.push(
      `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(1.8 * k + 0.8)}" fill="${o.lamp ?? ''}"/>`,
    );
    lamps.push(
      `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(5 * k + 2)}" fill="${o.lamp}" opacity="0.18"/>`,
    );
  }
  return `<path d="${d}" fill="${fill}"/><g clip-path="${s.clip(d)}"><ellipse cx="${n(cx)}" cy="${n(top + 30 * k)}" rx="${n(460 * k)}" ry="${n(170 * k)}" fill="${spill}"/>${streaks.join('')}${crowns.join('')}${lamps.join('')}</g>`;
}

/** Colours of a (floodlit) church: body fill, detail lines, window glass, copper roofs. */
export interface ChurchPaint {
  body: string;
  line: string;
  glass: string;
  copper: string;
  roof: string;
}

const arches = (
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  dx: number,
  fill: string,
): string => {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x0 = x + i * dx;
    d += `M${n(x0)},${n(y + h)}V${n(y + w / 2)}A${n(w / 2)},${n(w / 2)} 0 0 1 ${n(x0 + w)},${n(y + w / 2)}V${n(y + h)}Z`;
  }
  return `<path d="${d}" fill="${fill}"/>`;
};

/** Salzburg Cathedral: twin west towers with tiered helms, gable, and the crossing dome. */
export function cathedral(x: number, y: number, k: number, c: ChurchPaint): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y - v * k;
  const nave = `M${n(X(-40))},${n(Y(104))}L${n(X(-10))},${n(Y(126))}H${n(X(130))}L${n(X(150))},${n(Y(104))}Z`;
  const front = `M${n(X(-84))},${n(Y(0))}V${n(Y(104))}H${n(X(34))}V${n(Y(0))}Z`;
  const towers = `M${n(X(-84))},${n(Y(0))}V${n(Y(156))}H${n(X(-48))}V${n(Y(0))}ZM${n(X(-2))},${n(Y(0))}V${n(Y(156))}H${n(X(34))}V${n(Y(0))}Z`;
  const gable = `M${n(X(-48))},${n(Y(104))}L${n(X(-25))},${n(Y(132))}L${n(X(-2))},${n(Y(104))}Z`;
  const side = `M${n(X(34))},${n(Y(0))}V${n(Y(100))}H${n(X(150))}V${n(Y(0))}Z`;
  const caps = helm(X(-66), Y(156), 40 * k, 72 * k) + helm(X(16), Y(156), 40 * k, 72 * k);
  const cupola = dome(X(86), Y(124), 74 * k, 118 * k);
  const lines = [
    [0, 104, -86, 36],
    [0, 62, -86, 36],
    [0, 138, -86, -46],
    [0, 138, -4, 36],
  ]
    .map(([, yy, a, b]) => `M${n(X(a ?? 0))},${n(Y(yy ?? 0))}H${n(X(b ?? 0))}`)
    .join('');
  const pilasters = [-70, -56, -40, -10, 6, 22]
    .map((v) => `M${n(X(v))},${n(Y(0))}V${n(Y(v < -45 || v > -5 ? 150 : 104))}`)
    .join('');
  return [
    `<path d="${nave}" fill="${c.roof}"/>`,
    `<path d="${side}" fill="${c.body}" opacity="0.8"/>`,
    `<path d="${front}${towers}${gable}" fill="${c.body}"/>`,
    `<path d="${lines}${pilasters}" stroke="${c.line}" stroke-width="${n(1.6 * k)}" opacity="0.55" fill="none"/>`,
    arches(X(-76), Y(148), 10 * k, 20 * k, 2, 16 * k, c.glass),
    arches(X(6), Y(148), 10 * k, 20 * k, 2, 16 * k, c.glass),
    arches(X(-36), Y(96), 10 * k, 26 * k, 2, 16 * k, c.glass),
    arches(X(-72), Y(54), 8 * k, 22 * k, 2, 12 * k, c.glass),
    arches(X(8), Y(54), 8 * k, 22 * k, 2, 12 * k, c.glass),
    arches(X(48), Y(80), 8 * k, 24 * k, 5, 20 * k, c.glass),
    `<path d="${caps}${cupola}" fill="${c.copper}"/>`,
    arches(X(62), Y(156), 7 * k, 14 * k, 4, 14 * k, c.glass),
  ].join('');
}

/** A church with a tower and onion dome. */
export function onionChurch(x: number, y: number, k: number, c: ChurchPaint): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y - v * k;
  const nave = `M${n(X(-60))},${n(Y(0))}V${n(Y(50))}H${n(X(18))}V${n(Y(0))}Z`;
  const roof = `M${n(X(-64))},${n(Y(50))}L${n(X(-36))},${n(Y(76))}H${n(X(18))}V${n(Y(50))}Z`;
  const tower = `M${n(X(18))},${n(Y(0))}V${n(Y(118))}H${n(X(50))}V${n(Y(0))}Z`;
  return [
    `<path d="${roof}" fill="${c.roof}"/>`,
    `<path d="${nave}${tower}" fill="${c.body}"/>`,
    `<path d="M${n(X(18))},${n(Y(84))}H${n(X(50))}M${n(X(-60))},${n(Y(50))}H${n(X(18))}" stroke="${c.line}" stroke-width="${n(1.4 * k)}" opacity="0.55"/>`,
    arches(X(-50), Y(40), 9 * k, 24 * k, 3, 22 * k, c.glass),
    arches(X(28), Y(108), 12 * k, 20 * k, 1, 0, c.glass),
    `<circle cx="${n(X(34))}" cy="${n(Y(70))}" r="${n(7 * k)}" fill="${c.glass}"/>`,
    `<path d="${onion(X(34), Y(118), 38 * k, 64 * k)}" fill="${c.copper}"/>`,
  ].join('');
}

/** A Gothic church with a tall pointed spire (Franciscan church, Hallstatt's church). */
export function spireChurch(x: number, y: number, k: number, c: ChurchPaint): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y - v * k;
  const nave = `M${n(X(-70))},${n(Y(0))}V${n(Y(46))}H${n(X(10))}V${n(Y(0))}Z`;
  const roof = `M${n(X(-74))},${n(Y(46))}L${n(X(-40))},${n(Y(84))}H${n(X(10))}V${n(Y(46))}Z`;
  const tower = `M${n(X(10))},${n(Y(0))}V${n(Y(112))}H${n(X(40))}V${n(Y(0))}Z`;
  return [
    `<path d="${roof}" fill="${c.roof}"/>`,
    `<path d="${nave}${tower}" fill="${c.body}"/>`,
    arches(X(-62), Y(38), 8 * k, 28 * k, 3, 22 * k, c.glass),
    arches(X(19), Y(100), 12 * k, 26 * k, 1, 0, c.glass),
    `<path d="${spire(X(25), Y(112), 34 * k, 96 * k)}" fill="${c.roof}"/>`,
  ].join('');
}
