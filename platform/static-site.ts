import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { cacheControlFor, REVALIDATE } from './cache-rules.ts';
import { functionsOriginFromEnv, inlineScriptHashes, securityHeaders } from './security-headers.ts';

/**
 * Serves the production build as a CDN would: prerendered HTML per route (clean URLs),
 * precompressed brotli/gzip, and the caching rules the build writes into `_headers`
 * (platform/cache-rules.ts): hashed files cached for a year, everything else revalidated.
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
    res.setHeader('Cache-Control', cacheControlFor(pathOf(req.url)));
    serve(req, res, () => {
      // Unknown paths get the prerendered 404 page with a real 404 status: the nearest one, so
      // an address under /en/ gets the English page (as Cloudflare Pages does it).
      const notFoundFile = nearestNotFoundPage(distDir, req.url);
      const body = notFoundFile ? readFileSync(notFoundFile) : 'Not found';
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', REVALIDATE);
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  };
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
