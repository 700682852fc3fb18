import { describe, expect, it } from 'vitest';
import { createBookingPayloadSchema } from './payload.ts';
import { FIXED_NOW, validBooking } from './test-fixtures.ts';

const schema = createBookingPayloadSchema({ now: () => FIXED_NOW });

function codes(overrides: Record<string, unknown>) {
  const result = schema.safeParse(validBooking(overrides));
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
}

describe('booking details in the payload', () => {
  it('accepts the spec payload without any of them', () => {
    const parsed = schema.parse(validBooking());
    expect(parsed.flightNumber).toBeUndefined();
    expect(parsed.returnDate).toBeUndefined();
  });

  it('stores the flight or train number upper-cased, one space between its parts', () => {
    expect(schema.parse(validBooking({ flightNumber: ' os  123 ' })).flightNumber).toBe('OS 123');
    expect(schema.parse(validBooking({ flightNumber: 'rjx166' })).flightNumber).toBe('RJX166');
    // As a ticket prints it.
    expect(schema.parse(validBooking({ flightNumber: 'ba-2676' })).flightNumber).toBe('BA 2676');
    expect(schema.parse(validBooking({ flightNumber: '' })).flightNumber).toBeUndefined();
  });

  it.each([['OS_123'], ['OS 123 4567'], ['LH<b>'], [123]])('refuses flight number %j', (value) => {
    expect(codes({ flightNumber: value })).toEqual(['flightNumber:flight_number_invalid']);
  });

  // 'Straße 123' passed the limit as typed and became 'STRASSE 123' (11): the database refused
  // it, a 500 on every retry. 102 letters grow when upper-cased; the limit holds what is stored.
  it.each([['Straße 123'], ['ßßßßßß'], ['ﬀ'.repeat(6)], ['ŉ'.repeat(10)], ['ΐ'.repeat(4)]])(
    'refuses flight number %j, which grows past the limit when upper-cased',
    (value) => {
      expect(codes({ flightNumber: value })).toEqual(['flightNumber:flight_number_invalid']);
    },
  );

  it('takes a flight number whose upper-cased form fits', () => {
    expect(schema.parse(validBooking({ flightNumber: 'Straße 12' })).flightNumber).toBe(
      'STRASSE 12',
    );
    expect(schema.parse(validBooking({ flightNumber: 'ßßßßß' })).flightNumber).toBe('S'.repeat(10));
  });

  it.each([[-1], [21], [1.5], ['2']])('refuses %j suitcases', (value) => {
    expect(codes({ suitcases: value })).toEqual(['suitcases:suitcases_range']);
  });

  it('takes 0 to 20 suitcases', () => {
    expect(codes({ suitcases: 0 })).toEqual([]);
    expect(codes({ suitcases: 20 })).toEqual([]);
  });

  it('takes one age from 0 to 12 per child seat, no more seats than passengers', () => {
    expect(codes({ passengers: 3, childSeatAges: [0, 4, 12] })).toEqual([]);
    expect(codes({ passengers: 2, childSeatAges: [4, 6, 8] })).toEqual([
      'childSeatAges:child_seats_max',
    ]);
    expect(codes({ childSeatAges: [13] })).toEqual(['childSeatAges.0:child_age_range']);
    expect(codes({ childSeatAges: [-1] })).toEqual(['childSeatAges.0:child_age_range']);
    expect(codes({ childSeatAges: [2.5] })).toEqual(['childSeatAges.0:child_age_range']);
    expect(codes({ childSeatAges: 4 })).toEqual(['childSeatAges:child_age_range']);
    expect(schema.parse(validBooking({ childSeatAges: [] })).childSeatAges).toBeUndefined();
  });

  it('takes a return date and time together or not at all', () => {
    expect(codes({ returnDate: '2026-06-05', returnTime: '10:00' })).toEqual([]);
    expect(codes({ returnDate: '2026-06-05' })).toEqual(['returnTime:return_incomplete']);
    expect(codes({ returnTime: '10:00' })).toEqual(['returnDate:return_incomplete']);
    expect(codes({ returnDate: '2026-02-30', returnTime: '10:00' })).toEqual([
      'returnDate:return_date_invalid',
    ]);
    expect(codes({ returnDate: '2026-06-05', returnTime: '10:15' })).toEqual([
      'returnTime:return_incomplete',
    ]);
  });

  it("takes a return date within the outbound date's window only (three years ahead)", () => {
    // Today is 1 June 2026 in Vienna. The year 9999 reached both calendar files as 100000101.
    expect(codes({ returnDate: '2029-06-01', returnTime: '10:00' })).toEqual([]);
    for (const returnDate of ['2029-06-02', '9999-12-31', '2999-01-01']) {
      expect(codes({ returnDate, returnTime: '10:00' }), returnDate).toEqual([
        'returnDate:date_too_far',
      ]);
    }
    // A stored request recognised later is any real day, as its outbound date is.
    const stored = createBookingPayloadSchema({ now: () => FIXED_NOW, dateWindow: false });
    expect(
      stored.safeParse(validBooking({ returnDate: '2029-06-02', returnTime: '10:00' })).success,
    ).toBe(true);
  });

  it('refuses a return before the outbound trip', () => {
    // The outbound trip of validBooking: 2 June 2026, 14:30.
    expect(codes({ returnDate: '2026-06-01', returnTime: '18:00' })).toEqual([
      'returnDate:return_before_outbound',
    ]);
    expect(codes({ returnDate: '2026-06-02', returnTime: '14:30' })).toEqual([
      'returnTime:return_before_outbound',
    ]);
    expect(codes({ returnDate: '2026-06-02', returnTime: '15:00' })).toEqual([]);
  });

  it('accepts the train station transfer', () => {
    expect(codes({ service: 'trainTransfer', flightNumber: 'RJX 166' })).toEqual([]);
  });
});
