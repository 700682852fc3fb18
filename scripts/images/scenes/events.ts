import { finish, glow, haze, palettes, sky, stars } from '../lib/atmosphere.ts';
import type { Rng } from '../lib/rng.ts';
import { n, pts, type Svg } from '../lib/svg.ts';
import { eClass } from './cars.ts';

/** Out-of-focus lights: soft discs with a brighter rim, like a fast lens wide open. */
function bokeh(
  s: Svg,
  rng: Rng,
  count: number,
  area: readonly [number, number, number, number],
  colors: readonly string[],
): string {
  const out: string[] = [];
  const [x0, y0, x1, y1] = area;
  for (let i = 0; i < count; i++) {
    const c = rng.pick(colors);
    const r = rng.range(10, 46) * (rng.chance(0.12) ? 1.7 : 1);
    const fill = s.radial([
      [0, c, 0.22],
      [0.8, c, 0.32],
      [0.95, c, 0.55],
      [1, c, 0],
    ]);
    out.push(
      `<circle cx="${n(rng.range(x0, x1))}" cy="${n(rng.range(y0, y1))}" r="${n(r)}" fill="${fill}" opacity="${n(rng.range(0.35, 0.9))}"/>`,
    );
  }
  return out.join('');
}

/**
 * A champagne flute: a clear tulip bowl (highlights and a bright rim, so the empty glass above
 * the wine reads as glass, not as a dark cap), gold wine with a meniscus and bubbles, stem, foot.
 */
function flute(s: Svg, x: number, y: number, h: number, tilt: number, rng: Rng): string {
  const w = h * 0.2;
  const top = y - h;
  const bowlBottom = y - h * 0.42;
  const bowl = `M${n(x - w / 2)},${n(top)}C${n(x - w * 0.56)},${n(top + h * 0.22)} ${n(x - w * 0.42)},${n(bowlBottom - h * 0.04)} ${n(x)},${n(bowlBottom)}C${n(x + w * 0.42)},${n(bowlBottom - h * 0.04)} ${n(x + w * 0.56)},${n(top + h * 0.22)} ${n(x + w / 2)},${n(top)}Z`;
  const level = top + h * 0.16;
  const clip = s.clip(bowl);
  const wine = s.linear([
    [0, '#f6d98a'],
    [0.6, '#e2b454'],
    [1, '#c7912f'],
  ]);
  let bubbles = '';
  for (let i = 0; i < 16; i++) {
    bubbles += `<circle cx="${n(x + rng.range(-w * 0.22, w * 0.22))}" cy="${n(rng.range(level + 6, bowlBottom - 6))}" r="${n(rng.range(0.8, 2))}"/>`;
  }
  const stem = `M${n(x - 2.2)},${n(bowlBottom)}V${n(y - 5)}H${n(x + 2.2)}V${n(bowlBottom)}Z`;
  return [
    `<g transform="rotate(${n(tilt)} ${n(x)} ${n(y)})">`,
    `<path d="${bowl}" fill="#fff6e4" opacity="0.16"/>`,
    `<rect x="${n(x - w)}" y="${n(level)}" width="${n(w * 2)}" height="${n(h)}" fill="${wine}" clip-path="${clip}"/>`,
    `<ellipse cx="${n(x)}" cy="${n(level)}" rx="${n(w * 0.5)}" ry="${n(w * 0.07)}" fill="#fff3cf" opacity="0.9" clip-path="${clip}"/>`,
    `<g fill="#fff8e6" opacity="0.85">${bubbles}</g>`,
    // Reflections down both sides of the bowl.
    `<path d="M${n(x - w * 0.36)},${n(top + h * 0.03)}C${n(x - w * 0.42)},${n(top + h * 0.2)} ${n(x - w * 0.34)},${n(top + h * 0.4)} ${n(x - w * 0.18)},${n(bowlBottom - h * 0.05)}" fill="none" stroke="#ffffff" stroke-width="${n(w * 0.1)}" stroke-linecap="round" opacity="0.55"/>`,
    `<path d="M${n(x + w * 0.38)},${n(top + h * 0.05)}C${n(x + w * 0.42)},${n(top + h * 0.18)} ${n(x + w * 0.38)},${n(top + h * 0.3)} ${n(x + w * 0.3)},${n(top + h * 0.4)}" fill="none" stroke="#ffffff" stroke-width="${n(w * 0.05)}" stroke-linecap="round" opacity="0.4"/>`,
    `<path d="${bowl}" fill="none" stroke="#fbeccb" stroke-width="1.6" opacity="0.75"/>`,
    `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(w / 2)}" ry="${n(w * 0.09)}" fill="#ffffff" fill-opacity="0.12" stroke="#fffaf0" stroke-width="2" opacity="0.95"/>`,
    `<path d="${stem}" fill="#f7e6bd" opacity="0.75"/>`,
    `<ellipse cx="${n(x)}" cy="${n(y - 3)}" rx="${n(w * 0.46)}" ry="${n(w * 0.08)}" fill="#f7e6bd" opacity="0.6"/>`,
    `<ellipse cx="${n(x)}" cy="${n(y - 3)}" rx="${n(w * 0.46)}" ry="${n(w * 0.08)}" fill="none" stroke="#fffaf0" stroke-width="1.5" opacity="0.8"/>`,
    '</g>',
  ].join('');
}

