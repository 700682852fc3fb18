import { describe, expect, it } from 'vitest';
import { createBookingPayloadSchema } from './payload.ts';
import { BOOKING_FIELDS, givenFields } from './request-model.ts';
import { FIXED_NOW, validBooking } from './test-fixtures.ts';

const schema = createBookingPayloadSchema({ now: () => FIXED_NOW });

describe('the request model', () => {
  it("lists every field of the payload schema once, and nothing else (the e-mails' rows)", () => {
    const payloadKeys = Object.keys(schema.shape).filter((k) => k !== 'type' && k !== 'website');
    expect(BOOKING_FIELDS.map((f) => f.key).sort()).toEqual(payloadKeys.sort());
  });

  it('names a distinct snake_case column and a label in both languages for each', () => {
    const columns = BOOKING_FIELDS.map((f) => f.column);
    expect(new Set(columns).size).toBe(columns.length);
    for (const field of BOOKING_FIELDS) {
      expect(field.column).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(field.label.de.length).toBeGreaterThan(0);
      expect(field.label.en.length).toBeGreaterThan(0);
    }
  });

  it('gives the optional fields only when the request carries them', () => {
    const bare = givenFields(schema.parse(validBooking())).map((f) => f.key);
    expect(bare).not.toContain('flightNumber');
    const full = givenFields(
      schema.parse(
        validBooking({
          service: 'salzburgTour',
          tour: 'mirabell',
          flightNumber: 'OS 123',
          suitcases: 0,
          childSeatAges: [4],
          returnDate: '2026-06-09',
          returnTime: '18:00',
        }),
      ),
    ).map((f) => f.key);
    expect(full).toEqual(BOOKING_FIELDS.map((f) => f.key));
  });
});
