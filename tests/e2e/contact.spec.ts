import type { Page } from '@playwright/test';
import { DEFAULT_CONFIRMATIONS_PER_RECIPIENT_PER_DAY } from '#shared/config.ts';
import { validContact } from '#shared/schemas/test-fixtures.ts';
import {
  bookingPanel,
  bookingValues,
  contactPanel,
  dayAhead,
  fieldMessages,
  fillBooking,
  fillContact,
  pickDate,
} from './support/contact-form.ts';
import { storedDrafts } from './support/drafts.ts';
import { chooseLanguage } from './support/language.ts';
import { checkLayout, describeFindings } from './support/layout-checks.ts';
import { mailsMentioning, readableMail, uniqueEmail } from './support/sent-mails.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { LARGE_TEXT, LARGER_TEXTS, setTextSize } from './support/text-size.ts';
import { expect, test } from './support/fixtures.ts';
import { SCREENS } from './support/screens.ts';

const FUNCTION = '**/functions/v1/send-notification';
/** The app's entry script, which every page's boot script adds. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's code back, as a slow link does, until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Messages from the address today up to its receipts' daily limit: the next request's is held. */
async function reachReceiptLimit(page: Page, email: string) {
  for (let i = 0; i < DEFAULT_CONFIRMATIONS_PER_RECIPIENT_PER_DAY; i++) {
    const answer = await page.request.post('/functions/v1/send-notification', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: { ...validContact({ email }), website: '' },
    });
    expect(answer.status()).toBe(201);
  }
}

/** The operator's mail of the address's booking says that the guest got no receipt. */
async function expectOperatorToldOfHeldReceipt(email: string) {
  const operatorMail = () =>
    mailsMentioning(email)
      .filter((mail) => /^To: .*operator@/m.test(mail))
      .map(readableMail)
      .find((mail) => mail.includes('Flughafen München'));
  await expect.poll(operatorMail, { timeout: 15_000 }).toBeTruthy();
  expect(operatorMail()).toContain('Keine Eingangsbestätigung an den Gast');
}

/** Quoted-printable soft line breaks undone, so a mail's text can be searched. */
function unfold(mail: string): string {
  return mail.replace(/=\r?\n/g, '');
}

