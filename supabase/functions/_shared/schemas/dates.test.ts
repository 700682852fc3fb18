import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessToday,
  calendarDateInZone,
  dateWindowCode,
  hoursUntilPickup,
  pickupBeforeAnswer,
  zonedInstant,
  isCalendarDate,
  localCalendarDate,
  localDateOfCalendarDay,
} from './dates.ts';
import { inTimeZone } from './time-zone-fixture.ts';

describe('dates', () => {
  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate(' 2026-04-01')).toBe(false);
  });

  it('finds the day in Vienna across the DST change', () => {
    expect(calendarDateInZone(new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(calendarDateInZone(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(calendarDateInZone(new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
  });

  it("gives Salzburg's today as that day's midnight on the device, in any zone", () => {
    for (const [zone, instant, day] of [
      ['America/New_York', '2026-06-02T02:00:00Z', 2], // 1 June, 22:00 there
      ['Asia/Tokyo', '2026-06-01T20:00:00Z', 1], // 2 June, 05:00 there
    ] as const) {
      inTimeZone(zone, () => {
        const today = businessToday(new Date(instant));
        expect([today.getMonth(), today.getDate(), today.getHours()], zone).toEqual([5, day, 0]);
      });
    }
  });

  it('turns a day into the local midnight it names, and back', () => {
    const day = localDateOfCalendarDay('2027-03-19')!;
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2027, 2, 19, 0,
    ]);
    expect(localCalendarDate(day)).toBe('2027-03-19');
    expect(localDateOfCalendarDay('2027-02-30')).toBeUndefined();
    expect(localDateOfCalendarDay('')).toBeUndefined();
  });

  it('adds days over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('checks the bookable window', () => {
    expect(dateWindowCode('2026-06-01', '2026-06-01', 0)).toBeNull();
    expect(dateWindowCode('2026-05-31', '2026-06-01', 0)).toBe('date_past');
    expect(dateWindowCode('2026-05-31', '2026-06-01', 1)).toBeNull();
    expect(dateWindowCode('2029-06-01', '2026-06-01', 0)).toBeNull();
    expect(dateWindowCode('2029-06-02', '2026-06-01', 0)).toBe('date_too_far');
  });
});

describe('zonedInstant', () => {
  it('reads a Vienna wall-clock time in winter, summer and around both changes of offset', () => {
    expect(zonedInstant('2026-11-26', '10:00').toISOString()).toBe('2026-11-26T09:00:00.000Z');
    expect(zonedInstant('2026-07-01', '10:00').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedInstant('2026-03-29', '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-10-25', '01:30').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(zonedInstant('2026-10-25', '03:30').toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('counts the hours until a pickup, negative once it passed', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(hoursUntilPickup('2026-11-26', '12:00', now)).toBe(1);
    expect(hoursUntilPickup('2026-11-26', '10:30', now)).toBe(-0.5);
  });

  it('finds a pickup that comes before the answer we promise, a day after the request', () => {
    // Received at 11:30 Vienna time (10:30 UTC); the answer is due the next day at 11:30.
    const received = '2026-11-26T10:30:00Z';
    expect(pickupBeforeAnswer('2026-11-26', '12:30', received)).toBe(true);
    expect(pickupBeforeAnswer('2026-11-27', '11:30', received)).toBe(true);
    expect(pickupBeforeAnswer('2026-11-27', '11:45', received)).toBe(false);
    expect(pickupBeforeAnswer('2026-12-10', '09:00', received)).toBe(false);
  });
});
