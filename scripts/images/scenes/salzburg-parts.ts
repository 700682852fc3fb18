import { bell, block, dome, spire, tower, windowGrid } from '../lib/build.ts';
import type { Mood } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { mix, n } from '../lib/svg.ts';

/**
 * Hohensalzburg as the old town sees it from the north: the curtain wall stepping down the
 * hill to the west, the long arsenal, the high palace with its hipped roof, the bell tower, the
 * eastern wing and round corner towers. Stands on (x, y), the top of its rock; k scales it
 * (1 = 600 design units wide).
 */
export function fortress(x: number, y: number, k: number, m: Mood): string {
  const X = (v: number): number => x + v * k;
  const Y = (v: number): number => y - v * k;
  const wall = m.night ? ([m.wall[0], mix(m.wall[1], m.wall[0], 0.25)] as const) : m.wall;
  const dark = m.night ? mix(m.wall[1], '#3a2e2a', 0.45) : mix(m.window, m.wall[1], 0.2);
  const roof = m.night ? mix(m.roof, m.wall[1], 0.25) : m.roof;
  const lit = m.night ? m.window : dark;
  const curtain =
    `M${n(X(-310))},${n(Y(-40))}L${n(X(-310))},${n(Y(34))}L${n(X(-215))},${n(Y(48))}L${n(X(-200))},${n(Y(74))}` +
    `L${n(X(215))},${n(Y(74))}L${n(X(228))},${n(Y(56))}L${n(X(305))},${n(Y(50))}L${n(X(305))},${n(Y(-40))}Z`;
  const parts = [
    `<path d="${curtain}" fill="${wall[0]}"/>`,
    `<path d="M${n(X(228))},${n(Y(56))}L${n(X(305))},${n(Y(50))}L${n(X(305))},${n(Y(-40))}L${n(X(228))},${n(Y(-40))}Z" fill="${wall[1]}"/>`,
    `<path d="${windowGrid(X(-190), Y(62), 400 * k, 30 * k, { rows: 1, cols: 16, ww: 0.2, wh: 0.5 })}" fill="${dark}"/>`,
    // The western round tower with its conical roof.
    tower(
      X(-222),
      Y(40),
      46 * k,
      76 * k,
      wall,
      { d: spire(X(-222), Y(116), 56 * k, 46 * k), fill: roof },
      dark,
    ),
    // The long arsenal in front of the palace.
    block(X(-176), Y(70), 300 * k, 48 * k, {
      wall,
      depth: 10 * k,
      roof: { h: 22 * k, color: roof, overhang: 3 * k },
      windows: { rows: 2, cols: 13, ww: 0.3, wh: 0.5, color: lit },
    }),
    // The high palace (Hoher Stock).
    block(X(-92), Y(112), 156 * k, 86 * k, {
      wall,
      depth: 14 * k,
      roof: { h: 56 * k, color: roof, overhang: 4 * k },
      windows: { rows: 3, cols: 6, ww: 0.32, wh: 0.5, color: lit },
    }),
    // The bell tower beside it, its cap a baroque helm.
    tower(
      X(100),
      Y(96),
      34 * k,
      132 * k,
      wall,
      { d: bell(X(100), Y(228), 42 * k, 54 * k), fill: roof },
      dark,
    ),
    `<rect x="${n(X(99))}" y="${n(Y(252))}" width="${n(2.4 * k)}" height="${n(26 * k)}" fill="${roof}"/>`,
    // The eastern wing and its corner tower.
    block(X(134), Y(70), 112 * k, 58 * k, {
      wall,
      depth: 10 * k,
      roof: { h: 26 * k, color: roof, overhang: 3 * k },
      windows: { rows: 2, cols: 6, ww: 0.3, wh: 0.5, color: lit },
    }),
    tower(
      X(282),
      Y(48),
      38 * k,
      60 * k,
      wall,
      { d: spire(X(282), Y(108), 46 * k, 34 * k), fill: roof },
      dark,
    ),
  ];
  return parts.join('');
}

/** A tower's top: an octagonal belfry stage, a copper bell helm, a lantern and a spike. */
function helm(x: number, y: number, w: number, m: Mood, side: 0 | 1): string {
  return [
    `<path d="${bell(x, y, w * 1.1, w * 0.95)}" fill="${m.copper[side]}"/>`,
    `<rect x="${n(x - w * 0.16)}" y="${n(y - w * 1.2)}" width="${n(w * 0.32)}" height="${n(w * 0.3)}" fill="${m.wall[side]}"/>`,
    `<path d="${bell(x, y - w * 1.2, w * 0.42, w * 0.5)}" fill="${m.copper[side]}"/>`,
  ].join('');
}

