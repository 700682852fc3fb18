import type { Page } from '@playwright/test';
import type { LayoutFinding } from './layout-checks.ts';
import { SCREENS } from './screens.ts';

/** Chrome's "very large" text setting: 24 px where the default is 16 (docs/product.md). */
export const LARGE_TEXT = 24;

/** Which findings count: all of them. */
export const everyFinding = (_finding: LayoutFinding): boolean => true;

/**
 * All but a word broken inside itself, where a line holds about 13 letters, fewer than many
 * German compounds have. A visitor's browser breaks them where it knows the syllables
 * (`hyphens: auto`); this test's Chromium has no hyphenation dictionary and breaks them anywhere.
 */
const allButBrokenWords = (finding: LayoutFinding) => finding.check !== 'broken-word';

/**
 * The text sizes a visitor may set that the layout is checked with (docs/product.md, "Larger
 * text"), each on the phones where it once broke the layout, and which findings count there. A
 * page zoomed in is the usual text on a narrower screen, where what is sized in px (the header's
 * targets) grows with the text.
 */
export const LARGER_TEXTS = [
  {
    size: LARGE_TEXT,
    /** 16, 15 and 13 text widths across, where words and cards once stuck out. */
    viewports: [SCREENS.phone, SCREENS.androidPhone, SCREENS.narrowPhone],
    counts: everyFinding,
  },
  {
    /** The largest a phone offers (Android's 200 %, or a page zoomed to 200 %). */
    size: 32,
    /** 12 and 11 text widths across. */
    viewports: [SCREENS.phone, SCREENS.androidPhone],
    counts: allButBrokenWords,
  },
  {
    /** A 390 and a 360 px phone zoomed to 200 %: the usual text, 195 and 180 px across. */
    size: 16,
    viewports: [
      { width: 195, height: 422 },
      { width: 180, height: 400 },
    ],
    /** As at 32 px: 12 and 11 text widths across. */
    counts: allButBrokenWords,
  },
] as const;

/**
 * Sets the browser's default text size for this tab, as a visitor does in the settings. The CDP
 * session stays open: detached, its setting is dropped at the next page load.
 */
export async function setTextSize(page: Page, size: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: size, fixed: Math.round((size * 13) / 16) },
  });
}
