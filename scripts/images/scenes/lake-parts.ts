import { block, onion, spire, tower } from '../lib/build.ts';
import { INK, type Mood } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n } from '../lib/svg.ts';

const WALLS = [INK.cream, '#f1e3c4', '#ead8b4', '#e6cf9a', '#ece7dc'] as const;

/**
 * Houses of a lakeside village standing on y: gable fronts and hipped roofs, a few rows of
 * windows, some with dark timber upper floors as in the Salzkammergut. In winter the roofs
 * carry snow.
 */
export function village(
  rng: Rng,
  x0: number,
  x1: number,
  y: number | ((x: number) => number),
  k: number,
  m: Mood,
  snow = false,
): string {
  let out = '';
  for (let x = x0; x < x1;) {
    const w = rng.range(30, 50) * k;
    const h = rng.range(28, 52) * k;
    const base = typeof y === 'number' ? y : y(x + w / 2);
    const ink = rng.pick(WALLS);
    const timber = rng.chance(0.3);
    const roof = rng.range(14, 24) * k;
    out += block(x, base, w, h, {
      wall: [ink, mix(ink, m.wall[1], 0.6)],
      depth: 5 * k,
      roof: { h: roof, color: m.roof, kind: rng.chance(0.55) ? 'gable' : 'hip', overhang: 3 * k },
      windows: {
        rows: Math.max(1, Math.round(h / (22 * k))),
        cols: Math.max(2, Math.round(w / (16 * k))),
        ww: 0.4,
        wh: 0.5,
        color: m.window,
      },
    });
    if (timber) {
      out += `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h * 0.38)}" fill="${mix(INK.rust, INK.navy, 0.45)}"/>`;
    }
    if (snow) {
      out += `<path d="M${n(x - 2 * k)},${n(base - h - roof * 0.25)}L${n(x + (w + 5 * k) / 2)},${n(base - h - roof)}L${n(x + w + 7 * k)},${n(base - h - roof * 0.25)}Z" fill="${m.snow[0]}"/>`;
    }
    x += w + rng.range(-4, 8) * k;
  }
  return out;
}

/** A village church: nave with a steep roof and a tower with a pointed spire or an onion. */
export function church(x: number, y: number, k: number, kind: 'spire' | 'onion', m: Mood): string {
  const opening = mix(m.window, m.wall[1], 0.2);
  const th = (kind === 'spire' ? 120 : 100) * k;
  const cap =
    kind === 'spire'
      ? { d: spire(x, y - th, 30 * k, 118 * k), fill: m.copper[1] }
      : { d: onion(x, y - th, 34 * k, 58 * k), fill: m.copper[0] };
  return [
    block(x + 8 * k, y, 120 * k, 58 * k, {
      wall: [INK.cream, m.wall[1]],
      depth: 8 * k,
      roof: { h: 40 * k, color: m.roof, kind: 'gable' },
      windows: { rows: 1, cols: 4, ww: 0.3, wh: 0.6, arched: true, color: opening },
    }),
    tower(x, y, 28 * k, th, [INK.cream, m.wall[1]], cap, opening),
  ].join('');
}

/**
 * A Salzkammergut paddle steamer, facing left: white hull over a dark waterline band, two
 * decks of windows, the paddle box amidships and a tall buff funnel with a dark top.
 */
