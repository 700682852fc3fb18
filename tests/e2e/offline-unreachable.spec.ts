import { expect, test } from '@playwright/test';
import { business } from '../../src/content/business.ts';
import { bookingPanel, bookingValues, contactPanel, fillBooking } from './support/contact-form.ts';
import { mailsMentioning, uniqueEmail } from './support/sent-mails.ts';
import {
  contactPayload,
  postFromPage,
  replayAndWait,
  sendMessageOffline,
  waitForServiceWorker,
} from './support/service-worker.ts';

// The booking service failing while the site answers is no "offline"
// (docs/decisions/offline-vs-unreachable.md). context.route sees the worker's requests too.
const FUNCTION = '**/functions/v1/send-notification';

test('a booking service answering 503 while the site answers: said at once, kept, delivered once', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('unreachable-503');
  await page.goto('/kontakt');
  await waitForServiceWorker(page);
  await fillBooking(page, bookingValues(email));

  // The platform answers 503 (a function that failed to boot); the site's own files answer.
  // Then it answers again: from then on every POST reaches the server and is counted. One
  // handler throughout: between an unroute and a new route a replay (the site's, or Background
  // Sync's) once went to the server unseen, so the count read 0 after a delivery.
  let serviceUp = false;
  let refused = 0;
  let reached = 0;
  await context.route(FUNCTION, async (route) => {
    if (serviceUp) {
      reached++;
      return route.continue();
    }
    refused++;
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
  });
  await bookingPanel(page).getByRole('button', { name: 'Buchungsanfrage senden' }).click();

  await expect(
    page.getByRole('heading', { name: 'Unser Buchungsdienst ist gerade nicht erreichbar' }),
  ).toBeVisible();
  const notice = bookingPanel(page).getByRole('region', {
    name: 'Unser Buchungsdienst ist gerade nicht erreichbar',
  });
  await expect(notice.getByText(/offline/)).toHaveCount(0);
  await expect(notice.getByRole('link', { name: business.phoneDisplay })).toHaveAttribute(
    'href',
    `tel:${business.phone}`,
  );
  await expect(notice.locator(`a[href="mailto:${business.email}"]`)).toHaveText(business.email);
  await expect(page.locator('.pending-indicator')).toContainText('1');
  expect(refused).toBeGreaterThan(0);
  // "Meine Anfragen", where the header's badge leads, says the same: it waits for our service,
  // not for the network.
  await page.locator('.pending-indicator').click();
  const card = page.locator('.my-request--kept');
  await expect(card.locator('.status-badge')).toHaveText('Wird erneut gesendet');
  await expect(card).toContainText('Unser Buchungsdienst ist gerade nicht erreichbar');

  serviceUp = true;
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY' }));
  await expect(page.getByText(/Ihre gespeicherte Buchungsanfrage wurde gesendet/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('.pending-indicator')).toBeHidden();
  await expect.poll(() => mailsMentioning(email).length, { timeout: 20_000 }).toBe(2);
  const delivered = reached;
  expect(delivered).toBeGreaterThan(0);

  // Asked again, the worker has nothing left to send: still one booking, one pair of mails.
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY' }));
  await page.reload();
  await waitForServiceWorker(page);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(reached).toBe(delivered);
  expect(mailsMentioning(email)).toHaveLength(2);
});

test('the worker tells no network apart from a booking service that cannot be reached', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  // The function's address refuses the connection (a closed port, a CORS failure: fetch
  // throws) while the site answers: unreachable.
  await context.route(FUNCTION, (route) => route.abort('connectionrefused'));
  const unreachable = await postFromPage(page, contactPayload(uniqueEmail('unreachable-refused')));
  expect(unreachable).toMatchObject({ status: 202, json: { queued: true, reason: 'unreachable' } });

  // No network at all: offline, as before.
  await context.setOffline(true);
  const offline = await postFromPage(page, contactPayload(uniqueEmail('unreachable-offline')));
  expect(offline).toMatchObject({ status: 202, json: { queued: true, reason: 'offline' } });

  await context.setOffline(false);
  await context.unroute(FUNCTION);
});

test('a message kept offline that the service does not take once back online: no longer "offline", then sent once', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('unreachable-after-offline');
  await sendMessageOffline(page, context, email);
  const panel = contactPanel(page);
  await expect(panel.getByText(/Sie sind gerade offline/)).toBeVisible();

  // Back online, the booking service answers 503: the network works, the service does not.
  let serviceUp = false;
  let refused = 0;
  await context.route(FUNCTION, async (route) => {
    if (serviceUp) return route.continue();
    refused++;
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
  });
  // The visitor reads on elsewhere: a panel that changes on its own leaves the focus there.
  const elsewhere = page.locator('footer a').first();
  await elsewhere.focus();
  await context.setOffline(false);
  expect((await replayAndWait(page)).waiting).toBe(1);
  expect(refused).toBeGreaterThan(0);
  await expect(
    panel.getByRole('heading', { name: 'Unser Buchungsdienst ist gerade nicht erreichbar' }),
  ).toBeVisible();
  await expect(panel.getByText(/offline/)).toHaveCount(0);
  await expect(elsewhere).toBeFocused();
  // Read out all the same, by a live region that was there before the change.
  const said = page.locator('main [role="status"].visually-hidden');
  await expect(said).toHaveText('Unser Buchungsdienst ist gerade nicht erreichbar');
  // Offline again: "offline" again, as quietly; back online, the service's answer stands.
  await context.setOffline(true);
  await expect(panel.getByRole('heading', { name: 'Auf diesem Gerät gespeichert' })).toBeVisible();
  await expect(said).toHaveText('Auf diesem Gerät gespeichert');
  await context.setOffline(false);
  await expect(
    panel.getByRole('heading', { name: 'Unser Buchungsdienst ist gerade nicht erreichbar' }),
  ).toBeVisible();
  await expect(elsewhere).toBeFocused();

  serviceUp = true;
  expect((await replayAndWait(page)).waiting).toBe(0);
  await expect(
    panel.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' }),
  ).toBeVisible();
  // Held through both changes: a heading that had taken it would have kept it, or given it to
  // this panel's.
  await expect(elsewhere).toBeFocused();
  await expect.poll(() => mailsMentioning(email).length, { timeout: 20_000 }).toBe(2);
  await context.unroute(FUNCTION);
});
