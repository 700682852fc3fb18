import { get } from 'node:http';
import { expect, test } from '@playwright/test';
import { everyAddress } from './support/routes.ts';

/**
 * What a server sends before it waits for the first acknowledgement: ten packets of 1460 bytes
 * (TCP's initial congestion window). A page whose HTML, headers included, fits needs one round
 * trip before its first paint; a few bytes more cost a second (150 ms on a phone), which is what
 * Lighthouse measured when the home page grew to 15.4 KB (docs/decisions/prerendering-and-boot.md).
 */
const FIRST_ROUND_TRIP = 10 * 1460;

/** The bytes of a response as they travel: its status line and headers, and its body (brotli). */
function bytesOnTheWire(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'br' } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length;
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      }
      bytes += 2;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

test("every page's HTML arrives in the server's first round trip", async ({ baseURL }) => {
  const rows: string[] = [];
  for (const { path: route } of everyAddress) {
    const bytes = await bytesOnTheWire(new URL(route, baseURL).href);
    rows.push(`${route.padEnd(24)} ${bytes}`);
    expect(bytes, `${route}: ${bytes} bytes with its headers`).toBeLessThanOrEqual(
      FIRST_ROUND_TRIP,
    );
  }
  console.log(`HTML with its headers, brotli (at most ${FIRST_ROUND_TRIP}):\n${rows.join('\n')}`);
});

/** The files a page's HTML asks for, in document order (icons aside: browsers fetch them last). */
const SUBRESOURCE =
  /<link rel="(?:preload|modulepreload|stylesheet)"[^>]*>|<(?:img|script|source)\b[^>]*\b(?:src|srcSet)="[^"]+"[^>]*>/g;

/** The AVIF set of the page's hero: the picture whose image has high priority. */
const HERO_AVIF =
  /<source type="image\/avif" srcSet="([^"]+)" sizes="100vw"\/><source[^>]*><img [^>]*fetchPriority="high"/;

test('a page with a hero photo asks for that photo before any other file', async ({ request }) => {
  let heroes = 0;
  for (const { path: route } of everyAddress) {
    const html = await (await request.get(route)).text();
    const heroSource = HERO_AVIF.exec(html);
    const first = html.match(SUBRESOURCE)?.[0] ?? '';
    if (!heroSource) {
      expect(first, `${route}: no hero, no high-priority hint`).not.toContain(
        'fetchPriority="high"',
      );
      continue;
    }
    heroes++;
    expect(first, `${route}: the first file asked for`).toContain('fetchPriority="high"');
    expect(first, `${route}: the hint names the hero's own photo`).toContain(
      `imageSrcSet="${heroSource[1]}"`,
    );
  }
  expect(heroes).toBeGreaterThan(20);
});
