import { expect, test, type Page } from '@playwright/test';
import { hrefOf } from '../../src/content/page-paths.ts';
import {
  bookingPanel,
  bookingValues,
  dayAhead,
  fillBooking,
  fillDetails,
} from './support/contact-form.ts';
import { calendarOf, mailsMentioning, readableMail, uniqueEmail } from './support/sent-mails.ts';

const FUNCTION = '**/functions/v1/send-notification';
const REFERENCE = /SLZ-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}/;

/** Quoted-printable soft line breaks undone, so a mail's text can be searched. */
function unfold(mail: string): string {
  return mail.replace(/=\r?\n/g, '');
}

/** The page's own book button, then the form it leads to, ready. */
async function bookFrom(page: Page, path: string, button: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('main').getByRole('link', { name: button }).first().click();
  await page.locator('html[data-hydrated]').waitFor();
}

test.describe('a booking a chauffeur can act on, against the local backend', () => {
  test.use({ serviceWorkers: 'block' });

  test('airport transfer from /en/airport-transfer with flight, luggage, a child seat and the way back', async ({
    page,
  }) => {
    const email = uniqueEmail('details');
    await bookFrom(page, hrefOf('airport', 'en'), 'Book now');
    await expect(page).toHaveURL(/\/en\/contact\?service=airportTransfer$/);
    const form = bookingPanel(page);
    await expect(form.getByRole('combobox', { name: 'Service', exact: true })).toHaveValue(
      'airportTransfer',
    );

    await fillBooking(page, bookingValues(email, { passengers: '3' }), { locale: 'en' });
    // The way back in its own calendar, which starts on the outbound day (three days ahead).
    const returnDate = await dayAhead(page, 6);
    await fillDetails(
      page,
      {
        flightNumber: 'os 123',
        suitcases: '2',
        childAges: ['4'],
        returnDaysAfter: 3,
        returnTime: '18:00',
      },
      'en',
    );
    await expect(form.getByText(/binding booking request/)).toBeVisible();
    await expect(form.getByRole('link', { name: 'terms', exact: true })).toHaveAttribute(
      'href',
      '/en/terms',
    );

    const request = page.waitForRequest(FUNCTION);
    const answer = page.waitForResponse(FUNCTION);
    await form.getByRole('button', { name: 'Send booking request' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      service: 'airportTransfer',
      flightNumber: 'OS 123',
      suitcases: 2,
      childSeatAges: [4],
      returnDate,
      returnTime: '18:00',
      locale: 'en',
    });
    const { reference } = (await (await answer).json()) as { reference: string };
    expect(reference).toMatch(REFERENCE);

    // The received view: the reference and what was sent.
    await expect(page.getByRole('heading', { name: 'Booking received' })).toBeFocused();
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    const summary = form.locator('.booking-summary');
    for (const value of ['Airport Transfer', 'OS 123', '4 years', 'Hotel Sacher Salzburg']) {
      await expect(summary).toContainText(value);
    }
    await expect(summary).toContainText('Flughafen München → Hotel Sacher Salzburg');

    await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);
    const mails = mailsMentioning(email).map(unfold);
    const operator = mails.find((mail) => /^To: .*operator@localhost/m.test(mail)) ?? '';
    const visitor = mails.find((mail) => mail.includes(`To: ${email}`)) ?? '';
    // Every field the visitor gave, in the operator's mail, with the reference.
    for (const value of [
      reference,
      'Erika',
      'Mustermann',
      email,
      '+43 660 1234567',
      'Hotel Sacher Salzburg',
      'OS 123',
      '14:30',
      '18:00',
      returnDate.split('-').reverse().join('.'),
    ]) {
      expect(operator, value).toContain(value);
    }
    expect(operator).toMatch(/Koffer\W+2\b/);
    // The child seat's age and its unit are kept on one line.
    expect(readableMail(operator)).toContain('(4\u00a0Jahre)');
    expect(operator).toMatch(/Content-Type: text\/calendar/);
    // Both legs in the calendar entries, the visitor's marked as requested, not confirmed.
    const raw = mailsMentioning(email);
    const operatorCalendar = calendarOf(
      raw.find((mail) => /^To: .*operator@localhost/m.test(mail)) ?? '',
    );
    const visitorCalendar = calendarOf(raw.find((mail) => !/^To: .*operator@/m.test(mail)) ?? '');
    expect(operatorCalendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(visitorCalendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(visitorCalendar).toMatch(/STATUS:TENTATIVE/);
    // The visitor's confirmation, in English, with the reference and how to reach the business.
    expect(readableMail(visitor)).toContain('+43\u00a0662\u00a0870\u00a0870');
    expect(visitor).toContain(reference);
    expect(visitor).toContain('Airport Transfer');
    expect(visitor).not.toMatch(/Referenz|Flughafentransfer/);
  });

  test("the same request without any detail still goes through, from /eagles-nest's button", async ({
    page,
  }) => {
    const email = uniqueEmail('plain');
    await bookFrom(page, '/eagles-nest', 'Tour anfragen');
    await expect(page).toHaveURL(/\/kontakt\?service=eaglesTour&tour=eaglesNest$/);
    const form = bookingPanel(page);
    await expect(form.getByRole('combobox', { name: 'Service', exact: true })).toHaveValue(
      'eaglesTour',
    );
    await fillBooking(page, bookingValues(email, { service: 'eaglesTour' }));
    const request = page.waitForRequest(FUNCTION);
    await form.getByRole('button', { name: 'Buchungsanfrage senden' }).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    for (const key of ['flightNumber', 'suitcases', 'childSeatAges', 'returnDate', 'returnTime']) {
      expect(body, key).not.toHaveProperty(key);
    }
    await expect(page.getByTestId('booking-reference')).toHaveText(REFERENCE);
    await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);
  });

  test('the exact sight all the way: from /en/hellbrunn-palace to the form, the received view, both mails and the calendar', async ({
    page,
  }) => {
    const email = uniqueEmail('sight');
    await bookFrom(page, hrefOf('hellbrunn', 'en'), 'Request tour');
    await expect(page).toHaveURL(/\/en\/contact\?service=salzburgTour&tour=hellbrunn$/);
    const form = bookingPanel(page);
    await expect(form.getByRole('combobox', { name: 'Tour or sight' })).toHaveValue('hellbrunn');
    const facts = form.getByRole('region', { name: 'Hellbrunn Palace' });
    await expect(facts).toContainText('2–3 hours');
    await expect(facts).toContainText('€270 per vehicle, up to 7 guests');
    await fillBooking(page, bookingValues(email, { service: 'salzburgTour', passengers: '4' }), {
      locale: 'en',
    });
    const request = page.waitForRequest(FUNCTION);
    await form.getByRole('button', { name: 'Send booking request' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      service: 'salzburgTour',
      tour: 'hellbrunn',
    });
    await expect(page.locator('.booking-summary')).toContainText(
      'Hellbrunn Palace – 2–3 hours, €270 per vehicle, up to 7 guests',
    );
    await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);
    const mails = mailsMentioning(email).map((raw) => ({ raw, text: readableMail(raw) }));
    const operator = mails.find((mail) => mail.text.includes('Neue Buchungsanfrage'))!;
    const visitor = mails.find((mail) => mail !== operator)!;
    expect(operator.text).toMatch(/^Neue Buchungsanfrage SLZ-\w{4}: Schloss Hellbrunn am /);
    expect(operator.text).toContain(
      'Schloss Hellbrunn – 2–3 Stunden, 270 € pro Fahrzeug, bis zu 7 Gäste',
    );
    expect(visitor.text).toContain(
      'Hellbrunn Palace – 2–3 hours, €270 per vehicle, up to 7 guests',
    );
    for (const { raw } of mails) {
      const ics = calendarOf(raw);
      expect(ics).toMatch(/^SUMMARY:.*(Schloss Hellbrunn|Hellbrunn Palace)/m);
      expect(ics).toMatch(/DTSTART;TZID=Europe\/Vienna:\d{8}T143000/);
      expect(ics).toMatch(/DTEND;TZID=Europe\/Vienna:\d{8}T173000/);
    }
  });

  test("the Eagle's Nest takes six: a seventh guest in the V-Class is not let through", async ({
    page,
  }) => {
    await bookFrom(page, hrefOf('eaglesNest', 'en'), 'Request tour');
    const form = bookingPanel(page);
    await expect(form.getByRole('region', { name: 'Eagle’s Nest Tour' })).toContainText(
      '€540 per vehicle, up to 6 guests',
    );
    await form.getByRole('radio', { name: /V-Class/ }).check();
    const passengers = form.getByRole('spinbutton', { name: 'Passengers' });
    await passengers.fill('7');
    await expect(passengers).toHaveValue('6');
    await expect(form.getByText('Lowered from 7: at most 6 on this tour')).toBeVisible();
  });

  test('a long-distance destination opens the form with it filled in', async ({ page }) => {
    await page.goto(hrefOf('longDistance', 'en'));
    await page.locator('html[data-hydrated]').waitFor();
    const vienna = page.getByRole('link', { name: /^Vienna/ });
    await expect(vienna).toContainText('about 3 hours’ drive');
    await vienna.click();
    await expect(page).toHaveURL(/\/en\/contact\?service=longDistanceTrip&destination=vienna$/);
    await page.locator('html[data-hydrated]').waitFor();
    const form = bookingPanel(page);
    await expect(form.getByRole('textbox', { name: 'Destination', exact: true })).toHaveValue(
      'Vienna',
    );
    await expect(form.getByRole('combobox', { name: 'Service', exact: true })).toHaveValue(
      'longDistanceTrip',
    );
  });
});
