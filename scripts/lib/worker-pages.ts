import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { BUNDLE_HASH_LENGTH } from '../../platform/cache-rules.ts';
import { emptyStyles, restoreStyles, workerPageFile } from '../../src/lib/worker-pages.ts';

const gzipped = promisify(gzip);

/**
 * Writes the worker's copy of each prerendered page (src/lib/worker-pages.ts), gzipped, for the
 * precache. A style element's text is found among the built stylesheets; one that is no file (the
 * shell's stylesheet without its web-font rules) becomes one, named by its content's hash like
 * Vite's, so the precache holds it once. Each copy is put back together at once, as the worker
 * will, and must give the page byte for byte: else the build fails.
 */
export async function workerPageWriter(outDir: string) {
  const assets = path.join(outDir, 'assets');
  const fileOfText = new Map<string, string>();
  for (const name of await readdir(assets)) {
    if (!name.endsWith('.css')) continue;
    const text = await readFile(path.join(assets, name), 'utf8');
    if (!fileOfText.has(text)) fileOfText.set(text, `/assets/${name}`);
  }
  // Stylesheets the copies name that are not on disk yet.
  const unwritten = new Map<string, string>();
  const fileOf = (text: string) => {
    const known = fileOfText.get(text);
    if (known) return known;
    const hash = createHash('sha256').update(text).digest('base64url');
    const file = `/assets/page-style-${hash.slice(0, BUNDLE_HASH_LENGTH)}.css`;
    fileOfText.set(text, file);
    unwritten.set(file, text);
    return file;
  };
  // As the worker will: each stylesheet from the file it will precache.
  const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

  return async function writeWorkerPage(htmlFile: string, page: string): Promise<void> {
    const copy = emptyStyles(page, fileOf);
    for (const [file, text] of unwritten) await writeFile(path.join(outDir, file), text);
    unwritten.clear();
    if ((await restoreStyles(copy, read)) !== page) {
      throw new Error(`${htmlFile}: the worker's copy does not give the page back`);
    }
    const target = path.join(outDir, workerPageFile(htmlFile));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await gzipped(copy, { level: 9 }));
  };
}
