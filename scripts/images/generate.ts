/**
 * Generates every image of the site: stand-in scenes (or the operator's photos from
 * scripts/images/photos/) as AVIF + WebP renditions, the typed manifest
 * src/content/images.generated.ts, the logo, favicons, PWA icons, language flags and the link
 * preview's picture.
 *
 *   npm run images                               full run (deletes stale renditions)
 *   node scripts/images/generate.ts --preview DIR [slot ...]   PNG previews only
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { writeBrand, writeMailLogo } from './brand.ts';
import { budgetProblems } from './budget.ts';
import { writeSharePictures } from './share-image.ts';
import { encodeSlot, findPhoto, master, type EncodedSlot } from './encode.ts';
import { FORMATS, type SlotDef, type SlotKind } from './lib/types.ts';
import { manifestFiles, SLOT_DIR } from './manifest.ts';
import { SLOTS } from './slots.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const PUBLIC = join(ROOT, 'public');
const IMG = join(PUBLIC, 'img');
const PHOTOS = join(HERE, 'photos');
const MANIFEST = join(ROOT, 'src', 'content', 'images.generated.ts');
const MAIL_LOGO = join(ROOT, 'supabase', 'functions', '_shared', 'mail', 'logo.generated.ts');
/** The per-slot modules of the manifest: every .ts file there is this script's. */
const MANIFEST_SLOTS = join(ROOT, 'src', 'content', SLOT_DIR);
/** Renditions this script owns in public/img: `<slot>.<hash>.<width>.<avif|webp>`. */
const OWNED = /^[a-z0-9-]+\.[0-9a-f]{8}\.\d+\.(avif|webp)$/;

const entries = Object.entries(SLOTS) as [string, SlotDef][];

/** Runs `fn` over `items` with at most `limit` in flight, keeping the input order. */
async function pool<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

async function preview(dir: string, only: readonly string[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  const chosen = entries.filter(([id]) => only.length === 0 || only.includes(id));
  await pool(chosen, 2, async ([id, def]) => {
    const width = Math.min(1600, Math.max(...FORMATS[def.kind].widths));
    const png = await master(id, def, findPhoto(PHOTOS, id), width);
    await writeFile(join(dir, `${id}.png`), png);
  });
  console.log(`previews: ${chosen.map(([id]) => id).join(', ')} -> ${dir}`);
}

function report(results: readonly { id: string; kind: SlotKind; encoded: EncodedSlot }[]): void {
  const totals = new Map<string, number>();
  for (const { kind, encoded } of results) {
    for (const r of encoded.renditions) {
      const key = `${kind} ${String(r.w).padStart(4)} ${r.format}`;
      totals.set(key, (totals.get(key) ?? 0) + r.bytes);
    }
  }
  for (const [key, bytes] of [...totals].sort()) {
    console.log(`  ${key.padEnd(16)} ${(bytes / 1024).toFixed(1).padStart(8)} KiB`);
  }
  for (const format of ['avif', 'webp'] as const) {
    const smallest = results.reduce((sum, { kind, encoded }) => {
      const w = Math.min(...FORMATS[kind].widths);
      return sum + (encoded.renditions.find((r) => r.w === w && r.format === format)?.bytes ?? 0);
    }, 0);
    console.log(`  smallest size of every slot (${format}): ${(smallest / 1024).toFixed(1)} KiB`);
  }
  const photos = results.filter((r) => r.encoded.source === 'photo').map((r) => r.id);
  console.log(`  real photos used: ${photos.length ? photos.join(', ') : 'none'}`);
}

/** Writes the manifest's index and slot modules and deletes slot modules of removed slots. */
async function writeManifest(
  results: readonly { id: string; kind: SlotKind; encoded: EncodedSlot }[],
): Promise<void> {
  await mkdir(MANIFEST_SLOTS, { recursive: true });
  const files = await manifestFiles(results, MANIFEST);
  for (const { path, source } of files) await writeFile(path, source);
  const kept = new Set(files.map(({ path }) => path));
  for (const file of await readdir(MANIFEST_SLOTS)) {
    if (file.endsWith('.ts') && !kept.has(join(MANIFEST_SLOTS, file))) {
      await rm(join(MANIFEST_SLOTS, file));
    }
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--preview') {
    await preview(args[1] ?? join(ROOT, '.data', 'image-previews'), args.slice(2));
    return;
  }
  const started = performance.now();
  sharp.cache(false);
  await mkdir(IMG, { recursive: true });
  const written = new Set<string>();
  const write = async (path: string, data: Buffer): Promise<void> => {
    written.add(path.slice(IMG.length + 1));
    await writeFile(path, data);
  };
  const results = await pool(entries, 2, async ([id, def]) => ({
    id,
    kind: def.kind,
    encoded: await encodeSlot(id, def, findPhoto(PHOTOS, id), IMG, write),
  }));
  let removed = 0;
  for (const file of await readdir(IMG)) {
    if (OWNED.test(file) && !written.has(file)) {
      await rm(join(IMG, file));
      removed++;
    }
  }
  await writeManifest(results);
  const brand = [
    ...(await writeBrand(PUBLIC)),
    await writeMailLogo(MAIL_LOGO),
    ...(await writeSharePictures(
      PUBLIC,
      entries.filter(([, def]) => def.kind === 'hero').map(([id]) => id),
      (id, width) => master(id, SLOTS[id as keyof typeof SLOTS], findPhoto(PHOTOS, id), width),
    )),
  ];
  console.log(
    `images: ${results.length} slots, ${written.size} renditions (${removed} stale removed), ${brand.length} brand files`,
  );
  report(results);
  const problems = budgetProblems(results);
  if (problems.length > 0) {
    console.error(`over budget (see scripts/images/budget.ts):\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
