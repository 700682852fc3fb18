import { expect, test } from '@playwright/test';
import { chooseLanguage } from './support/language.ts';
import { mailsMentioning, uniqueEmail } from './support/outbox.ts';
import { routeCases } from './support/routes.ts';
import { contactPayload, postFromPage, waitForServiceWorker } from './support/service-worker.ts';

test.describe.configure({ mode: 'serial' });

test('after one visit every route opens offline, in German and in English', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  for (const route of routeCases) {
    await page.goto(route.path);
    await expect(page.locator('h1'), route.path).toHaveText(route.de);
  }
  await chooseLanguage(page, 'English');
  for (const route of routeCases) {
    await page.goto(route.path);
    await expect(page.locator('h1'), route.path).toHaveText(route.en);
  }
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404); // the worker's precached 404 page
  await expect(page.locator('h1')).toHaveText('Oops! Page not found');
});

test('a submission sent offline is kept and delivered exactly once when back online', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('offline-queue');
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  const answer = await postFromPage(page, contactPayload(email));
  expect(answer).toEqual({ status: 202, json: { queued: true } });
  await expect(page.locator('.pending-indicator')).toContainText('1');

  await context.setOffline(false);
  await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);
  await expect(page.locator('.pending-indicator')).toBeHidden();
  // Neither a second sync nor a reload sends it again.
  await page.reload();
  await waitForServiceWorker(page);
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY' }));
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(mailsMentioning(email)).toHaveLength(2);
});
