/**
 * An iCalendar (RFC 5545) entry for a booking, at the requested wall-clock time in
 * Europe/Vienna, with the zone's definition inline so every calendar app places it right.
 */
import { BUSINESS_TIME_ZONE } from '../schemas/constants.ts';
import type { MailAddress } from './types.ts';

const VIENNA_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BUSINESS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 3.3.11); CR and other controls cannot survive into a line. */
export function icsText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n]/gu, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function localDateTime(ymd: string, hhmm: string, plusMinutes = 0): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  // Wall-clock arithmetic in UTC fields, so the host's zone and DST never shift it.
  const d = new Date(Date.UTC(year, month - 1, day, hours, minutes + plusMinutes));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getUTCFullYear()).padStart(4, '0')}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`;
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface CalendarEvent {
  uid: string;
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
  /** Left out when the entry should carry no place (the visitor's copy: a stranger's text). */
  location?: string;
}

/**
 * Where a booking's calendar entry stands: a request is TENTATIVE until the operator confirms it
 * in writing; the confirmation sends the same events again, CONFIRMED, one sequence later; a
 * decline or cancellation sends them CANCELLED under METHOD:CANCEL (RFC 5546 3.2.5). The UIDs
 * stay the same throughout, so calendars update the entry instead of adding one.
 */
export type CalendarState = 'requested' | 'confirmed' | 'cancelled';

const STATE_LINES: Record<CalendarState, { method: string; status: string }> = {
  requested: { method: 'PUBLISH', status: 'TENTATIVE' },
  confirmed: { method: 'PUBLISH', status: 'CONFIRMED' },
  cancelled: { method: 'CANCEL', status: 'CANCELLED' },
};

/** The MIME type of a calendar in `state`: the method parameter repeats the file's METHOD. */
export function calendarContentType(state: CalendarState = 'requested'): string {
  return `text/calendar; charset=utf-8; method=${STATE_LINES[state].method}`;
}

/**
 * The business as the entry's organizer, which RFC 5546 asks of a PUBLISH and a CANCEL alike: a
 * calendar may ignore a cancellation without one and keep a declined ride as tentative. The
 * name is a quoted parameter value, which can hold no quote and no control character.
 */
function organizerLine({ name, address }: MailAddress): string {
  const cn = (name ?? '').replace(/[\p{Cc}"]/gu, '').trim();
  return `ORGANIZER${cn ? `;CN="${cn}"` : ''}:mailto:${address}`;
}

/**
 * One calendar with one VEVENT per leg (a return trip is a second event), organised by the
 * mails' sender. `sequence` counts the entry's revisions: 0 the request, 1 its confirmation or
 * decline, 2 a confirmed one cancelled.
 */
export function buildIcs(
  events: readonly CalendarEvent[],
  organizer: MailAddress,
  stamp: Date,
  state: CalendarState = 'requested',
  sequence = state === 'requested' ? 0 : 1,
): string {
  const { method, status } = STATE_LINES[state];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//send-notification//booking//DE',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...VIENNA_TIMEZONE,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${icsText(event.uid)}`,
      `DTSTAMP:${utcStamp(stamp)}`,
      organizerLine(organizer),
      ...(sequence > 0 ? [`SEQUENCE:${sequence}`] : []),
      `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${localDateTime(event.date, event.time)}`,
      `DTEND;TZID=${BUSINESS_TIME_ZONE}:${localDateTime(event.date, event.time, event.durationMinutes)}`,
      `SUMMARY:${icsText(event.summary)}`,
      ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
      `DESCRIPTION:${icsText(event.description)}`,
      `STATUS:${status}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
