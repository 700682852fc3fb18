import type { Page } from '@playwright/test';
import { pageAt, type PageId } from '../../src/content/page-paths.ts';
import { leaksIn } from '../support/language-words.ts';
import { axeViolations } from './support/axe.ts';
import { WORKER_BLOCKED, watchConsole } from './support/console-problems.ts';
import { drawnWith } from './support/drawn-with.ts';
import { twoFrames } from './support/frames.ts';
import { expect, reach, test } from './support/fixtures.ts';
import {
  browserLocale,
  checkLayout,
  describeFindings,
  LAYOUT_VIEWPORTS,
  type LayoutFinding,
} from './support/layout-checks.ts';
import { layoutShifts, watchLayoutShifts } from './support/layout-shifts.ts';
import { partialPaintShifts } from './support/partial-paint.ts';
import { readableText } from './support/readable-text.ts';
import { SCREENS } from './support/screens.ts';
import { partIn, scriptBytes, sweepAddresses } from './support/sweep.ts';
import { everyFinding, LARGER_TEXTS, setTextSize } from './support/text-size.ts';

/**
 * One sweep of every screen (docs/testing.md): each address in both languages is loaded once
 * without script at 320 px (the first frame, then at each width what a frame drawn while the page
 * still arrives would show), then with script at 412 px with the web fonts held back, resized
 * through the widths, and at last with the browser's text larger (24 px on three phones, 32 px on
 * two) and on two phones zoomed to 200 % (`LARGER_TEXTS`); every check runs on that one load.
 */

const WIDTHS = LAYOUT_VIEWPORTS;
const AXE_WIDTHS: number[] = [SCREENS.phone.width, SCREENS.desktop.width];

/** JavaScript a first visit downloads (brotli), on any page but the contact page (docs/testing.md). */
const CONTENT_ROUTE_BUDGET = 100 * 1024;
/** The forms, the calendar and the validation may add to the contact page only. */
const CONTACT_ROUTE_BUDGET = 170 * 1024;
/**
 * Parts a page loads only when it shows them (docs/testing.md): one request's status is most of
 * what `/anfrage` would carry, and "My requests" shows none of it.
 */
const LATER_PARTS: Partial<Record<PageId, string>> = { requests: 'request-status' };

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Notes every breach of the security policy from the first byte on. */
function watchPolicy() {
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
}

/**
 * Resizes the page and waits until it is drawn at the new width: once a probe right after the
 * resize measured a 320 px box with the font size of the width before (a title 35 px, not 29).
 */
async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.waitForFunction((width) => innerWidth === width, viewport.width);
  await twoFrames(page);
}

/**
 * The layout's findings at the width just set that are still there two frames later. On a loaded
 * machine Chromium once laid out the new width with a container unit of the width before: the
 * e-mail address at 320 px in the type size of 412 px (docs/testing.md). What a visitor sees for
 * a frame while turning the phone is no finding; what lasts is.
 */
async function lastingFindings(
  page: Page,
  path: string,
  width: number,
  counts: (finding: LayoutFinding) => boolean = everyFinding,
): Promise<string[]> {
  const findings = async () =>
    describeFindings(path, width, (await checkLayout(page)).filter(counts));
  const first = await findings();
  if (first.length === 0) return first;
  await twoFrames(page);
  const again = await findings();
  const gone = first.filter((finding) => !again.includes(finding));
  if (gone.length > 0) console.log(`gone two frames later:\n${gone.join('\n')}`);
  return again;
}

/** Notes in `foreign` every request the page makes to any host but the site's. */
function watchHosts(page: Page, site: string, foreign: string[]) {
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:'].includes(url.protocol) && url.host !== site) foreign.push(url.href);
  });
}

