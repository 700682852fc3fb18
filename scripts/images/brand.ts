import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { emblem, goldDefs } from './brand-emblem.ts';
import { FLAG_DE, unionJack } from './flags.ts';
import { pngToIco } from './ico.ts';

const CHARCOAL = '#0f1115';

/** Charcoal tile with a faint navy glow; `radius` as a fraction of the size (0 = full bleed). */
const tile = (radius: number): string =>
  `<radialGradient id="bg" cx="0.5" cy="0.42" r="0.7"><stop offset="0" stop-color="#1b2438"/><stop offset="1" stop-color="${CHARCOAL}"/></radialGradient>` +
  `</defs><rect width="200" height="200" rx="${200 * radius}" fill="url(#bg)"/>`;

/** Emblem on a tile: `scale` is the emblem's size relative to the tile. */
function icon(o: { scale: number; radius: number; simple?: boolean; ring?: boolean }): string {
  const off = (200 - 200 * o.scale) / 2;
  const ring = o.ring
    ? `<rect x="6" y="6" width="188" height="188" rx="${188 * o.radius}" fill="none" stroke="#c9a45c" stroke-opacity="0.35" stroke-width="1.5"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><defs>${goldDefs('e')}${tile(o.radius)}${ring}<g transform="translate(${off} ${off}) scale(${o.scale})">${emblem('e', o.simple)}</g></svg>`;
}

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img"><defs>${goldDefs('logo')}</defs>${emblem('logo')}</svg>\n`;

const png = (svg: string, size: number): Promise<Buffer> =>
  sharp(Buffer.from(svg), { density: (72 * size) / 200 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();

/** Writes logo, favicons, PWA icons and language flags; returns the files written. */
export async function writeBrand(publicDir: string): Promise<string[]> {
  const img = join(publicDir, 'img');
  const icons = join(publicDir, 'icons');
  await mkdir(img, { recursive: true });
  await mkdir(icons, { recursive: true });
  const favicon = icon({ scale: 0.96, radius: 0.22, simple: true });
  const any = icon({ scale: 0.82, radius: 0.22, ring: true });
  const maskable = icon({ scale: 0.62, radius: 0 });
  const apple = icon({ scale: 0.74, radius: 0 });
  const files: [string, string | Buffer][] = [
    [join(img, 'logo.svg'), LOGO_SVG],
    [join(img, 'flag-de.svg'), FLAG_DE],
    [join(img, 'flag-en.svg'), unionJack(900, 600)],
    [join(publicDir, 'favicon.svg'), `${favicon}\n`],
    [join(publicDir, 'favicon-32.png'), await png(favicon, 32)],
    [
      join(publicDir, 'favicon.ico'),
      pngToIco([
        { size: 16, png: await png(favicon, 16) },
        { size: 32, png: await png(favicon, 32) },
        { size: 48, png: await png(favicon, 48) },
      ]),
    ],
    [join(icons, 'icon-192.png'), await png(any, 192)],
    [join(icons, 'icon-512.png'), await png(any, 512)],
    [join(icons, 'maskable-192.png'), await png(maskable, 192)],
    [join(icons, 'maskable-512.png'), await png(maskable, 512)],
    [join(icons, 'apple-touch-icon.png'), await png(apple, 180)],
  ];
  for (const [path, data] of files) await writeFile(path, data);
  return files.map(([path]) => path);
}
