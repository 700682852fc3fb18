import type { Page } from '@playwright/test';

/** Chrome's "very large" text setting: 24 px where the default is 16 (docs/product.md). */
export const LARGE_TEXT = 24;

/**
 * Phones the layout is checked on with the text at `LARGE_TEXT` (docs/product.md, "Larger
 * text"): 16, 15 and 13 text widths across, where words and cards once stuck out.
 */
export const LARGE_TEXT_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 360, height: 800 },
  { width: 320, height: 700 },
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
