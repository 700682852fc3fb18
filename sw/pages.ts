import { matchPrecache } from 'workbox-precaching';
import type { WorkboxPlugin } from 'workbox-core';

/**
 * The prerendered pages sit in the precache gzipped (`flughafen.html.gz`, written by the
 * prerenderer): both languages' pages take a quarter of the room, so the precache stays within
 * its budget. This module maps an address to its file and inflates a page as it is served.
 */
const PAGE_FILE = /\.html\.gz$/;

/**
 * The precache files an address may be: '/flughafen' → '/flughafen.html.gz', '/en/' →
 * '/en/index.html.gz'. A file's own name ('/flughafen.html') and the 404 pages' addresses are
 * no page's address: the server redirects the one and answers 404 for the other, as the app
 * shows them, so they go to the network (offline, the 404 page answers).
 */
export function pageFiles({ url }: { url: URL }): URL[] {
  const at = (pathname: string) => new URL(pathname, url.origin);
  const path = url.pathname;
  if (path.endsWith('.html') || /(^|\/)404\/?$/.test(path)) return [];
  if (path.endsWith('/')) return [at(`${path}index.html.gz`)];
  // '/en' is the English home page '/en/', as the server has it.
  return [at(`${path}.html.gz`), at(`${path}/index.html.gz`)];
}

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** The page as the browser wants it: inflated, as HTML, with the headers it was served with. */
export async function inflatePage(stored: Response): Promise<Response> {
  const bytes = new Uint8Array(await stored.arrayBuffer());
  // A host that decoded the file on the way (Content-Encoding) left plain HTML: take it as it is.
  const body = isGzip(bytes)
    ? new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))
    : bytes;
  const headers = new Headers(stored.headers);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(body, { status: 200, headers });
}

/** A precache plugin: a page file leaves the cache inflated. */
export const inflatePages: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ request, cachedResponse }) {
    if (!cachedResponse || !PAGE_FILE.test(new URL(request.url).pathname)) return cachedResponse;
    return inflatePage(cachedResponse);
  },
};

/** A precached page by its file's address ('/404.html'), inflated. */
export async function matchPage(htmlPath: string): Promise<Response | undefined> {
  const stored = await matchPrecache(`${htmlPath}.gz`);
  return stored && inflatePage(stored);
}