for (const address of sweepAddresses) {
  test(`${address.path}: one load, every check`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const site = new URL(baseURL!).host;
    const { locale } = address;
    const expectedStatus = address.notFound ? 404 : 200;

    // The first frame: the prerendered page, no script, on the narrowest phone.
    const bare = await browser.newContext({
      javaScriptEnabled: false,
      viewport: WIDTHS[0],
      locale: browserLocale[locale],
    });
    const prerendered = await bare.newPage();
    const foreign: string[] = [];
    watchHosts(prerendered, site, foreign);
    expect((await prerendered.goto(address.path))?.status()).toBe(expectedStatus);
    expect.soft(leaksIn(await readableText(prerendered.locator('body')), locale)).toEqual([]);
    const narrow = await prerendered.evaluate(() => [
      ...(document.documentElement.scrollWidth > innerWidth ? ['the page scrolls sideways'] : []),
      ...[...document.querySelectorAll('h1, h2')]
        // (a visually hidden heading is 1 px wide on purpose)
        .filter((heading) => heading.clientWidth > 1 && heading.scrollWidth > heading.clientWidth)
        .map((heading) => `'${heading.textContent}' is cut`),
    ]);
    expect.soft(narrow, 'prerendered at 320 px').toEqual([]);
    const moved: string[] = [];
    for (const viewport of WIDTHS) {
      // (No frames to wait for: without script the page draws none on request, and the probe's
      // measures lay the page out at the new width.)
      await prerendered.setViewportSize(viewport);
      for (const finding of await partialPaintShifts(prerendered)) {
        moved.push(`${viewport.width} px: ${finding}`);
      }
    }
    expect.soft(moved, 'drawn while the page arrives, then moved').toEqual([]);
    await bare.close();

    const context = await browser.newContext({
      // Where the font swap is measured (the widths below come after).
      viewport: SCREENS.largePhone,
      locale: browserLocale[locale],
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    watchHosts(page, site, foreign);
    // The 404 page logs its address by design; blocking the worker is the test's own doing.
    const problems = watchConsole(
      page,
      (text) =>
        (address.notFound && (text.includes('404') || text.includes(address.path))) ||
        text === WORKER_BLOCKED,
    );
    const scripts = new Map<string, Promise<unknown>>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.set(request.url(), request.response());
    });
    await page.addInitScript(watchLayoutShifts);
    await page.addInitScript(watchPolicy);
    // The web fonts arrive late, as on a slow phone: the local fonts stand in, scaled so that the
    // swap moves nothing (src/app/fonts.css).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.woff2', async (route) => {
      await held;
      await route.continue();
    });

    const response = await page.goto(address.path, { waitUntil: 'commit' });
    expect(response?.status()).toBe(expectedStatus);
    await page.waitForFunction(() => document.documentElement?.hasAttribute('data-rendered'));
    expect(await drawnWith(page, 'h1'), 'drawn before the web fonts came').not.toContain('Inter');
    release();
    await expect.poll(() => drawnWith(page, 'main p:not([aria-hidden])')).toEqual(['Inter']);
    await twoFrames(page);
    const { score, shifts } = await layoutShifts(page);
    expect.soft(score, shifts.join('\n')).toBeLessThan(0.001);

    await reach(page, 'rendered');
    // The first load's JavaScript: every script asked for until the page has started and gone
    // idle (the app's own point for its later work: src/features/pwa/after-page-start.ts), each
    // one arrived. What the rest of the sweep brings in by drawing what lies below the fold is not
    // a first load's.
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2_000 })),
    );
    const firstLoad = [...scripts.keys()];
    await Promise.all(scripts.values());
    const bytes = scriptBytes(firstLoad);
    const shown = pageAt(address.path.split('?')[0]!);
    const budget = shown === 'contact' ? CONTACT_ROUTE_BUDGET : CONTENT_ROUTE_BUDGET;
    console.log(
      `${address.path}: ${bytes} bytes of JavaScript (brotli) in ${firstLoad.length} files`,
    );
    expect.soft(bytes, 'first-load JavaScript, brotli').toBeLessThan(budget);
    const later = shown && LATER_PARTS[shown];
    if (later) expect.soft(partIn(later, firstLoad), 'loaded before it is shown').toEqual([]);

    await reach(page, 'settled');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('h1')).toHaveText(address.heading);
    if (address.twin) {
      const flag = locale === 'de' ? 'English' : 'Deutsch';
      await expect(page.getByRole('link', { name: flag, exact: true }).first()).toHaveAttribute(
        'href',
        address.twin,
      );
    }
    expect.soft(leaksIn(await readableText(page.locator('body')), locale)).toEqual([]);

    const layout: string[] = [];
    const axe: string[] = [];
    for (const viewport of WIDTHS) {
      await resize(page, viewport);
      layout.push(...(await lastingFindings(page, address.path, viewport.width)));
      if (AXE_WIDTHS.includes(viewport.width)) {
        axe.push(...(await axeViolations(page, `${address.path} at ${viewport.width} px`)));
      }
    }
    // The same load with the text set larger, then zoomed: the breakpoints in em follow at once.
    for (const text of LARGER_TEXTS) {
      await setTextSize(page, text.size);
      for (const viewport of text.viewports) {
        await resize(page, viewport);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
          `${text.size}px`,
        );
        const where = `${address.path} with ${text.size} px text`;
        layout.push(...(await lastingFindings(page, where, viewport.width, text.counts)));
      }
    }
    expect.soft(layout, 'layout').toEqual([]);
    expect.soft(axe, 'axe').toEqual([]);

    expect.soft(await page.evaluate(() => window.cspViolations), 'policy').toEqual([]);
    expect.soft(problems, 'console').toEqual([]);
    expect.soft(foreign, 'other hosts').toEqual([]);
    await context.close();
  });
}