test.describe('the /kontakt forms against the local backend', () => {
  // The forms' own behaviour; the service worker's queue has its own tests below and in offline.spec.ts.
  test.use({ serviceWorkers: 'block' });

  test('a full booking goes through and both e-mails are sent', async ({ page, open }) => {
    const email = uniqueEmail('booking');
    await open('/kontakt');
    await fillBooking(page, bookingValues(email));
    const request = page.waitForRequest(FUNCTION);
    await bookingPanel(page).getByRole('button', { name: 'Buchungsanfrage senden' }).click();

    const sent = await request;
    expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.postDataJSON()).toEqual({
      type: 'booking',
      firstName: 'Erika',
      lastName: 'Mustermann',
      email,
      phone: '+43 660 1234567',
      service: 'airportTransfer',
      date: await dayAhead(page, 3),
      time: '14:30',
      passengers: 5,
      pickupLocation: 'Hotel Sacher Salzburg',
      destination: 'Flughafen München',
      specialRequests: 'None',
      carType: 'v-klasse',
      locale: 'de',
      website: '',
    });

    await expect(
      page.getByText('Ihre Buchungsanfrage wurde erfolgreich übermittelt!'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Buchung eingegangen' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Wie geht es weiter?' })).toBeVisible();
    // What was sent: each value beside its label, and on a narrow phone under it, with the
    // whole width ('Flughafen München' no longer broken mid-word beside a 7rem label).
    const placing = () =>
      bookingPanel(page)
        .locator('.booking-summary .facts__row')
        .evaluateAll((rows) => [
          ...new Set(
            rows.map((row) => {
              const [label, value] = [...row.children].map((cell) => cell.getBoundingClientRect());
              if (value!.top >= label!.bottom - 0.5) return 'under';
              return Math.abs(value!.top - label!.top) < 1 ? 'beside' : 'apart';
            }),
          ),
        ]);
    expect(await placing()).toEqual(['beside']);
    await page.setViewportSize(SCREENS.narrowPhone);
    await expect.poll(placing).toEqual(['under']);
    await expect(bookingPanel(page).getByRole('button', { name: /senden/ })).toHaveCount(0);
    // The reference to read out on the phone stays on one line with the text at 24 px (it broke
    // at its hyphen on phones 330 to 440 px wide: 'SLZ-' on one line, '7K3M' on the next).
    await page.setViewportSize(SCREENS.phone);
    await setTextSize(page, LARGE_TEXT);
    const reference = page.getByTestId('booking-reference');
    // The reference's 1.1rem.
    await expect(reference).toHaveCSS('font-size', '26.4px');
    expect(await reference.evaluate((strong) => strong.getClientRects().length)).toBe(1);

    await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);
    const mails = mailsMentioning(email).map(unfold);
    const operator = mails.find((mail) => /^To: .*operator@localhost/m.test(mail));
    const visitor = mails.find((mail) => mail.includes(`To: ${email}`));
    expect(operator).toContain('Hotel Sacher Salzburg');
    // The confirmation goes to whatever address was typed: no free text, fixed values only.
    expect(visitor).toContain('Guten Tag Erika,');
    expect(visitor).toContain('Flughafentransfer');
    expect(visitor).not.toContain('Hotel Sacher Salzburg');
  });

  test('a booking whose receipt a daily limit held promises none, and the operator is told', async ({
    page,
    open,
  }) => {
    // A family's fourth request in a day from one address: its three receipts went out.
    const email = uniqueEmail('held-receipt');
    await reachReceiptLimit(page, email);
    await open('/en/contact');
    await fillBooking(page, bookingValues(email, { firstName: 'Ann' }), { locale: 'en' });
    await bookingPanel(page).getByRole('button', { name: 'Send booking request' }).click();
    await expect(page.getByRole('heading', { name: 'Booking received' })).toBeFocused();
    const panel = bookingPanel(page);
    await expect(panel).toContainText(`No further receipt goes by email today to ${email}`);
    await expect(panel).not.toContainText('A receipt is on its way');
    await expectOperatorToldOfHeldReceipt(email);
  });

  test('a full contact message goes through, in English, and the form can start again', async ({
    page,
    open,
  }) => {
    const email = uniqueEmail('contact');
    await open('/kontakt?tab=contact');
    await expect(page.getByRole('tab', { name: 'Kontakt' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await fillContact(page, {
      name: 'Erika Mustermann',
      email,
      subject: 'Hochzeit im Juni',
      message: 'Wir suchen einen Wagen mit Chauffeur für unsere Hochzeit.',
    });
    // The English page keeps the tab and what was typed (the draft); consent is given anew.
    await chooseLanguage(page, 'English');
    await expect(page).toHaveURL(/\/en\/contact\?tab=contact$/);
    const form = contactPanel(page);
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await form.getByRole('checkbox', { name: /privacy policy/ }).check();
    const request = page.waitForRequest(FUNCTION);
    await contactPanel(page).getByRole('button', { name: 'Send message' }).click();
    expect((await request).postDataJSON()).toMatchObject({ type: 'contact', email, locale: 'en' });

    await expect(page.getByText('Your message has been sent. Thank you!')).toBeVisible();
    await expect(page.getByText('We will contact you within 24 hours.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you for your message!' })).toBeVisible();
    await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);

    await page.getByRole('button', { name: 'New form' }).click();
    await expect(
      contactPanel(page).getByRole('textbox', { name: 'Name', exact: true }),
    ).toHaveValue('');
  });

  test('a failing server shows the error toast and keeps the form; the retry is stored once', async ({
    page,
    open,
  }) => {
    const email = uniqueEmail('booking-500');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const keys: string[] = [];
    await page.route(FUNCTION, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"internal_error"}',
      });
    });
    await open('/kontakt');
    await fillBooking(page, bookingValues(email));
    const send = bookingPanel(page).getByRole('button', { name: 'Buchungsanfrage senden' });
    await send.click();

    const failure =
      'Beim Übermitteln Ihrer Buchung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.';
    await expect(page.locator('[data-sonner-toast]').getByText(failure)).toBeVisible();
    // The toast goes after 4 s; the same words stay above the button, which keeps the focus (a
    // disabled one had dropped it to the page) and reads them.
    await expect(bookingPanel(page).getByRole('alert')).toHaveText(failure);
    await expect(send).toBeFocused();
    await expect(send).toHaveAccessibleDescription(failure);
    await expect(send).toBeEnabled();
    await expect(
      bookingPanel(page).getByRole('textbox', { name: 'Vorname', exact: true }),
    ).toHaveValue('Erika');
    await expect(bookingPanel(page).getByRole('radio', { name: /V-Klasse/ })).toBeChecked();
    await expect(
      bookingPanel(page).getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }),
    ).toBeChecked();
    expect(errors.join('\n')).toContain('The booking request failed');
    // One click, one request: the page does not send again on its own into a failing server.
    expect(keys).toHaveLength(1);

    // The server recovers; the same values go again under the same key.
    await page.unroute(FUNCTION);
    const retry = page.waitForRequest(FUNCTION);
    await send.click();
    expect((await retry).headers()['idempotency-key']).toBe(keys[0]);
    await expect(page.getByRole('heading', { name: 'Buchung eingegangen' })).toBeVisible();
    await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);
  });

  test('the contact form keeps its values on an error too', async ({ page, open }) => {
    await page.route(FUNCTION, (route) => route.fulfill({ status: 503, body: '' }));
    await open('/kontakt?tab=contact');
    await fillContact(page, {
      name: 'Erika Mustermann',
      email: uniqueEmail('contact-503'),
      subject: 'Frage',
      message: 'Haben Sie am Sonntag Zeit?',
    });
    await contactPanel(page).getByRole('button', { name: 'Nachricht senden' }).click();
    const title =
      'Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.';
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast.getByText(title)).toBeVisible();
    await expect(toast.getByText('Bitte versuchen Sie es später noch einmal.')).toBeVisible();
    await expect(contactPanel(page).getByRole('alert')).toHaveText(
      `${title} Bitte versuchen Sie es später noch einmal.`,
    );
    await expect(contactPanel(page).getByRole('textbox', { name: 'Betreff' })).toHaveValue('Frage');
  });

  test('a send pressed before the code runs keeps the page and what was typed, and is answered once it runs', async ({
    page,
  }) => {
    // The app's code held back, as on a slow link: the prerendered form is there, React is not.
    // The browser's own submit would have left the page and brought the form back empty.
    const release = await holdAppCode(page);
    await page.goto('/en/contact', { waitUntil: 'domcontentloaded' });
    const panel = bookingPanel(page);
    await panel.getByLabel(/^First name/).fill('Emily');
    await panel.getByLabel(/^Email/).fill('emily@example.org');
    await panel.getByRole('button', { name: 'Send booking request' }).click();
    release();
    // The form answers the press once it runs: what is still missing, and not the typed fields.
    await expect(fieldMessages(panel)).toHaveCount(10);
    await expect(panel.getByText('Last name is required')).toBeVisible();
    await expect(panel.getByLabel(/^First name/)).toHaveValue('Emily');
    await expect(page).toHaveURL(/\/en\/contact$/);
  });

  test('what was chosen, ticked and typed anywhere in the form before the code runs stays, and is sent', async ({
    page,
  }) => {
    // The later parts of the form hydrate after it registers its first fields: react-hook-form
    // then set each of theirs to its default, and a controlled field (the return trip) showed the
    // visitor's tick over a state without it.
    const release = await holdAppCode(page);
    await page.goto('/en/contact', { waitUntil: 'domcontentloaded' });
    const panel = bookingPanel(page);
    const values = bookingValues(uniqueEmail('early-choice'));
    await fillBooking(page, values, { locale: 'en', date: false });
    await panel.getByRole('spinbutton', { name: 'Suitcases' }).fill('3');
    await panel.getByRole('checkbox', { name: 'Add a return trip' }).check();
    release();
    await page.locator('html[data-hydrated]').waitFor();
    // The return trip's own fields come with its tick: the form's state has it.
    await expect(panel.getByRole('combobox', { name: /^Return time/ })).toHaveValue(values.time);
    await panel.getByRole('checkbox', { name: 'Add a return trip' }).uncheck();
    await pickDate(page, values.daysAhead, 'en');
    const request = page.waitForRequest(FUNCTION);
    await panel.getByRole('button', { name: 'Send booking request' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      service: values.service,
      carType: 'v-klasse',
      time: values.time,
      passengers: 5,
      suitcases: 3,
      pickupLocation: values.pickup,
      destination: values.destination,
    });
    // (The ticked consents let it go.)
    await expect(page.getByRole('heading', { name: 'Booking received' })).toBeVisible();
  });

  test("where the page's code does not load or cannot run, the form says it cannot send instead of a dead button", async ({
    page,
  }) => {
    const cases: [string, RegExp, Parameters<Page['route']>[1]][] = [
      // The boot script sees the entry fail to arrive; src/main.tsx sees the page's code fail.
      ['the entry lost', APP_ENTRY, (route) => route.abort()],
      ['the page code lost', /\/assets\/contact-page-[\w-]+\.js$/, (route) => route.abort()],
      // An older browser that cannot read the code (here: code no browser reads) gets it, and it
      // never runs.
      [
        'the entry unreadable',
        APP_ENTRY,
        (route) => route.fulfill({ contentType: 'text/javascript', body: 'export const x = ;' }),
      ],
    ];
    for (const [what, code, handler] of cases) {
      await page.unrouteAll();
      await page.route(code, handler);
      await page.goto('/en/contact');
      const panel = bookingPanel(page);
      await expect(
        panel.getByText(/^This form can only be sent with JavaScript/),
        what,
      ).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Send booking request' })).toBeHidden();
    }
  });

  test('a draft survives a reload, without the consent boxes', async ({ page, open }) => {
    await open('/kontakt');
    const booking = bookingPanel(page);
    await booking.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Erika');
    await booking.getByRole('textbox', { name: 'Zielort', exact: true }).fill('Hallstatt');
    await booking.getByRole('radio', { name: /E-Klasse/ }).check();
    await booking.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await page.getByRole('tab', { name: 'Kontakt' }).click();
    await contactPanel(page).getByRole('textbox', { name: 'Betreff' }).fill('Weintour');
    await expect(page).toHaveURL(/\?tab=contact$/);

    // Writes to IndexedDB are asynchronous: wait until the last one is there.
    await expect.poll(() => storedDrafts(page)).toContain('Weintour');

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await expect(contactPanel(page).getByRole('textbox', { name: 'Betreff' })).toHaveValue(
      'Weintour',
    );
    await page.getByRole('tab', { name: 'Buchung' }).click();
    await expect(booking.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveValue(
      'Erika',
    );
    await expect(booking.getByRole('textbox', { name: 'Zielort', exact: true })).toHaveValue(
      'Hallstatt',
    );
    await expect(booking.getByRole('radio', { name: /E-Klasse/ })).toBeChecked();
    await expect(
      booking.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }),
    ).not.toBeChecked();
  });

  test('validation shows the messages and focuses the first error; nothing is sent', async ({
    page,
    open,
  }) => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/')) requests++;
    });
    await open('/kontakt');
    await bookingPanel(page).getByRole('button', { name: 'Buchungsanfrage senden' }).click();
    await expect(
      bookingPanel(page).getByRole('textbox', { name: 'Vorname', exact: true }),
    ).toBeFocused();
    await expect(fieldMessages(bookingPanel(page))).toHaveCount(12);
    // Only the focused field's message is read out at once; the others with their fields.
    await expect(bookingPanel(page).getByRole('alert')).toHaveText(['Vorname ist erforderlich']);
    await expect(page.getByText('Sie müssen die AGB akzeptieren, um fortzufahren.')).toBeVisible();
    expect(requests).toBe(0);
  });

  test('with large text on a phone, the errors and the open calendar stay whole', async ({
    page,
    open,
  }) => {
    // Until 28 November the privacy consent's error ran 28 px out of its box at 390 px
    // ('Datenschutzerklärung'), and at 320 px the open calendar reached past the form's card and
    // ran its month's name under the back arrow; at 32 px text, until 28 November too, the
    // submit button's 'Buchungsanfrage' ran past the button at 360 px and the terms' error 5 px
    // out of its box. The sweep sees neither state.
    for (const text of LARGER_TEXTS) {
      await setTextSize(page, text.size);
      for (const viewport of text.viewports) {
        await page.setViewportSize(viewport);
        await open('/kontakt', 'settled');
        const where = `${viewport.width} with ${text.size} px text`;
        const findings = async (state: string) =>
          describeFindings(
            `/kontakt, ${state}`,
            where,
            (await checkLayout(page)).filter(text.counts),
          );
        const panel = bookingPanel(page);
        await panel.getByRole('button', { name: 'Buchungsanfrage senden' }).click();
        await expect(fieldMessages(panel)).toHaveCount(12);
        expect(await findings('errors')).toEqual([]);
        await panel.getByRole('button', { name: /^Datum/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Kalender: Datum wählen' });
        await dialog.getByRole('grid').waitFor();
        const month = dialog.locator('.rdp-caption_label');
        expect(await findings('calendar')).toEqual([]);
        const [name, arrows] = await Promise.all([
          month.boundingBox(),
          dialog.locator('.rdp-nav').boundingBox(),
        ]);
        // Beside the arrows, or under them where the form is too narrow for both in one row.
        const beside = name!.x + name!.width <= arrows!.x;
        const under = name!.y >= arrows!.y + arrows!.height;
        expect(beside || under, `the month clear of its arrows at ${where}`).toBe(true);
      }
    }
  });

  test('the car waits in the middle of its road when reduced motion is asked for', async ({
    page,
    open,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route(FUNCTION, (route) =>
      route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ id: crypto.randomUUID(), type: 'booking' }),
      }),
    );
    await open('/kontakt');
    await fillBooking(page, bookingValues(uniqueEmail('reduced-motion')));
    await bookingPanel(page).getByRole('button', { name: 'Buchungsanfrage senden' }).click();
    const car = page.getByTestId('booking-car');
    await expect(car).toBeVisible();
    expect(await car.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });

  // Without a service worker (an in-app browser, a private window, a first visit's first
  // seconds) code the page has not loaded yet cannot come once the signal is gone. Until
  // 29 November a send then emptied the whole screen (the toasts' code failed to load, with no
  // boundary above it), and a tap on the date replaced the form with "This page could not be
  // shown".
  test('with no service worker, a send after the signal is gone says so and keeps the form', async ({
    page,
    context,
    open,
  }) => {
    await open('/en/contact');
    // The form's first use loads what its send needs.
    const toasterLoaded = page.waitForResponse(/\/assets\/brand-toaster-[\w-]+\.js$/);
    await fillBooking(page, bookingValues(uniqueEmail('no-worker-offline')), { locale: 'en' });
    await toasterLoaded;
    await context.setOffline(true);
    await bookingPanel(page).getByRole('button', { name: 'Send booking request' }).click();
    await expect(
      page.locator('[data-sonner-toast]').getByText('No connection: your request was not sent.'),
    ).toBeVisible();
    await expect(bookingPanel(page).getByRole('alert')).toContainText(
      'No connection: your request was not sent.',
    );
    await expect(bookingPanel(page).getByLabel(/^First name/)).toHaveValue('Erika');
    await context.setOffline(false);
  });

  test('with no service worker, the calendar asked for offline waits for the network; the form stays', async ({
    page,
    context,
    open,
  }) => {
    await open('/en/contact');
    await context.setOffline(true);
    await bookingPanel(page).getByRole('button', { name: /^Date/ }).click();
    const calendar = page.getByRole('dialog', { name: /^Calendar/ });
    await expect(calendar).toBeVisible();
    await expect(page.getByText('This page could not be shown')).toHaveCount(0);
    await expect(bookingPanel(page).getByLabel(/^First name/)).toBeVisible();
    await context.setOffline(false);
    // It tries again every 3 s.
    await expect(calendar.getByRole('grid')).toBeVisible({ timeout: 10_000 });
    // With its styles: they failed with the code, and come again with it.
    await expect(calendar.locator('.rdp-root')).toHaveCSS('--rdp-day-width', '40px');
  });
});

