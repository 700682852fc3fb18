/**
 * The mails at a phone's width in a real browser: one long word a visitor pasted (a map link, a
 * booking code) must wrap, not widen the whole mail, which a phone's mail app then shrinks to
 * unreadable text.
 */
import { expect, test } from '@playwright/test';
import { composeBookingMails } from '#shared/mail/compose.ts';
import { decisionMail } from '#shared/mail/decision-mails.ts';
import { NARROW_MAIL_MAX } from '#shared/mail/mail-html.ts';
import {
  operatorDecisionReceipt,
  operatorReminder,
} from '#shared/mail/operator-lifecycle-mails.ts';
import { TEST_MAIL_META, TEST_MAIL_SETTINGS } from '#shared/mail/test-fixtures.ts';
import { BOOKABLE_SERVICE_VALUES } from '#shared/schemas/bookable-services.ts';
import { BOOKABLE_TOURS, TOUR_IDS } from '#shared/schemas/bookable-tours.ts';
import { LOCALES } from '#shared/schemas/constants.ts';
import { createBookingPayloadSchema } from '#shared/schemas/payload.ts';
import { FIXED_NOW, validBooking } from '#shared/schemas/test-fixtures.ts';
import { linesOfTexts } from './support/text-lines.ts';
import { SCREENS } from './support/screens.ts';

const settings = TEST_MAIL_SETTINGS;
const meta = TEST_MAIL_META;
const LONG = `maps/place/Hotel-Sacher-Salzburg/@47.8003,13.0437,17z/data=${'x4776'.repeat(24)}`;
const confirmed = { priceCents: 54_000, meetingPoint: LONG, message: LONG };

test('every mail of a booking fits a 390 px phone with one long word in it', async ({ page }) => {
  await page.setViewportSize(SCREENS.phone);
  const mails = [];
  for (const locale of LOCALES) {
    const booking = createBookingPayloadSchema({ now: () => FIXED_NOW }).parse(
      validBooking({ locale, specialRequests: `Pick us up here: ${LONG}` }),
    );
    mails.push(...Object.values(composeBookingMails(booking, meta, settings)));
    mails.push(decisionMail('confirmed', booking, meta, confirmed, settings));
    mails.push(operatorDecisionReceipt('confirmed', booking, meta, confirmed, settings));
  }
  expect(mails).toHaveLength(8);
  expect(mails.filter((mail) => mail.html.includes('x4776x4776'))).toHaveLength(8);
  for (const mail of mails) {
    await page.setContent(mail.html);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, mail.subject).toBeLessThanOrEqual(390);
  }
});

test("the operator's line of people, luggage, seats and car breaks between words only, down to 300 px", async ({
  page,
}) => {
  // As many child seats as the biggest car takes: the ages' list is long enough to need a break.
  const booking = createBookingPayloadSchema({ now: () => FIXED_NOW }).parse(
    validBooking({
      passengers: 7,
      suitcases: 7,
      carType: 'v-klasse',
      childSeatAges: [0, 0, 2, 3, 5, 8, 11],
    }),
  );
  const { operator } = composeBookingMails(booking, meta, settings);
  // Each short fact stays whole; the ages' list may break between its items.
  expect(operator.text).toContain(
    '7\u00a0Personen\u00a0· 7\u00a0Koffer\u00a0· 7\u00a0Kindersitze\u00a0(unter\u00a01, unter\u00a01, 2, 3, 5, 8 und 11\u00a0Jahre)\u00a0· Mercedes\u00a0V\u2011Klasse',
  );
  await page.setContent(operator.html);
  const line = page
    .locator('p, td, div')
    .filter({ hasText: /^7\u00a0Personen/ })
    .last();
  const words = (await line.textContent())!.split(/[ \u00a0]+/);
  expect(words.length).toBeGreaterThan(15);
  for (let width = 300; width <= 420; width += 6) {
    await page.setViewportSize({ width, height: 700 });
    const broken = (await line.evaluate(linesOfTexts, words))
      .filter((seen) => 'missing' in seen || seen.lines > 1 || seen.out)
      .map((seen) => seen.text);
    expect(broken, `at ${width} px`).toEqual([]);
  }
});

test("every mail's headline breaks between words only, down to 300 px, for every service and tour", async ({
  page,
}) => {
  const parse = createBookingPayloadSchema({ now: () => FIXED_NOW }).parse;
  const bookings = LOCALES.flatMap((locale) => [
    ...BOOKABLE_SERVICE_VALUES.map((service) => parse(validBooking({ locale, service }))),
    ...TOUR_IDS.map((tour) =>
      parse(validBooking({ locale, service: BOOKABLE_TOURS[tour].service, tour })),
    ),
  ]);
  const mails = bookings.flatMap((booking) => [
    ...Object.values(composeBookingMails(booking, meta, settings)),
    operatorReminder(booking, meta, settings),
    ...(['confirmed', 'declined', 'cancelled'] as const).flatMap((status) => [
      decisionMail(status, booking, meta, { ...confirmed, reason: 'Fully booked' }, settings),
      operatorDecisionReceipt(status, booking, meta, confirmed, settings),
    ]),
  ]);
  // Every mail draws its headline alike (mail-html.ts), and a word breaks inside itself only
  // when it is wider than the line: one headline holds every word of them all, once. A word may
  // break after its own hyphen ('Salzburg-|Stadttour'), nowhere else.
  await page.setContent(mails[0]!.html);
  const headline = page.locator('h1');
  const all = mails.map((mail) => /<h1[^>]*>(.*?)<\/h1>/s.exec(mail.html)![1]!).join(' ');
  const text = await headline.evaluate((h1, html) => ((h1.innerHTML = html), h1.textContent!), all);
  const words = [...new Set(text.split(/[ \u00a0]+|(?<=-)/))];
  expect(words).toContain('Langstreckenfahrten');
  await headline.evaluate((h1, unique) => (h1.textContent = unique.join(' ')), words);
  const broken: string[] = [];
  // The narrowest width of each type size (mail-html.ts): what fits there fits wider.
  for (const width of [300, NARROW_MAIL_MAX + 1]) {
    await page.setViewportSize({ width, height: 700 });
    for (const seen of await headline.evaluate(linesOfTexts, words)) {
      if ('missing' in seen || seen.lines > 1 || seen.out) broken.push(`${width} px: ${seen.text}`);
    }
  }
  expect(broken).toEqual([]);
});
