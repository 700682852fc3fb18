import type { Page, Response } from '@playwright/test';
import { twoFrames } from './frames.ts';

/**
 * How far a page has come, by the app's own signals (docs/testing.md):
 * - `hydrated`: interactive (`html[data-hydrated]`) and the home page's splash gone; the splash
 *   covers everything for its 600 ms, so a click before it leaves lands on the splash.
 * - `rendered`: also drawn whole (`html[data-rendered]`): what axe reads colours from.
 * - `settled`: also in the web fonts, with every section below the fold drawn: what a layout
 *   measurement or a full-page screenshot needs.
 */
export type Readiness = 'hydrated' | 'rendered' | 'settled';

/** Waits until the page in the tab is at `until`. */
export async function reach(page: Page, until: Readiness): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor();
  if (until !== 'hydrated') await page.locator('html[data-rendered]').waitFor();
  await page.locator('.splash').waitFor({ state: 'detached' });
  if (until !== 'settled') return;
  // The web fonts are added once loaded on a first visit; text measured before is in the fallbacks.
  await page.waitForFunction(() => localStorage.getItem('fonts-cached') === '1');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // What content-visibility: auto still skips off screen is drawn when a visitor scrolls to it:
    // draw it now, so the checks measure it and a full-page screenshot shows it.
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  });
  await twoFrames(page);
}

/** Opens an address and waits until it is at `until`; the navigation's response. */
export async function openAt(
  page: Page,
  path: string,
  until: Readiness = 'hydrated',
): Promise<Response | null> {
  const response = await page.goto(path);
  await reach(page, until);
  return response;
}
