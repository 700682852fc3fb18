import { readdirSync } from 'node:fs';
import path from 'node:path';
import { WORKER_PAGE_FOLDER } from '../src/lib/worker-pages.ts';

/** For files named by their content's hash: a new version is a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else: kept, but asked for again (a 304 when unchanged) before each use. */
export const REVALIDATE = 'no-cache';

/**
 * Characters of content hash in a bundle's or style's name (vite.config.ts): seven, the fewest
 * Rolldown accepts for the site's chunks, as every page names its files in its head.
 */
export const BUNDLE_HASH_LENGTH = 7;
/**
 * A name that changes with its content: Vite's `name-<hash>.ext`, the image generator's
 * `name.<8 hex>.<width>.ext`.
 */
export const HASHED_NAME = new RegExp(
  `(-[\\w-]{${BUNDLE_HASH_LENGTH}}|\\.[0-9a-f]{8}\\.\\d+)\\.\\w+$`,
);

interface CacheRule {
  /** A path pattern in the `_headers` syntax Cloudflare Pages and Netlify both read. */
  pattern: string;
  cacheControl: string;
  /**
   * Written into `_headers` as one line per built address it matches rather than as the
   * pattern: Netlify's `/:file` also matches `/en/` (a trailing slash is optional there), which
   * `/en/*` sets too, and both hosts would then apply two rules to it.
   */
  perAddress?: boolean;
}

/**
 * The one table of caching rules: `npm start` (platform/static-site.ts) answers by it and the
 * build writes it into `_headers` (scripts/site-files.ts). Both hosts apply every rule that
 * matches a path (Cloudflare joins a header set twice with a comma; Netlify's rule for that case
 * is not documented), so no two rules may match one file: then every file has exactly one
 * Cache-Control everywhere. scripts/headers-file.test.ts and tests/e2e/security.spec.ts read the
 * generated `_headers` as both hosts do and hold every built file to this.
 */
const CACHE_RULES: readonly CacheRule[] = [
  // Vite's bundles and styles: name-<hash>.js.
  { pattern: '/assets/*', cacheControl: IMMUTABLE },
  // The image generator's photos: name.<hash>.<width>.avif|webp.
  { pattern: '/img/*.avif', cacheControl: IMMUTABLE },
  { pattern: '/img/*.webp', cacheControl: IMMUTABLE },
  // The logo, the flags and the link preview's picture keep their names from build to build.
  { pattern: '/img/*.svg', cacheControl: REVALIDATE },
  { pattern: '/img/*.jpg', cacheControl: REVALIDATE },
  { pattern: '/icons/*', cacheControl: REVALIDATE },
  { pattern: '/screenshots/*', cacheControl: REVALIDATE },
  // The worker's copies of the pages (src/lib/worker-pages.ts) keep the pages' names.
  { pattern: `/${WORKER_PAGE_FOLDER}/*`, cacheControl: REVALIDATE },
  { pattern: '/en/*', cacheControl: REVALIDATE },
  { pattern: '/', cacheControl: REVALIDATE },
  // The German pages, sw.js, the manifests, the favicons, robots.txt, sitemap.xml.
  { pattern: '/:file', cacheControl: REVALIDATE, perAddress: true },
];

/**
 * A pattern as Cloudflare Pages reads it: the whole path, `*` any characters (one per
 * pattern), `:name` one segment.
 */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\/-]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

const compiled = CACHE_RULES.map((rule) => ({ ...rule, regExp: patternRegExp(rule.pattern) }));

/** The Cache-Control of a path; an address no rule names (a 404) is revalidated. */
export function cacheControlFor(pathname: string): string {
  return compiled.find((rule) => rule.regExp.test(pathname))?.cacheControl ?? REVALIDATE;
}

/** The `_headers` lines of the table: one rule per pattern, or per address it matches. */
export function cacheHeaderRules(addresses: readonly string[]): string[] {
  return compiled.flatMap((rule) => {
    const paths = rule.perAddress
      ? addresses.filter((address) => rule.regExp.test(address))
      : [rule.pattern];
    return paths.flatMap((line) => [line, `  Cache-Control: ${rule.cacheControl}`]);
  });
}

/**
 * The address each built file is served at, as the hosts and `npm start` serve it with clean
 * URLs: `flughafen.html` at `/flughafen`, `en/index.html` at `/en/`. The precompressed copies,
 * the host's own files and Vite's manifest folder are not addresses.
 */
export function builtAddresses(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !/(^|\/)[._]|\.(br|gz)$/.test(file))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`)
    .sort();
}
