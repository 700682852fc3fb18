import { cumulus, finish, foliage, glow, palettes, sky } from '../lib/atmosphere.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n, smoothPath, type Point, type Svg } from '../lib/svg.ts';
import { bushes, forest, hill, range } from '../lib/terrain.ts';

/** The glass gazebo: an octagonal pavilion with white frames and an ogee roof. */
function gazebo(
  x: number,
  y: number,
  k: number,
  frame: string,
  glass: string,
  shade: string,
): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y - v * k;
  const out: string[] = [];
  out.push(
    `<path d="M${n(X(-70))},${n(Y(0))}H${n(X(70))}L${n(X(64))},${n(Y(-10))}H${n(X(-64))}Z" fill="${frame}"/>`,
  );
  out.push(
    `<rect x="${n(X(-60))}" y="${n(Y(120))}" width="${n(120 * k)}" height="${n(120 * k)}" fill="${glass}" opacity="0.75"/>`,
  );
  for (let i = 0; i <= 6; i++) {
    const px = -60 + i * 20;
    out.push(
      `<rect x="${n(X(px - 2.5))}" y="${n(Y(120))}" width="${n(5 * k)}" height="${n(120 * k)}" fill="${i === 0 || i === 6 ? shade : frame}"/>`,
    );
  }
  for (const h of [40, 80])
    out.push(
      `<rect x="${n(X(-60))}" y="${n(Y(h))}" width="${n(120 * k)}" height="${n(3 * k)}" fill="${frame}"/>`,
    );
  const roof = `M${n(X(-74))},${n(Y(120))}C${n(X(-60))},${n(Y(150))} ${n(X(-8))},${n(Y(150))} ${n(X(-4))},${n(Y(196))}H${n(X(4))}C${n(X(8))},${n(Y(150))} ${n(X(60))},${n(Y(150))} ${n(X(74))},${n(Y(120))}Z`;
  out.push(
    `<path d="${roof}" fill="${frame}"/>`,
    `<path d="${roof}" fill="${shade}" opacity="0.25" transform="translate(${n(X(0))} 0) scale(-0.5 1) translate(${n(-X(0))} 0)"/>`,
  );
  out.push(`<circle cx="${n(X(0))}" cy="${n(Y(200))}" r="${n(5 * k)}" fill="${frame}"/>`);
  return out.join('');
}

