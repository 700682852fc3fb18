import type { Stop } from './svg.ts';

/**
 * The poster palette (docs/decisions/image-generator.md): the brand's navy, gold and cream
 * (src/app/theme.css) and a few muted landscape inks. Every scene paints with these and the
 * moods below, as a 1930s poster printer worked with a handful of inks.
 */
export const INK = {
  navy: '#141b2d',
  navyDeep: '#0d1220',
  navyMid: '#243150',
  slate: '#3d4c68',
  gold: '#c9a45c',
  goldLight: '#e6cf9a',
  goldDark: '#7a5c1e',
  cream: '#f7f1e6',
  parchment: '#e9dcc0',
  ochre: '#d4a95a',
  rust: '#a35a3c',
  wine: '#6b2730',
  verdigris: '#6e9486',
  tyre: '#15171c',
} as const;

/** Light and shade of one surface: [lit, shaded]. */
type Pair = readonly [string, string];

/** The colours of one time of day and season. */
export interface Mood {
  sky: readonly Stop[];
  /** Sun or moon disc and its halo rings. */
  sun: string;
  cloud: string;
  /** Farthest range, the rock of nearer mountains, snow. */
  far: Pair;
  rock: Pair;
  snow: Pair;
  /** Wooded hills and meadows (snow-covered in winter). */
  hill: Pair;
  meadow: Pair;
  pine: string;
  leaf: Pair;
  water: Pair;
  /** Glints on water. */
  glint: string;
  /** Walls in light and shade, roofs, windows. */
  wall: Pair;
  roof: string;
  window: string;
  /** Copper domes and spires. */
  copper: Pair;
  night: boolean;
}

const DAY_BASE = {
  sun: '#fbf3dc',
  cloud: INK.cream,
  far: ['#a9b7c3', '#8496ab'],
  rock: ['#d9cfba', '#8a93a3'],
  snow: [INK.cream, '#b8c4d2'],
  water: ['#6f99a0', '#2f5766'],
  glint: '#e8efe6',
  wall: [INK.cream, '#cdbb98'],
  roof: '#5b4640',
  window: '#3d4c68',
  copper: ['#84a899', '#55786d'],
  night: false,
} as const;

export const MOODS = {
  summer: {
    ...DAY_BASE,
    sky: [
      [0, '#4d7596'],
      [0.55, '#9fbac4'],
      [1, '#eee4cb'],
    ],
    hill: ['#6d8452', '#3e5640'],
    meadow: ['#a6b067', '#7b8a4a'],
    pine: '#243d33',
    leaf: ['#7d9a52', '#4c6a3e'],
  },
  spring: {
    ...DAY_BASE,
    sky: [
      [0, '#5a83a2'],
      [0.6, '#b3cbcf'],
      [1, '#f3ead3'],
    ],
    hill: ['#86995a', '#4e6646'],
    meadow: ['#b8bd72', '#8c9a55'],
    pine: '#2a4437',
    leaf: ['#a3b466', '#61804a'],
  },
  autumn: {
    ...DAY_BASE,
    sky: [
      [0, '#5c7893'],
      [0.6, '#b9bfb8'],
      [1, '#f0dcb6'],
    ],
    far: ['#b3b3b8', '#8d90a2'],
    rock: ['#c8bfae', '#7c8494'],
    hill: ['#a67d45', '#6a5236'],
    meadow: ['#bda869', '#8f7d4b'],
    pine: '#2b3f35',
    leaf: ['#cf9444', '#a35a3c'],
  },
  winter: {
    ...DAY_BASE,
    sky: [
      [0, '#4c6582'],
      [0.6, '#a9b7c4'],
      [1, '#e6e2da'],
    ],
    far: ['#c7d0da', '#98a7ba'],
    rock: ['#dcdcd8', '#8797ac'],
    hill: ['#ebe7de', '#aab5c3'],
    meadow: ['#f1ede4', '#c4ccd6'],
    pine: '#2b4140',
    leaf: ['#8d8478', '#5f5a58'],
    water: ['#6d8796', '#33505f'],
  },
  /** Late afternoon: low warm light, long shadows. */
  golden: {
    ...DAY_BASE,
    sky: [
      [0, '#4a6585'],
      [0.55, '#c9b28a'],
      [1, '#f3dcaa'],
    ],
    sun: '#fbe7b5',
    far: ['#b9a392', '#8a7d8c'],
    rock: ['#e3cfa9', '#8e8593'],
    hill: ['#7f8650', '#485342'],
    meadow: ['#b7ad62', '#86814a'],
    pine: '#29392f',
    leaf: ['#9aa055', '#5d6a42'],
    water: ['#8aa4a0', '#3b5b68'],
    glint: INK.goldLight,
    wall: ['#f4e2b8', '#c2a47c'],
  },
  /** Sunset: the brand's navy above its gold. */
  dusk: {
    sky: [
      [0, INK.navy],
      [0.42, '#2f3a5c'],
      [0.72, '#8a6a6e'],
      [0.9, '#d9a45f'],
      [1, '#f0d49a'],
    ],
    sun: INK.goldLight,
    cloud: '#b98a73',
    far: ['#5b5a78', '#44455f'],
    rock: ['#8a7b7c', '#4a4860'],
    snow: ['#e8c9a6', '#8e86a0'],
    hill: ['#1b2237', '#121829'],
    meadow: ['#2a2f44', '#1c2133'],
    pine: '#10162a',
    leaf: ['#2f3a4a', '#1d2433'],
    water: ['#3c4566', '#161d31'],
    glint: INK.goldLight,
    wall: [INK.goldLight, '#9b8277'],
    roof: '#2a2d40',
    window: '#f3d48c',
    copper: ['#6f8d8a', '#3f5a60'],
    night: true,
  },
  blueHour: {
    sky: [
      [0, INK.navyDeep],
      [0.45, '#1f2c4c'],
      [0.8, '#4f6487'],
      [1, '#b7a88e'],
    ],
    sun: INK.cream,
    cloud: '#5a6888',
    far: ['#46577a', '#34425f'],
    rock: ['#66708c', '#454f6b'],
    snow: ['#b9c4d6', '#7d8aa6'],
    hill: ['#141c31', '#0f1526'],
    meadow: ['#2c3853', '#1c253b'],
    pine: '#121a2b',
    leaf: ['#26324a', '#182134'],
    water: ['#2f3f62', '#111a2e'],
    glint: INK.goldLight,
    wall: ['#ecd7a6', '#8d8a96'],
    roof: '#1c2438',
    window: '#f0cd84',
    copper: ['#5c7d82', '#34505a'],
    night: true,
  },
  night: {
    sky: [
      [0, INK.navyDeep],
      [0.6, INK.navy],
      [1, '#2d3a5a'],
    ],
    sun: INK.cream,
    cloud: '#2c3857',
    far: ['#2f3b5a', '#232d48'],
    rock: ['#4a5573', '#323c58'],
    snow: ['#8f9cb8', '#5f6c8a'],
    hill: ['#111a2c', '#0c1322'],
    meadow: ['#1f2940', '#151d31'],
    pine: '#0e1424',
    leaf: ['#1c263c', '#131b2e'],
    water: ['#1f2b48', '#0b1120'],
    glint: INK.goldLight,
    wall: [INK.goldLight, '#a4845a'],
    roof: '#1a2134',
    window: '#f3d083',
    copper: ['#4f6f77', '#2e4650'],
    night: true,
  },
} satisfies Record<string, Mood>;