/** Gala evening: a chandelier, warm bokeh, champagne in the foreground. */
export function gala(s: Svg, rng: Rng): void {
  s.add(
    `<rect width="${s.w}" height="${s.h}" fill="${s.radial(
      [
        [0, '#3a2a22'],
        [0.6, '#1a1418'],
        [1, '#0c0b0f'],
      ],
      { cy: 0.35, r: 0.8 },
    )}"/>`,
  );
  s.add(
    bokeh(
      s,
      rng,
      46,
      [-60, 120, 1660, 640],
      ['#e6cf9a', '#c9a45c', '#f3c6a0', '#c9a45c', '#fff1d0'],
    ),
  );
  // Chandelier.
  const cx = 800;
  s.add(glow(s, cx, 170, 360, '#ffe2a8', 0.45));
  s.add(`<line x1="${cx}" y1="0" x2="${cx}" y2="90" stroke="#c9a45c" stroke-width="3"/>`);
  for (const [rx, ry, k] of [
    [230, 60, 12],
    [150, 40, 9],
    [80, 22, 6],
  ] as const) {
    const cy = 170 - (230 - rx) * 0.4;
    s.add(
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#c9a45c" stroke-width="2.5" opacity="0.8"/>`,
    );
    for (let i = 0; i < k; i++) {
      const a = (i / k) * Math.PI * 2;
      const x = cx + Math.cos(a) * rx;
      const y = cy + Math.sin(a) * ry;
      s.add(
        `<path d="M${n(x)},${n(y)}v18" stroke="#e6cf9a" stroke-width="1.5" opacity="0.7"/>`,
        glow(s, x, y - 8, 26, '#fff0c8', 0.7),
        `<circle cx="${n(x)}" cy="${n(y - 6)}" r="3.5" fill="#fff8e6"/>`,
      );
    }
  }
  // Table edge with linen and flutes.
  s.add(
    `<rect x="-10" y="720" width="${s.w + 20}" height="200" fill="${s.linear([
      [0, '#f2e8d8'],
      [0.1, '#8c8070'],
      [1, '#15130f'],
    ])}"/>`,
  );
  s.add(`<rect x="-10" y="712" width="${s.w + 20}" height="10" fill="#e6cf9a" opacity="0.5"/>`);
  s.add(
    flute(s, 640, 742, 330, -3, rng),
    flute(s, 980, 746, 340, 4, rng),
    flute(s, 1200, 758, 260, 1, rng),
  );
  s.add(bokeh(s, rng, 14, [0, 600, 1600, 900], ['#c9a45c', '#e6cf9a']));
  s.add(finish(s, 0.6, 0.1));
}

