import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, icsText } from './ics.ts';

const event = {
  uid: 'id@send-notification',
  date: '2026-10-25',
  time: '23:30',
  durationMinutes: 60,
  summary: 'Flughafentransfer: Anna; Huber, 2 P.',
  description: 'Zeile 1\nZeile 2',
  location: 'Hotel\r\nX-Injected: 1',
};
const stamp = new Date('2026-06-01T10:00:00Z');
const organizer = { name: 'Prestige "Limousines"', address: 'noreply@example.com' };

describe('ics', () => {
  it('escapes TEXT values and keeps controls out', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    expect(icsText('a\r\nb\u0000c')).toBe('a\\nb c');
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const folded = foldLine(`DESCRIPTION:${'ä'.repeat(100)}`);
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'ä'.repeat(100)}`);
  });

  it('writes wall-clock times in Europe/Vienna, rolling over midnight', () => {
    const ics = buildIcs([event], organizer, stamp);
    expect(ics).toContain('DTSTART;TZID=Europe/Vienna:20261025T233000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/Vienna:20261026T003000\r\n');
    expect(ics).toContain('TZID:Europe/Vienna');
    expect(ics).toContain('DTSTAMP:20260601T100000Z');
    expect(ics).toContain('SUMMARY:Flughafentransfer: Anna\\; Huber\\, 2 P.');
    expect(ics).toContain('LOCATION:Hotel\\nX-Injected: 1');
    expect(ics.split('\r\n').some((line) => line.startsWith('X-Injected'))).toBe(false);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('holds one tentative VEVENT per leg, each with its own UID', () => {
    const back = {
      ...event,
      uid: 'id-return@send-notification',
      date: '2026-10-27',
      time: '09:00',
    };
    const ics = buildIcs([event, back], organizer, stamp);
    expect(ics.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2);
    expect(ics.match(/^STATUS:TENTATIVE$/gm)).toHaveLength(2);
    expect(ics).toContain('UID:id-return@send-notification');
    expect(ics).toContain('DTSTART;TZID=Europe/Vienna:20261027T090000');
    expect(ics.match(/^BEGIN:VTIMEZONE$/gm)).toHaveLength(1);
  });

  it('names the business as the organizer of every event, also of a cancellation', () => {
    const ics = buildIcs(
      [event, { ...event, uid: 'id-return@send-notification' }],
      organizer,
      stamp,
      'cancelled',
      2,
    );
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(
      ics.match(/^ORGANIZER;CN="Prestige Limousines":mailto:noreply@example\.com\r$/gm),
    ).toHaveLength(2);
  });

  it('leaves the location out when there is none', () => {
    const { location: _location, ...placeless } = event;
    expect(buildIcs([placeless], organizer, stamp)).not.toContain('LOCATION');
  });
});
