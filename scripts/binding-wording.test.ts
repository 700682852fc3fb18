/**
 * Under the terms a booking request is a binding offer (the contract comes with the written
 * confirmation): no page, catalog or e-mail may tell a visitor it is not binding.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['src', 'locales', 'supabase/functions', 'public', 'index.html'];
const NOT_BINDING =
  /unverbindlich|nicht bindend|not binding|non-binding|no obligation|without obligation/i;

async function* files(entry: string): AsyncGenerator<string> {
  const full = path.join(ROOT, entry);
  const dirents = await readdir(full, { withFileTypes: true }).catch(() => null);
  if (!dirents) {
    yield full;
    return;
  }
  for (const dirent of dirents) {
    const child = path.join(entry, dirent.name);
    if (dirent.isDirectory()) yield* files(child);
    else if (/\.(tsx?|po|html|json|webmanifest)$/.test(dirent.name)) yield path.join(ROOT, child);
  }
}

it("no text says a request is 'unverbindlich' or 'not binding'", async () => {
  const found: string[] = [];
  let read = 0;
  for (const folder of FOLDERS) {
    for await (const file of files(folder)) {
      if (file === fileURLToPath(import.meta.url)) continue;
      read++;
      const text = await readFile(file, 'utf8');
      for (const line of text.split('\n')) {
        if (NOT_BINDING.test(line)) found.push(`${path.relative(ROOT, file)}: ${line.trim()}`);
      }
    }
  }
  expect(read).toBeGreaterThan(100);
  expect(found).toEqual([]);
});
