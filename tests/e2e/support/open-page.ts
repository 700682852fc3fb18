import type { Page } from '@playwright/test';

/**
 * Opens an address and waits until a visitor can use it: hydrated, and the home page's splash
 * gone. The splash covers everything for its 600 ms: a click before it leaves lands on the
 * splash (Playwright then scrolls the page to try other spots), not on the page.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  await page.locator('.splash').waitFor({ state: 'detached' });
}
