import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config.ts';
import { startServer } from '../../server/start.ts';
import { htmlFileFor } from '../../scripts/vite-plugin-prerender.ts';
import { isWorkerPage, workerPageFile } from '../../src/lib/worker-pages.ts';
import { everyAddress, offlineAddresses } from './support/routes.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
const PRECACHE_BUDGET = 3 * 1024 * 1024;

function precacheEntries(): string[] {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
}

test('the precache holds every route in both languages and stays under 3 MB', () => {
  const entries = precacheEntries();
  const bytes = entries.reduce((sum, url) => sum + statSync(path.join(dist, url)).size, 0);
  const pages = entries.filter((url) => isWorkerPage(`/${url}`));
  console.log(
    `Precache: ${entries.length} files, ${(bytes / 1024).toFixed(0)} KB ` +
      `(${pages.length} pages, the worker's copies, ${(pages.reduce((sum, url) => sum + statSync(path.join(dist, url)).size, 0) / 1024).toFixed(0)} KB)`,
  );
  expect(bytes).toBeLessThan(PRECACHE_BUDGET);
  for (const { path: address } of offlineAddresses) {
    expect(entries, address).toContain(workerPageFile(htmlFileFor(address)));
  }
  // Not the operator's console: neither its page nor its code (nor its texts).
  for (const address of everyAddress.filter((a) => !offlineAddresses.includes(a))) {
    expect(entries, address.path).not.toContain(workerPageFile(htmlFileFor(address.path)));
  }
  expect(entries.filter((url) => /console|operator|decision-check|request-view/.test(url))).toEqual(
    [],
  );
  expect(everyAddress.length - offlineAddresses.length).toBe(2);
  for (const page of ['404.html', 'en/404.html']) expect(entries).toContain(workerPageFile(page));
  expect(entries.some((url) => url.endsWith('.woff2'))).toBe(true);
});

/** Installs from a page in a real profile and returns the manifest Chromium would install. */
async function installFrom(address: string, baseURL: string) {
  // A real profile: Chromium never offers installation in an incognito context.
  const profile = mkdtempSync(path.join(tmpdir(), 'install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunch,
    baseURL,
    locale: 'de-AT',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(address);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url } = await cdp.send('Page.getAppManifest');
    return { installabilityErrors, manifestUrl: new URL(url).pathname };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

test('Chromium finds the app installable, from a German page as the German app', async ({
  baseURL,
  request,
}) => {
  const installed = await installFrom('/', baseURL!);
  expect(installed).toEqual({ installabilityErrors: [], manifestUrl: '/manifest.webmanifest' });
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ lang: 'de', display: 'standalone', start_url: '/', id: '/' });
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual([
    '/kontakt',
    '/?action=call',
    '/anfrage',
  ]);
  expect(manifest.shortcuts[0].name).toBe('Jetzt buchen');
  expect(manifest.description).toMatch(/^Chauffeur- und Limousinenservice/);
});

test('installing from an English page gives the English app', async ({ baseURL, request }) => {
  const installed = await installFrom('/en/airport-transfer', baseURL!);
  expect(installed).toEqual({ installabilityErrors: [], manifestUrl: '/manifest.en.webmanifest' });
  const manifest = await (await request.get('/manifest.en.webmanifest')).json();
  expect(manifest).toMatchObject({ lang: 'en', start_url: '/en/', id: '/en/', scope: '/' });
  expect(manifest.description).toMatch(/^Chauffeur and limousine service/);
  expect(manifest.shortcuts).toMatchObject([
    { name: 'Book now', url: '/en/contact' },
    { name: 'Call', url: '/en/?action=call' },
    { name: 'My requests', url: '/en/request' },
  ]);
  expect(manifest.screenshots.map((shot: { src: string }) => shot.src)).toEqual([
    '/screenshots/home-narrow.en.webp',
    '/screenshots/home-wide.en.webp',
  ]);
  expect(manifest.screenshots.map((shot: { label: string }) => shot.label)).toEqual([
    'Home',
    'Home',
  ]);
  for (const shot of manifest.screenshots) {
    expect((await request.get(shot.src)).status(), shot.src).toBe(200);
  }
});

test('a newly deployed version is offered and loads when accepted, in every open tab', async ({
  browser,
}) => {
  // A copy of the build on its own server, so the "deploy" touches nothing else.
  const site = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  cpSync(dist, site, { recursive: true });
  const port = 4400 + Math.floor(Math.random() * 500);
  let server = await startServer({ port, host: '127.0.0.1', distDir: site, withBackend: false });
  const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
  const page = await context.newPage();
  try {
    await page.goto('/impressum');
    await waitForServiceWorker(page);
    await expect(page.locator('meta[name="build"]')).toHaveCount(0);
    // A second tab, open on the same page while the new version arrives.
    const other = await context.newPage();
    await other.goto('/impressum');

    // Deploy: a changed page and the worker that precaches it.
    await server.close();
    const html = readFileSync(path.join(site, 'impressum.html'), 'utf8');
    const changed = html.replace('<head>', '<head><meta name="build" content="2">');
    writeFileSync(path.join(site, 'impressum.html'), changed);
    const copy = workerPageFile('impressum.html');
    const sw = readFileSync(path.join(site, 'sw.js'), 'utf8').replace(
      `","url":"${copy}"`,
      `-build-2","url":"${copy}"`,
    );
    expect(sw).toContain('-build-2"');
    writeFileSync(path.join(site, 'sw.js'), sw);
    for (const file of ['impressum.html', 'sw.js']) {
      for (const ext of ['.br', '.gz']) rmSync(path.join(site, file + ext), { force: true });
    }
    // The worker precaches its own copy of the page: gzipped, here with its styles inlined.
    writeFileSync(path.join(site, copy), gzipSync(changed));
    server = await startServer({ port, host: '127.0.0.1', distDir: site, withBackend: false });

    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const offer = 'Eine neue Version der Website ist verfügbar.';
    await expect(page.getByText(offer)).toBeVisible({ timeout: 15_000 });
    await expect(other.getByText(offer)).toBeVisible({ timeout: 15_000 });
    await other.evaluate(() => {
      const changed = new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
      Object.assign(window, { takenOver: changed.then(() => true) });
    });
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', '2', {
      timeout: 15_000,
    });
    // Accepted in the first tab, the new version controls the other one too: its offer, still
    // shown, reloads it (it did nothing, and the tab kept the old page).
    await other.evaluate(() => (window as unknown as { takenOver: Promise<boolean> }).takenOver);
    await other.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(other.locator('meta[name="build"]')).toHaveAttribute('content', '2', {
      timeout: 15_000,
    });
  } finally {
    await context.close();
    await server.close();
    rmSync(site, { recursive: true, force: true });
  }
});
