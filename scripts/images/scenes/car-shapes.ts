/**
 * Side profiles of the two cars in millimetres (x from the rear bumper, z up from the ground),
 * from the makers' published dimensions: the E-Class saloon (W214: 4949 long, 2961 wheelbase,
 * 1468 high) and the long V-Class (W447: 5140 long, 3200 wheelbase, 1895 high). Path commands
 * are [M|L|C, ...x z pairs]; `cars.ts` turns them into SVG at any scale.
 */
type Cmd = readonly [string, ...number[]];

export interface Profile {
  length: number;
  axles: readonly [number, number];
  tyre: number;
  rim: number;
  /** The body, its side glass, the shoulder and lower reflection lines, door cuts. */
  body: readonly Cmd[];
  glass: readonly Cmd[];
  /** Pillars over the glass, in the body's ink. */
  pillars: readonly Cmd[];
  /** z of the shoulder crease and of the lower crease. */
  shoulder: number;
  sill: number;
  cuts: readonly (readonly [number, number, number, number])[];
  head: readonly Cmd[];
  tail: readonly Cmd[];
  mirror: readonly Cmd[];
}

export const ARCH = 385;
export const BOTTOM = 200;

/** A wheel-arch cut along the bottom line, centred on the axle at x (front to rear). */
const arch = (x: number): Cmd[] => {
  const half = Math.sqrt(ARCH ** 2 - (BOTTOM - 340) ** 2);
  return [
    ['L', x + half, BOTTOM],
    ['A', x - half, BOTTOM],
  ];
};

export const E_CLASS: Profile = {
  length: 4949,
  axles: [1136, 4097],
  tyre: 340,
  rim: 240,
  body: [
    ['M', 130, BOTTOM],
    ['C', 40, 260, 5, 380, 5, 560],
    ['L', 18, 880],
    ['C', 26, 980, 60, 1030, 160, 1045],
    ['L', 820, 1075],
    ['C', 1160, 1140, 1480, 1380, 1860, 1445],
    ['C', 2150, 1472, 2460, 1470, 2720, 1420],
    ['C', 3000, 1330, 3280, 1110, 3430, 1010],
    ['C', 3820, 985, 4400, 935, 4780, 830],
    ['C', 4880, 800, 4935, 730, 4945, 610],
    ['L', 4949, 470],
    ['C', 4945, 330, 4900, 240, 4800, BOTTOM],
    ...arch(4097),
    ...arch(1136),
    ['Z'],
  ],
  glass: [
    ['M', 3330, 1012],
    ['C', 3150, 1150, 2920, 1330, 2690, 1385],
    ['L', 1900, 1395],
    ['C', 1660, 1370, 1460, 1200, 1330, 1048],
    ['Z'],
  ],
  pillars: [['M', 2360, 1392], ['L', 2440, 1392], ['L', 2430, 1026], ['L', 2350, 1026], ['Z']],
  shoulder: 860,
  sill: 420,
  cuts: [
    [3350, 1010, 3380, 230],
    [2400, 1028, 2400, 230],
    [1410, 1050, 1500, 700],
  ],
  head: [
    ['M', 4660, 850],
    ['C', 4780, 835, 4880, 800, 4930, 740],
    ['L', 4925, 700],
    ['C', 4860, 760, 4760, 800, 4650, 815],
    ['Z'],
  ],
  tail: [
    ['M', 20, 930],
    ['C', 30, 985, 60, 1020, 150, 1030],
    ['L', 420, 1040],
    ['L', 410, 985],
    ['L', 22, 960],
    ['Z'],
  ],
  mirror: [['M', 3240, 1030], ['C', 3250, 1110, 3340, 1130, 3420, 1110], ['L', 3410, 1030], ['Z']],
};

export const V_CLASS: Profile = {
  length: 5140,
  axles: [990, 4190],
  tyre: 345,
  rim: 240,
  body: [
    ['M', 130, BOTTOM],
    ['C', 30, 260, 0, 380, 0, 520],
    ['L', 12, 1160],
    ['C', 22, 1560, 50, 1820, 170, 1880],
    ['L', 3520, 1895],
    ['C', 3660, 1895, 3760, 1870, 3830, 1815],
    ['C', 4100, 1530, 4380, 1260, 4560, 1150],
    ['C', 4760, 1100, 4960, 1040, 5070, 960],
    ['C', 5120, 915, 5140, 820, 5140, 700],
    ['L', 5136, 450],
    ['C', 5120, 320, 5080, 240, 4990, BOTTOM],
    ...arch(4190),
    ...arch(990),
    ['Z'],
  ],
  glass: [
    ['M', 4450, 1190],
    ['C', 4280, 1360, 4000, 1640, 3770, 1780],
    ['L', 250, 1780],
    ['C', 130, 1770, 95, 1700, 95, 1600],
    ['L', 95, 1165],
    ['Z'],
  ],
  pillars: [
    ['M', 3350, 1780],
    ['L', 3440, 1780],
    ['L', 3440, 1170],
    ['L', 3350, 1170],
    ['Z'],
    ['M', 2060, 1780],
    ['L', 2150, 1780],
    ['L', 2150, 1165],
    ['L', 2060, 1165],
    ['Z'],
    ['M', 940, 1780],
    ['L', 1020, 1780],
    ['L', 1020, 1162],
    ['L', 940, 1162],
    ['Z'],
  ],
  shoulder: 1000,
  sill: 430,
  cuts: [
    [4470, 1180, 4420, 230],
    [3400, 1170, 3400, 230],
    [2100, 1165, 2100, 500],
  ],
  head: [
    ['M', 4880, 1060],
    ['C', 4980, 1030, 5070, 980, 5110, 920],
    ['L', 5100, 870],
    ['C', 5040, 940, 4960, 990, 4860, 1010],
    ['Z'],
  ],
  tail: [['M', 8, 1020], ['L', 60, 1020], ['L', 64, 1420], ['L', 14, 1420], ['Z']],
  mirror: [['M', 4380, 1200], ['C', 4380, 1310, 4470, 1340, 4560, 1320], ['L', 4560, 1190], ['Z']],
};