/** The cathedral's front: twin towers with copper helms, the gable between, the crossing dome. */
export function cathedral(x: number, y: number, k: number, m: Mood): string {
  const opening = m.night ? m.window : mix(m.window, m.wall[1], 0.2);
  return [
    dome(x, y - 130 * k, 56 * k, 52 * k, m.wall, m.copper, opening),
    block(x - 44 * k, y, 88 * k, 130 * k, {
      wall: m.wall,
      windows: { rows: 2, cols: 2, ww: 0.3, wh: 0.5, arched: true, color: opening },
    }),
    `<path d="M${n(x - 44 * k)},${n(y - 130 * k)}L${n(x)},${n(y - 162 * k)}L${n(x + 44 * k)},${n(y - 130 * k)}Z" fill="${m.wall[0]}"/>`,
    tower(x - 66 * k, y, 44 * k, 196 * k, m.wall, undefined, opening),
    tower(x + 66 * k, y, 44 * k, 196 * k, m.wall, undefined, opening),
    helm(x - 66 * k, y - 196 * k, 44 * k, m, 0),
    helm(x + 66 * k, y - 196 * k, 44 * k, m, 1),
  ].join('');
}

/** The collegiate church: a great dome over a curved front with two towers with flat tops. */
export function collegiate(x: number, y: number, k: number, m: Mood): string {
  const opening = m.night ? m.window : mix(m.window, m.wall[1], 0.2);
  const top = (tx: number): string =>
    `<rect x="${n(tx - 17 * k)}" y="${n(y - 158 * k)}" width="${n(34 * k)}" height="${n(8 * k)}" fill="${m.wall[1]}"/>` +
    `<path d="${bell(tx, y - 158 * k, 16 * k, 22 * k)}" fill="${m.copper[1]}"/>`;
  return [
    dome(x, y - 112 * k, 50 * k, 44 * k, m.wall, m.copper, opening),
    block(x - 40 * k, y, 80 * k, 112 * k, {
      wall: m.wall,
      windows: { rows: 2, cols: 2, ww: 0.3, wh: 0.55, arched: true, color: opening },
    }),
    `<path d="M${n(x - 40 * k)},${n(y - 112 * k)}Q${n(x)},${n(y - 150 * k)} ${n(x + 40 * k)},${n(y - 112 * k)}Z" fill="${m.wall[0]}"/>`,
    tower(x - 52 * k, y, 30 * k, 150 * k, m.wall, undefined, opening),
    tower(x + 52 * k, y, 30 * k, 150 * k, m.wall, undefined, opening),
    top(x - 52 * k),
    top(x + 52 * k),
  ].join('');
}

/** The Franciscan church's slim Gothic steeple. */
export function steeple(x: number, y: number, k: number, m: Mood): string {
  const opening = m.night ? m.window : mix(m.window, m.wall[1], 0.2);
  return [
    block(x - 70 * k, y, 90 * k, 70 * k, {
      wall: m.wall,
      roof: { h: 40 * k, color: m.roof, kind: 'gable' },
    }),
    tower(
      x,
      y,
      24 * k,
      140 * k,
      m.wall,
      { d: spire(x, y - 140 * k, 30 * k, 100 * k), fill: m.copper[1] },
      opening,
    ),
  ].join('');
}

const HOUSE_INKS = ['#f1e3c4', '#e6cf9a', '#ead0b8', '#d8d6bd', '#f7f1e6', '#dcc19a'] as const;

/** A row of old-town houses standing on y: narrow fronts, steep roofs, rows of windows. */
export function houses(
  rng: Rng,
  x0: number,
  x1: number,
  y: number,
  k: number,
  m: Mood,
  skip: readonly (readonly [number, number])[] = [],
): string {
  let out = '';
  for (let x = x0; x < x1;) {
    const w = rng.range(44, 78) * k;
    const h = rng.range(70, 118) * k;
    if (!skip.some(([a, b]) => x + w > a && x < b)) {
      const ink = rng.pick(HOUSE_INKS);
      const wall = m.night
        ? ([mix(ink, m.roof, 0.62), mix(ink, m.roof, 0.78)] as const)
        : ([ink, mix(ink, m.wall[1], 0.55)] as const);
      const window = m.night && rng.chance(0.45) ? mix(wall[0], m.roof, 0.4) : m.window;
      const floors = Math.max(2, Math.round(h / (26 * k)));
      out += block(x, y, w, h, {
        wall,
        depth: 6 * k,
        roof: { h: rng.range(12, 26) * k, color: m.roof, kind: rng.chance(0.3) ? 'gable' : 'hip' },
        windows: {
          rows: floors,
          cols: Math.max(2, Math.round(w / (18 * k))),
          ww: 0.36,
          wh: 0.5,
          color: window,
        },
      });
    }
    x += w + rng.range(0, 2);
  }
  return out;
}
