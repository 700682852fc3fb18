import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageFiles, servedPage } from './pages.ts';

const gzip = (text: string) =>
  new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();

const files = (address: string) =>
  pageFiles({ url: new URL(address, 'https://site.test') }).map((url) => url.pathname);

const SECTION = '.section{padding:4rem 1rem}'.repeat(60);
const stylesheets: Record<string, string> = { '/assets/section-CjQI2AS.css': SECTION };
const read = async (file: string) => stylesheets[file];

describe('the precached pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are found by their address', () => {
    expect(files('/flughafen')).toEqual([
      '/worker-pages/flughafen.page',
      '/worker-pages/flughafen/index.page',
    ]);
    expect(files('/en/airport-transfer?tab=x')).toEqual([
      '/worker-pages/en/airport-transfer.page',
      '/worker-pages/en/airport-transfer/index.page',
    ]);
    expect(files('/')).toEqual(['/worker-pages/index.page']);
    expect(files('/en/')).toEqual(['/worker-pages/en/index.page']);
    expect(files('/en')).toContain('/worker-pages/en/index.page');
  });

  // They answered 200 from the cache and the app drew a 404 page over them.
  it.each(['/404', '/en/404', '/404.html', '/en/404.html', '/kontakt.html', '/en/index.html'])(
    'leave %s to the network, which redirects or answers 404',
    (address) => {
      expect(files(address)).toEqual([]);
    },
  );

  it('leave the cache whole: inflated, their stylesheets back in, with the headers they came with', async () => {
    const copy = `<!doctype html><html lang="en"><head><style data-file="/assets/section-CjQI2AS.css"></style></head><h1>Airport Transfer</h1></html>`;
    const stored = new Response(await gzip(copy), {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Security-Policy': "default-src 'self'",
      },
    });
    const page = await servedPage(stored, read);
    expect(page?.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(page?.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(await page?.text()).toBe(
      `<!doctype html><html lang="en"><head><style>${SECTION}</style></head><h1>Airport Transfer</h1></html>`,
    );
  });

  // Safari before 16.4 (an iPhone on iOS 15) has no DecompressionStream.
  it('are inflated where the browser has no DecompressionStream', async () => {
    const copy =
      '<!doctype html><html lang="en"><h1>Hellbrunn Palace – Trick Fountains</h1></html>';
    const stored = new Response(await gzip(copy));
    vi.stubGlobal('DecompressionStream', undefined);
    expect(await (await servedPage(stored, read))?.text()).toBe(copy);
  });

  it('take a page a host already decoded as it is', async () => {
    const html = '<!doctype html><html lang="de"><h1>Flughafentransfer</h1></html>';
    expect(await (await servedPage(new Response(html), read))?.text()).toBe(html);
  });

  // Answered anyway, the page would show unstyled; without an answer the precache asks the network.
  it('are no answer when a stylesheet is missing from the cache', async () => {
    const copy = '<html><style data-file="/assets/gone-AAAAAAA.css"></style></html>';
    expect(await servedPage(new Response(await gzip(copy)), read)).toBeUndefined();
  });
});
