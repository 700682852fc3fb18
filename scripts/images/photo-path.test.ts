import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetProblems, ceilingFor, FIRST_VISIT_BUDGET, PHOTO_BUDGET } from './budget.ts';
import { encodeSlot, findPhoto, type EncodedSlot } from './encode.ts';
import { FORMATS } from './lib/types.ts';
import { SLOTS } from './slots.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const KiB = 1024;

/**
 * A camera original as the operator would drop it in: 4000 × 3000 px, a landscape whose fractal
 * detail reaches from the hills down to single pixels (turbulence for the structure, grain at
 * every scale down to sensor noise, the hardest thing to compress), saved as a quality-92 JPEG
 * with EXIF.
 * Made here rather than committed: a real photo of this size is megabytes. The turbulence is
 * drawn at 1000 × 750 and then scaled: sharp would otherwise draw the SVG at 4000 × 3000, 50 s of
 * turbulence for detail the grain gives anyway (the renditions land on the same qualities).
 */
async function cameraOriginal(): Promise<Buffer> {
  const structure = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#5d86b0"/><stop offset="1" stop-color="#dfe6ea"/></linearGradient>
<filter id="land" x="0" y="0" width="100%" height="100%">
<feTurbulence type="fractalNoise" baseFrequency="0.012 0.03" numOctaves="7" seed="5"/>
<feColorMatrix values="0.9 0.3 0 0 0.05  0.5 0.7 0 0 0.08  0.2 0.3 0.2 0 0  0 0 0 0 1"/></filter>
<filter id="cloud" x="0" y="0" width="100%" height="100%">
<feTurbulence type="fractalNoise" baseFrequency="0.008 0.02" numOctaves="5" seed="9"/>
<feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  1.4 0 0 0 -0.5"/></filter></defs>
<rect width="1000" height="750" fill="url(#sky)"/>
<rect width="1000" height="400" filter="url(#cloud)"/>
<path d="M0,430 C200,300 330,360 480,280 C620,210 760,330 1000,300 V750 H0 Z" fill="#000" filter="url(#land)"/>
</svg>`;
  const drawn = await sharp(Buffer.from(structure)).png().toBuffer();
  const base = await sharp(drawn).resize(4000, 3000, { kernel: 'lanczos3' }).png().toBuffer();
  // Grain at every scale, from blotches 8 px wide down to single pixels (about 1/f, as in a
  // photograph of foliage, rock and water), each layer scaled up to the full frame.
  const grain = await Promise.all(
    [500, 1000, 2000, 4000].map((w) =>
      sharp({
        create: {
          width: w,
          height: (w * 3) / 4,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 28 },
        },
      })
        .resize(4000, 3000, { kernel: 'cubic' })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(base)
    .composite(grain.map((input) => ({ input, blend: 'overlay' as const })))
    .withExif({ IFD0: { Copyright: 'test camera', Make: 'Test' } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe("the operator's photo path", () => {
  let dir = '';
  let original = 0;
  const encoded: Record<string, EncodedSlot> = {};
  const written: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'photo-path-'));
    const photos = join(dir, 'photos');
    const out = join(dir, 'img');
    await mkdir(photos);
    await mkdir(out);
    const jpeg = await cameraOriginal();
    original = jpeg.length;
    // The same original in the home page's hero and in a card: the two kinds a first visit loads.
    for (const id of ['homeHero', 'cardCityTour'] as const) {
      await writeFile(join(photos, `${id}.jpg`), jpeg);
      const photo = findPhoto(photos, id);
      expect(photo).toBe(join(photos, `${id}.jpg`));
      encoded[id] = await encodeSlot(id, SLOTS[id], photo, out, async (path, data) => {
        written.push(path);
        await writeFile(path, data);
      });
    }
  }, 600_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('starts from a photo of real size and detail', async () => {
    const meta = await sharp(join(dir, 'photos', 'homeHero.jpg')).metadata();
    expect([meta.width, meta.height]).toEqual([4000, 3000]);
    // Detail at every scale: a camera JPEG of this size weighs megabytes.
    expect(original).toBeGreaterThan(3 * 1024 * KiB);
  });

  it('writes every width and format of the slot, cropped to its aspect, metadata stripped', async () => {
    for (const [id, slot] of Object.entries(encoded)) {
      const kind = SLOTS[id as keyof typeof SLOTS].kind;
      const f = FORMATS[kind];
      expect(slot.source).toBe('photo');
      expect(slot.renditions.map((r) => `${r.w}.${r.format}`).sort()).toEqual(
        f.widths.flatMap((w) => [`${w}.avif`, `${w}.webp`]).sort(),
      );
      for (const r of slot.renditions) {
        const meta = await sharp(join(dir, 'img', r.file)).metadata();
        expect([meta.width, meta.height], r.file).toEqual([r.w, Math.round(r.w / f.aspect)]);
        expect(meta.exif, r.file).toBeUndefined();
        expect((await stat(join(dir, 'img', r.file))).size).toBe(r.bytes);
      }
      expect(slot.placeholder).toMatch(/^data:image\/webp;base64,/);
    }
    expect(written).toHaveLength(FORMATS.hero.widths.length * 2 + FORMATS.card.widths.length * 2);
  });

  it('brings every rendition within its photo ceiling', () => {
    for (const [id, slot] of Object.entries(encoded)) {
      const kind = SLOTS[id as keyof typeof SLOTS].kind;
      for (const r of slot.renditions) {
        expect(r.bytes, `${id} ${r.w} ${r.format}`).toBeLessThanOrEqual(
          ceilingFor('photo', kind, r.w, r.format) ?? 0,
        );
      }
    }
    expect(
      budgetProblems(
        Object.entries(encoded).map(([id, slot]) => ({
          id,
          kind: SLOTS[id as keyof typeof SLOTS].kind,
          encoded: slot,
        })),
      ),
    ).toEqual([]);
  });

  it("keeps a home page of such photos within the first visit's image budget", async () => {
    const bytes = (id: string, w: number): number =>
      encoded[id]?.renditions.find((r) => r.w === w && r.format === 'avif')?.bytes ?? Infinity;
    // The logo and both flags load on every first visit (tests/e2e/image-bytes.spec.ts).
    let brand = 0;
    for (const file of ['logo.svg', 'flag-de.svg', 'flag-en.svg']) {
      brand += (await stat(join(ROOT, 'public', 'img', file))).size;
    }
    console.log(
      `camera original ${(original / KiB / KiB).toFixed(1)} MiB -> ` +
        Object.entries(encoded)
          .flatMap(([id, slot]) =>
            slot.renditions.map(
              (r) => `${id} ${r.w} ${r.format} ${(r.bytes / KiB).toFixed(1)} KiB`,
            ),
          )
          .join(', '),
    );
    // A phone loads the 640 px hero; a 1440 px desktop the 1600 px hero and five cards at 400 px.
    expect(bytes('homeHero', 640) + brand).toBeLessThan(FIRST_VISIT_BUDGET[390]);
    expect(bytes('homeHero', 1600) + 5 * bytes('cardCityTour', 400) + brand).toBeLessThan(
      FIRST_VISIT_BUDGET[1440],
    );
    // And so does any photo that merely keeps its ceilings.
    expect((PHOTO_BUDGET.hero[640] ?? Infinity) + brand).toBeLessThan(FIRST_VISIT_BUDGET[390]);
    expect(
      (PHOTO_BUDGET.hero[1600] ?? Infinity) + 5 * (PHOTO_BUDGET.card[400] ?? Infinity) + brand,
    ).toBeLessThan(FIRST_VISIT_BUDGET[1440]);
  });
});
