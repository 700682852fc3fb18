import { describe, expect, it } from 'vitest';
import { ages, clockTime, longDate, phoneText, unbroken } from './format.ts';

describe('where a mail lets a line break', () => {
  it('keeps a date’s day and month, a time and its Uhr, a baby’s age, an age and its unit together', () => {
    expect(longDate('2026-06-02', 'en')).toBe('Tuesday, 2\u00a0June 2026');
    expect(longDate('2026-06-02', 'de')).toBe('Dienstag, 02.06.2026');
    expect(clockTime('09:00', 'de')).toBe('09:00\u00a0Uhr');
    expect(clockTime('09:00', 'en')).toBe('09:00');
    expect(ages([4, 7], 'de')).toBe('4 und 7\u00a0Jahre');
    expect(ages([0], 'en')).toBe('under\u00a01\u00a0year');
    expect(ages([0, 3], 'de')).toBe('unter\u00a01 und 3\u00a0Jahre');
  });

  it('writes a fact and the phone number without a place to break', () => {
    expect(unbroken('Mercedes V-Klasse')).toBe('Mercedes\u00a0V\u2011Klasse');
    expect(phoneText).toBe('+43\u00a0662\u00a0870\u00a0870');
  });
});
