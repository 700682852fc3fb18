/**
 * A contact sheet of the whole image set, for the README's before-and-after pictures:
 *
 *   node scripts/images/contact-sheet.ts OUT.webp              the set in the working tree
 *   node scripts/images/contact-sheet.ts OUT.webp --rev REV    the set as committed at REV
 *
 * Each slot's mid-size WebP (the manifest's `fallback`) as a small thumbnail with its name.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { kebab } from '../../src/lib/kebab.ts';
import { SLOTS } from './slots.ts';
import { FORMATS } from './lib/types.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROW = 126;
const GAP = 6;
// Four heroes to a row.
const WIDTH = 4 * Math.round(ROW * FORMATS.hero.aspect) + 3 * GAP;
const LABEL = 16;

const [out, flag, rev] = process.argv.slice(2);
if (!out || (flag !== undefined && (flag !== '--rev' || !rev))) {
  console.error('usage: node scripts/images/contact-sheet.ts OUT.webp [--rev REV]');
  process.exit(2);
}

/** A file of the repository, from the working tree or from a commit. */
const read = (path: string): Buffer =>
  rev
    ? execFileSync('git', ['show', `${rev}:${path}`], { cwd: ROOT, maxBuffer: 1 << 26 })
    : readFileSync(join(ROOT, path));

const cells: { input: Buffer; left: number; top: number }[] = [];
let x = 0;
let y = 0;
// Heroes, then cards and gallery photos, then cars: each kind keeps its own aspect ratio at one row height.
const order = (['hero', 'card', 'gallery', 'car'] as const).flatMap((kind) =>
  Object.entries(SLOTS).filter(([, def]) => def.kind === kind),
);
for (const [id, def] of order) {
  const module = read(`src/content/images/${kebab(id)}.ts`).toString();
  const src = /fallback: '\/img\/([^']+)'/.exec(module)?.[1];
  if (!src) throw new Error(`${id}: no fallback in its manifest module`);
  const w = Math.round(ROW * FORMATS[def.kind].aspect);
  if (x + w > WIDTH) {
    x = 0;
    y += ROW + LABEL + GAP;
  }
  const thumb = await sharp(read(`public/img/${src}`))
    .resize(w, ROW)
    .flatten({ background: '#2a3148' })
    .toBuffer();
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${LABEL}"><text x="2" y="12" font-family="sans-serif" font-size="11" fill="#333">${kebab(id)}</text></svg>`,
  );
  cells.push({ input: thumb, left: x, top: y }, { input: label, left: x, top: y + ROW });
  x += w + GAP;
}
await sharp({
  create: {
    width: WIDTH,
    height: y + ROW + LABEL,
    channels: 3,
    background: '#ffffff',
  },
})
  .composite(cells)
  .webp({ quality: 70, effort: 6 })
  .toFile(out);
console.log(`contact sheet of ${order.length} slots${rev ? ` at ${rev}` : ''} -> ${out}`);
