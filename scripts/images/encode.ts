import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { kebab } from '../../src/lib/kebab.ts';
import { ceilingFor } from './budget.ts';
import { createRng } from './lib/rng.ts';
import { Svg } from './lib/svg.ts';
import { paperTexture } from './lib/texture.ts';
import { FORMATS, type SlotDef } from './lib/types.ts';
import { fitted } from './quality-search.ts';

const AVIF = { quality: 60, effort: 5 } as const;
/**
 * A photo's AVIF is encoded at effort 3: on a 4000 × 3000 camera original resized to 2400 px,
 * effort 5 took 36 s an encode and effort 3 took 4.6 s, for 2 % fewer bytes at 0.2 dB lower PSNR
 * (scripts/images/README.md). A drawn scene keeps effort 5: its flat shapes encode in seconds
 * either way, and its files stay as they are.
 */
const PHOTO_AVIF_EFFORT = 3;
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

/** A rendition above this many pixels has its AVIF quality estimated on a sample of it. */
const SAMPLE_PIXELS = 360_000;

/**
 * A sample of `image` for the quality search (quality-search.ts): a tile from the middle of each
 * of 4 × 4 cells, put together into one image of about SAMPLE_PIXELS, so sky, land and every
 * part in between count as they do in the whole. Undefined when the image is small enough to
 * encode whole.
 */
async function sampleOf(
  image: Sharp,
  width: number,
  height: number,
): Promise<{ image: Sharp; share: number } | undefined> {
  const scale = Math.sqrt((width * height) / SAMPLE_PIXELS);
  if (scale < 1.5) return undefined;
  const { data, info } = await image.clone().raw().toBuffer({ resolveWithObject: true });
  const { channels } = info;
  const cells = 4;
  // Multiples of 16 px, the encoders' block size, so a seam between tiles is a block's edge.
  const tileW = Math.max(16, Math.round(width / cells / scale / 16) * 16);
  const tileH = Math.max(16, Math.round(height / cells / scale / 16) * 16);
  const mosaic = Buffer.alloc(tileW * cells * tileH * cells * channels);
  const rowBytes = tileW * cells * channels;
  for (let cy = 0; cy < cells; cy++) {
    for (let cx = 0; cx < cells; cx++) {
      const x = Math.round(((cx + 0.5) * width) / cells - tileW / 2);
      const y = Math.round(((cy + 0.5) * height) / cells - tileH / 2);
      for (let row = 0; row < tileH; row++) {
        const from = ((y + row) * width + x) * channels;
        data.copy(
          mosaic,
          (cy * tileH + row) * rowBytes + cx * tileW * channels,
          from,
          from + tileW * channels,
        );
      }
    }
  }
  const sample = sharp(mosaic, { raw: { width: tileW * cells, height: tileH * cells, channels } });
  return { image: sample, share: (tileW * tileH * cells * cells) / (width * height) };
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
    // A photo's quality is searched for the highest that fits the rendition's ceiling
    // (budget.ts, quality-search.ts); a scene is encoded once, and the run reports a scene over
    // its ceiling instead.
    const ceiling = (format: 'avif' | 'webp'): number | undefined =>
      photo ? ceilingFor('photo', def.kind, w, format) : undefined;
    const avifOf = (image: Sharp, q: number) =>
      image
        .clone()
        .avif({ quality: q, effort: photo ? PHOTO_AVIF_EFFORT : AVIF.effort })
        .toBuffer();
    const sample = photo ? await sampleOf(resized, w, h) : undefined;
    const [avif, webp] = await Promise.all([
      fitted(
        {
          encode: (q) => avifOf(resized, q),
          estimate: sample && (async (q) => (await avifOf(sample.image, q)).length / sample.share),
        },
        avifQuality,
        ceiling('avif'),
      ),
      fitted(
        {
          encode: (q) =>
            resized
              .clone()
              .webp({ ...WEBP, quality: q, alphaQuality: 90 })
              .toBuffer(),
        },
        WEBP.quality,
        ceiling('webp'),
      ),
    ]);
    for (const [format, { data }] of [
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
