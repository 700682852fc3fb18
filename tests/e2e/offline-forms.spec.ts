import { expect, test, type Page } from '@playwright/test';
import {
  bookingPanel,
  bookingValues,
  contactPanel,
  fillBooking,
  fillContact,
} from './support/contact-form.ts';
import { chooseLanguage } from './support/language.ts';
import { mailsMentioning, uniqueEmail } from './support/sent-mails.ts';
import { expectWholeAtEveryWidth } from './support/whole-at-every-width.ts';
import {
  countPostsToServer,
  replayAndWait,
  sendMessageOffline,
  waitForServiceWorker,
} from './support/service-worker.ts';

const FUNCTION = '**/functions/v1/send-notification';

/** How many notices the worker keeps (sw/notices.ts), read from its IndexedDB store. */
function noticesKept(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('outbox-notices');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('notices').objectStore('notices').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

test('a contact message sent offline shows the saved state, then arrives exactly once', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('contact-offline');
  await page.goto('/kontakt?tab=contact');
  await waitForServiceWorker(page);
  await chooseLanguage(page, 'English');
  await chooseLanguage(page, 'Deutsch');
  await fillContact(page, {
    name: 'Erika Mustermann',
    email,
    subject: 'Abholung',
    message: 'Bitte um einen Rückruf wegen einer Abholung.',
  });
  await context.setOffline(true);
  await contactPanel(page).getByRole('button', { name: 'Nachricht senden' }).click();

  await expect(page.getByRole('heading', { name: 'Auf diesem Gerät gespeichert' })).toBeVisible();
  await expect(page.getByText(/Beim Senden Ihrer Nachricht/)).toHaveCount(0);
  await expect(page.locator('.pending-indicator')).toContainText('1');

  const posts = await countPostsToServer(context);
  await context.setOffline(false);
  await expect.poll(() => mailsMentioning(email).length, { timeout: 20_000 }).toBe(2);
  await expect(page.getByText('Ihre gespeicherte Nachricht wurde gesendet.')).toBeVisible();
  await expect(page.locator('.pending-indicator')).toBeHidden();
  // The panel that said it was kept on the device now says it arrived.
  await expect(
    page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Auf diesem Gerät gespeichert' })).toHaveCount(0);
  // Still one request after the site is opened again (which asks the worker to send what
  // waits): the form's key reached the server once.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await waitForServiceWorker(page);
  expect((await replayAndWait(page)).waiting).toBe(0);
  // (A clean-clone run once found no answered POST here after both mails had come; what the
  // route saw is in the message, to tell a POST the route missed from one it saw unanswered.)
  const seen = JSON.stringify(Object.fromEntries(posts.attempts));
  expect(Object.values(await posts.delivered()), `POSTs at the route: ${seen}`).toEqual([1]);
  expect(mailsMentioning(email)).toHaveLength(2);
});

test('a queued message the server refuses is offered again, filled in', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('contact-refused');
  await sendMessageOffline(page, context, email, {
    subject: 'Weinreise',
    message: 'Ich hätte gerne ein Angebot für eine Weintour.',
  });

  // Meanwhile the site is left; the server will refuse the request.
  await page.goto('/flughafen');
  let refusals = 0;
  await context.route(FUNCTION, async (route) => {
    refusals++;
    await route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"x"}' });
  });
  await context.setOffline(false);
  await expect(
    page.getByText('Eine gespeicherte Anfrage konnte nicht zugestellt werden.'),
  ).toBeVisible();
  // Read: the worker keeps the refused request no longer; the toast still has it.
  await expect.poll(() => noticesKept(page)).toBe(0);
  await page.getByRole('button', { name: 'Erneut ausfüllen' }).click();

  await expect(page).toHaveURL(/\/kontakt\?tab=contact$/);
  const form = contactPanel(page);
  await expect(form.getByRole('textbox', { name: 'E-Mail', exact: true })).toHaveValue(email);
  await expect(form.getByRole('textbox', { name: 'Betreff', exact: true })).toHaveValue(
    'Weinreise',
  );
  // Refused once, never sent again: not by the replays since, nor by the page opened anew.
  expect((await replayAndWait(page)).waiting).toBe(0);
  expect(refusals).toBe(1);
});

test('a booking kept offline is in "My requests" as waiting, and there once as sent when it has gone', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('booking-kept-listed');
  await page.goto('/en/contact');
  await waitForServiceWorker(page);
  await page.locator('html[data-hydrated]').waitFor();
  await fillBooking(page, bookingValues(email, { service: 'eaglesTour' }), { locale: 'en' });
  await context.setOffline(true);
  await bookingPanel(page).getByRole('button', { name: 'Send booking request' }).click();
  await expect(page.getByRole('heading', { name: 'Saved on this device' })).toBeVisible();
  // Reloaded offline, the panel is gone: the fresh form says a booking already waits, so that
  // the visitor does not send it a second time (under a second key).
  await page.reload();
  await expect(page.locator('.kept-note')).toHaveText(
    '1 booking request is already waiting on this device to be delivered. It is sent by itself once you are online; please do not send it again. My requests',
  );

  // Until 29 November "My requests" said no booking had been sent from this device.
  await page.getByRole('contentinfo').getByRole('link', { name: 'My requests' }).click();
  const cards = page.locator('.my-requests > li');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Waiting for a connection');
  await expect(cards).toContainText('Eagle’s Nest Tour');
  await expect(cards.getByRole('link')).toHaveCount(0);
  await expect(page.getByText(/No booking request has been sent/)).toHaveCount(0);
  await expectWholeAtEveryWidth(page, '/en/request with a booking kept');

  // Online, it goes by itself: the same card is now the request, with its reference and link,
  // never shown twice on the way (as waiting and as sent).
  await page.evaluate(() => {
    const counts = ((window as { cardCounts?: number[] }).cardCounts = [] as number[]);
    const count = () => counts.push(document.querySelectorAll('.my-requests > li').length);
    count();
    new MutationObserver(count).observe(document.querySelector('main')!, {
      childList: true,
      subtree: true,
    });
  });
  await context.setOffline(false);
  await expect(cards.getByRole('link', { name: /^SLZ-[2-9A-Z]{4}/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(cards).toHaveCount(1);
  const counts = await page.evaluate(() => (window as { cardCounts?: number[] }).cardCounts!);
  expect(new Set(counts), 'the cards counted at every change of the list').toEqual(new Set([1]));
  await expect(page.getByText('Waiting for a connection')).toHaveCount(0);
  await expect.poll(() => mailsMentioning(email).length, { timeout: 20_000 }).toBe(2);
});
