/**
 * The built scripts checked for what the oldest phones the site serves cannot compile: a
 * lookbehind in a regular expression, `(?<=` or `(?<!`, which Safari reads only since 16.4, and
 * iPhones that stay on iOS 15 never get it. A module with such a pattern, literal or built at
 * load, throws as it loads, and a page that needs it never starts its code (docs/product.md,
 * "Older iPhones"). `npm test` runs it after the build: `node scripts/script-check.ts`.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const LOOKBEHIND = /\(\?<[=!]/g;

/** Each lookbehind in a script, as 'file: …the code around it…'. */
export function lookbehindsIn(code: string, file: string): string[] {
  return [...code.matchAll(LOOKBEHIND)].map(
    ({ index }) => `${file}: a lookbehind, …${code.slice(Math.max(0, index - 40), index + 40)}…`,
  );
}

if (import.meta.main) {
  const dist = path.resolve(import.meta.dirname, '..', 'dist');
  const entries = await readdir(dist, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  if (files.length === 0) {
    console.error('No scripts in dist/: run the build first (npm run build).');
    process.exit(1);
  }
  const errors = (
    await Promise.all(
      files.map(async (file) =>
        lookbehindsIn(await readFile(file, 'utf8'), path.relative(dist, file)),
      ),
    )
  ).flat();
  for (const error of errors) console.error(error);
  console.log(`${files.length} scripts checked, ${errors.length} that Safari 15 cannot compile.`);
  if (errors.length > 0) process.exit(1);
}
