import { bell, windowGrid } from '../lib/build.ts';
import { INK, MOODS } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { rays, sky, stars } from '../lib/sky.ts';
import { mix, n, pts, type Svg } from '../lib/svg.ts';
import { E_CLASS } from './car-shapes.ts';
import { carSide, NIGHT_INKS } from './cars.ts';

/** A stage curtain: vertical folds in two inks of wine red, gathered at the top. */
function curtain(x0: number, x1: number, y0: number, y1: number, fold: number): string {
  let light = '';
  for (let x = x0; x < x1; x += fold) {
    light += `M${n(x)},${n(y0)}C${n(x + fold * 0.2)},${n(y0 + 80)} ${n(x + fold * 0.1)},${n(y1 - 100)} ${n(x + fold * 0.25)},${n(y1)}H${n(x + fold * 0.55)}C${n(x + fold * 0.4)},${n(y1 - 100)} ${n(x + fold * 0.5)},${n(y0 + 80)} ${n(x + fold * 0.45)},${n(y0)}Z`;
  }
  return (
    `<rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}" fill="${mix(INK.wine, INK.navyDeep, 0.35)}"/>` +
    `<path d="${light}" fill="${mix(INK.wine, INK.rust, 0.25)}"/>`
  );
}

/** A tiered chandelier: gold rings hung with crystal drops, candles on top, on its chain. */
function chandelier(x: number, y: number, k: number): string {
  let drops = '';
  let candles = '';
  const tiers = [
    [150, 0],
    [110, -60],
    [66, -112],
  ] as const;
  for (const [w, dy] of tiers) {
    const count = Math.round(w / 14);
    for (let i = 0; i <= count; i++) {
      const dx = -w + (2 * w * i) / count;
      const sag = (1 - (dx / w) ** 2) * 16;
      const cx = x + dx * k;
      const cy = y + (dy + sag + 16) * k;
      drops += `M${n(cx)},${n(cy)}l${n(4 * k)},${n(9 * k)}l${n(-4 * k)},${n(9 * k)}l${n(-4 * k)},${n(-9 * k)}Z`;
    }
    for (let i = 0; i <= 4; i++) {
      const cx = x + (-w + (2 * w * i) / 4) * 0.9 * k;
      candles += `M${n(cx - 3 * k)},${n(y + (dy - 26) * k)}h${n(6 * k)}v${n(22 * k)}h${n(-6 * k)}Z`;
    }
  }
  const glow = tiers
    .map(
      ([w, dy]) =>
        `<ellipse cx="${n(x)}" cy="${n(y + (dy - 34) * k)}" rx="${n(w * 1.2 * k)}" ry="${n(30 * k)}" fill="${INK.goldLight}" opacity="0.12"/>`,
    )
    .join('');
  return [
    `<rect x="${n(x - 2 * k)}" y="0" width="${n(4 * k)}" height="${n(y - 150 * k)}" fill="${INK.goldDark}"/>`,
    glow,
    `<path d="${candles}" fill="${INK.cream}"/>`,
    ...tiers.map(
      ([w, dy]) =>
        `<path d="M${n(x - w * k)},${n(y + (dy - 4) * k)}Q${n(x)},${n(y + (dy + 40) * k)} ${n(x + w * k)},${n(y + (dy - 4) * k)}L${n(x + w * k)},${n(y + (dy + 4) * k)}Q${n(x)},${n(y + (dy + 48) * k)} ${n(x - w * k)},${n(y + (dy + 4) * k)}Z" fill="${INK.gold}"/>`,
    ),
    `<path d="${bell(x, y + 40 * k, 40 * k, 200 * k)}" fill="${INK.gold}"/>`,
    `<path d="${drops}" fill="${INK.goldLight}"/>`,
    `<circle cx="${n(x)}" cy="${n(y + 50 * k)}" r="${n(10 * k)}" fill="${INK.goldLight}"/>`,
  ].join('');
}

/** A champagne flute: the bowl with its wine and bubbles, the stem and foot. */
function flute(x: number, y: number, h: number, tilt: number): string {
  const w = h * 0.2;
  const bowl = h * 0.55;
  const top = y - h;
  const glass = `M${n(x - w / 2)},${n(top)}C${n(x - w / 2)},${n(top + bowl * 0.8)} ${n(x - w * 0.2)},${n(top + bowl)} ${n(x)},${n(top + bowl)}C${n(x + w * 0.2)},${n(top + bowl)} ${n(x + w / 2)},${n(top + bowl * 0.8)} ${n(x + w / 2)},${n(top)}Z`;
  const wine = `M${n(x - w * 0.44)},${n(top + bowl * 0.18)}C${n(x - w * 0.44)},${n(top + bowl * 0.8)} ${n(x - w * 0.18)},${n(top + bowl * 0.95)} ${n(x)},${n(top + bowl * 0.95)}C${n(x + w * 0.18)},${n(top + bowl * 0.95)} ${n(x + w * 0.44)},${n(top + bowl * 0.8)} ${n(x + w * 0.44)},${n(top + bowl * 0.18)}Z`;
  let bubbles = '';
  for (let i = 0; i < 7; i++) {
    const by = top + bowl * (0.3 + i * 0.09);
    const bx = x + Math.sin(i * 2.3) * w * 0.15;
    const r = 1.6 + (i % 3);
    bubbles += `M${n(bx - r)},${n(by)}a${n(r)},${n(r)} 0 1 0 ${n(2 * r)},0a${n(r)},${n(r)} 0 1 0 ${n(-2 * r)},0`;
  }
  return [
    `<g transform="rotate(${n(tilt)} ${n(x)} ${n(y)})">`,
    `<path d="${glass}" fill="${INK.cream}" opacity="0.35"/>`,
    `<path d="${wine}" fill="${INK.gold}"/>`,
    `<path d="${bubbles}" fill="${INK.cream}" opacity="0.8"/>`,
    `<path d="${glass}" fill="none" stroke="${INK.cream}" stroke-width="3"/>`,
    `<path d="M${n(x - 2.5)},${n(top + bowl)}L${n(x - 2)},${n(y - 6)}L${n(x - w * 0.45)},${n(y)}H${n(x + w * 0.45)}L${n(x + 2)},${n(y - 6)}L${n(x + 2.5)},${n(top + bowl)}Z" fill="${INK.cream}" opacity="0.85"/>`,
    `</g>`,
  ].join('');
}

