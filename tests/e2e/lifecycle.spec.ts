import ICAL from 'ical.js';
import { type Browser, type Page } from '@playwright/test';
import { pathOf } from '../../src/content/page-paths.ts';
import { LOCALES, type Locale } from '../../src/lib/locales.ts';
import { leaksIn } from '../support/language-words.ts';
import {
  bookingPanel,
  bookingValues,
  fillBooking,
  fillDetails,
  type BookingDetails,
  type BookingValues,
} from './support/contact-form.ts';
import { calendarOf, mailsMentioning, readableMail, uniqueEmail } from './support/sent-mails.ts';
import { linesOfTexts } from './support/text-lines.ts';
import { expectWholeAtEveryWidth } from './support/whole-at-every-width.ts';
import { expect, openAt, test } from './support/fixtures.ts';
import { PHONE } from './support/screens.ts';

/**
 * The booking's whole life in Chromium (docs/decisions/booking-lifecycle.md): a visitor books
 * on a phone; the operator opens the request from the operator's e-mail, signs in and decides;
 * the visitor's mail says so in the visitor's language, with the calendar entry updated, and
 * the visitor's "My requests" and status page say it too.
 */
const PASSPHRASE = process.env.OPERATOR_PASSPHRASE ?? 'e2e-operator-passphrase-2026';

const words = {
  de: {
    received: 'Buchung eingegangen',
    notConfirmed: /Sie ist noch nicht bestätigt: Wir prüfen die Verfügbarkeit/,
    send: 'Buchungsanfrage senden',
    confirmedBadge: 'Bestätigt',
    declinedBadge: 'Abgelehnt',
    confirmedTitle: 'Ihre Buchung ist bestätigt',
    declinedTitle: 'Leider keine Zusage',
    confirmedSubject: 'bestätigt',
    price: '540 €',
    mailPrice: '540\u00a0€',
    statusLink: 'Anfrage verfolgen',
    destination: 'Flughafen München',
    special: 'Zwei Kindersitze, bitte.',
    meetingPoint: 'Ankunftshalle, mit Namensschild',
    reason: 'Beide Wagen sind an diesem Nachmittag gebucht.',
  },
  en: {
    received: 'Booking received',
    notConfirmed: /It is not yet confirmed: we are checking availability/,
    send: 'Send booking request',
    confirmedBadge: 'Confirmed',
    declinedBadge: 'Declined',
    confirmedTitle: 'Your booking is confirmed',
    declinedTitle: 'We cannot confirm your request',
    confirmedSubject: 'confirmed',
    price: '€540',
    mailPrice: '€540',
    statusLink: 'Track your request',
    destination: 'Munich Airport',
    special: 'Two child seats, please.',
    meetingPoint: 'Arrivals hall, with a name sign',
    reason: 'Both cars are booked that afternoon.',
  },
} as const;

/** Every detail a booking may carry, so that the pages showing it draw every row they have. */
const EVERY_DETAIL: BookingDetails = {
  flightNumber: 'OS 123',
  suitcases: '4',
  childAges: ['1', '4', '11'],
  returnDaysAfter: 3,
  returnTime: '18:00',
};

/** The visitor books on a phone and reads the received view; answers the reference. */
async function book(
  browser: Browser,
  locale: Locale,
  email: string,
  extra: Partial<BookingValues> = {},
  details?: BookingDetails,
) {
  const context = await browser.newContext({
    ...PHONE,
    locale: locale === 'en' ? 'en-GB' : 'de-AT',
  });
  const page = await context.newPage();
  await openAt(page, pathOf('contact', locale));
  // What the visitor types is in their language too: the pages show it back. A special request
  // brings the console's section of the guest's own words and a long row of the status page.
  const values = bookingValues(email, {
    daysAhead: 5,
    destination: words[locale].destination,
    special: words[locale].special,
    ...extra,
  });
  await fillBooking(page, values, { locale });
  if (details) await fillDetails(page, details, locale);
  await bookingPanel(page).getByRole('button', { name: words[locale].send }).click();
  await expect(page.getByRole('heading', { name: words[locale].received })).toBeVisible();
  await expect(bookingPanel(page)).toContainText(words[locale].notConfirmed);
  const reference = (await page.getByTestId('booking-reference').textContent())!;
  expect(reference).toMatch(/^SLZ-[2-9A-Z]{4}$/);
  return { page, reference };
}

/** The operator's mail of a new request, and the console address its button leads to. */
async function operatorLink(email: string): Promise<string> {
  await expect
    .poll(() => mailsMentioning(email).filter((mail) => /^To: .*operator@/m.test(mail)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const mail = mailsMentioning(email).find((raw) => /^To: .*operator@/m.test(raw))!;
  const path = /\/betrieb\/anfrage\/SLZ-[2-9A-Z]{4}/.exec(readableMail(mail))?.[0];
  expect(path, 'the operator mail links to the request in the console').toBeTruthy();
  return path!;
}

/** The operator opens the link on a phone: the console asks for the passphrase first. */
async function openAsOperator(browser: Browser, path: string, reference: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, locale: 'de-AT' });
  const page = await context.newPage();
  await openAt(page, path);
  await page.getByLabel('Passphrase').fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  return page;
}

