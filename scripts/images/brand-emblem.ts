import { n } from './lib/svg.ts';

/** Gold gradient defs shared by every emblem rendering (ids prefixed to stay unique). */
export const goldDefs = (p: string): string =>
  `<linearGradient id="${p}g" x1="0.2" y1="0" x2="0.8" y2="1"><stop offset="0" stop-color="#f3e3b8"/><stop offset="0.38" stop-color="#e6cf9a"/><stop offset="0.7" stop-color="#c9a45c"/><stop offset="1" stop-color="#9b7a3e"/></linearGradient>`;

const leaf = (x: number, y: number, angle: number, len: number, width: number): string =>
  `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" d="M0,0C${n(len * 0.3)},${n(-width)} ${n(len * 0.72)},${n(-width)} ${n(len)},0C${n(len * 0.72)},${n(width)} ${n(len * 0.3)},${n(width)} 0,0Z"/>`;

/** One laurel branch following a circle from angle a0 to a1 (degrees, y down). */
function branch(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const out: string[] = [];
  const dir = Math.sign(a1 - a0);
  const rad = (a: number): number => (a * Math.PI) / 180;
  const at = (a: number): [number, number] => [
    cx + r * Math.cos(rad(a)),
    cy + r * Math.sin(rad(a)),
  ];
  const [sx, sy] = at(a0);
  const [ex, ey] = at(a1);
  const sweep = dir > 0 ? 1 : 0;
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  out.push(
    `<path d="M${n(sx)},${n(sy)}A${r},${r} 0 ${large} ${sweep} ${n(ex)},${n(ey)}" fill="none" stroke="inherit" stroke-width="2.2" stroke-linecap="round"/>`,
  );
  const count = 9;
  for (let i = 0; i < count; i++) {
    const t = (i + 0.6) / count;
    const a = a0 + (a1 - a0) * t;
    const [x, y] = at(a);
    const tangent = a + 90 * dir;
    const size = 1 - t * 0.45;
    out.push(leaf(x, y, tangent - 36 * dir, 22 * size, 5.6 * size));
    out.push(leaf(x, y, tangent + 40 * dir, 19 * size, 5 * size));
  }
  const [tx, ty] = at(a1);
  out.push(leaf(tx, ty, a1 + 90 * dir, 15, 4));
  return out.join('');
}

/** Crown with three points topped by pearls, sitting on (cx, base). */
function crown(cx: number, base: number, w: number): string {
  const h = w * 0.55;
  const x0 = cx - w / 2;
  const body = `M${n(x0)},${n(base)}L${n(x0 - w * 0.04)},${n(base - h * 0.72)}L${n(cx - w * 0.26)},${n(base - h * 0.36)}L${n(cx)},${n(base - h)}L${n(cx + w * 0.26)},${n(base - h * 0.36)}L${n(x0 + w * 1.04)},${n(base - h * 0.72)}L${n(x0 + w)},${n(base)}Z`;
  const pearls = [
    [x0 - w * 0.04, base - h * 0.72],
    [cx, base - h],
    [x0 + w * 1.04, base - h * 0.72],
  ]
    .map(([x, y]) => `<circle cx="${n(x ?? 0)}" cy="${n((y ?? 0) - 3.2)}" r="3.4"/>`)
    .join('');
  const band = `<rect x="${n(x0)}" y="${n(base + 2)}" width="${n(w)}" height="4.5" rx="1.5"/>`;
  return `<path d="${body}"/>${pearls}${band}`;
}

/** Steering wheel: double rim, hub and three spokes. */
function wheel(cx: number, cy: number, r: number, rim = 6.5): string {
  const spoke = (angle: number): string =>
    `<path transform="rotate(${angle} ${cx} ${cy})" d="M${n(cx + 8)},${n(cy - 3.6)}L${n(cx + r - 2)},${n(cy - 5.5)}L${n(cx + r - 2)},${n(cy + 5.5)}L${n(cx + 8)},${n(cy + 3.6)}Z"/>`;
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="inherit" stroke-width="${rim}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r - rim - 2}" fill="none" stroke="inherit" stroke-width="${rim / 4.5}"/>`,
    spoke(0),
    spoke(180),
    spoke(90),
    `<circle cx="${cx}" cy="${cy}" r="11"/>`,
    `<circle cx="${cx}" cy="${cy}" r="5.5" fill="#0f1115" opacity="0.55"/>`,
  ].join('');
}

/** The emblem in a 200×200 box. `simple` drops the laurel for tiny sizes. */
export function emblem(p: string, simple = false): string {
  const fill = `url(#${p}g)`;
  const parts = simple
    ? [wheel(100, 114, 60, 13), crown(100, 42, 62)]
    : [
        branch(100, 104, 80, 100, 226),
        branch(100, 104, 80, 80, -46),
        wheel(100, 106, 47),
        crown(100, 52, 42),
        `<path d="M100,176l6,8-6,8-6-8Z"/>`,
      ];
  return `<g fill="${fill}" stroke="${fill}" stroke-width="0">${parts.join('')}</g>`;
}