/**
 * A gala evening: the festival stage's curtain, a chandelier ablaze above, and two flutes of
 * champagne raised at the table in front.
 */
export function gala(s: Svg, rng: Rng): void {
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${INK.navyDeep}"/>`);
  rays(s, 960, 180, 12, 0, Math.PI, INK.gold, 0.08);
  s.add(
    curtain(-20, 1640, 60, 760, 64),
    `<path d="M-20,0H1640V120C1400,180 1200,110 960,150C720,110 520,180 -20,120Z" fill="${mix(INK.wine, INK.navyDeep, 0.2)}"/>`,
    `<path d="M-20,110C520,170 720,100 960,140C1200,100 1400,170 1640,110V126C1400,186 1200,116 960,156C720,116 520,186 -20,126Z" fill="${INK.gold}"/>`,
    `<ellipse cx="965" cy="560" rx="420" ry="300" fill="${INK.goldLight}" opacity="0.12"/>`,
    `<ellipse cx="965" cy="600" rx="250" ry="190" fill="${INK.goldLight}" opacity="0.12"/>`,
    chandelier(960, 300, 1.1),
    `<rect x="-20" y="720" width="1660" height="200" fill="${INK.navy}"/>`,
    `<rect x="-20" y="716" width="1660" height="8" fill="${INK.gold}"/>`,
    flute(900, 722, 300, -7),
    flute(1030, 722, 300, 8),
  );
  rng.next();
}

/**
 * A VIP arrival at night: a palace portal lit gold between its columns, the red carpet down the
 * steps, and the black saloon waiting at the kerb.
 */
export function vipArrival(s: Svg, rng: Rng): void {
  const m = MOODS.night;
  sky(s, m, 700);
  stars(s, rng, 30, 200, INK.cream);
  const wall = mix(m.wall[1], INK.navy, 0.55);
  const lit = INK.goldLight;
  const cx = 930;
  s.add(
    `<rect x="300" y="150" width="1300" height="560" fill="${wall}"/>`,
    `<path d="${windowGrid(300, 200, 1300, 460, { rows: 2, cols: 11, ww: 0.36, wh: 0.6, arched: true })}" fill="${mix(m.window, wall, 0.45)}"/>`,
    `<path d="M${pts([
      [cx - 280, 240],
      [cx, 120],
      [cx + 280, 240],
    ])}Z" fill="${mix(wall, INK.goldLight, 0.25)}"/>`,
    `<rect x="${cx - 300}" y="236" width="600" height="18" fill="${mix(wall, INK.goldLight, 0.4)}"/>`,
    `<rect x="${cx - 280}" y="254" width="560" height="450" fill="${mix(wall, INK.navyDeep, 0.4)}"/>`,
    `<path d="M${cx - 80},700V430A80,80 0 0 1 ${cx + 80},430V700Z" fill="${lit}"/>`,
    `<path d="M${cx - 60},700V440A60,60 0 0 1 ${cx + 60},440V700Z" fill="${INK.cream}"/>`,
  );
  let columns = '';
  for (const dx of [-250, -150, 150, 250]) {
    columns += `M${cx + dx - 18},700V270H${cx + dx + 18}V700Z`;
  }
  s.add(`<path d="${columns}" fill="${mix(wall, INK.goldLight, 0.45)}"/>`);
  // Steps and the carpet running down to the kerb.
  let steps = '';
  for (let i = 0; i < 4; i++)
    steps += `M${cx - 320 - i * 20},${700 + i * 16}H${cx + 320 + i * 20}V${716 + i * 16}H${cx - 320 - i * 20}Z`;
  s.add(
    `<path d="${steps}" fill="${mix(wall, INK.cream, 0.3)}"/>`,
    `<path d="M${pts([
      [cx - 70, 700],
      [cx + 70, 700],
      [cx + 140, 900],
      [cx - 140, 900],
    ])}Z" fill="${INK.wine}"/>`,
    `<rect x="0" y="764" width="${s.w}" height="136" fill="${mix(INK.navy, INK.slate, 0.3)}"/>`,
    `<rect x="0" y="760" width="${s.w}" height="6" fill="${mix(INK.slate, INK.cream, 0.3)}"/>`,
  );
  // Lanterns either side of the door.
  for (const dx of [-330, 330]) {
    s.add(
      `<rect x="${cx + dx - 3}" y="520" width="6" height="180" fill="${INK.navy}"/>`,
      `<circle cx="${cx + dx}" cy="505" r="60" fill="${lit}" opacity="0.16"/>`,
      `<path d="M${cx + dx - 14},490h28l-4,36h-20Z" fill="${lit}"/>`,
    );
  }
  s.add(
    `<path d="M${pts([
      [cx - 140, 900],
      [cx + 140, 900],
      [cx + 150, 920],
      [cx - 150, 920],
    ])}Z" fill="${INK.wine}"/>`,
    carSide(s, E_CLASS, { x: 958, y: 884, scale: 0.128 }, NIGHT_INKS),
  );
}
