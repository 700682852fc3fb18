/**
 * How Cloudflare Pages and Netlify read a `_headers` file, for tests: what each host would send
 * for a path. Both written after their public sources:
 * - Cloudflare: developers.cloudflare.com/pages/configuration/headers (every matching rule
 *   applies, a header set twice is joined with a comma, `! Name` detaches one set before, one
 *   splat per pattern, `:name` one segment) and its asset server (workers-sdk, asset-worker
 *   headers.ts and rules-engine.ts: an exact match on the path, rules in file order, defaults
 *   `Cache-Control: public, max-age=0, must-revalidate`).
 * - Netlify: docs.netlify.com/manage/routing/headers and @netlify/headers-parser (netlify/build:
 *   line_parser.ts, for_regexp.ts): lines trimmed, a line without `:` ignored (so `! Name` does
 *   nothing), a name repeated in one rule joined with a comma, `:name` a whole segment, `*` any
 *   characters, a trailing slash optional, letter case ignored. How Netlify combines two matching
 *   rules that set the same header is not documented (its CLI lets the later one win), so this
 *   returns every matching rule's value and the tests demand exactly one.
 */

interface Rule {
  path: string;
  set: [name: string, value: string][];
  detach: string[];
}

function parse(file: string): Rule[] {
  const rules: Rule[] = [];
  for (const raw of file.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ path: raw.trim(), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`a header before any path: ${raw}`);
    const line = raw.trim();
    if (line.startsWith('!')) rule.detach.push(line.slice(1).trim().toLowerCase());
    else {
      const colon = line.indexOf(':');
      if (colon < 1) throw new Error(`not a header: ${raw}`);
      rule.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

const CLOUDFLARE_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

function cloudflareRegExp(pattern: string): RegExp {
  if (pattern.split('*').length > 2) throw new Error(`Cloudflare allows one splat: ${pattern}`);
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&'))
    .join('(?<splat>.*)')
    .replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${source}$`);
}

/** The value of `header` Cloudflare Pages sends for `pathname` (undefined: none). */
export function cloudflareHeader(
  file: string,
  pathname: string,
  header: string,
): string | undefined {
  const name = header.toLowerCase();
  const headers = new Map<string, string>([['cache-control', CLOUDFLARE_DEFAULT_CACHE]]);
  const setByFile = new Set<string>();
  for (const rule of parse(file)) {
    if (!cloudflareRegExp(rule.path).test(pathname)) continue;
    for (const key of rule.detach) headers.delete(key);
    for (const [key, value] of rule.set) {
      const before = headers.get(key);
      headers.set(key, setByFile.has(key) && before !== undefined ? `${before}, ${value}` : value);
      setByFile.add(key);
    }
  }
  return headers.get(name);
}

function netlifyRegExp(pattern: string): RegExp {
  const parts = pattern
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      if (part.includes('*')) return part.replaceAll('*', '(.*)');
      return part.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

/** The values of `header` set by each Netlify rule that matches `pathname`, in file order. */
export function netlifyHeaders(file: string, pathname: string, header: string): string[] {
  const name = header.toLowerCase();
  return parse(file)
    .filter((rule) => rule.path.startsWith('/') && netlifyRegExp(rule.path).test(pathname))
    .map((rule) =>
      rule.set
        .filter(([key]) => key === name)
        .map(([, value]) => value)
        .join(', '),
    )
    .filter(Boolean);
}

/** How many rules of the file set `header` for `pathname` on Cloudflare Pages. */
export function cloudflareRulesSetting(file: string, pathname: string, header: string): number {
  const name = header.toLowerCase();
  return parse(file).filter(
    (rule) => cloudflareRegExp(rule.path).test(pathname) && rule.set.some(([key]) => key === name),
  ).length;
}

/** The rules of a `_headers` file, for the host's limits (Cloudflare: 100 rules). */
export function ruleCount(file: string): number {
  return parse(file).length;
}
