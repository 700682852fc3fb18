import { clouds, finish, glow, haze, palettes, sky, stars, sun } from '../lib/atmosphere.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n, pts, type Point, type Svg } from '../lib/svg.ts';
import { range } from '../lib/terrain.ts';

/** Airliner silhouette climbing out, nose to the upper right, with nav lights. */
function airliner(x: number, y: number, k: number, fill: string): string {
  const t = `translate(${n(x)} ${n(y)}) rotate(-12) scale(${n(k)})`;
  const body = 'M-120,0 C-100,-9 90,-10 112,-5 C124,-2 128,2 118,5 C90,10 -100,9 -120,4 Z';
  const wing = 'M-10,2 L40,4 L-50,46 L-66,46 Z';
  const far = 'M0,-3 L30,-4 L-30,-30 L-42,-30 Z';
  const tail = 'M-104,-2 L-122,-44 L-110,-44 L-84,-4 Z';
  const stab = 'M-108,2 L-130,16 L-120,16 L-96,3 Z';
  return `<g transform="${t}"><path d="${far}" fill="${mix(fill, '#ffffff', 0.1)}"/><path d="${body}${tail}${stab}" fill="${fill}"/><path d="${wing}" fill="${fill}"/><circle cx="-62" cy="46" r="3" fill="#ff4a4a"/><circle cx="-124" cy="2" r="2.5" fill="#ffffff"/><circle cx="-40" cy="-30" r="3" fill="#4aff8a"/></g>`;
}

/**
 * An airport control tower: a tapering concrete shaft, a service floor, the flared glass cab
 * with its outward-leaning windows, the roof and the antenna mast with its red light.
 */
