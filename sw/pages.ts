import { gunzipSync } from 'fflate';
import { matchPrecache } from 'workbox-precaching';
import type { WorkboxPlugin } from 'workbox-core';
import { isWorkerPage, restoreStyles, workerPageFile } from '../src/lib/worker-pages.ts';

/**
 * The prerendered pages sit in the precache as the worker's own copies (src/lib/worker-pages.ts):
 * gzipped and without the stylesheets every page inlines, so both languages' pages take a fifth
 * of their room and a first visit downloads each stylesheet once. This module maps an address to
 * its copy and turns a copy back into the page as it is served.
 */

/**
 * The precache files an address may be: '/flughafen' → '/worker-pages/flughafen.page', '/en/' →
 * '/worker-pages/en/index.page'. A file's own name ('/flughafen.html') and the 404 pages'
 * addresses are no page's address: the server redirects the one and answers 404 for the other,
 * as the app shows them, so they go to the network (offline, the 404 page answers).
 */
export function pageFiles({ url }: { url: URL }): URL[] {
  const at = (htmlFile: string) => new URL(`/${workerPageFile(htmlFile)}`, url.origin);
  const path = url.pathname.slice(1);
  if (path.endsWith('.html') || /(^|\/)404\/?$/.test(path)) return [];
  if (path === '' || path.endsWith('/')) return [at(`${path}index.html`)];
  // '/en' is the English home page '/en/', as the server has it.
  return [at(`${path}.html`), at(`${path}/index.html`)];
}

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** A stylesheet's text as the precache holds it. */
async function precachedText(file: string): Promise<string | undefined> {
  return (await matchPrecache(file))?.text();
}

/**
 * The page as the browser wants it: inflated, its stylesheets back in it, as HTML, with the
 * headers it was served with; undefined when a stylesheet is missing from the cache.
 */
export async function servedPage(
  stored: Response,
  read: (file: string) => Promise<string | undefined> = precachedText,
): Promise<Response | undefined> {
  const bytes = new Uint8Array(await stored.arrayBuffer());
  // A host that decoded the file on the way (Content-Encoding) left plain HTML: take it as it is.
  // Inflated in script, not by DecompressionStream, which Safari has only since 16.4: the iPhones
  // that stay on iOS 15 (docs/product.md, "Older iPhones") must open the pages too.
  const copy = new TextDecoder().decode(isGzip(bytes) ? gunzipSync(bytes) : bytes);
  const page = await restoreStyles(copy, read);
  if (page === undefined) return undefined;
  const headers = new Headers(stored.headers);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(page, { status: 200, headers });
}

/**
 * A precache plugin: a page's copy leaves the cache as the page. One that cannot be made whole
 * is no answer, and the precache asks the network instead.
 */
export const servePages: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ request, cachedResponse }) {
    if (!cachedResponse || !isWorkerPage(new URL(request.url).pathname)) return cachedResponse;
    return (await servedPage(cachedResponse)) ?? null;
  },
};

/** A precached page by its file ('404.html'), as it is served. */
export async function matchPage(htmlFile: string): Promise<Response | undefined> {
  const stored = await matchPrecache(`/${workerPageFile(htmlFile)}`);
  return stored && servedPage(stored);
}
