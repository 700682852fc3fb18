import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { pathOf } from '../../src/content/page-paths.ts';

/**
 * The home page's splash (docs/product.md, shared layout): its timings counted from its first
 * paint, gone by itself without any script, in the page's language, and shown once when a
 * visitor who chose English is moved from / to /en/ (issue 27).
 */

/** docs/product.md: the splash hides at about 600 ms, with a 300 ms fade. */
const SPLASH_HIDE_MS = 600;
const SPLASH_FADE_MS = 300;
/**
 * What late frames on a loaded 2-core machine may add (a clean-clone run read 1,443 ms, with the
 * hero's bytes and the other tests' browsers competing). A splash that waits for a script that
 * never comes stays for the poll's 20 s, and a splash held 1.2 s longer than the spec's failed here
 * (2,103 ms). The spec's own timings are held exactly in the next test, by the running animation.
 */
const TOLERANCE_MS = 1_100;

/** The slow roaming link of issue 27: 600 ms round trips, about 400 kbit/s, no CPU throttling. */
async function slowLink(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 600,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

/**
 * Records, in every document of the context, the first frame that paints anything, and the
 * first frame in which the main heading is there and no splash covers it (ms since the
 * navigation started), and each frame in which a splash shows (with the document's address).
 */
async function recordFrames(context: BrowserContext) {
  await context.addInitScript(() => {
    const push = (key: string, value: unknown) => {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...list, value]));
    };
    let readable = false;
    let painted = false;
    const frame = () => {
      const html = document.documentElement;
      const shown = (element: Element | null) =>
        element !== null && getComputedStyle(element).visibility !== 'hidden';
      const splash = document.querySelector('.splash');
      if (shown(html) && document.body?.firstElementChild && !painted) {
        painted = true;
        push('painted', { path: location.pathname, at: performance.now() });
      }
      const splashShows = shown(html) && shown(splash);
      if (splashShows) push('splash', location.pathname);
      const h1 = document.querySelector('h1');
      if (!readable && shown(html) && !splashShows && h1?.textContent?.trim()) {
        readable = true;
        push('readable', { path: location.pathname, at: performance.now() });
      }
      if (!readable || document.querySelector('.splash')) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

type Moment = { path: string; at: number };
async function recorded<T>(page: Page, key: 'painted' | 'readable' | 'splash'): Promise<T[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), key);
}

test.describe('on a slow link with scripts that never arrive', () => {
  test.use({ serviceWorkers: 'block' });

  for (const locale of ['de', 'en'] as const) {
    test(`the home page's heading shows once the splash's time is up (${locale})`, async ({
      context,
      page,
    }) => {
      // Every script file hangs; the inline boot script still runs (it is in the HTML).
      await context.route('**/*.js', () => {});
      await slowLink(context, page);
      await recordFrames(context);
      await page.goto(pathOf('home', locale), { waitUntil: 'commit' });
      await expect
        .poll(() => recorded<Moment>(page, 'readable'), { timeout: 20_000 })
        .toHaveLength(1);
      const [readable] = await recorded<Moment>(page, 'readable');
      const painted = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      );
      // The splash's own clock: the start of its leave animation, which stays in a page whose
      // code never came (fill: forwards).
      const clock = await page.evaluate(
        () => document.querySelector('.splash')!.getAnimations()[0]!.startTime,
      );
      // A clock that never started (null) would pass any bound below.
      if (typeof clock !== 'number') throw new Error(`the splash's clock: ${String(clock)}`);
      const after = readable!.at - painted;
      console.log(
        `${locale}: first paint ${Math.round(painted)} ms, splash's clock from ${Math.round(clock)} ms, heading readable ${Math.round(readable!.at)} ms (${Math.round(after)} ms after the paint)`,
      );
      // It stood for its time (a splash that vanished at once would prove nothing), read on its
      // own clock: on this machine that clock starts 90-570 ms before the paint's entry is
      // stamped, so a bound on the entry failed (CI read 562.5 ms against 566, a local run 521).
      // It ends hidden, so 900 ms are due here.
      expect(readable!.at - clock).toBeGreaterThanOrEqual(SPLASH_HIDE_MS);
      // ... and no longer, though no script ever came.
      expect(after).toBeLessThanOrEqual(SPLASH_HIDE_MS + SPLASH_FADE_MS + TOLERANCE_MS);
      await expect(page.locator('html')).toHaveClass(/\bjs\b/);
      await expect(page.locator('html')).not.toHaveAttribute('data-react');
    });
  }
});

test("keeps the spec's timings: the bar by tenths over 200 ms, the fade from 600 to 900 ms", async ({
  page,
}) => {
  // Without the app's code the splash stays in the page once it has faded (fill: forwards), so
  // its animations can be read however slowly the page loads: with the code, a page whose load
  // event came after 900 ms had its splash removed before the read (a clean-clone run).
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(pathOf('home', 'de'));
  const timings = await page.evaluate(() =>
    Object.fromEntries(
      ['.splash', '.splash__fill'].map((selector) => {
        const element = document.querySelector(selector)!;
        const style = getComputedStyle(element);
        return [
          selector,
          {
            // Running, not only declared.
            running: element.getAnimations().map((a) => (a as CSSAnimation).animationName),
            delay: style.animationDelay,
            duration: style.animationDuration,
            easing: style.animationTimingFunction,
            fill: style.animationFillMode,
          },
        ];
      }),
    ),
  );
  expect(timings['.splash']).toEqual({
    running: ['splash-leave'],
    delay: '0.6s',
    duration: '0.3s',
    easing: 'ease',
    fill: 'forwards',
  });
  expect(timings['.splash__fill']).toEqual({
    running: ['splash-fill'],
    delay: '0s',
    duration: '0.2s',
    easing: 'steps(10)',
    fill: 'forwards',
  });
});

test.describe('speaks the page language in its HTML', () => {
  test.use({ javaScriptEnabled: false });

  test('English on /en/, German on /', async ({ page }) => {
    await page.goto(pathOf('home', 'en'));
    await expect(page.locator('.splash__text')).toHaveText(
      'Preparing your exclusive experience...',
    );
    await page.goto(pathOf('home', 'de'));
    await expect(page.locator('.splash__text')).toHaveText(
      'Wir bereiten Ihr exklusives Erlebnis vor...',
    );
  });
});

test('a visitor who chose English and opens / sees the splash once, in English', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(pathOf('home', 'de'));
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('link', { name: 'English', exact: true }).first().click();
  await page.locator('html[lang="en"][data-hydrated]').waitFor();
  await page.locator('.splash').waitFor({ state: 'detached' });

  await recordFrames(context);
  await page.goto(pathOf('home', 'de'));
  await expect(page).toHaveURL(new RegExp(`${pathOf('home', 'en')}$`));
  await page.locator('html[data-hydrated][data-rendered]').waitFor();
  await page.locator('.splash').waitFor({ state: 'detached' });
  const frames = await recorded<string>(page, 'splash');
  // Frames of one splash, all on the English page: none on / before the move.
  expect(frames.length).toBeGreaterThan(0);
  expect(new Set(frames)).toEqual(new Set([pathOf('home', 'en')]));
  const painted = await recorded<Moment>(page, 'painted');
  expect(painted.map((moment) => moment.path)).toEqual([pathOf('home', 'en')]);
  await context.close();
});