/** The visitor's mails about this request (not the operator's), newest last by their kind. */
function visitorMails(email: string): string[] {
  return mailsMentioning(email).filter((mail) => !/^To: .*operator@/m.test(mail));
}

function parsedCalendar(raw: string) {
  const calendar = new ICAL.Component(ICAL.parse(calendarOf(raw)));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence') ?? 0,
    status: event.getFirstPropertyValue('status'),
  };
}

/** "My requests" on the visitor's phone, then the request's own status page. */
async function expectVisitorSees(
  page: Page,
  locale: Locale,
  reference: string,
  badge: string,
  title: string,
) {
  await openAt(page, pathOf('requests', locale));
  const card = page.getByRole('link', { name: new RegExp(reference) });
  await expect(card).toContainText(badge);
  await expectWholeAtEveryWidth(page, pathOf('requests', locale));
  await card.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // The same address, a new page to the visitor: the focus starts on its content, as on any
  // other page (the card pressed is gone).
  await expect(page.locator('#main')).toBeFocused();
  // The tab names the request, not the list whose address it shares.
  await expect(page).toHaveTitle(new RegExp(`^[^|]+ ${reference} \\|`));
  await expect(page.getByTestId('status-reference')).toHaveText(reference);
  await expectWholeAtEveryWidth(page, `${pathOf('requests', locale)}#${reference}`);
  expect(leaksIn(await page.locator('main').innerText(), locale), page.url()).toEqual([]);
  // Back to the list by the page's own link: its title, the focus on the content again.
  await page.locator('.request-page__back').click();
  await expect(card).toBeVisible();
  await expect(page).not.toHaveTitle(new RegExp(reference));
  await expect(page.locator('#main')).toBeFocused();
  // And to the request again, where the callers read on.
  await card.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

for (const locale of LOCALES) {
  test(`${locale}: booked on a phone, confirmed by the operator from the mail, confirmed for the visitor`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(`lifecycle-confirm-${locale}`);
    // Every detail, so that the confirmed status page draws every row of its itinerary.
    const visitor = await book(browser, locale, email, {}, EVERY_DETAIL);
    const path = await operatorLink(email);
    expect(path).toBe(`/betrieb/anfrage/${visitor.reference}`);

    // The received view's link opens the request's status page: requested.
    await visitor.page.getByRole('link', { name: words[locale].statusLink }).click();
    await expect(visitor.page.getByTestId('status-reference')).toHaveText(visitor.reference);
    // A new address, whose head the app sets after the view's title: the request's still wins.
    await expect(visitor.page).toHaveTitle(new RegExp(` ${visitor.reference} \\|`));

    const operator = await openAsOperator(browser, path, visitor.reference);
    // Confirmed without a price from further down, the price field takes the focus with its
    // label in view: it once stopped right under the header, its label hidden behind it.
    const price = operator.getByLabel(/Preis \(€\)/);
    await price.evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().top - 40));
    await operator.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(price).toBeFocused();
    const [labelTop, headerBottom] = await operator.evaluate(() => [
      document.querySelector('label[for="decision-priceCents"]')!.getBoundingClientRect().top,
      document.querySelector('.site-header')!.getBoundingClientRect().bottom,
    ]);
    expect(labelTop).toBeGreaterThanOrEqual(headerBottom);
    await price.fill('540');
    await operator.getByLabel('Treffpunkt').fill(words[locale].meetingPoint);
    await operator.getByRole('button', { name: 'Für 540 € bestätigen' }).click();
    const decided = operator.getByRole('heading', { name: 'Entscheidung: Bestätigt' });
    await expect(decided).toBeFocused();
    // The decision's card at the top of the phone's screen, clear of the toast at the bottom: it
    // had stopped at the screen's foot, its rows under the toast.
    await expect
      .poll(() =>
        decided.evaluate((heading) => {
          const top = heading.closest('section')!.getBoundingClientRect().top;
          const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
          return top >= header - 1 && top < window.innerHeight / 3;
        }),
      )
      .toBe(true);
    if (locale === 'en') {
      // The English flag shows the same request in English, with no German in it.
      await operator.getByRole('link', { name: 'English', exact: true }).first().click();
      await expect(operator).toHaveURL(new RegExp(`/en/operator/request/${visitor.reference}$`));
      await expect(operator.getByRole('heading', { name: 'Decision: Confirmed' })).toBeVisible();
      expect(leaksIn(await operator.locator('main').innerText(), 'en')).toEqual([]);
    }

    // The visitor's confirmation: in their language, with the reference, the price and the
    // calendar entry updated (the first mail's UID, SEQUENCE:1, CONFIRMED).
    await expect.poll(() => visitorMails(email).length, { timeout: 15_000 }).toBe(2);
    const mails = visitorMails(email).map((raw) => ({ raw, text: readableMail(raw) }));
    const confirmation = mails.find((mail) => mail.text.includes(words[locale].mailPrice));
    const first = mails.find((mail) => mail !== confirmation);
    const subject = confirmation!.text.split('\n')[0]!;
    expect(subject).toContain(visitor.reference);
    expect(subject).toContain(words[locale].confirmedSubject);
    expect(confirmation!.text).toContain(words[locale].mailPrice);
    const before = parsedCalendar(first!.raw);
    const after = parsedCalendar(confirmation!.raw);
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(1);
    expect(after.status).toBe('CONFIRMED');

    await expectVisitorSees(
      visitor.page,
      locale,
      visitor.reference,
      words[locale].confirmedBadge,
      words[locale].confirmedTitle,
    );
    await expect(visitor.page.getByTestId('status-price')).toHaveText(words[locale].price);
  });

  test(`${locale}: booked on a phone, declined by the operator with a reason`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(`lifecycle-decline-${locale}`);
    // A long name, which once pushed its card in the operator's list past the next one, and
    // every detail, so that the console draws every row it has.
    const visitor = await book(
      browser,
      locale,
      email,
      { firstName: 'Maximiliane-Theresia', lastName: 'Schwarzenberg-Liechtensteinerhof' },
      EVERY_DETAIL,
    );
    // The received view with every detail and its next steps, whole at every width and text size
    // (the sweep sees the form only): with 24 px text its steps once ran past a 390 px phone.
    await expect(visitor.page.locator('.next-steps li')).toHaveCount(3);
    await expectWholeAtEveryWidth(visitor.page, `${pathOf('contact', locale)}, received`);
    const operator = await openAsOperator(browser, await operatorLink(email), visitor.reference);
    for (const row of ['Flugnummer', 'Koffer', 'Kindersitze (Alter)', 'Uhrzeit']) {
      await expect(operator.locator('.facts dt', { hasText: row }).first()).toBeVisible();
    }
    // The guest's own words under their title, as in the operator's mail.
    await expect(operator.locator('.request-fields__text')).toHaveText(words[locale].special);
    // The request and the decision form hold their text from the narrowest phone to a desktop.
    await expectWholeAtEveryWidth(operator, '/betrieb/anfrage');
    // Its line of people, luggage, seats and car breaks between facts, never inside a short one
    // ('4' / 'Koffer', 'V-' / 'Klasse'), wherever a width puts the line's end.
    const load = operator.locator('.overview__load');
    for (let width = 320; width <= 600; width += 7) {
      await operator.setViewportSize({ width, height: 844 });
      const facts = (await load.textContent())!.split('\u00a0· ');
      expect(facts.length, 'people, luggage, seats and car').toBeGreaterThanOrEqual(4);
      // The seats' ages may wrap (32 px text); every other fact is short.
      const short = facts.filter((fact) => !fact.includes('('));
      const broken = (await load.evaluate(linesOfTexts, short))
        .filter((seen) => 'missing' in seen || seen.lines > 1)
        .map((seen) => seen.text);
      expect(broken, `at ${width} px`).toEqual([]);
    }
    await operator.setViewportSize(PHONE.viewport);
    await operator.getByRole('button', { name: 'Ablehnen' }).click();
    await operator.getByLabel(/Grund/).fill(words[locale].reason);
    await operator.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(operator.getByRole('heading', { name: 'Entscheidung: Abgelehnt' })).toBeVisible();

    // The decided requests, this one among them: every card holds its text, phone to desktop.
    await operator.getByRole('link', { name: 'Alle Anfragen' }).click();
    await operator.getByRole('button', { name: /^Entschieden/ }).click();
    await expect(operator.getByRole('link', { name: new RegExp(visitor.reference) })).toBeVisible();
    await expectWholeAtEveryWidth(operator, '/betrieb');

    await expect.poll(() => visitorMails(email).length, { timeout: 15_000 }).toBe(2);
    const decline = visitorMails(email).find((raw) =>
      readableMail(raw).includes(words[locale].reason),
    )!;
    expect(readableMail(decline)).toContain(visitor.reference);
    expect(parsedCalendar(decline)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });

    await expectVisitorSees(
      visitor.page,
      locale,
      visitor.reference,
      words[locale].declinedBadge,
      words[locale].declinedTitle,
    );
    await expect(visitor.page.getByText(words[locale].reason)).toBeVisible();
  });
}
