import { expect, type Page, type ViewportSize } from '@playwright/test';
import { checkLayout, describeFindings, LAYOUT_VIEWPORTS } from './layout-checks.ts';
import { everyFinding, LARGER_TEXTS, setTextSize } from './text-size.ts';
import { SCREENS } from './screens.ts';
import { twoFrames } from './frames.ts';

/**
 * The page as it is now has no layout finding at any of the sweep's widths, nor on the sweep's
 * phones with large text: for states the sweep never sees (the console signed in, a visitor's
 * requests, the received view, the header's badge while a request waits). Back at `restore`
 * and the usual text size after, and drawing again: the probes lay the page out on request and
 * need no frame, but a click's "stable" check does, and a page that had sat in the background
 * once drew none until the test's timeout (docs/testing.md).
 */
export async function expectWholeAtEveryWidth(
  page: Page,
  name: string,
  restore: ViewportSize = SCREENS.phone,
) {
  const expectNoFinding = (state: string, counts = everyFinding) =>
    expect
      .poll(async () => describeFindings(name, state, (await checkLayout(page)).filter(counts)))
      .toEqual([]);
  for (const viewport of LAYOUT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoFinding(String(viewport.width));
  }
  for (const text of LARGER_TEXTS) {
    await setTextSize(page, text.size);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
      .toBe(`${text.size}px`);
    for (const viewport of text.viewports) {
      await page.setViewportSize(viewport);
      await expectNoFinding(`${viewport.width} with ${text.size} px text`, text.counts);
    }
  }
  await page.setViewportSize(restore);
  await setTextSize(page, 16);
  await twoFrames(page);
}
