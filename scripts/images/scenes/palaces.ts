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
import { ground, jet, statue } from '../lib/garden.ts';
import { palace } from '../lib/palace.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n, type Svg } from '../lib/svg.ts';
import { bushes, forest, glints, range, reflection, water } from '../lib/terrain.ts';

/** Leopoldskron: the rococo palace on its lake, the Untersberg behind, mirrored in the water. */
export function leopoldskron(s: Svg, rng: Rng, mood: PaletteName = 'summer'): void {
  const p = palettes[mood];
  const { leaf, pine } = foliage(p);
  const H = 600;
  const day = p.day === true;
  const winter = p.season === 'winter';
  sky(s, p, H);
  if (day) {
    s.add(
      cumulus(s, rng, {
        y0: 70,
        y1: 300,
        count: 8,
        lit: '#ffffff',
        shade: mix(p.far, '#ffffff', 0.45),
      }),
    );
  } else {
    s.add(stars(s, rng, 160, 380));
    s.add(glow(s, 700, H - 60, 800, p.glow, 0.2, 0.35));
    s.add(
      clouds(s, rng, {
        y0: 120,
        y1: 330,
        count: 10,
        lit: p.glow,
        shade: mix(p.far, '#4a4060', 0.4),
        opacity: 0.55,
      }),
    );
  }
  const mountains = range(
    s,
    rng,
    p,
    [
      { depth: 0.1, y: H - 120, amp: 26, peaks: [{ x: 300, h: 90, w: 340 }], sunX: 200 },
      {
        depth: 0.3,
        y: H - 60,
        amp: 40,
        rough: 0.72,
        peaks: [
          { x: 900, h: 330, w: 700, sharp: 0.45 },
          { x: 1280, h: 300, w: 420, sharp: 0.5 },
        ],
        sunX: 200,
        snowLine: H - (winter ? 140 : 330),
        snow: day ? p.snow : mix('#f6dfd0', p.far, 0.6),
      },
    ],
    H,
  );
  const trees = [
    forest(rng, {
      x0: -20,
      x1: 420,
      base: (x) => H - 4 - Math.max(0, 200 - x) * 0.2,
      h: 70,
      gap: 16,
      fill: pine,
    }),
    winter
      ? forest(rng, {
          x0: -10,
          x1: 420,
          base: (x) => H - 4 - Math.max(0, 200 - x) * 0.2,
          h: 40,
          gap: 30,
          fill: '#e8eef4',
        })
      : '',
    bushes(rng, {
      x0: 1230,
      x1: s.w + 30,
      base: () => H - 2,
      r: 34,
      gap: 40,
      fill: leaf,
    }),
  ].join('');
  const building = palace(s, rng, {
    x: 670,
    y: H - 6,
    bays: 11,
    bayW: 42,
    floors: 4,
    floorH: 46,
    wall: day ? '#f3e6d2' : '#c9bca4',
    trim: day ? '#d9c3a4' : '#a8987f',
    roof: winter ? '#e6ecf2' : day ? '#4e4448' : mix(p.near, '#5a4a50', 0.5),
    light: p.lamp,
    dark: day ? '#4a4d5a' : '#2e3446',
    lit: day ? 0.02 : 0.55,
    roofStyle: 'mansard',
    center: { bays: 3, pediment: false, extraFloor: true },
    shade: 0.22,
  });
  const bank = winter
    ? '#eef2f6'
    : day
      ? mix(p.grass ?? leaf, '#000000', 0.1)
      : mix(p.near, '#8a7a6a', 0.3);
  const terrace = `<rect x="-10" y="${H - 8}" width="${s.w + 20}" height="10" fill="${bank}"/><rect x="630" y="${H - 8}" width="542" height="10" fill="${day ? '#b8ab98' : mix(p.near, '#8a7a6a', 0.3)}"/>`;
  s.add(mountains, haze(s, H - 200, 200, p.haze, day ? 0.18 : 0.3), trees, building, terrace);
  s.add(water(s, p, H + 2, p.deep ?? '#0d1120', day ? 0.3 : 0.5));
  s.add(
    reflection(s, rng, mountains + trees + building, H + 2, {
      opacity: day ? 0.6 : 0.7,
      fade: 300,
      soften: 3,
    }),
  );
  if (day)
    s.add(glints(rng, { x: 900, y0: H + 6, y1: s.h, spread: 300, color: '#ffffff', count: 40 }));
  else s.add(glints(rng, { x: 900, y0: H + 6, y1: s.h, spread: 220, color: p.lamp, count: 50 }));
  s.add(finish(s, day ? 0.35 : 0.5, 0.25));
}

/** Water arc from a hidden spout: droplets along a parabola. */
function arc(rng: Rng, x0: number, y0: number, x1: number, h: number, light: string): string {
  const mx = (x0 + x1) / 2;
  const d = `M${n(x0)},${n(y0)}Q${n(mx)},${n(y0 - h * 2)} ${n(x1)},${n(y0)}`;
  const drops: string[] = [];
  for (let i = 0; i < 26; i++) {
    const t = rng.next();
    const x = x0 + (x1 - x0) * t;
    const y = y0 - 4 * h * t * (1 - t) + rng.range(-3, 3);
    drops.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(0.8, 2.4))}" opacity="${n(rng.range(0.4, 1))}"/>`,
    );
  }
  return `<path d="${d}" fill="none" stroke="${light}" stroke-width="3.2" opacity="0.55" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#ffffff" stroke-width="1.2" opacity="0.8"/><g fill="${light}">${drops.join('')}</g>`;
}

