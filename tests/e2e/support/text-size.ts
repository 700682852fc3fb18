import type { Page } from '@playwright/test';

/** Chrome's "very large" text setting: 24 px where the default is 16 (docs/product.md). */
export const LARGE_TEXT = 24;

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
