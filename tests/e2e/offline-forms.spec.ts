import { expect, test, type Page } from '@playwright/test';
import { contactPanel, fillContact } from './support/contact-form.ts';
import { chooseLanguage } from './support/language.ts';
import { mailsMentioning, uniqueEmail } from './support/sent-mails.ts';
import {
  countPostsToServer,
  replayAndWait,
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
  expect(Object.values(await posts.delivered())).toEqual([1]);
  expect(mailsMentioning(email)).toHaveLength(2);
});

test('a queued message the server refuses is offered again, filled in', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('contact-refused');
  await page.goto('/kontakt?tab=contact');
  await waitForServiceWorker(page);
  await fillContact(page, {
    name: 'Erika Mustermann',
    email,
    subject: 'Weinreise',
    message: 'Ich hätte gerne ein Angebot für eine Weintour.',
  });
  await context.setOffline(true);
  await contactPanel(page).getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('heading', { name: 'Auf diesem Gerät gespeichert' })).toBeVisible();

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
