import { describe, expect, it } from 'vitest';
import { inflatePage, pageFiles } from './pages.ts';

const gzip = (text: string) =>
  new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();

const files = (address: string) =>
  pageFiles({ url: new URL(address, 'https://site.test') }).map((url) => url.pathname);

describe('the precached pages', () => {
  it('are found by their address', () => {
    expect(files('/flughafen')).toEqual(['/flughafen.html.gz', '/flughafen/index.html.gz']);
    expect(files('/en/airport-transfer?tab=x')).toEqual([
      '/en/airport-transfer.html.gz',
      '/en/airport-transfer/index.html.gz',
    ]);
    expect(files('/')).toEqual(['/index.html.gz']);
    expect(files('/en/')).toEqual(['/en/index.html.gz']);
    expect(files('/en')).toContain('/en/index.html.gz');
  });

  // They answered 200 from the cache and the app drew a 404 page over them.
  it.each(['/404', '/en/404', '/404.html', '/en/404.html', '/kontakt.html', '/en/index.html'])(
    'leave %s to the network, which redirects or answers 404',
    (address) => {
      expect(files(address)).toEqual([]);
    },
  );

  it('leave the cache inflated, as HTML, with the headers they were stored with', async () => {
    const html = '<!doctype html><html lang="en"><h1>Airport Transfer</h1></html>';
    const stored = new Response(await gzip(html), {
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Security-Policy': "default-src 'self'",
      },
    });
    const page = await inflatePage(stored);
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(await page.text()).toBe(html);
  });

  it('take a page a host already decoded as it is', async () => {
    const html = '<!doctype html><html lang="de"></html>';
    expect(await (await inflatePage(new Response(html))).text()).toBe(html);
  });
});
