import { expect, test } from '@playwright/test';
import { FUNCTION_PATH } from '#shared/schemas/constants.ts';
import { openDeadEnd } from './support/dead-end.ts';
import { mailsMentioning, uniqueEmail } from './support/sent-mails.ts';
import {
  contactPayload,
  keepRequestOffline,
  countPostsToServer,
  denyBackgroundSync,
  postFromPage,
  replayAndWait,
  sendMessageOffline,
  waitForServiceWorker,
} from './support/service-worker.ts';

const FUNCTION = `**${FUNCTION_PATH}`;

// The worker is stopped while it waits for the server's answer: before the request reached the
// server, and after the server stored it but before the answer came back.
for (const reachedServer of [false, true]) {
  test(`a worker stopped in the middle of a replay loses nothing; the request arrives once (${reachedServer ? 'the server had it' : 'the server never had it'})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const email = uniqueEmail('worker-stopped');
    const key = crypto.randomUUID();
    await keepRequestOffline(page, context, email, key);

    // Back online, the replay goes to a connection that never answers ...
    const deadEnd = await openDeadEnd(reachedServer ? `${baseURL}${FUNCTION_PATH}` : null);
    await context.route(FUNCTION, (route) => route.continue({ url: deadEnd.url }));
    await context.setOffline(false);
    await expect.poll(() => deadEnd.received).toBeGreaterThan(0);
    await context.unroute(FUNCTION);
    await expect.poll(() => mailsMentioning(email).length).toBe(reachedServer ? 2 : 0);
    // ... and the browser stops the worker while it waits.
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await deadEnd.close();

    // The site is opened again: the worker starts, finds the request still kept and sends it;
    // the server mails what it had not mailed yet, and nothing twice.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await waitForServiceWorker(page);
    expect((await replayAndWait(page)).waiting).toBe(0);
    await expect.poll(() => mailsMentioning(email).length).toBe(2);
    await expect(page.locator('.pending-indicator')).toBeHidden();
    // Delivered means gone from the device: no later replay sends it again. (Counted from here:
    // a worker that Chromium starts on its own, here for Background Sync's retry, can send
    // before Playwright routes its requests; tests/e2e/offline.spec.ts counts the first send.)
    const posts = await countPostsToServer(context);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await waitForServiceWorker(page);
    expect((await replayAndWait(page)).waiting).toBe(0);
    expect(posts.attempts.get(key) ?? 0).toBe(0);
    expect(mailsMentioning(email)).toHaveLength(2);
  });
}

test('a captive portal answering 200 with its own page is no delivery', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('captive-portal');
  await keepRequestOffline(page, context, email);

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
  await sendMessageOffline(page, context, email);
  await expect(page.getByText(/sobald diese Website mit Netz geöffnet ist/)).toBeVisible();
  await expect(page.getByText(/automatisch gesendet/)).toHaveCount(0);

  await context.setOffline(false);
  // Going online asks at once and after 3 and 10 s; should all three meet a network not yet
  // back (once, on 30 November, on a machine busy with other work, none got through in 20 s), the
  // half-minute retry while something waits is the promise (offline-policy.ts).
  test.setTimeout(75_000);
  await expect.poll(() => mailsMentioning(email).length, { timeout: 45_000 }).toBe(2);
  await expect(page.getByText('Ihre gespeicherte Nachricht wurde gesendet.')).toBeVisible();
  // Sent by the page's own request to the worker, it is shown as received all the same.
  await expect(
    page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' }),
  ).toBeVisible();
  await cdp.detach();
});
