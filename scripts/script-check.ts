/**
 * The built scripts, and the pages' inline ones, checked for what the oldest phones the site
 * serves cannot compile: a lookbehind in a regular expression, `(?<=` or `(?<!`, which Safari
 * reads only since 16.4, and iPhones that stay on iOS 15 never get it. A module with such a
 * pattern, literal or built at load, throws as it loads, and a page that needs it never starts
 * its code (docs/product.md, "Older iPhones"). `npm test` runs it after the build:
 * `node scripts/script-check.ts`.
 */
import { checkBuiltFiles } from './lib/built-files.ts';

const LOOKBEHIND = /\(\?<[=!]/g;

/** Each lookbehind in a script, as 'file: …the code around it…'. */
export function lookbehindsIn(code: string, file: string): string[] {
  return [...code.matchAll(LOOKBEHIND)].map(
    ({ index }) => `${file}: a lookbehind, …${code.slice(Math.max(0, index - 40), index + 40)}…`,
  );
}

if (import.meta.main) {
  await checkBuiltFiles({
    // The pages too: their inline scripts (the boot script) run before any other.
    extensions: ['.js', '.html'],
    noun: 'scripts and pages',
    check: lookbehindsIn,
    errorNoun: 'that Safari 15 cannot compile',
  });
}
