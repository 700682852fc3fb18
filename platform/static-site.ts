import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { CONSOLE_PATHS, referenceOfConsolePath } from '#shared/schemas/lifecycle-paths.ts';
import { functionsOriginFromEnv, inlineScriptHashes, securityHeaders } from './security-headers.ts';

/**
 * Serves the production build as a CDN would: prerendered HTML per route (clean URLs),
 * precompressed brotli/gzip, hashed assets cached for a year, everything else revalidated.
 */
export function createStaticSite(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const headers = securityHeaders({
    scriptHashes: existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [],
    functionsOrigin: functionsOriginFromEnv(),
  });
  const serve = sirv(distDir, {
    extensions: ['html'],
    brotli: true,
    gzip: true,
    etag: true,
    dev: false,
  });

  return function handle(req: IncomingMessage, res: ServerResponse) {
    // Set before sirv runs: it answers a matching If-None-Match with a bare 304 and calls its
    // setHeaders hook only for a 200, so a revalidated page came without its policy.
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControl(pathOf(req.url)));
    // One request in the console (/betrieb/anfrage/SLZ-7K3M) is the console's page, which reads
    // the reference from the address; the host files rewrite it alike (scripts/site-files.ts).
    const console = consolePageFor(pathOf(req.url));
    if (console) req.url = console;
    serve(req, res, () => {
      // Unknown paths get the prerendered 404 page with a real 404 status: the nearest one, so
      // an address under /en/ gets the English page (as Cloudflare Pages does it).
      const notFoundFile = nearestNotFoundPage(distDir, req.url);
      const body = notFoundFile ? readFileSync(notFoundFile) : 'Not found';
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  };
}

/** The console's address for an address of one request in it, else undefined. */
function consolePageFor(pathname: string): string | undefined {
  if (!referenceOfConsolePath(pathname)) return undefined;
  return pathname.startsWith(`${CONSOLE_PATHS.en}/`) ? CONSOLE_PATHS.en : CONSOLE_PATHS.de;
}

function pathOf(target: string | undefined): string {
  try {
    return new URL(target ?? '/', 'http://localhost').pathname;
  } catch {
    return '/';
  }
}

/** The 404.html in the address's folder or the closest folder above it. */
function nearestNotFoundPage(distDir: string, target: string | undefined): string | undefined {
  const folders = pathOf(target).split('/').slice(1, -1);
  for (let depth = folders.length; depth >= 0; depth--) {
    const file = path.join(distDir, ...folders.slice(0, depth), '404.html');
    if (path.relative(distDir, file).startsWith('..')) continue;
    if (existsSync(file)) return file;
  }
  return undefined;
}

function cacheControl(pathname: string): string {
  // Vite's hashed bundles and the image generator's hashed photos never change under a name.
  if (pathname.startsWith('/assets/') || /^\/img\/.+\.[0-9a-f]{8}\.\d+\.\w+$/.test(pathname)) {
    return 'public, max-age=31536000, immutable';
  }
  // HTML, the service worker, the manifest and the unhashed icons: always revalidate.
  return 'no-cache';
}