/** VIP arrival: red carpet to a lit entrance, brass stanchions, a dark saloon waiting. */
export function vipArrival(s: Svg, rng: Rng): void {
  const p = palettes.night;
  sky(s, p, 420);
  s.add(stars(s, rng, 80, 200));
  // Facade with columns and a glowing doorway.
  s.add(`<rect x="-10" y="120" width="${s.w + 20}" height="420" fill="#1a1b22"/>`);
  for (let x = 100; x < 1600; x += 180) {
    s.add(
      `<rect x="${x}" y="150" width="34" height="380" fill="${s.linear(
        [
          [0, '#d8c7a5'],
          [1, '#5b5246'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      )}" opacity="0.55"/>`,
    );
  }
  s.add(
    `<rect x="-10" y="120" width="${s.w + 20}" height="30" fill="#2a2a33"/><rect x="-10" y="146" width="${s.w + 20}" height="4" fill="#c9a45c" opacity="0.6"/>`,
  );
  s.add(glow(s, 860, 420, 420, '#ffd79a', 0.55, 0.7));
  s.add(
    `<path d="M760,540V330A100,100 0 0 1 960,330V540Z" fill="${s.linear([
      [0, '#fff2d0'],
      [1, '#e0a860'],
    ])}"/>`,
  );
  s.add(
    `<path d="M760,540V330A100,100 0 0 1 960,330V540Z" fill="none" stroke="#c9a45c" stroke-width="6"/>`,
  );
  s.add(
    `<rect x="-10" y="540" width="${s.w + 20}" height="${s.h - 530}" fill="${s.linear([
      [0, '#2a2830'],
      [1, '#0c0d11'],
    ])}"/>`,
  );
  // Red carpet in perspective.
  const carpet = [
    [780, 540],
    [940, 540],
    [1420, 910],
    [300, 910],
  ] as const;
  s.add(
    `<polygon points="${pts(carpet)}" fill="${s.linear([
      [0, '#a3202c'],
      [1, '#4a0a12'],
    ])}"/>`,
  );
  s.add(
    `<polygon points="${pts(carpet)}" fill="${s.linear([
      [0, '#ffd79a', 0.35],
      [0.4, '#ffd79a', 0],
    ])}"/>`,
  );
  // Stanchions with velvet ropes on both sides.
  for (const side of [-1, 1]) {
    let prev: readonly [number, number, number] | undefined;
    for (let t = 0.08; t <= 1; t += 0.23) {
      const x = 860 + side * (100 + t * 640);
      const y = 540 + t * 370;
      const h = 40 + t * 110;
      s.add(
        `<rect x="${n(x - 2 - t * 3)}" y="${n(y - h)}" width="${n(4 + t * 6)}" height="${n(h)}" fill="#c9a45c"/><circle cx="${n(x)}" cy="${n(y - h)}" r="${n(4 + t * 8)}" fill="#e6cf9a"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(8 + t * 18)}" ry="${n(3 + t * 5)}" fill="#8a6a36"/>`,
      );
      if (prev) {
        const [px, py, ph] = prev;
        s.add(
          `<path d="M${n(px)},${n(py - ph * 0.9)}Q${n((px + x) / 2)},${n((py + y) / 2 - (ph + h) * 0.25)} ${n(x)},${n(y - h * 0.9)}" fill="none" stroke="#6e0f1c" stroke-width="${n(3 + t * 8)}"/>`,
        );
      }
      prev = [x, y, h];
    }
  }
  // The waiting car (left), with its reflection on the wet pavement.
  const carXml = eClass(s, '#101217', { shadow: true });
  s.add(`<g transform="translate(-250 470) scale(0.92)">${carXml}</g>`);
  s.add(
    `<g transform="translate(-250 ${n(470 + 2 * 410 * 0.92)}) scale(0.92 -0.92)" opacity="0.18">${carXml}</g>`,
  );
  s.add(haze(s, 700, 200, '#0c0d11', 0.6));
  // Camera flashes in the distance.
  for (let i = 0; i < 14; i++) {
    const x = rng.chance(0.5) ? rng.range(1050, 1550) : rng.range(560, 720);
    const y = rng.range(430, 540);
    s.add(glow(s, x, y, rng.range(14, 40), '#ffffff', 0.7));
  }
  s.add(finish(s, 0.55, 0.15));
}
