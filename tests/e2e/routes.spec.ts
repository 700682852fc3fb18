import { expect, test } from '@playwright/test';
import { headingOf } from './support/html.ts';
import { routeCases } from './support/routes.ts';

test('prerendered HTML holds each route heading before any script runs', async ({ request }) => {
  for (const route of routeCases) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();
    expect(headingOf(html), route.path).toBe(route.de);
    expect(html, route.path).toMatch(/<a [^>]*href="\/kontakt"/);
  }
});

test('a page works with JavaScript disabled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/flughafen');
  await expect(page.locator('h1')).toHaveText('Flughafentransfer');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(page.locator('h1')).toHaveText('Impressum');
  await context.close();
});

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Hoppla! Seite nicht gefunden');
  await expect.poll(() => errors.join('\n')).toContain('/gibt-es-nicht');

  // An address the site does not have has no twin: the flag leads to the English home page.
  await page.getByRole('link', { name: 'English', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/en/no-such-page');
  await expect(page.locator('h1')).toHaveText('Oops! Page not found');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
});

test('a route change scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto('/flughafen');
  // A route change is the router's: wait until the page is interactive (the app starts after
  // the first paint and the hero photo).
  await page.locator('html[data-hydrated]').waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await expect(page.locator('h1')).toHaveText('Impressum');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
