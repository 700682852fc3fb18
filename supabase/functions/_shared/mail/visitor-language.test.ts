import { describe, expect, it } from 'vitest';
import { leaksIn } from '../../../../tests/support/language-words.ts';
import { CAR_TYPES, LOCALES, SERVICES } from '../schemas/constants.ts';
import { createBookingPayloadSchema, contactPayloadSchema } from '../schemas/payload.ts';
import { FIXED_NOW, validBooking, validContact } from '../schemas/test-fixtures.ts';
import { composeBookingMails, composeContactMails } from './compose.ts';
import type { MailSettings, OutgoingMail } from './types.ts';

const settings: MailSettings = {
  from: { name: 'Prestige Limousines Salzburg', address: 'noreply@example.com' },
  operator: { name: 'Operator', address: 'operator@example.com' },
  brandName: 'Prestige Limousines Salzburg',
};
const meta = {
  id: '11111111-2222-4333-8444-555555555555',
  idempotencyKey: 'k',
  reference: 'SLZ-7K3M',
  receivedAt: FIXED_NOW,
};
const booking = createBookingPayloadSchema({ now: () => FIXED_NOW });

/** What the visitor reads: the subject, the text part and the HTML part's text. */
const readable = (mail: OutgoingMail) =>
  [mail.subject, mail.text, mail.html.replace(/<[^>]+>/g, ' ')].join('\n');

// The visitor's own values (names, places, subject) are theirs: neutral ones here.
const visitorValues = {
  firstName: 'Anna',
  lastName: 'Huber',
  pickupLocation: 'Hotel Sacher Salzburg',
  destination: 'Salzburg Mirabellplatz',
  specialRequests: '',
};

describe("the visitor's confirmation speaks the visitor's language only", () => {
  for (const locale of LOCALES) {
    it(`booking, every service and car, in ${locale}`, () => {
      for (const service of SERVICES) {
        for (const carType of CAR_TYPES) {
          const payload = booking.parse(
            validBooking({ ...visitorValues, service, carType, passengers: 2, locale }),
          );
          const { visitor } = composeBookingMails(payload, meta, settings);
          expect(leaksIn(readable(visitor), locale), `${service} ${carType}`).toEqual([]);
        }
      }
    });

    it(`contact, in ${locale}`, () => {
      const payload = contactPayloadSchema.parse(
        validContact({ name: 'Anna Huber', subject: 'Salzburg', locale }),
      );
      const { visitor } = composeContactMails(payload, meta, settings);
      expect(leaksIn(readable(visitor), locale)).toEqual([]);
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
      return composeContactMails(payload, meta, settings).visitor.text.split('\n')[1];
    };
    expect(first('en')).toMatch(/^Thank you for your message\./);
    expect(first('de')).toMatch(/^vielen Dank für Ihre Nachricht\./);
  });
});
