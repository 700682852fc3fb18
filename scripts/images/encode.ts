import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ceilingFor } from './budget.ts';
import { createRng } from './lib/rng.ts';
import { Svg } from './lib/svg.ts';
import { paperTexture } from './lib/texture.ts';
import { FORMATS, type SlotDef } from './lib/types.ts';

const AVIF = { quality: 60, effort: 5 } as const;
const WEBP = { quality: 74, effort: 6, smartSubsample: true } as const;

interface Rendition {
  w: number;
  h: number;
  format: 'avif' | 'webp';
  file: string;
  bytes: number;
}

export interface EncodedSlot {
  width: number;
  height: number;
  placeholder: string;
  renditions: Rendition[];
  source: 'scene' | 'photo';
}

/** `carEClass` -> `car-e-class`, `gallerySalzkammergut1` -> `gallery-salzkammergut-1`. */
export const kebab = (id: string): string =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-zA-Z])([0-9])/g, '$1-$2')
    .toLowerCase();

const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** The operator's real photo for a slot, if one was dropped into photos/. */
export function findPhoto(photoDir: string, id: string): string | undefined {
  for (const ext of PHOTO_EXTENSIONS) {
    const file = join(photoDir, `${id}.${ext}`);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** Builds the SVG text for a slot's scene at the given output width. */
export function sceneSvg(id: string, def: SlotDef, pixelWidth: number): string {
  const f = FORMATS[def.kind];
  const [dw, dh] = f.design;
  const s = new Svg(dw, dh);
  def.scene(s, createRng(id));
  const viewW = dh * f.aspect;
  const cx = def.focus ?? dw / 2;
  const x = Math.max(0, Math.min(dw - viewW, cx - viewW / 2));
  return s.toString([x, 0, viewW, dh], pixelWidth, Math.round(pixelWidth / f.aspect));
}

/** Renders the master raster (largest width) of a slot, from a photo or from its scene. */
export async function master(
  id: string,
  def: SlotDef,
  photo: string | undefined,
  width = Math.max(...FORMATS[def.kind].widths),
): Promise<Buffer> {
  const f = FORMATS[def.kind];
  const height = Math.round(width / f.aspect);
  if (photo) {
    return sharp(photo)
      .rotate()
      .resize(width, height, {
        fit: f.transparent ? 'contain' : 'cover',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
  }
  const img = sharp(Buffer.from(sceneSvg(id, def, width)));
  if (f.transparent) return img.png().toBuffer();
  return img
    .composite([{ input: await paperTexture(width, height), blend: 'soft-light' }])
    .png()
    .toBuffer();
}

/** The lowest quality a photo is taken down to in search of its ceiling. */
const MIN_QUALITY = 30;

/** Encodes at `quality`, then lower in steps of 6 while the bytes exceed the ceiling. */
async function fitted(
  encode: (quality: number) => Promise<Buffer>,
  quality: number,
  ceiling: number | undefined,
): Promise<Buffer> {
  let q = quality;
  let out = await encode(q);
  while (ceiling !== undefined && out.length > ceiling && q - 6 >= MIN_QUALITY) {
    q -= 6;
    out = await encode(q);
  }
  return out;
}

const shortHash = (buf: Buffer): string =>
  createHash('sha256').update(buf).digest('hex').slice(0, 8);

/** Encodes every width and format of a slot into `outDir`, plus the inline placeholder. */
export async function encodeSlot(
  id: string,
  def: SlotDef,
  photo: string | undefined,
  outDir: string,
  write: (path: string, data: Buffer) => Promise<void>,
): Promise<EncodedSlot> {
  const f = FORMATS[def.kind];
  const big = await master(id, def, photo);
  const name = kebab(id);
  const renditions: Rendition[] = [];
  for (const w of f.widths) {
    const h = Math.round(w / f.aspect);
    const resized = sharp(big).resize(w, h, { kernel: 'lanczos3' });
    const avifQuality = w > 1200 ? AVIF.quality - 8 : AVIF.quality;
    // A photo steps its quality down until the rendition fits its ceiling (budget.ts); a
    // scene is encoded once, and the run reports a scene over its ceiling instead.
    const ceiling = (format: 'avif' | 'webp'): number | undefined =>
      photo ? ceilingFor('photo', def.kind, w, format) : undefined;
    const [avif, webp] = await Promise.all([
      fitted(
        (q) =>
          resized
            .clone()
            .avif({ ...AVIF, quality: q })
            .toBuffer(),
        avifQuality,
        ceiling('avif'),
      ),
      fitted(
        (q) =>
          resized
            .clone()
            .webp({ ...WEBP, quality: q, alphaQuality: 90 })
            .toBuffer(),
        WEBP.quality,
        ceiling('webp'),
      ),
    ]);
    for (const [format, data] of [
      ['avif', avif],
      ['webp', webp],
    ] as const) {
      const file = `${name}.${shortHash(data)}.${w}.${format}`;
      await write(join(outDir, file), data);
      renditions.push({ w, h, format, file, bytes: data.length });
    }
  }
  const tinyW = 16;
  const tiny = await sharp(big)
    .resize(tinyW, Math.round(tinyW / f.aspect))
    .webp({ quality: 40, alphaQuality: 60 })
    .toBuffer();
  const maxW = Math.max(...f.widths);
  return {
    width: maxW,
    height: Math.round(maxW / f.aspect),
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    renditions,
    source: photo ? 'photo' : 'scene',
  };
}
