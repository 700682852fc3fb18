import { describe, expect, it } from 'vitest';
import { leaksIn } from '../../../../tests/support/language-words.ts';
import { BOOKABLE_SERVICE_VALUES } from '../schemas/bookable-services.ts';
import { BOOKABLE_TOURS, TOUR_IDS } from '../schemas/bookable-tours.ts';
import { CAR_TYPES, LOCALES } from '../schemas/constants.ts';
import { createBookingPayloadSchema, contactPayloadSchema } from '../schemas/payload.ts';
import { FIXED_NOW, validBooking, validContact } from '../schemas/test-fixtures.ts';
import { composeBookingMails, composeContactMails } from './compose.ts';
import { TEST_MAIL_META, TEST_MAIL_SETTINGS } from './test-fixtures.ts';
import type { OutgoingMail } from './types.ts';

const settings = TEST_MAIL_SETTINGS;
const meta = TEST_MAIL_META;
const booking = createBookingPayloadSchema({ now: () => FIXED_NOW });

/** What the reader reads: the subject, the text part and the HTML part's text. */
const readable = (mail: OutgoingMail) =>
  [mail.subject, mail.text, mail.html.replace(/<[^>]+>/g, ' ')].join('\n');
/** The calendar entry's summaries and descriptions, unescaped. */
const calendarText = (mail: OutgoingMail) =>
  (mail.attachments ?? [])
    .filter((a) => a.contentType.startsWith('text/calendar'))
    .map((a) =>
      a.content
        .replace(/\r\n /g, '')
        .replace(/\\([,;\\])/g, '$1')
        .replace(/\\n/g, '\n'),
    )
    .join('\n')
    .split('\n')
    .filter((line) => /^(SUMMARY|DESCRIPTION):/.test(line))
    .map((line) => line.replace(/^\w+:/, ''))
    .join('\n');

// The visitor's own values (names, places, subject) are theirs: neutral ones here.
const visitorValues = {
  firstName: 'Anna',
  lastName: 'Huber',
  pickupLocation: 'Hotel Sacher Salzburg',
  destination: 'Salzburg Mirabellplatz',
  specialRequests: '',
};
// Every optional detail, so their labels and values are read too.
const details = {
  flightNumber: 'OS 915',
  suitcases: 2,
  childSeatAges: [0, 4],
  returnDate: '2026-06-09',
  returnTime: '09:00',
};

describe("the visitor's confirmation speaks the visitor's language only, the operator's mail German", () => {
  for (const locale of LOCALES) {
    it(`booking, every service and car, with and without the details, in ${locale}`, () => {
      for (const service of BOOKABLE_SERVICE_VALUES) {
        for (const carType of CAR_TYPES) {
          for (const extra of [{}, details]) {
            const payload = booking.parse(
              validBooking({ ...visitorValues, ...extra, service, carType, passengers: 2, locale }),
            );
            const { visitor, operator } = composeBookingMails(payload, meta, settings);
            const what = `${service} ${carType} ${Object.keys(extra).length}`;
            expect(leaksIn(readable(visitor), locale), what).toEqual([]);
            expect(leaksIn(calendarText(visitor), locale), what).toEqual([]);
            expect(leaksIn(readable(operator), 'de'), what).toEqual([]);
            expect(leaksIn(calendarText(operator), 'de'), what).toEqual([]);
          }
        }
      }
    });

    it(`booking, every tour and sight, in ${locale}`, () => {
      for (const tour of TOUR_IDS) {
        const payload = booking.parse(
          validBooking({
            ...visitorValues,
            service: BOOKABLE_TOURS[tour].service,
            tour,
            carType: 'v-klasse',
            passengers: 2,
            locale,
          }),
        );
        const { visitor, operator } = composeBookingMails(payload, meta, settings);
        expect(leaksIn(readable(visitor), locale), tour).toEqual([]);
        expect(leaksIn(calendarText(visitor), locale), tour).toEqual([]);
        expect(leaksIn(readable(operator), 'de'), tour).toEqual([]);
        expect(readable(visitor), tour).toContain(BOOKABLE_TOURS[tour].mailName[locale]);
      }
    });

    it(`contact, in ${locale}`, () => {
      const payload = contactPayloadSchema.parse(
        validContact({
          name: 'Anna Huber',
          subject: 'Salzburg',
          message: 'Salzburg Mirabellplatz 4',
          locale,
        }),
      );
      const { visitor, operator } = composeContactMails(payload, meta, settings);
      expect(leaksIn(readable(visitor), locale)).toEqual([]);
      expect(leaksIn(readable(operator), 'de')).toEqual([]);
    });
  }

  it('names the cars in English in English', () => {
    const payload = booking.parse(
      validBooking({ carType: 'v-klasse', passengers: 5, locale: 'en' }),
    );
    expect(composeBookingMails(payload, meta, settings).visitor.text).toContain('Mercedes V-Class');
  });

  it('starts the English letter after the greeting with a capital, the German one as German does', () => {
    const first = (locale: 'de' | 'en') => {
      const payload = contactPayloadSchema.parse(validContact({ locale }));
      const lines = composeContactMails(payload, meta, settings).visitor.text.split('\n');
      return lines[lines.findIndex((line) => /^(Dear|Guten Tag) /.test(line)) + 2];
    };
    expect(first('en')).toMatch(/^Thank you for your message\./);
    expect(first('de')).toMatch(/^vielen Dank für Ihre Nachricht\./);
  });
});
