import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunch } from '../playwright.config.ts';
import { createStaticSite } from '../platform/static-site.ts';
import { LOCALES, type Locale } from '../src/lib/locales.ts';
import {
  browserLocale,
  checkLayout,
  describeFindings,
  LAYOUT_VIEWPORTS,
  layoutAddresses,
} from '../tests/e2e/support/layout-checks.ts';
import { openAt } from '../tests/e2e/support/readiness.ts';
import { layoutIndex, type Shot } from './lib/layout-index.ts';

/**
 * `npm run screenshots:layout [-- <part of an address> …]`: every screen of the built site in
 * both languages at 320, 390, 768, 1024 and 1440 px, as a full-page PNG in screenshots/layout/<lang>/
 * <width>/<page>.png with an index.html to browse them, each checked by the layout checks
 * (tests/e2e/support/layout-checks.ts says what they check). Prints the findings and fails when
 * there are any. npm builds the site first when dist/ is missing.
 */
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'screenshots/layout');
const filters = process.argv.slice(2);
const addresses = layoutAddresses.filter(
  (address) => !filters.length || filters.some((part) => address.path.includes(part)),
);
const started = performance.now();

rmSync(out, { recursive: true, force: true });
const site = createStaticSite(path.join(root, 'dist'));
const server = createServer((req, res) => site(req, res));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Loads every image now (lazy ones too), so the full page shows them; gives up after 10 s. */
async function loadImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    const loaded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });
}

/** Which check each finding came from, for the summary. */
const checks: string[] = [];

/** One language's screens, one page reused for all of them. */
async function shoot(browser: Browser, locale: Locale): Promise<Shot[]> {
  const context = await browser.newContext({
    baseURL: origin,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    locale: browserLocale[locale],
  });
  const page = await context.newPage();
  const shots: Shot[] = [];
  for (const viewport of LAYOUT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const address of addresses.filter((candidate) => candidate.locale === locale)) {
      await openAt(page, address.path, 'settled');
      const found = await checkLayout(page);
      const findings = describeFindings(address.path, viewport.width, found);
      checks.push(...found.map((finding) => finding.check));
      await loadImages(page);
      const file = path.join(locale, String(viewport.width), `${address.name}.png`);
      mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      await page.screenshot({ path: path.join(out, file), fullPage: true });
      shots.push({ ...address, width: viewport.width, file, findings });
      process.stdout.write(findings.length ? '✘' : '.');
    }
  }
  await context.close();
  return shots;
}

const browser = await chromium.launch(chromiumLaunch);
let shots: Shot[];
try {
  // The two languages side by side: one waits for the network while the other draws.
  shots = (await Promise.all(LOCALES.map((locale) => shoot(browser, locale)))).flat();
} finally {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
}

writeFileSync(path.join(out, 'index.html'), layoutIndex(shots, LAYOUT_VIEWPORTS));
const findings = shots.flatMap((shot) => shot.findings);
const failed = shots.filter((shot) => shot.findings.length);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\n\n${findings.join('\n')}${findings.length ? '\n\n' : ''}`);
console.log(
  `${shots.length} screens (${addresses.length} addresses × ${LAYOUT_VIEWPORTS.length} widths) in ${seconds} s: ` +
    `${failed.length} with findings, ${findings.length} findings.`,
);
const byCheck = [...new Set(checks)].map(
  (check) => `${check} ${checks.filter((other) => other === check).length}`,
);
if (byCheck.length) console.log(`By check: ${byCheck.join(', ')}.`);
console.log(`Screenshots and index: ${path.relative(root, path.join(out, 'index.html'))}`);
process.exitCode = findings.length ? 1 : 0;