test.describe('offline', () => {
  test('a booking sent without network is saved on the device, then delivered once', async ({
    page,
    context,
    open,
  }) => {
    const email = uniqueEmail('booking-offline');
    await open('/kontakt');
    await waitForServiceWorker(page);
    await fillBooking(page, bookingValues(email));
    await context.setOffline(true);
    await bookingPanel(page).getByRole('button', { name: 'Buchungsanfrage senden' }).click();

    await expect(page.getByRole('heading', { name: 'Auf diesem Gerät gespeichert' })).toBeFocused();
    await expect(page.getByText(/Ihre Buchungsanfrage ist sicher auf diesem Gerät/)).toBeVisible();
    await expect(page.getByText(/Beim Übermitteln Ihrer Buchung/)).toHaveCount(0);

    await context.setOffline(false);
    await expect.poll(() => mailsMentioning(email).length, { timeout: 20_000 }).toBe(2);
    // The draft went with it: the form starts empty.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await expect(
      bookingPanel(page).getByRole('textbox', { name: 'Vorname', exact: true }),
    ).toHaveValue('');
  });

  test('a booking kept offline past the address’s daily limit says, once delivered, that no receipt comes', async ({
    page,
    context,
    open,
  }) => {
    const email = uniqueEmail('held-offline');
    await reachReceiptLimit(page, email);
    await open('/en/contact');
    await waitForServiceWorker(page);
    await fillBooking(page, bookingValues(email, { firstName: 'Ann' }), { locale: 'en' });
    await context.setOffline(true);
    await bookingPanel(page).getByRole('button', { name: 'Send booking request' }).click();
    await expect(page.getByRole('heading', { name: 'Saved on this device' })).toBeFocused();

    // Delivered by the worker: the panel turns into the received view with the server's answer,
    // which the worker passed on (its DELIVERED message), not the promise of a usual receipt.
    await context.setOffline(false);
    const panel = bookingPanel(page);
    await expect(page.getByRole('heading', { name: 'Booking received' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(panel).toContainText(`No further receipt goes by email today to ${email}`);
    await expect(panel).not.toContainText('A receipt is on its way');
    await expect(panel.getByTestId('booking-reference')).toHaveText(/^SLZ-[2-9A-Z]{4}$/);
    await expectOperatorToldOfHeldReceipt(email);
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the form says it cannot send, and an Enter in a field keeps the details out of the address', async ({
    page,
  }) => {
    await page.goto('/kontakt');
    const panel = bookingPanel(page);
    await expect(
      panel.getByText(/^Dieses Formular lässt sich nur mit JavaScript senden/),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Buchungsanfrage senden' })).toBeHidden();
    // The browser's own submit (Enter in a field) posts: the address keeps no name or e-mail.
    await panel.getByLabel(/^Vorname/).fill('Erika');
    const submitted = page.waitForRequest((request) => request.isNavigationRequest());
    await panel.getByLabel(/^Vorname/).press('Enter');
    const request = await submitted;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).search).toBe('');
  });
});
