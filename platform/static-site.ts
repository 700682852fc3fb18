import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { CONSOLE_PATHS, referenceOfConsolePath } from '#shared/schemas/lifecycle-paths.ts';
import { guessedPath } from '../src/content/page-paths.ts';
import { cacheControlFor, REVALIDATE } from './cache-rules.ts';
import { functionsOriginFromEnv, inlineScriptHashes, securityHeaders } from './security-headers.ts';

/**
 * Serves the production build as a CDN would: prerendered HTML per route (clean URLs),
 * precompressed brotli/gzip, and the caching rules the build writes into `_headers`
 * (platform/cache-rules.ts): hashed files cached for a year, everything else revalidated.
 */
export function createStaticSite(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const functionsOrigin = functionsOriginFromEnv();
  // Every answer reads the build as it is now: `npm run build` beside a running `npm start`
  // replaces dist/, and what sirv's production mode reads once at startup (each file's length
  // and ETag) then describes the old files: a new page longer than the old one was cut off at
  // the old length, a shorter one left the browser waiting for the rest, and the old ETag
  // answered 304. The policy's script hashes follow the index page's boot script alike.
  const serve = sirv(distDir, {
    extensions: ['html'],
    brotli: true,
    gzip: true,
    etag: true,
    dev: true,
  });
  let policy = { built: Number.NaN, headers: {} as Record<string, string> };
  const currentHeaders = () => {
    const built = existsSync(indexFile) ? statSync(indexFile).mtimeMs : 0;
    if (built !== policy.built) {
      const scriptHashes = built ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
      policy = { built, headers: securityHeaders({ scriptHashes, functionsOrigin }) };
    }
    return policy.headers;
  };

  return function handle(req: IncomingMessage, res: ServerResponse) {
    // Set before sirv runs: it answers a matching If-None-Match with a bare 304 and calls its
    // setHeaders hook only for a 200, so a revalidated page came without its policy.
    for (const [name, value] of Object.entries(currentHeaders())) res.setHeader(name, value);
    const pathname = pathOf(req.url);
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    const redirect = (location: string) => {
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      res.writeHead(301, { Location: location + query, 'Cache-Control': REVALIDATE });
      res.end();
    };
    // Unknown paths get the prerendered 404 page with a real 404 status: the nearest one, so
    // an address under /en/ gets the English page (as Cloudflare Pages does it).
    const notFound = () => {
      // A page's address in the other language's place (/contact, /en/kontakt) is that page.
      const guess = guessedPath(pathname);
      if (guess) return redirect(guess);
      const notFoundFile = nearestNotFoundPage(distDir, pathname);
      const body = notFoundFile ? readFileSync(notFoundFile) : 'Not found';
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', REVALIDATE);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const answer = addressAnswer(pathname, (file) => existsSync(path.join(distDir, file)));
    if (answer.kind === 'not-found') return notFound();
    if (answer.kind === 'redirect') return redirect(answer.location);
    // One request in the console (/betrieb/anfrage/SLZ-7K3M) is the console's page, which reads
    // the reference from the address; the host files rewrite it alike (scripts/site-files.ts).
    const consolePage = consolePageFor(pathname);
    if (consolePage) req.url = consolePage;
    serve(req, res, notFound);
  };
}

/** The console's address for an address of one request in it, else undefined. */
function consolePageFor(pathname: string): string | undefined {
  if (!referenceOfConsolePath(pathname)) return undefined;
  return pathname.startsWith(`${CONSOLE_PATHS.en}/`) ? CONSOLE_PATHS.en : CONSOLE_PATHS.de;
}

type AddressAnswer =
  { kind: 'serve' } | { kind: 'not-found' } | { kind: 'redirect'; location: string };

/**
 * One answer per address, the one the app gives once it runs (it reads the address as written,
 * src/app/routes.tsx): the site writes its addresses plainly, so an escaped one
 * (`/%65n/contact`) or one with an empty segment is none of them, where sirv would decode it and
 * serve the English page for the app to draw a German 404 over. A page's file name (`/en/contact.html`, `/en/index.html`)
 * leads to its address; the 404 pages' own files answer 404.
 */
function addressAnswer(pathname: string, exists: (file: string) => boolean): AddressAnswer {
  if (pathname.includes('%') || pathname.includes('//')) return { kind: 'not-found' };
  if (/(^|\/)404(\.html)?$/.test(pathname)) return { kind: 'not-found' };
  if (!pathname.endsWith('.html')) return { kind: 'serve' };
  if (!exists(pathname)) return { kind: 'not-found' };
  const location = pathname.endsWith('/index.html')
    ? pathname.slice(0, -'index.html'.length)
    : pathname.slice(0, -'.html'.length);
  return { kind: 'redirect', location };
}

/** The request target's path as written: '//x/y' is the path //x/y, not the host x. */
function pathOf(target = '/'): string {
  try {
    return new URL(target.startsWith('/') ? `http://localhost${target}` : target).pathname;
  } catch {
    return '/';
  }
}

/** The 404.html in the address's folder or the closest folder above it. */
function nearestNotFoundPage(distDir: string, pathname: string): string | undefined {
  const folders = pathname.split('/').slice(1, -1);
  for (let depth = folders.length; depth >= 0; depth--) {
    const file = path.join(distDir, ...folders.slice(0, depth), '404.html');
    if (path.relative(distDir, file).startsWith('..')) continue;
    if (existsSync(file)) return file;
  }
  return undefined;
}
