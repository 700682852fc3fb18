import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pageAt } from '../../src/content/page-paths.ts';
import { everyAddress } from './support/routes.ts';

/** The JavaScript a first visit downloads, as brotli (what the server sends), per route. */
const CONTENT_ROUTE_BUDGET = 100 * 1024;
// The forms, the calendar and the validation may add to /kontakt (and /en/contact) only.
const CONTACT_ROUTE_BUDGET = 170 * 1024;
const dist = path.resolve(import.meta.dirname, '../../dist');

function brotliBytes(url: string): number {
  const file = path.join(dist, new URL(url).pathname);
  // The build precompresses files over 512 bytes; smaller ones are counted compressed here.
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file)).length;
}

test('first-load JavaScript stays within budget on every route', async ({ browser }) => {
  test.setTimeout(240_000);
  const rows: string[] = [];
  for (const { path: route } of everyAddress) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) {
        scripts.add(request.url());
      }
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor();
    const bytes = [...scripts].reduce((sum, url) => sum + brotliBytes(url), 0);
    const budget = pageAt(route) === 'contact' ? CONTACT_ROUTE_BUDGET : CONTENT_ROUTE_BUDGET;
    rows.push(
      `${route.padEnd(24)} ${(bytes / 1024).toFixed(1).padStart(6)} KB in ${scripts.size} files`,
    );
    expect(bytes, `${route}: ${bytes} bytes of JavaScript (brotli)`).toBeLessThan(budget);
    await context.close();
  }
  console.log(`First-load JavaScript (brotli):\n${rows.join('\n')}`);
});
