/**
 * The slow-link profile of `npm run bench` (issue 27), also alone as `npm run bench:slow-link
 * [-- --rounds 3 --routes /,/en/]`: a phone (Lighthouse's, 412 × 823) on a slow roaming link (600 ms round trips, about
 * 400 kbit/s, no CPU throttling), a first visit (cold cache, no service worker), against the
 * production build served as `npm start` serves it, and the same floor page as the Lighthouse
 * profile.
 *
 * For every page in both languages: the time to text, from the navigation's start to the first
 * frame in which the page's main heading is drawn and nothing covers it (the home page's splash
 * gone); target 2.5 s. For the home pages and the floor: the largest contentful paint, once the
 * hero photo has arrived; target: the home pages' at most 1.0 × the floor's. Medians of the
 * rounds; every page once per round. A benchmark, not a test: it exits 0 whatever the figures.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunch } from '../playwright.config.ts';
import { buildSite } from '../scripts/build.ts';
import { PAGE_PATHS, pathOf } from '../src/content/page-paths.ts';
import { LOCALES } from '../src/lib/locales.ts';
import { writeFloorPage } from './lib/floor-page.ts';
import { median } from './lib/report.ts';
import { serveFolder, serveSite } from './lib/servers.ts';

/** The link of issue 27, as Chrome DevTools emulates it. */
export const SLOW_LINK = { latencyMs: 600, kbitPerSecond: 400 } as const;
const TEXT_TARGET_MS = 2500;
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;
const LCP_TARGET_RATIO = 1.0;

/** Every page in both languages, but the operator's console. */
const PAGES = Object.entries(PAGE_PATHS)
  .filter(([id]) => id !== 'console')
  .flatMap(([, paths]) => LOCALES.map((locale) => paths[locale]));
const HOMES = LOCALES.map((locale) => pathOf('home', locale));

type Load = { text: number | null; lcp: number | null };

/** Runs in every page before its own scripts: notes the first frame with readable text. */
function watchText() {
  const found = (at: number) => Object.assign(window, { __textAt: at });
  const frame = (at: number) => {
    const html = document.documentElement;
    const hidden = (element: Element | null) =>
      element !== null && getComputedStyle(element).visibility === 'hidden';
    const splash = document.querySelector('.splash');
    const heading = document.querySelector('h1');
    const covered = splash !== null && !hidden(splash);
    if (heading?.textContent?.trim() && !hidden(html) && !covered) return found(at);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  Object.assign(window, { __lcp: null });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) Object.assign(window, { __lcp: last.startTime });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function load(browser: Browser, url: string, withLcp: boolean): Promise<Load> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    locale: 'de-AT',
    // Lighthouse's phone (a photo filling a desktop window is no LCP candidate in Chromium).
    ...PHONE,
    // The floor page's CSP (script-src 'self') would refuse the watcher below.
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchText);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_LINK.latencyMs,
      downloadThroughput: (SLOW_LINK.kbitPerSecond * 1000) / 8,
      uploadThroughput: (SLOW_LINK.kbitPerSecond * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(url, { waitUntil: 'commit' });
    const text = await page
      .waitForFunction(() => (window as { __textAt?: number }).__textAt ?? null, null, {
        timeout: 30_000,
        polling: 50,
      })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    if (!withLcp) return { text, lcp: null };
    // The largest paint is final once the hero photo is in (or failed) and drawn.
    await page.waitForFunction(
      () => {
        const heroes = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
        return [...(heroes.length ? heroes : document.images)].every((img) => img.complete);
      },
      null,
      { timeout: 30_000, polling: 50 },
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    const lcp = await page.evaluate(() => (window as { __lcp?: number | null }).__lcp ?? null);
    return { text, lcp };
  } finally {
    await context.close();
  }
}

export async function runSlowLink(options: { rounds: number; routes?: string[] }) {
  const root = path.resolve(import.meta.dirname, '..');
  const distDir = path.join(root, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) await buildSite();
  const pages = options.routes ?? PAGES;
  const floorDir = await mkdtemp(path.join(tmpdir(), 'bench-floor-'));
  await writeFloorPage(floorDir, path.join(root, 'public/img'));
  const [site, floorSite] = await Promise.all([serveSite(distDir), serveFolder(floorDir)]);
  const browser = await chromium.launch(chromiumLaunch);
  const loads = new Map<string, Load[]>();
  const note = (name: string, result: Load) =>
    loads.set(name, [...(loads.get(name) ?? []), result]);
  try {
    for (let round = 1; round <= options.rounds; round++) {
      note('floor', await load(browser, `${floorSite.url}/`, true));
      for (const route of pages) {
        note(route, await load(browser, `${site.url}${route}`, HOMES.includes(route)));
      }
      console.error(`slow link: round ${round}/${options.rounds} done`);
    }
  } finally {
    await browser.close();
    await Promise.all([site.close(), floorSite.close()]);
    await rm(floorDir, { recursive: true, force: true });
  }

  const medianOf = (name: string, key: keyof Load) => {
    const values = (loads.get(name) ?? []).flatMap((result) => result[key] ?? []);
    return values.length ? median(values) : null;
  };
  const ms = (value: number | null) => (value === null ? 'none' : value.toFixed(0));
  const floorLcp = medianOf('floor', 'lcp');
  console.log(
    `\nSlow link (${SLOW_LINK.latencyMs} ms round trips, ${SLOW_LINK.kbitPerSecond} kbit/s, no CPU throttling, first visit): medians of ${options.rounds} round(s)\n`,
  );
  console.log(`| ${'page'.padEnd(30)} | text ms | LCP ms | LCP/floor |`);
  console.log(`| ${'-'.repeat(30)} | ------: | -----: | --------: |`);
  const misses: string[] = [];
  for (const name of [...pages, 'floor']) {
    const text = medianOf(name, 'text');
    const lcp = medianOf(name, 'lcp');
    const ratio = lcp !== null && floorLcp ? lcp / floorLcp : null;
    console.log(
      `| ${name.padEnd(30)} | ${ms(text).padStart(7)} | ${(lcp === null ? '' : ms(lcp)).padStart(6)} | ${(ratio === null ? '' : ratio.toFixed(2)).padStart(9)} |`,
    );
    if (name === 'floor') continue;
    if (text === null || text > TEXT_TARGET_MS) misses.push(`${name}: text at ${ms(text)} ms`);
    if (ratio !== null && ratio > LCP_TARGET_RATIO) {
      misses.push(`${name}: LCP ${ratio.toFixed(2)} × the floor's`);
    }
  }
  const worst = Math.max(...pages.map((name) => medianOf(name, 'text') ?? Infinity));
  console.log(`\nSlowest time to text: ${ms(worst)} ms (target: at most ${TEXT_TARGET_MS}).`);
  console.log(
    misses.length ? `Targets not met:\n  ${misses.join('\n  ')}` : 'All slow-link targets met.',
  );
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { rounds: { type: 'string', default: '3' }, routes: { type: 'string' } },
  });
  await runSlowLink({
    rounds: Math.max(1, Number(values.rounds) || 3),
    routes: values.routes?.split(','),
  });
}
