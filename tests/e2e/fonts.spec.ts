import { expect, test, type Page } from '@playwright/test';
import { PAGE_PATHS, type PageId } from '../../src/content/page-paths.ts';
import { LOCALES } from '../../src/lib/locales.ts';

/** The fonts Chromium drew an element's text with (DevTools protocol), e.g. "Inter". */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

test('a first visit loads the brand fonts without switching their style element on', async ({
  page,
}) => {
  await page.goto('/kontakt');
  // The first paint uses the metric-matched local fonts; the web fonts follow once loaded.
  await expect.poll(() => drawnWith(page, 'h1')).toEqual(['Playfair Display SemiBold']);
  await expect.poll(() => drawnWith(page, '.form__legend')).toEqual(['Inter']);
  // Loaded through the FontFace API: the style element stays off on this visit.
  expect(await page.locator('#web-fonts').getAttribute('media')).toBe('not all');
  expect(await page.evaluate(() => localStorage.getItem('fonts-cached'))).toBe('1');
});

test('a later visit has the brand fonts from the first paint', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts-cached'))).toBe('1');
  await page.goto('/limousinen');
  expect(await page.locator('#web-fonts').getAttribute('media')).toBe('all');
  expect((await drawnWith(page, '.home-hero__title')).sort()).toEqual([
    'Inter',
    'Playfair Display SemiBold',
  ]);
  expect(await drawnWith(page, '.home-hero__subtitle')).toEqual(['Inter']);
});

/** Pages that show another page's content (the home page's) are left out: same layout. */
const HOME_ALIASES: PageId[] = [
  'fleet',
  'cityTours',
  'wineTours',
  'dayTrips',
  'museums',
  'historicSites',
  'parksGardens',
];
const SWAP_PATHS = (Object.keys(PAGE_PATHS) as PageId[])
  .filter((page) => !HOME_ALIASES.includes(page))
  .flatMap((page) => LOCALES.map((locale) => PAGE_PATHS[page][locale]));

declare global {
  interface Window {
    layoutShift: number;
    /** What moved, for the failure message: each shift's value, time and elements. */
    layoutShifts: string[];
  }
}

// The local fonts stand in for the web fonts until they arrive, scaled so that the swap moves
// nothing (src/app/fonts.css). Held back until the page is drawn, the fonts arrive late, as on a
// slow phone; the shift must stay at zero, in both languages (English words break elsewhere).
for (const path of SWAP_PATHS) {
  test(`${path}: the web fonts arriving late move nothing on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.woff2', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      window.layoutShift = 0;
      window.layoutShifts = [];
      type Shift = PerformanceEntry & {
        value: number;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          window.layoutShift += entry.value;
          const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
            const name =
              node instanceof Element ? `${node.tagName}.${node.className}` : node?.nodeName;
            return `${name} y ${from.y}→${to.y} h ${from.height}→${to.height}`;
          });
          window.layoutShifts.push(
            `${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms: ${moved.join('; ')}`,
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Not until 'load': the page may ask for a font before it, and the font is held.
    await page.goto(path, { waitUntil: 'commit' });
    // Right after 'commit' the new document may not have its root element yet.
    await page.waitForFunction(() => document.documentElement?.hasAttribute('data-rendered'));
    // Drawn with a local font so far: the test would prove nothing otherwise.
    expect(await drawnWith(page, 'h1')).not.toContain('Inter');
    release();
    await expect.poll(() => drawnWith(page, 'main p')).toEqual(['Inter']);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shifts = await page.evaluate(() => window.layoutShifts);
    expect(await page.evaluate(() => window.layoutShift), shifts.join('\n')).toBeLessThan(0.001);
  });
}