function controlTower(s: Svg, x: number, ground: number, k: number, lamp: string): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => ground - v * k;
  const concrete = s.linear(
    [
      [0, '#3a3d48'],
      [0.55, '#2a2c35'],
      [1, '#1a1c23'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const shaft = `M${n(X(-22))},${n(Y(0))}L${n(X(-14))},${n(Y(206))}H${n(X(14))}L${n(X(22))},${n(Y(0))}Z`;
  const service = `M${n(X(-26))},${n(Y(206))}H${n(X(26))}V${n(Y(222))}H${n(X(-26))}Z`;
  const cab = `M${n(X(-30))},${n(Y(222))}L${n(X(-40))},${n(Y(252))}H${n(X(40))}L${n(X(30))},${n(Y(222))}Z`;
  const roof = `M${n(X(-44))},${n(Y(252))}H${n(X(44))}L${n(X(36))},${n(Y(262))}H${n(X(-36))}Z`;
  const mullions = [-20, -6, 8, 22]
    .map((v) => `M${n(X(v * 0.75))},${n(Y(222))}L${n(X(v))},${n(Y(252))}`)
    .join('');
  return [
    `<path d="${shaft}" fill="${concrete}"/>`,
    `<path d="M${n(X(-3))},${n(Y(10))}V${n(Y(196))}" stroke="#4a4e5a" stroke-width="${n(2 * k)}" stroke-dasharray="${n(6 * k)} ${n(10 * k)}"/>`,
    `<path d="${service}" fill="#23252e"/>`,
    glow(s, X(0), Y(237), 70 * k, '#9fd6e8', 0.25),
    `<path d="${cab}" fill="${s.linear([
      [0, '#bfe6f0'],
      [1, '#5f93a6'],
    ])}"/>`,
    `<path d="${mullions}" stroke="#1b1d26" stroke-width="${n(2 * k)}"/>`,
    `<rect x="${n(X(-30))}" y="${n(Y(226))}" width="${n(60 * k)}" height="${n(3 * k)}" fill="${lamp}" opacity="0.6"/>`,
    `<path d="${roof}" fill="#1b1d26"/>`,
    `<path d="M${n(X(0))},${n(Y(262))}V${n(Y(300))}M${n(X(-14))},${n(Y(262))}V${n(Y(278))}" stroke="#1b1d26" stroke-width="${n(2.4 * k)}"/>`,
    glow(s, X(0), Y(300), 12 * k, '#ff4a4a', 0.7),
    `<circle cx="${n(X(0))}" cy="${n(Y(300))}" r="${n(2.6 * k)}" fill="#ff5a5a"/>`,
  ].join('');
}

/** Runway in perspective at dusk: edge lights, approach lights, a departing aircraft. */
export function airport(s: Svg, rng: Rng): void {
  const p = palettes.dusk;
  const H = 560;
  sky(s, p, H);
  s.add(stars(s, rng, 70, 240));
  s.add(sun(s, p, 1140, H - 30, 22));
  s.add(
    clouds(s, rng, { y0: 140, y1: 420, count: 12, lit: p.glow, shade: '#4e4260', opacity: 0.6 }),
  );
  s.add(
    range(
      s,
      rng,
      p,
      [
        {
          depth: 0.15,
          y: H - 70,
          amp: 40,
          peaks: [
            { x: 300, h: 180, w: 340 },
            { x: 1400, h: 140, w: 320 },
          ],
          sunX: 1140,
          snowLine: H - 200,
          snow: mix('#f3d9c6', p.far, 0.5),
        },
      ],
      H,
    ),
  );
  s.add(
    `<rect x="-10" y="${H}" width="${s.w + 20}" height="${s.h - H + 10}" fill="${s.linear(
      [
        [0, '#3a3242'],
        [1, '#101217'],
      ],
      { y1: H, y2: s.h, user: true },
    )}"/>`,
  );
  s.add(haze(s, H - 40, 60, p.haze, 0.4));
  const vx = 820;
  const P = (u: number, z: number): Point => [vx + (u * 900) / z, H + 320 / z];
  const strip = [P(-1, 1), P(1, 1), P(1, 40), P(-1, 40)];
  s.add(
    `<polygon points="${pts(strip)}" fill="${s.linear(
      [
        [0, '#4a4250'],
        [1, '#1a1b22'],
      ],
      { y1: H, y2: s.h, user: true },
    )}"/>`,
  );
  for (let z = 1.05; z < 40; z *= 1.28) {
    const [a, b] = [P(-0.02, z), P(0.02, z * 1.12)];
    s.add(
      `<polygon points="${pts([a, [b[0], a[1]], b, [a[0], b[1]]])}" fill="#e8e2d6" opacity="0.6"/>`,
    );
  }
  // Edge and approach lights.
  for (let z = 0.9; z < 40; z *= 1.1) {
    for (const u of [-1.04, 1.04]) {
      const [x, y] = P(u, z);
      const r = Math.max(0.8, 7 / z);
      s.add(
        glow(s, x, y, r * 5, '#ffe0a0', 0.6),
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff3d6"/>`,
      );
    }
  }
  for (let i = 0; i < 8; i++) {
    const [x, y] = P(0, 42 + i * 6);
    s.add(`<circle cx="${n(x)}" cy="${n(y)}" r="1.6" fill="#fff6e0"/>`);
  }
  // Control tower and terminal on the right.
  s.add(controlTower(s, 1330, H + 4, 1, p.lamp));
  const terminal = `M${1400},${H + 4}V${H - 44}L${1420},${H - 58}H${1640}V${H + 4}Z`;
  s.add(
    `<path d="${terminal}" fill="#1d2029"/><rect x="1412" y="${H - 40}" width="240" height="12" fill="${p.lamp}" opacity="0.75"/><rect x="1412" y="${H - 22}" width="240" height="6" fill="${p.lamp}" opacity="0.35"/>`,
  );
  s.add(glow(s, 520, 300, 120, '#fff2d8', 0.2));
  s.add(airliner(520, 300, 1.25, '#161822'));
  s.add(finish(s, 0.5, 0.25));
}

/** A historic station hall: arched iron roof, glass, platforms, a train and hanging lamps. */
export function trainStation(s: Svg, rng: Rng): void {
  s.add(
    `<rect width="${s.w}" height="${s.h}" fill="${s.linear([
      [0, '#0f1424'],
      [1, '#1c2236'],
    ])}"/>`,
  );
  const vx = 800;
  const vy = 470;
  const at = (x: number, y: number, z: number): Point => [vx + (x - vx) / z, vy + (y - vy) / z];
  // Glazed roof: arch ribs receding, with dusk sky through the glass at the far end.
  const far = 7;
  s.add(glow(s, vx, vy - 20, 420, '#d99a6a', 0.55, 0.7));
  const arch = (z: number): Point[] => {
    const out: Point[] = [];
    for (let i = 0; i <= 30; i++) {
      const a = Math.PI + (Math.PI * i) / 30;
      out.push(at(vx + Math.cos(a) * 900, 380 + Math.sin(a) * 420, z));
    }
    return out;
  };
  s.add(
    `<polygon points="${pts([...arch(far), at(1700, 380, far), at(1700, 900, far), at(-100, 900, far), at(-100, 380, far)])}" fill="#f0b27a" opacity="0.35"/>`,
  );
  for (let z = 1; z < far; z *= 1.18) {
    s.add(
      `<polyline points="${pts(arch(z))}" fill="none" stroke="#0a0c14" stroke-width="${n(16 / z)}"/>`,
    );
    s.add(
      `<polyline points="${pts(arch(z))}" fill="none" stroke="#c9a45c" stroke-width="${n(2 / z)}" opacity="0.5"/>`,
    );
  }
  for (let i = 2; i < 30; i += 3) {
    const line = [arch(1)[i] as Point, arch(far)[i] as Point];
    s.add(`<polyline points="${pts(line)}" stroke="#0a0c14" stroke-width="3" opacity="0.8"/>`);
  }
  // Platforms.
  const plat = (x0: number, x1: number): string =>
    `<polygon points="${pts([at(x0, 900, 1), at(x1, 900, 1), at(x1, 900, far), at(x0, 900, far)])}" fill="${s.linear(
      [
        [0, '#4a4038'],
        [1, '#8a7460'],
      ],
      { y1: 900, y2: vy, user: true },
    )}"/>`;
  s.add(plat(-300, 560), plat(1150, 1900));
  for (const x of [560, 1150]) {
    s.add(
      `<polyline points="${pts([at(x, 900, 1), at(x, 900, far)])}" stroke="#e6cf9a" stroke-width="4" opacity="0.7"/>`,
    );
  }
  // Track bed with rails between the platforms.
  s.add(
    `<polygon points="${pts([at(560, 960, 1), at(1150, 960, 1), at(1150, 960, far), at(560, 960, far)])}" fill="#0d0f16"/>`,
  );
  for (const x of [640, 760, 1010, 1100]) {
    s.add(
      `<polyline points="${pts([at(x, 960, 1), at(x, 960, far)])}" stroke="#9aa0ad" stroke-width="3" opacity="0.6"/>`,
    );
  }
  // A train on the right track: dark red side with a lit window band.
  const side = (y0: number, y1: number, z0: number, z1: number): Point[] => [
    at(1060, y0, z0),
    at(1060, y1, z0),
    at(1060, y1, z1),
    at(1060, y0, z1),
  ];
  s.add(
    `<polygon points="${pts(side(960, 560, 1.02, far))}" fill="${s.linear(
      [
        [0, '#3a0d14'],
        [1, '#7a1a26'],
      ],
      { y1: 900, y2: 560, user: true },
    )}"/>`,
  );
  s.add(`<polygon points="${pts(side(700, 630, 1.02, far))}" fill="#20242e"/>`);
  for (let z = 1.1; z < far; z *= 1.2) {
    s.add(`<polygon points="${pts(side(692, 638, z, z * 1.12))}" fill="#ffdca0" opacity="0.85"/>`);
  }
  s.add(`<polygon points="${pts(side(575, 560, 1.02, far))}" fill="#c9a45c" opacity="0.6"/>`);
  // Hanging lamps and a station clock.
  for (let z = 1.3; z < far; z *= 1.45) {
    for (const x of [300, 1300]) {
      const [lx, ly] = at(x, 420, z);
      const [, top] = at(x, 120, z);
      s.add(
        `<line x1="${n(lx)}" y1="${n(top)}" x2="${n(lx)}" y2="${n(ly)}" stroke="#0a0c14" stroke-width="${n(3 / z)}"/>`,
      );
      s.add(
        glow(s, lx, ly, 160 / z, '#ffd28a', 0.6),
        `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(12 / z)}" fill="#fff0c8"/>`,
      );
    }
  }
  const [cx, cy] = at(vx, 300, 2.2);
  s.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="34" fill="#f7f1e6" stroke="#0a0c14" stroke-width="6"/><path d="M${n(cx)},${n(cy)}v-22M${n(cx)},${n(cy)}l14,6" stroke="#0f1115" stroke-width="3.5" stroke-linecap="round"/>`,
  );
  // Travellers, as small silhouettes on the left platform.
  for (let i = 0; i < 7; i++) {
    const z = rng.range(1.6, 5);
    const [px, py] = at(rng.range(120, 480), 900, z);
    const h = 170 / z;
    s.add(
      `<path d="M${n(px - h * 0.12)},${n(py)}L${n(px - h * 0.14)},${n(py - h * 0.75)}Q${n(px)},${n(py - h * 0.9)} ${n(px + h * 0.14)},${n(py - h * 0.75)}L${n(px + h * 0.12)},${n(py)}Z" fill="#0b0d14"/><circle cx="${n(px)}" cy="${n(py - h * 0.88)}" r="${n(h * 0.09)}" fill="#0b0d14"/>`,
    );
  }
  s.add(finish(s, 0.55, 0.25));
}

/** Motorway at night: curving lanes into the mountains, long-exposure light trails. */
export function motorway(s: Svg, rng: Rng): void {
  const p = palettes.blueHour;
  const H = 520;
  sky(s, p, H);
  s.add(stars(s, rng, 160, 340));
  s.add(
    range(
      s,
      rng,
      p,
      [
        {
          depth: 0.1,
          y: H - 60,
          amp: 40,
          peaks: [
            { x: 1100, h: 220, w: 380, sharp: 1 },
            { x: 400, h: 150, w: 300 },
          ],
          sunX: 1500,
          snowLine: H - 200,
          snow: mix('#dfe6f2', p.far, 0.5),
        },
        {
          depth: 0.45,
          y: H + 10,
          amp: 26,
          peaks: [
            { x: 0, h: 140, w: 420 },
            { x: 1600, h: 120, w: 400 },
          ],
          sunX: 1500,
        },
      ],
      H + 20,
    ),
  );
  s.add(`<rect x="-10" y="${H + 10}" width="${s.w + 20}" height="${s.h}" fill="#0b0d13"/>`);
  // Road: a gentle S-curve widening toward the viewer.
  const center = (t: number): Point => [
    800 + Math.sin(t * 2.4 + 0.4) * 260 * (1 - t) + t * 80,
    H + 14 + Math.pow(t, 2.2) * (s.h - H),
  ];
  const edge = (t: number, side: number): Point => {
    const [x, y] = center(t);
    return [x + side * (10 + Math.pow(t, 2) * 900), y];
  };
  const steps = 40;
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    left.push(edge(i / steps, -1));
    right.push(edge(i / steps, 1));
  }
  s.add(`<polygon points="${pts([...left, ...right.reverse()])}" fill="#1a1c24"/>`);
  right.reverse();
  const trail = (side: number, color: string, width: number, offset: number): string => {
    const line: Point[] = [];
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      const [x, y] = center(t);
      line.push([x + side * (offset * (10 + Math.pow(t, 2) * 900)), y]);
    }
    return `<polyline points="${pts(line)}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" opacity="0.9"/>`;
  };
  for (const [o, w] of [
    [0.3, 3],
    [0.42, 5],
    [0.56, 4],
  ] as const) {
    s.add(
      trail(-1, '#ff3b3b', w * 2.5, o).replace('opacity="0.9"', 'opacity="0.25"'),
      trail(-1, '#ff6b5a', w, o),
    );
    s.add(
      trail(1, '#ffe9b8', w * 2.5, o).replace('opacity="0.9"', 'opacity="0.25"'),
      trail(1, '#fff6e0', w, o),
    );
  }
  s.add(trail(1, '#c9a45c', 1.5, 0.02));
  // Street lamps along the verge.
  for (let i = 3; i <= steps; i += 4) {
    const t = i / steps;
    const [x, y] = edge(t, 1);
    const h = 20 + Math.pow(t, 2) * 320;
    s.add(
      `<line x1="${n(x + 10)}" y1="${n(y)}" x2="${n(x + 10)}" y2="${n(y - h)}" stroke="#08090d" stroke-width="${n(1 + t * 6)}"/>`,
    );
    s.add(
      glow(s, x, y - h, 10 + t * 90, '#ffcf7a', 0.55),
      `<circle cx="${n(x)}" cy="${n(y - h)}" r="${n(1 + t * 5)}" fill="#fff0c0"/>`,
    );
  }
  s.add(finish(s, 0.5, 0.1));
}
