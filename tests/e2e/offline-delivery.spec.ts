import { expect, test } from '@playwright/test';
import { contactPanel, fillContact } from './support/contact-form.ts';
import { mailsMentioning, uniqueEmail } from './support/sent-mails.ts';
import {
  contactPayload,
  denyBackgroundSync,
  postFromPage,
  waitForServiceWorker,
} from './support/service-worker.ts';

const FUNCTION = '**/functions/v1/send-notification';

test('a worker stopped in the middle of a replay loses nothing; the request arrives once', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('worker-stopped');
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  expect((await postFromPage(page, contactPayload(email))).status).toBe(202);

  // Back online, the replay's request hangs (a dead connection) ...
  let replaying = 0;
  await context.route(FUNCTION, () => {
    replaying++;
  });
  await context.setOffline(false);
  await expect.poll(() => replaying).toBeGreaterThan(0);
  // ... and the browser stops the worker in the middle of it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await context.unroute(FUNCTION);

  // The site is opened again: the worker starts, finds the request and delivers it, once.
  await page.reload();
  await expect.poll(() => mailsMentioning(email).length, { timeout: 20_000 }).toBe(2);
  await expect(page.locator('.pending-indicator')).toBeHidden();
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY' }));
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(mailsMentioning(email)).toHaveLength(2);
});

test('a captive portal answering 200 with its own page is no delivery', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('captive-portal');
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  expect((await postFromPage(page, contactPayload(email))).status).toBe(202);

  // The hotel Wi-Fi answers every request with its login page.
  let portal = 0;
  await context.route(FUNCTION, async (route) => {
    portal++;
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Hotel Wi-Fi</h1>' });
  });
  await context.setOffline(false);
  await expect.poll(() => portal).toBeGreaterThan(0);
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY' }));
  await expect(page.locator('.pending-indicator')).toContainText('1');
  // A new request meets the portal too: it is kept, not reported as sent.
  const other = uniqueEmail('captive-portal-new');
  expect(await postFromPage(page, contactPayload(other))).toMatchObject({ status: 202 });
  await expect(page.locator('.pending-indicator')).toContainText('2');

  await context.unroute(FUNCTION);
  await page.reload();
  await expect.poll(() => mailsMentioning(email).length, { timeout: 20_000 }).toBe(2);
  await expect.poll(() => mailsMentioning(other).length, { timeout: 20_000 }).toBe(2);
  await expect(page.locator('.pending-indicator')).toBeHidden();
});

test('without Background Sync the form says it goes once the site is open with network', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('no-sync-form');
  const cdp = await denyBackgroundSync(browser, context, page, baseURL!);
  await page.goto('/kontakt?tab=contact');
  await waitForServiceWorker(page);
  await fillContact(page, {
    name: 'Erika Mustermann',
    email,
    subject: 'Abholung',
    message: 'Bitte um einen Rückruf wegen einer Abholung.',
  });
  await context.setOffline(true);
  await contactPanel(page).getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('heading', { name: 'Auf diesem Gerät gespeichert' })).toBeVisible();
  await expect(page.getByText(/sobald diese Website mit Netz geöffnet ist/)).toBeVisible();
  await expect(page.getByText(/automatisch gesendet/)).toHaveCount(0);

  await context.setOffline(false);
  await expect.poll(() => mailsMentioning(email).length, { timeout: 20_000 }).toBe(2);
  await expect(page.getByText('Ihre gespeicherte Nachricht wurde gesendet.')).toBeVisible();
  await cdp.detach();
});
