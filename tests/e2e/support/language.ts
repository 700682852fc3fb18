import type { Page } from '@playwright/test';

/**
 * Chooses a language the way a visitor does: with the flag in the header, a link to the same
 * page in that language; it waits until that page is interactive.
 */
export async function chooseLanguage(page: Page, language: 'Deutsch' | 'English') {
  await page.getByRole('link', { name: language, exact: true }).first().click();
  const lang = language === 'English' ? 'en' : 'de';
  await page.locator(`html[lang="${lang}"][data-hydrated]`).waitFor();
}