/** Hellbrunn: the ochre pleasure palace, its pond, and the trick fountains arching over the path. */
export function hellbrunn(s: Svg, rng: Rng): void {
  const p = palettes.afternoon;
  const H = 540;
  sky(s, p, H);
  s.add(sun(s, p, 1260, 300, 24));
  s.add(cumulus(s, rng, { y0: 80, y1: 330, count: 8, lit: '#fff6e6', shade: '#c2bcc0' }));
  s.add(
    range(
      s,
      rng,
      p,
      [
        {
          depth: 0.18,
          y: H - 90,
          amp: 30,
          peaks: [
            { x: 300, h: 170, w: 420, sharp: 0.6 },
            { x: 1500, h: 90, w: 300 },
          ],
          sunX: 1260,
        },
      ],
      H,
    ),
  );
  s.add(haze(s, H - 160, 162, p.haze, 0.35));
  const leaf = foliage(p).leaf;
  s.add(
    bushes(rng, {
      x0: -40,
      x1: 1640,
      base: () => H + 6,
      r: 46,
      gap: 52,
      fill: mix(leaf, p.haze, 0.25),
    }),
  );
  const ochre = {
    wall: '#e9bd6a',
    trim: '#f4dfb0',
    roof: '#5c4644',
    light: '#ffe3a8',
    dark: '#6b5a58',
    lit: 0.05,
    roofStyle: 'hip' as const,
  };
  s.add(
    palace(s, rng, {
      ...ochre,
      x: 330,
      y: H + 30,
      bays: 7,
      bayW: 40,
      floors: 2,
      floorH: 42,
      shade: 0.15,
    }),
  );
  s.add(
    palace(s, rng, {
      ...ochre,
      x: 1000,
      y: H + 30,
      bays: 7,
      bayW: 40,
      floors: 2,
      floorH: 42,
      shade: 0.15,
    }),
  );
  s.add(
    palace(s, rng, {
      ...ochre,
      x: 600,
      y: H + 30,
      bays: 10,
      bayW: 40,
      floors: 3,
      floorH: 46,
      roofStyle: 'mansard',
      center: { bays: 4, pediment: true },
      shade: 0.12,
    }),
  );
  // Long pond with statues and a fountain.
  const g = ground(800, 470, 4200);
  const pondTop = H + 40;
  s.add(
    `<rect x="-10" y="${H + 28}" width="${s.w + 20}" height="${s.h - H}" fill="${s.linear([
      [0, '#cdb58f'],
      [1, '#8c7457'],
    ])}"/>`,
  );
  const [lx0, ly0] = g.at(-7, 50);
  const [rx0] = g.at(7, 50);
  const [lx1, ly1] = g.at(-7, 13);
  const [rx1] = g.at(7, 13);
  const pond = `M${n(lx0)},${n(Math.max(ly0, pondTop))}H${n(rx0)}L${n(rx1)},${n(ly1)}H${n(lx1)}Z`;
  s.add(
    `<path d="${pond}" fill="${s.linear([
      [0, '#b9c9cf'],
      [0.4, '#6d8fa0'],
      [1, '#36566a'],
    ])}"/>`,
  );
  s.add(`<path d="${pond}" fill="none" stroke="#e8d6b4" stroke-width="6"/>`);
  s.add(
    glints(rng, {
      x: 1100,
      y0: pondTop + 4,
      y1: ly1 - 6,
      spread: 180,
      color: '#fff2d6',
      count: 40,
    }),
  );
  const [fx, fy] = g.at(0, 24);
  s.add(jet(fx, fy, 110, 12, '#fffaf0'));
  for (const [u, z] of [
    [-4.5, 30],
    [4.5, 30],
    [-4.5, 19],
    [4.5, 19],
  ] as const) {
    const [sx, sy] = g.at(u, z);
    s.add(statue(sx, sy, g.scale(z) * 0.9, '#d7c6a2', '#fff1d0', rng));
  }
  // Trick fountains: arcs crossing the gravel walk in the foreground.
  const walk = s.h - 70;
  s.add(
    `<rect x="-10" y="${walk - 24}" width="${s.w + 20}" height="110" fill="${s.linear([
      [0, '#bfa37c'],
      [1, '#7f6549'],
    ])}"/>`,
  );
  for (let i = 0; i < 9; i++) {
    const x0 = 60 + i * 180 + rng.range(-20, 20);
    s.add(arc(rng, x0, walk - 8, x0 + rng.range(140, 220), rng.range(70, 120), '#fff4dc'));
    s.add(arc(rng, x0 + 200, walk + 4, x0 + 20, rng.range(60, 110), '#fff4dc'));
  }
  s.add(glow(s, 800, walk - 60, 700, '#fff0cf', 0.18, 0.2));
  // The Prince's stone table with its stools, lit from the low sun.
  const tx = 800;
  const ty = s.h - 30;
  s.add(
    `<ellipse cx="${tx}" cy="${ty - 40}" rx="210" ry="22" fill="#cdb592"/><rect x="${tx - 210}" y="${ty - 40}" width="420" height="16" fill="#a88f6c"/><rect x="${tx - 40}" y="${ty - 24}" width="80" height="40" fill="#8a7457"/>`,
  );
  for (const sx of [-270, -150, 150, 270]) {
    s.add(
      `<rect x="${tx + sx - 22}" y="${ty - 30}" width="44" height="40" rx="6" fill="#9c8463"/><ellipse cx="${tx + sx}" cy="${ty - 30}" rx="22" ry="6" fill="#cbb38f"/>`,
    );
    s.add(jet(tx + sx, ty - 30, 70, 6, '#ffffff'));
  }
  s.add(finish(s, 0.45, 0.15));
}
