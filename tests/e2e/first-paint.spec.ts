import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathOf } from '../../src/content/page-paths.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutShifts, watchLayoutShifts } from './support/layout-shifts.ts';

/**
 * A page that arrives in pieces is drawn as far as it has come, and nothing drawn moves when the
 * rest comes (docs/decisions/prerendering-and-boot.md, a page drawn before it has all arrived).
 * Each case stops the HTML where something once moved; the sweep's probe
 * (./support/partial-paint.ts) models every such stop on every screen, this holds the model to
 * what Chromium does.
 */

/**
 * The site, through a server that sends one page's HTML in two pieces: up to `cut` at once, the
 * rest when `release()` is called.
 */
async function servedInTwoPieces(site: string, path: string, cut: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, site), {
      headers: { 'accept-encoding': 'identity' },
    });
    const headers = { 'content-type': upstream.headers.get('content-type') ?? '' };
    if (request.url !== path) {
      response.writeHead(upstream.status, headers);
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const at = html.indexOf(cut);
    response.writeHead(upstream.status, headers);
    response.write(html.slice(0, at < 0 ? html.length : at));
    await released;
    response.end(at < 0 ? '' : html.slice(at));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    release,
    close: () => new Promise((closed) => server.close(closed)),
  };
}

const cases = [
  // CI's run of 122b8c0 caught it: 0.035 on a loaded machine. The heading block's margin, with
  // nothing in it yet, fell through the page's top.
  { path: pathOf('contact', 'en'), width: 412, cut: '<p class="contact-page__eyebrow"' },
  { path: pathOf('requests', 'en'), width: 412, cut: '<h1 class="page__title"' },
  // The text faced a card not yet there, and moved down to meet it.
  { path: pathOf('longDistance', 'en'), width: 1440, cut: '<section class="service-list' },
  // Two buttons centred together: the first moved aside when the second came.
  { path: '/en/no-such-page', width: 412, cut: '<a class="button button--dark"' },
];

test.use({ serviceWorkers: 'block' });

for (const { path, width, cut } of cases) {
  test(`${path} at ${width} px, stopped before ${cut}: drawn as far as it came, nothing moved by the rest`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    expect(await (await fetch(new URL(path, baseURL))).text()).toContain(cut);
    const site = await servedInTwoPieces(baseURL!, path, cut);
    await page.addInitScript(watchLayoutShifts);
    await page.goto(site.origin + path, { waitUntil: 'commit' });
    // Drawn as far as it had come (else this proves nothing); the rest comes after that frame.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('paint').length))
      .toBeGreaterThan(0);
    site.release();
    await page.waitForLoadState('load');
    await expect(page.locator('h1')).toBeVisible();
    // What was drawn stayed where it was (the sweep's bound: the web fonts' swap may move the
    // menu by a pixel).
    const { score, shifts } = await layoutShifts(page);
    expect(score, shifts.join('\n')).toBeLessThan(0.001);
    await site.close();
  });
}
