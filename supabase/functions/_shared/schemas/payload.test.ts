import { describe, expect, it } from 'vitest';
import { CAR_TYPES, LOCALES, TIME_SLOTS, typedWishes } from './constants.ts';
import { toValidationIssues } from './issues.ts';
import {
  contactPayloadSchema,
  createBookingPayloadSchema,
  createNotificationPayloadSchema,
} from './payload.ts';
import { FIXED_NOW, validBooking, validContact } from './test-fixtures.ts';

const booking = createBookingPayloadSchema({ now: () => FIXED_NOW });
const notification = createNotificationPayloadSchema({ now: () => FIXED_NOW });

function codes(
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  v: unknown,
) {
  const result = schema.safeParse(v);
  if (result.success) return [];
  return toValidationIssues(result.error as never).map((i) => `${i.path.join('.')}:${i.code}`);
}

describe('what a booking may choose', () => {
  it('a pick-up time every half hour of the day, in order', () => {
    const halfHours = Array.from(
      { length: 48 },
      (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    );
    expect(TIME_SLOTS).toEqual(halfHours);
    for (const time of TIME_SLOTS) {
      expect(booking.safeParse(validBooking({ time })).success, time).toBe(true);
    }
  });

  it('every car and every language the site offers is accepted', () => {
    for (const carType of CAR_TYPES) {
      expect(booking.safeParse(validBooking({ carType, passengers: 1 })).success, carType).toBe(
        true,
      );
    }
    for (const locale of LOCALES) {
      expect(booking.parse(validBooking({ locale })).locale).toBe(locale);
    }
  });
});

describe('bookingPayloadSchema', () => {
  it('accepts a valid booking and trims strings', () => {
    const result = booking.parse(validBooking({ firstName: '  Anna ', pickupLocation: ' Hotel ' }));
    expect(result.firstName).toBe('Anna');
    expect(result.pickupLocation).toBe('Hotel');
    expect(result.locale).toBe('de');
  });

  it("carries 'None' when special requests are empty or missing", () => {
    expect(booking.parse(validBooking({ specialRequests: '  ' })).specialRequests).toBe('None');
    const { specialRequests: _omit, ...rest } = validBooking();
    expect(booking.parse(rest).specialRequests).toBe('None');
  });

  it('reads its stand-in, and only it, as no special requests', () => {
    const parsed = (specialRequests: string) =>
      typedWishes(booking.parse(validBooking({ specialRequests })).specialRequests);
    expect(parsed('')).toBeUndefined();
    expect(parsed('A child seat, please')).toBe('A child seat, please');
    expect(typedWishes(undefined)).toBeUndefined();
  });

  it('defaults the locale to German and rejects unknown locales', () => {
    const { locale: _omit, ...rest } = validBooking();
    expect(booking.parse(rest).locale).toBe('de');
    expect(codes(booking, validBooking({ locale: 'fr' as never }))).toEqual([
      'locale:locale_invalid',
    ]);
  });

  it('reports every missing field with its own code', () => {
    expect(codes(booking, { type: 'booking' })).toEqual([
      'firstName:first_name_required',
      'lastName:last_name_required',
      'email:email_required',
      'phone:phone_required',
      'service:service_required',
      'date:date_required',
      'time:time_required',
      'passengers:passengers_range',
      'pickupLocation:pickup_required',
      'destination:destination_required',
      'carType:car_required',
    ]);
  });

  it('rejects blank required text after trimming', () => {
    expect(codes(booking, validBooking({ firstName: '   ', destination: '\t' }))).toEqual([
      'firstName:first_name_required',
      'destination:destination_required',
    ]);
  });

  it.each([
    ['2026-06-01', true], // today in Vienna
    ['2026-05-31', false], // a pickup never lies in the past
    ['2026-05-30', false],
    ['2029-06-01', true],
    ['2029-06-02', false],
  ])('date window: %s accepted=%s', (date, ok) => {
    expect(booking.safeParse(validBooking({ date })).success).toBe(ok);
  });

  it('uses the Vienna calendar: 23:30 UTC on 31 May is already 1 June there', () => {
    const lateSchema = createBookingPayloadSchema({ now: () => new Date('2026-05-31T23:30:00Z') });
    expect(lateSchema.safeParse(validBooking({ date: '2026-06-01' })).success).toBe(true);
    expect(codes(lateSchema, validBooking({ date: '2026-05-31' }))).toEqual(['date:date_past']);
  });

  it('refuses a pickup earlier today in Vienna at its time, and takes one a minute ahead', () => {
    // FIXED_NOW is 12:00 in Vienna (10:00 UTC, summer time).
    expect(codes(booking, validBooking({ date: '2026-06-01', time: '11:30' }))).toEqual([
      'time:pickup_past',
    ]);
    expect(booking.safeParse(validBooking({ date: '2026-06-01', time: '12:00' })).success).toBe(
      true,
    );
    const later = createBookingPayloadSchema({ now: () => new Date('2026-06-01T10:00:01Z') });
    expect(codes(later, validBooking({ date: '2026-06-01', time: '12:00' }))).toEqual([
      'time:pickup_past',
    ]);
  });

  it('lets a stored request replayed after its pickup through (dateWindow false)', () => {
    const stored = createBookingPayloadSchema({ now: () => FIXED_NOW, dateWindow: false });
    expect(stored.safeParse(validBooking({ date: '2026-06-01', time: '06:00' })).success).toBe(
      true,
    );
  });

  it.each(['2026-02-30', '2026-13-01', '2026-6-2', '02.06.2026', '2026-06-02T10:00', 'tomorrow'])(
    'rejects %s as not a calendar date',
    (date) => {
      expect(codes(booking, validBooking({ date }))).toEqual(['date:date_invalid']);
    },
  );

  it('reports past and far-future dates with their codes', () => {
    expect(codes(booking, validBooking({ date: '2020-01-01' }))).toEqual(['date:date_past']);
    expect(codes(booking, validBooking({ date: '2099-01-01' }))).toEqual(['date:date_too_far']);
  });

  it('accepts only the 48 slots as time', () => {
    for (const time of TIME_SLOTS)
      expect(booking.safeParse(validBooking({ time })).success).toBe(true);
    for (const time of ['14:15', '24:00', '9:00', '', '14:30:00']) {
      expect(codes(booking, validBooking({ time: time as never }))).toEqual(['time:time_required']);
    }
  });

  it('bounds passengers to whole numbers 1..20 and to the car', () => {
    for (const passengers of [0, 21, 2.5, -1, Number.NaN, '3']) {
      expect(codes(booking, validBooking({ passengers: passengers as never }))).toEqual([
        'passengers:passengers_range',
      ]);
    }
    expect(booking.safeParse(validBooking({ carType: 'e-klasse', passengers: 3 })).success).toBe(
      true,
    );
    expect(codes(booking, validBooking({ carType: 'e-klasse', passengers: 4 }))).toEqual([
      'passengers:passengers_car_max',
    ]);
    expect(booking.safeParse(validBooking({ carType: 'v-klasse', passengers: 7 })).success).toBe(
      true,
    );
    expect(codes(booking, validBooking({ carType: 'v-klasse', passengers: 8 }))).toEqual([
      'passengers:passengers_car_max',
    ]);
  });

  it('rejects unknown services and cars', () => {
    expect(codes(booking, validBooking({ service: 'helicopter' as never }))).toEqual([
      'service:service_required',
    ]);
    expect(codes(booking, validBooking({ carType: 's-klasse' as never }))).toEqual([
      'carType:car_required',
    ]);
  });

  it('bounds text lengths and refuses NUL characters', () => {
    expect(codes(booking, validBooking({ firstName: 'x'.repeat(201) }))).toEqual([
      'firstName:too_long',
    ]);
    expect(booking.safeParse(validBooking({ specialRequests: 'x'.repeat(5000) })).success).toBe(
      true,
    );
    expect(codes(booking, validBooking({ specialRequests: 'x'.repeat(5001) }))).toEqual([
      'specialRequests:too_long',
    ]);
    expect(codes(booking, validBooking({ lastName: 'Hu\u0000ber' }))).toEqual([
      'lastName:text_invalid',
    ]);
  });

  it('validates e-mail addresses', () => {
    for (const email of ['anna', 'anna@', 'a b@example.com', 'anna@example.com\r\nBcc: x@y.z']) {
      expect(codes(booking, validBooking({ email }))).toEqual(['email:email_invalid']);
    }
    // Empty is missing, not invalid: the visitor is told the address is required.
    for (const email of ['', '   ']) {
      expect(codes(booking, validBooking({ email }))).toEqual(['email:email_required']);
    }
    expect(booking.parse(validBooking({ email: ' anna@example.com ' })).email).toBe(
      'anna@example.com',
    );
  });

  it('treats a filled honeypot as a schema failure (the handler answers it before the schema)', () => {
    expect(booking.safeParse(validBooking({ website: '' })).success).toBe(true);
    expect(codes(booking, validBooking({ website: 'http://spam' }))).toEqual([
      'website:honeypot_filled',
    ]);
  });

  it('strips unknown keys instead of storing them', () => {
    const parsed = booking.parse({ ...validBooking(), admin: true });
    expect(parsed).not.toHaveProperty('admin');
  });
});

describe('the exact tour or sight', () => {
  it('is optional, and a known tour of the chosen service', () => {
    expect(codes(booking, validBooking())).toEqual([]);
    expect(codes(booking, validBooking({ service: 'salzburgTour', tour: 'hellbrunn' }))).toEqual(
      [],
    );
    expect(codes(booking, validBooking({ service: 'customService', tour: 'salzwelten' }))).toEqual(
      [],
    );
    expect(
      codes(booking, validBooking({ service: 'salzburgTour', tour: 'atlantis' as never })),
    ).toEqual(['tour:tour_invalid']);
    // A tour another service books does not go with this one.
    expect(codes(booking, validBooking({ service: 'airportTransfer', tour: 'hellbrunn' }))).toEqual(
      ['tour:tour_invalid'],
    );
  });

  it("holds the passengers to the tour's maximum, whatever the car seats", () => {
    const eaglesNest = { service: 'eaglesTour', tour: 'eaglesNest', carType: 'v-klasse' } as const;
    expect(codes(booking, validBooking({ ...eaglesNest, passengers: 6 }))).toEqual([]);
    expect(codes(booking, validBooking({ ...eaglesNest, passengers: 7 }))).toEqual([
      'passengers:passengers_tour_max',
    ]);
    // Without the tour named (an older client), the car's seats are the limit.
    expect(
      codes(booking, validBooking({ service: 'eaglesTour', carType: 'v-klasse', passengers: 7 })),
    ).toEqual([]);
  });

  it('accepts VIP transport as a service of its own', () => {
    expect(codes(booking, validBooking({ service: 'vipTransport' }))).toEqual([]);
  });
});

describe('contactPayloadSchema', () => {
  it('accepts a valid contact message', () => {
    expect(contactPayloadSchema.parse(validContact()).name).toBe('John Smith');
  });

  it('enforces the minimum lengths with codes', () => {
    expect(
      codes(contactPayloadSchema, validContact({ name: 'J', subject: 'W', message: 'short' })),
    ).toEqual(['name:name_min', 'subject:subject_min', 'message:message_min']);
    expect(codes(contactPayloadSchema, validContact({ email: 'nope' }))).toEqual([
      'email:email_invalid',
    ]);
  });
});

describe('notificationPayloadSchema', () => {
  it('dispatches on type', () => {
    expect(notification.parse(validBooking()).type).toBe('booking');
    expect(notification.parse(validContact()).type).toBe('contact');
  });

  it.each([null, 42, 'booking', [], {}, { type: 'order' }])('rejects %j with type_invalid', (v) => {
    const result = notification.safeParse(v);
    expect(result.success).toBe(false);
    expect(toValidationIssues(result.error!).map((i) => i.code)).toEqual(['type_invalid']);
  });
});

describe('one-line fields', () => {
  const forged = 'Hotel Sacher\r\nReferenz: SLZ-FAKE\r\nAnfrage-ID: 0000';
  it('are one line: line breaks and other control characters become a space', () => {
    const parsed = booking.parse(
      validBooking({
        firstName: 'Anna\nBcc: x',
        lastName: 'Hu\u2028ber',
        phone: '+43\t660\u0085123',
        pickupLocation: forged,
        destination: 'Airport\r\n\r\nReferenz: SLZ-FAKE',
        flightNumber: 'OS 123',
        specialRequests: 'Two lines\nstay two lines',
      }),
    );
    expect(parsed).toMatchObject({
      firstName: 'Anna Bcc: x',
      lastName: 'Hu ber',
      phone: '+43 660 123',
      pickupLocation: 'Hotel Sacher Referenz: SLZ-FAKE Anfrage-ID: 0000',
      destination: 'Airport Referenz: SLZ-FAKE',
      specialRequests: 'Two lines\nstay two lines',
    });
    const contact = contactPayloadSchema.parse(
      validContact({ name: 'John\r\nSmith', subject: 'Hi\r\nReferenz: SLZ-FAKE' }),
    );
    expect([contact.name, contact.subject]).toEqual(['John Smith', 'Hi Referenz: SLZ-FAKE']);
    expect(codes(booking, validBooking({ flightNumber: 'OS\r\n123' }))).toEqual([
      'flightNumber:flight_number_invalid',
    ]);
  });

  it('leave the message and special requests their paragraphs, one blank line between, other controls a space', () => {
    const message = 'Dear team,\r\n\r\ntwo\tcars\u2028in August?\u0007\rThanks';
    expect(contactPayloadSchema.parse(validContact({ message })).message).toBe(
      'Dear team,\n\ntwo cars\nin August?\nThanks',
    );
    const spaced = `Dear team,${'\n \n'.repeat(1500)}two cars, please`;
    expect(contactPayloadSchema.parse(validContact({ message: spaced })).message).toBe(
      'Dear team,\n\ntwo cars, please',
    );
    // The special requests alike: they are shown back to the visitor too.
    expect(booking.parse(validBooking({ specialRequests: spaced })).specialRequests).toBe(
      'Dear team,\n\ntwo cars, please',
    );
    // A control character inside is a space and counts; at either end it is trimmed: 10 as
    // sent, 9 as stored, too short.
    expect(codes(contactPayloadSchema, validContact({ message: '12345678\u00019' }))).toEqual([]);
    expect(
      codes(contactPayloadSchema, validContact({ message: ' \u00011234567\u00028 ' })),
    ).toEqual(['message:message_min']);
  });

  it('drop the bidi overrides and isolates that would show another text than was sent', () => {
    const parsed = booking.parse(
      validBooking({
        lastName: '\u202Eretsum\u202C',
        pickupLocation: '\u2067Hotel\u2069 Sacher',
        specialRequests: 'Bitte \u202Efdp.exe\u202C öffnen\nZeile \u202Azwei\u202C',
      }),
    );
    expect(parsed).toMatchObject({
      lastName: 'retsum',
      pickupLocation: 'Hotel Sacher',
      specialRequests: 'Bitte fdp.exe öffnen\nZeile zwei',
    });
    const contact = contactPayloadSchema.parse(
      validContact({ name: '\u202DJohn\u202C', subject: 'Hi \u2066x\u2069' }),
    );
    expect([contact.name, contact.subject]).toEqual(['John', 'Hi x']);
    // A right-to-left name keeps its letters and its marks, which reorder no word.
    expect(booking.parse(validBooking({ lastName: 'כהן\u200F' })).lastName).toBe('כהן\u200F');
  });

  it('count their limits on the value as it is stored', () => {
    // 'J' and a control character were two characters as sent and one as stored.
    expect(codes(contactPayloadSchema, validContact({ name: 'J\u0001', subject: '\tW' }))).toEqual([
      'name:name_min',
      'subject:subject_min',
    ]);
    expect(codes(booking, validBooking({ firstName: '\u0001\u0002' }))).toEqual([
      'firstName:first_name_required',
    ]);
  });
});

describe('text hygiene', () => {
  it('refuses unpaired surrogates but keeps real astral characters', () => {
    expect(codes(booking, validBooking({ pickupLocation: 'Hotel \ud800' }))).toEqual([
      'pickupLocation:text_invalid',
    ]);
    expect(booking.parse(validBooking({ pickupLocation: 'Hotel 🏨' })).pickupLocation).toBe(
      'Hotel 🏨',
    );
  });
});
