import type { Page } from '@playwright/test';

/** Chooses a language the way a visitor does: with the flag in the header. */
export async function chooseLanguage(page: Page, language: 'Deutsch' | 'English') {
  await page.getByRole('button', { name: language, exact: true }).click();
  await page.locator(`html[lang="${language === 'English' ? 'en' : 'de'}"]`).waitFor();
}