/** A curving strip of cinema film with sprocket holes, drawn along a path of points. */
function filmStrip(points: readonly Point[], width: number, color: string, frame: string): string {
  const d = smoothPath(points);
  const holes = `stroke-dasharray="${n(width * 0.14)} ${n(width * 0.14)}"`;
  return [
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="butt" opacity="0.9"/>`,
    `<path d="${d}" fill="none" stroke="${frame}" stroke-width="${n(width * 0.62)}" stroke-dasharray="${n(width * 0.9)} ${n(width * 0.12)}" opacity="0.22"/>`,
    `<path d="${d}" fill="none" stroke="${frame}" stroke-width="${n(width * 0.09)}" ${holes} transform="translate(0 ${n(-width * 0.4)})" opacity="0.9"/>`,
    `<path d="${d}" fill="none" stroke="${frame}" stroke-width="${n(width * 0.09)}" ${holes} transform="translate(0 ${n(width * 0.4)})" opacity="0.9"/>`,
  ].join('');
}

/** A film reel silhouette. */
function reel(x: number, y: number, r: number, color: string, hole: string): string {
  const holes = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const a = (i * Math.PI) / 3;
      return `<circle cx="${n(x + Math.cos(a) * r * 0.55)}" cy="${n(y + Math.sin(a) * r * 0.55)}" r="${n(r * 0.2)}"/>`;
    })
    .join('');
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/><g fill="${hole}">${holes}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.1)}"/></g>`;
}

/** Sound of Music: alpine meadows on a summer day, the glass gazebo, a ribbon of film in the sky. */
export function soundOfMusic(s: Svg, rng: Rng, o: { card?: boolean } = {}): void {
  const p = palettes.summer;
  const { leaf, pine } = foliage(p);
  const H = 560;
  sky(s, p, H);
  s.add(cumulus(s, rng, { y0: 90, y1: 380, count: 9, lit: '#ffffff', shade: '#b4c4d6' }));
  // The ribbon of film marks the card in the tour carousel; the hero stays a plain landscape.
  if (o.card)
    s.add(
      filmStrip(
        [
          [-60, 300],
          [300, 210],
          [700, 260],
          [1100, 150],
          [1680, 220],
        ],
        44,
        '#1b1d26',
        '#e6cf9a',
      ),
    );
  if (o.card) s.add(reel(1290, 170, 70, '#1b1d26', '#e6cf9a'));
  s.add(
    range(
      s,
      rng,
      p,
      [
        {
          depth: 0.1,
          y: H - 110,
          amp: 50,
          peaks: [
            { x: 420, h: 200, w: 300, sharp: 1 },
            { x: 760, h: 150, w: 220 },
            { x: 1450, h: 170, w: 300 },
          ],
          sunX: 1120,
          snowLine: H - 270,
          snow: p.snow,
        },
        {
          depth: 0.3,
          y: H - 40,
          amp: 30,
          peaks: [
            { x: 100, h: 160, w: 320 },
            { x: 1200, h: 90, w: 300 },
          ],
          sunX: 1120,
        },
      ],
      H,
    ),
  );
  const meadowFar = mix('#7fa04a', p.haze, 0.35);
  const meadowNear = '#5f8a34';
  s.add(
    `<path d="${hill(
      [
        [-40, H - 10],
        [300, H - 40],
        [700, H - 20],
        [1100, H - 60],
        [1640, H - 30],
      ],
      s.h + 10,
    )}" fill="${s.linear([
      [0, meadowFar],
      [1, mix(meadowFar, '#2a331c', 0.5)],
    ])}"/>`,
  );
  s.add(
    forest(rng, {
      x0: 260,
      x1: 760,
      base: (x) => H - 50 + Math.sin(x / 80) * 8,
      h: 50,
      gap: 11,
      fill: pine,
    }),
  );
  const crest: Point[] = [
    [-40, 720],
    [240, 640],
    [520, 600],
    [820, 620],
    [1180, 690],
    [1640, 660],
  ];
  const mid = s.linear(
    [
      [0, mix(meadowNear, '#fff2c0', 0.2)],
      [1, '#34501f'],
    ],
    { y1: 600, y2: s.h, user: true },
  );
  s.add(`<path d="${hill(crest, s.h + 10)}" fill="${mid}"/>`);
  s.add(
    `<path d="${smoothPath(crest)}" fill="none" stroke="#ffe6a8" stroke-width="2" opacity="0.5"/>`,
  );
  s.add(
    bushes(rng, {
      x0: 1150,
      x1: 1660,
      base: (x) => 690 - (x - 1180) * 0.05,
      r: 26,
      gap: 34,
      fill: leaf,
    }),
  );
  s.add(glow(s, 960, 520, 220, '#ffffff', 0.2));
  const pane = s.linear([
    [0, '#e8f0f2'],
    [1, '#a7b7be'],
  ]);
  const pavilion = gazebo(960, 606, 0.95, '#f6f0e4', pane, '#b8ad98');
  s.add(`<g transform="translate(960 606) scale(1.3 0.85) translate(-960 -606)">${pavilion}</g>`);
  // Wildflowers in the foreground meadow.
  const flowers: string[] = [];
  for (let i = 0; i < 420; i++) {
    const x = rng.range(-10, s.w + 10);
    const y = rng.range(700, s.h);
    const r = 1 + ((y - 700) / 200) * rng.range(1.5, 3.5);
    flowers.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${rng.pick(['#f6efe0', '#f2c14e', '#e58aa0', '#b9a3e0', '#fff6d8'])}" opacity="${n(rng.range(0.6, 1))}"/>`,
    );
  }
  s.add(flowers.join(''));
  s.add(finish(s, 0.35, 0.2));
}
