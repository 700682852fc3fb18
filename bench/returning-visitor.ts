/**
 * `npm run bench:returning [-- --rounds 7 --routes airport,contact]`: how soon a returning
 * visitor reads their language. Three visitors, side by side, each with a warm HTTP cache and
 * (unless --no-worker) the service worker installed, on a throttled phone (150 ms round trips,
 * 1.6 Mbit/s, 4× CPU, as Lighthouse's mobile preset):
 *
 * - German: chose nothing, opens the German address;
 * - English at German address: chose English, opens the German address (a bookmark, a link);
 * - English: chose English, opens the English address.
 *
 * Each figure is the time from the navigation's start to the first contentful paint of the
 * page finally shown (the English one for both English visitors, after any redirect), medians
 * of the rounds; the visitors take turns in every round so a slow moment hits all alike. The
 * target: the English visitors read English no later than 1.1 × the German visitor's German page.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunch } from '../playwright.config.ts';
import { buildSite } from '../scripts/build.ts';
import { pathOf, type PageId } from '../src/content/page-paths.ts';
import { median } from './lib/report.ts';
import { serveSite } from './lib/servers.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    routes: { type: 'string', default: 'home,airport,eaglesNest,contact' },
    'no-worker': { type: 'boolean', default: false },
  },
});
const rounds = Math.max(1, Number(values.rounds) || 5);
const pages = values.routes.split(',') as PageId[];
const withWorker = !values['no-worker'];
const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');

type Visitor = { name: string; choice: 'de' | 'en' | null; opens: 'de' | 'en'; shows: 'de' | 'en' };
const visitors: Visitor[] = [
  { name: 'German', choice: null, opens: 'de', shows: 'de' },
  { name: 'English at German address', choice: 'en', opens: 'de', shows: 'en' },
  { name: 'English', choice: 'en', opens: 'en', shows: 'en' },
];

/** A visitor who has been here before: the site visited, the worker installed, a choice made. */
async function returningVisitor(browser: Browser, baseURL: string, visitor: Visitor) {
  const context = await browser.newContext({
    baseURL,
    locale: visitor.choice === 'en' ? 'en-GB' : 'de-AT',
    serviceWorkers: withWorker ? 'allow' : 'block',
  });
  const page = await context.newPage();
  await page.goto(pathOf('home', 'de'));
  await page.locator('html[data-hydrated]').waitFor();
  if (visitor.choice === 'en') {
    await page.getByRole('link', { name: 'English', exact: true }).first().click();
    await page.locator('html[lang="en"][data-hydrated]').waitFor();
  }
  if (withWorker) {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
  }
  // Every measured page once, so its code and photos are in the HTTP cache too.
  for (const id of pages) {
    await page.goto(pathOf(id, visitor.shows));
    await page.locator('html[data-rendered]').waitFor();
  }
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** Milliseconds from the navigation's start to the first contentful paint of the page shown. */
async function timeToRead(page: Page, address: string, shows: 'de' | 'en'): Promise<number> {
  const start = Date.now();
  await page.goto(address, { waitUntil: 'commit' });
  // A page that moves to its English version (the boot script) is replaced: ask again.
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    const paint = await page
      .evaluate((lang) => {
        const entry = performance.getEntriesByName('first-contentful-paint')[0];
        if (document.documentElement.lang !== lang || !entry) return null;
        return performance.timeOrigin + entry.startTime;
      }, shows)
      .catch(() => null);
    if (paint !== null) {
      // Let the page finish starting, then leave it, so it takes no time from the next visitor.
      await page.locator('html[data-rendered]').waitFor({ state: 'attached', timeout: 30_000 });
      await page.goto('about:blank');
      return paint - start;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${address}: no ${shows} paint within 30 s`);
}

if (!existsSync(path.join(distDir, 'index.html'))) await buildSite();
const site = await serveSite(distDir);
const browser = await chromium.launch(chromiumLaunch);
const figures = new Map<string, number[]>();
const contexts: BrowserContext[] = [];
try {
  const sessions = [];
  for (const visitor of visitors) {
    const session = await returningVisitor(browser, site.url, visitor);
    contexts.push(session.context);
    sessions.push({ visitor, page: session.page });
  }
  for (let round = 1; round <= rounds; round++) {
    for (const id of pages) {
      for (const { visitor, page } of sessions) {
        const ms = await timeToRead(page, pathOf(id, visitor.opens), visitor.shows);
        const key = `${id}|${visitor.name}`;
        figures.set(key, [...(figures.get(key) ?? []), ms]);
      }
    }
    console.error(`round ${round}/${rounds} done`);
  }
} finally {
  await Promise.all(contexts.map((context) => context.close()));
  await browser.close();
  await site.close();
}

const rows = pages.map((id) => {
  const [german, ...english] = visitors.map((visitor) =>
    median(figures.get(`${id}|${visitor.name}`)!),
  );
  return { id, german: german!, english: english as number[] };
});
const worker = withWorker ? 'with the service worker' : 'without a service worker';
console.log(
  `\nReturning visitors, ${worker}: ms to the first contentful paint, medians of ${rounds} rounds`,
);
console.log('(150 ms RTT, 1.6 Mbit/s, 4x CPU; warm HTTP cache)\n');
console.log(
  `${'page'.padEnd(14)} ${'German'.padStart(8)} ${'EN at DE address'.padStart(17)} ${'ratio'.padStart(6)} ${'EN'.padStart(8)} ${'ratio'.padStart(6)}`,
);
let worst = 0;
for (const { id, german, english } of rows) {
  const [atGerman, atEnglish] = english as [number, number];
  worst = Math.max(worst, atGerman / german, atEnglish / german);
  console.log(
    `${id.padEnd(14)} ${german.toFixed(0).padStart(8)} ${atGerman.toFixed(0).padStart(17)} ${(atGerman / german).toFixed(2).padStart(6)} ${atEnglish.toFixed(0).padStart(8)} ${(atEnglish / german).toFixed(2).padStart(6)}`,
  );
}
console.log(`\nWorst ratio ${worst.toFixed(2)} (target: at most 1.10).`);