export function steamer(x: number, y: number, k: number, m: Mood): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y - v * k;
  const hull = `M${n(X(-200))},${n(Y(22))}L${n(X(190))},${n(Y(22))}C${n(X(200))},${n(Y(14))} ${n(X(196))},${n(Y(4))} ${n(X(180))},${n(Y(0))}L${n(X(-170))},${n(Y(0))}C${n(X(-186))},${n(Y(6))} ${n(X(-196))},${n(Y(14))} ${n(X(-200))},${n(Y(22))}Z`;
  return [
    `<path d="${hull}" fill="${INK.cream}"/>`,
    `<path d="M${n(X(-174))},${n(Y(6))}H${n(X(186))}L${n(X(180))},${n(Y(0))}H${n(X(-170))}Z" fill="${INK.navy}"/>`,
    `<rect x="${n(X(-150))}" y="${n(Y(44))}" width="${n(300 * k)}" height="${n(22 * k)}" fill="${INK.cream}"/>`,
    `<rect x="${n(X(-150))}" y="${n(Y(44))}" width="${n(300 * k)}" height="${n(3 * k)}" fill="${INK.gold}"/>`,
    `<path d="${windowRow(X(-140), Y(38), 280 * k, 10 * k, 18)}" fill="${m.window}"/>`,
    `<rect x="${n(X(-90))}" y="${n(Y(62))}" width="${n(150 * k)}" height="${n(18 * k)}" fill="${INK.cream}"/>`,
    `<path d="${windowRow(X(-84), Y(58), 138 * k, 8 * k, 9)}" fill="${m.window}"/>`,
    `<path d="M${n(X(-30))},${n(Y(22))}A${n(34 * k)},${n(30 * k)} 0 0 1 ${n(X(38))},${n(Y(22))}Z" fill="${INK.cream}"/>`,
    `<path d="M${n(X(-18))},${n(Y(22))}A${n(22 * k)},${n(20 * k)} 0 0 1 ${n(X(26))},${n(Y(22))}Z" fill="${m.wall[1]}"/>`,
    `<rect x="${n(X(14))}" y="${n(Y(128))}" width="${n(22 * k)}" height="${n(66 * k)}" fill="${INK.goldLight}"/>`,
    `<rect x="${n(X(14))}" y="${n(Y(128))}" width="${n(22 * k)}" height="${n(12 * k)}" fill="${INK.navy}"/>`,
    `<rect x="${n(X(-120))}" y="${n(Y(110))}" width="${n(2.5 * k)}" height="${n(66 * k)}" fill="${INK.navy}"/>`,
  ].join('');
}

/** Path data of a row of small windows. */
function windowRow(x: number, y: number, w: number, h: number, count: number): string {
  const step = w / count;
  let d = '';
  for (let i = 0; i < count; i++)
    d += `M${n(x + i * step + step * 0.2)},${n(y)}h${n(step * 0.6)}v${n(h)}h${n(-step * 0.6)}Z`;
  return d;
}

/** A small sailing boat: a dark hull, a tall mainsail and a jib. */
export function sailboat(x: number, y: number, k: number, sail: string, hull: string): string {
  return [
    `<path d="M${n(x - 40 * k)},${n(y - 10 * k)}H${n(x + 44 * k)}L${n(x + 30 * k)},${n(y)}H${n(x - 30 * k)}Z" fill="${hull}"/>`,
    `<path d="M${n(x)},${n(y - 130 * k)}L${n(x)},${n(y - 16 * k)}L${n(x - 46 * k)},${n(y - 16 * k)}Z" fill="${sail}"/>`,
    `<path d="M${n(x + 4 * k)},${n(y - 120 * k)}L${n(x + 4 * k)},${n(y - 18 * k)}L${n(x + 40 * k)},${n(y - 18 * k)}Z" fill="${mix(sail, hull, 0.2)}"/>`,
  ].join('');
}

/** A wooden jetty running out from the near shore, its posts in the water. */
export function jetty(rng: Rng, x0: number, x1: number, y: number, m: Mood): string {
  let posts = '';
  for (let x = x0 + 10; x < x1; x += rng.range(34, 46)) posts += `M${n(x)},${n(y)}h6v22h-6Z`;
  return (
    `<rect x="${n(x0)}" y="${n(y - 8)}" width="${n(x1 - x0)}" height="10" fill="${mix(INK.rust, INK.navy, 0.3)}"/>` +
    `<path d="${posts}" fill="${mix(INK.rust, INK.navy, 0.55)}"/>` +
    `<rect x="${n(x0)}" y="${n(y - 10)}" width="${n(x1 - x0)}" height="3" fill="${m.wall[0]}"/>`
  );
}
