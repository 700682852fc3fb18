import { describe, expect, it } from 'vitest';
import { formatClock, formatDay, formatShortDay, formatViennaTime } from './display.ts';

// A line break between a day and its month, or a time and its 'Uhr', reads badly.
describe('dates and times as the pages write them', () => {
  it("keeps a day's number and its month on one line", () => {
    expect(formatDay('2026-12-01', 'de', 'long')).toBe('Dienstag, 1.\u00a0Dezember 2026');
    expect(formatDay('2026-12-01', 'en', 'long')).toBe('Tuesday, 1\u00a0December 2026');
    expect(formatShortDay('2026-12-05', 'de', '2026')).toBe('Sa., 5.\u00a0Dez.');
    expect(formatShortDay('2026-12-05', 'en', '2026')).toBe('Sat 5\u00a0Dec');
  });

  it("keeps a German time and its 'Uhr' on one line", () => {
    expect(formatClock('14:30', 'de')).toBe('14:30\u00a0Uhr');
    expect(formatClock('14:30', 'en')).toBe('14:30');
    expect(formatViennaTime('2026-12-01T13:30:00Z', 'de')).toBe(
      'Dienstag, 1.\u00a0Dezember, 14:30\u00a0Uhr',
    );
  });
});
