/**
 * The built scripts, and the pages' inline ones, checked for what the oldest phones the site
 * serves cannot run (docs/product.md, "Older iPhones"). `npm test` runs it after the build:
 * `node scripts/script-check.ts`.
 *
 * - A lookbehind in a regular expression, `(?<=` or `(?<!`, which Safari reads only since 16.4,
 *   and iPhones that stay on iOS 15 never get it. A module with such a pattern, literal or built
 *   at load, throws as it loads, and a page that needs it never starts its code.
 * - A call by name of a built-in Safari 15 lacks (`AbortSignal.timeout`, the compression
 *   streams, …): it throws where it runs, a send or the worker's every page. Such a built-in is
 *   looked for first and called through what was found, as in `src/lib/timeout-signal.ts`.
 */
import { checkBuiltFiles } from './lib/built-files.ts';

const LOOKBEHIND = /\(\?<[=!]/g;

/** The 80 characters of code around a finding, for its message. */
function around(code: string, index: number): string {
  return `…${code.slice(Math.max(0, index - 40), index + 40)}…`;
}

/** Each lookbehind in a script, as 'file: …the code around it…'. */
export function lookbehindsIn(code: string, file: string): string[] {
  return [...code.matchAll(LOOKBEHIND)].map(
    ({ index }) => `${file}: a lookbehind, ${around(code, index)}`,
  );
}

/** Safari 16 and later: `AbortSignal.timeout` 16, `.any` 17.4, the compression streams 16.4. */
const NEWER_CALL =
  /\b(?:AbortSignal\.(?:timeout|any)|new (?:Dec|C)ompressionStream|Object\.groupBy|Map\.groupBy|Promise\.withResolvers)\(|\.to(?:Sorted|Reversed|Spliced)\(/g;

/** Each call of a built-in Safari 15 lacks, as 'file: …the code around it…'. */
export function newerCallsIn(code: string, file: string): string[] {
  return [...code.matchAll(NEWER_CALL)].map(
    ({ index, 0: call }) =>
      `${file}: ${call.slice(0, -1)}, which Safari 15 lacks, ${around(code, index)}`,
  );
}

if (import.meta.main) {
  await checkBuiltFiles({
    // The pages too: their inline scripts (the boot script) run before any other.
    extensions: ['.js', '.html'],
    noun: 'scripts and pages',
    check: (code, file) => [...lookbehindsIn(code, file), ...newerCallsIn(code, file)],
    errorNoun: 'that Safari 15 cannot run',
  });
}
