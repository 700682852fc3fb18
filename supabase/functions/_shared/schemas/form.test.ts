import { describe, expect, it } from 'vitest';
import { createBookingFormSchema, contactFormSchema, type BookingFormInput } from './form.ts';
import { toValidationIssues } from './issues.ts';
import { toBookingPayload, toContactPayload } from './mappers.ts';
import { inTimeZone } from './time-zone-fixture.ts';
import { createBookingPayloadSchema, contactPayloadSchema } from './payload.ts';

// Local noon on 1 June 2026, whatever zone the test runs in.
const NOW = new Date(2026, 5, 1, 12, 0);
const form = createBookingFormSchema({ now: () => NOW });

function bookingForm(overrides: Partial<BookingFormInput> = {}): BookingFormInput {
  return {
    firstName: 'Anna',
    lastName: 'Huber',
    email: 'anna@example.com',
    phone: ' +43 660 1234567 ',
    service: 'cityTour',
    date: new Date(2026, 5, 3),
    time: '09:00',
    passengers: 1,
    pickupLocation: 'Mirabellplatz 1',
    destination: 'Altstadt',
    carType: 'v-klasse',
    specialRequests: '',
    agbAccepted: true,
    privacyAccepted: true,
    ...overrides,
  };
}

function codes(result: ReturnType<typeof form.safeParse>) {
  return result.success ? [] : toValidationIssues(result.error).map((i) => `${i.path}:${i.code}`);
}

describe('bookingFormSchema', () => {
  it('accepts valid values', () => {
    expect(form.safeParse(bookingForm()).success).toBe(true);
  });

  it('requires both consent boxes', () => {
    expect(
      codes(form.safeParse(bookingForm({ agbAccepted: false, privacyAccepted: false }))),
    ).toEqual(['agbAccepted:agb_required', 'privacyAccepted:privacy_required']);
  });

  it('requires a date, today or later in the local calendar', () => {
    expect(codes(form.safeParse(bookingForm({ date: undefined })))).toEqual(['date:date_required']);
    expect(
      form.safeParse(bookingForm({ date: new Date(2026, 5, 1, 0, 0), time: '23:30' })).success,
    ).toBe(true);
    expect(codes(form.safeParse(bookingForm({ date: new Date(2026, 4, 31, 23, 59) })))).toEqual([
      'date:date_past',
    ]);
    expect(codes(form.safeParse(bookingForm({ date: new Date('invalid') })))).toEqual([
      'date:date_required',
    ]);
  });

  it("counts today from Salzburg's day, wherever the phone is set", () => {
    // 22:00 on 1 June in New York is 04:00 on 2 June in Salzburg: 1 June is over.
    inTimeZone('America/New_York', () => {
      const newYork = createBookingFormSchema({ now: () => new Date('2026-06-02T02:00:00Z') });
      expect(codes(newYork.safeParse(bookingForm({ date: new Date(2026, 5, 1) })))).toEqual([
        'date:date_past',
      ]);
    });
    // 05:00 on 2 June in Tokyo is 22:00 on 1 June in Salzburg: a ride at 23:30 is still ahead.
    inTimeZone('Asia/Tokyo', () => {
      const tokyo = createBookingFormSchema({ now: () => new Date('2026-06-01T20:00:00Z') });
      expect(
        tokyo.safeParse(bookingForm({ date: new Date(2026, 5, 1), time: '23:30' })).success,
      ).toBe(true);
    });
  });

  it('refuses a pickup today whose time has passed in Vienna', () => {
    const noonInVienna = createBookingFormSchema({ now: () => new Date('2026-06-01T10:00:00Z') });
    const today = new Date(2026, 5, 1);
    expect(codes(noonInVienna.safeParse(bookingForm({ date: today, time: '11:30' })))).toEqual([
      'time:pickup_past',
    ]);
    expect(noonInVienna.safeParse(bookingForm({ date: today, time: '12:30' })).success).toBe(true);
  });

  it('uses the same field rules and codes as the payload', () => {
    const result = form.safeParse({ agbAccepted: true, privacyAccepted: true });
    expect(codes(result)).toEqual([
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
    expect(codes(form.safeParse(bookingForm({ carType: 'e-klasse', passengers: 4 })))).toEqual([
      'passengers:passengers_car_max',
    ]);
  });
});

describe('contactFormSchema', () => {
  const valid = {
    name: 'Jo',
    email: 'jo@example.com',
    subject: 'Hi',
    message: '0123456789',
    agbAccepted: true,
    privacyAccepted: true,
  };

  it('accepts the minimum lengths and rejects one less', () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true);
    const result = contactFormSchema.safeParse({
      ...valid,
      name: 'J',
      subject: ' H ',
      message: '012345678',
      privacyAccepted: false,
    });
    expect(result.success).toBe(false);
    expect(toValidationIssues(result.error!).map((i) => i.code)).toEqual([
      'name_min',
      'subject_min',
      'message_min',
      'privacy_required',
    ]);
  });
});

describe('mappers', () => {
  it('maps booking form values to a payload the server schema accepts', () => {
    const values = form.parse(bookingForm());
    const payload = toBookingPayload(values, 'en');
    expect(payload).toEqual({
      type: 'booking',
      firstName: 'Anna',
      lastName: 'Huber',
      email: 'anna@example.com',
      phone: '+43 660 1234567',
      service: 'cityTour',
      date: '2026-06-03',
      time: '09:00',
      passengers: 1,
      pickupLocation: 'Mirabellplatz 1',
      destination: 'Altstadt',
      specialRequests: 'None',
      carType: 'v-klasse',
      locale: 'en',
    });
    expect(payload).not.toHaveProperty('agbAccepted');
    const server = createBookingPayloadSchema({ now: () => NOW });
    expect(server.parse(payload)).toEqual(payload);
  });

  it('formats the date in local calendar terms, not UTC', () => {
    // Just after local midnight: toISOString() would give the previous day east of UTC.
    const values = form.parse(bookingForm({ date: new Date(2026, 5, 3, 0, 5) }));
    expect(toBookingPayload(values, 'de').date).toBe('2026-06-03');
  });

  it('keeps special requests when given', () => {
    const values = form.parse(bookingForm({ specialRequests: ' Champagne ' }));
    expect(toBookingPayload(values, 'de').specialRequests).toBe('Champagne');
  });

  it('maps contact form values and drops the consent flags', () => {
    const values = contactFormSchema.parse({
      name: 'John',
      email: 'john@example.com',
      subject: 'Tour',
      message: 'Is the Eagles Nest open in May?',
      agbAccepted: true,
      privacyAccepted: true,
    });
    const payload = toContactPayload(values, 'en');
    expect(payload).toEqual({
      type: 'contact',
      name: 'John',
      email: 'john@example.com',
      subject: 'Tour',
      message: 'Is the Eagles Nest open in May?',
      locale: 'en',
    });
    expect(contactPayloadSchema.parse(payload)).toEqual(payload);
  });
});
