import { expect, test } from '@playwright/test';
import { drawnWith } from './support/drawn-with.ts';

// The late font swap on every page is measured in page-sweep.spec.ts.

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
