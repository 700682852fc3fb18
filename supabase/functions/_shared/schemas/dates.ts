/**
 * Calendar-date helpers on 'yyyy-MM-dd' strings. Strings compare correctly as text and carry no
 * time zone, which is what a booking date is: a day on the operator's wall calendar.
 */
import { BUSINESS_TIME_ZONE, DATE_MAX_YEARS_AHEAD } from './constants.ts';
import { answerDueAt } from './lifecycle-paths.ts';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over into March; a real date survives the round trip.
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** The day `instant` falls on in `timeZone`, as 'yyyy-MM-dd'. */
export function calendarDateInZone(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** The day `date` shows in the device's own calendar (what the visitor picked), as 'yyyy-MM-dd'. */
export function localCalendarDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** The device's local midnight of a 'yyyy-MM-dd' day: the inverse of localCalendarDate. */
export function localDateOfCalendarDay(ymd: string): Date | undefined {
  if (!isCalendarDate(ymd)) return undefined;
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/**
 * Salzburg's today as the same day of the device's calendar, what the date popup counts from.
 * A pickup's day is Salzburg's, so a phone still set to New York's evening cannot pick a day
 * Salzburg has left, and one in Tokyo's night can still pick Salzburg's evening.
 */
export function businessToday(now = new Date()): Date {
  return localDateOfCalendarDay(calendarDateInZone(now))!;
}

export function addDays(ymd: string, days: number): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

/**
 * Checks a valid calendar date against the bookable window: from `today` minus `slackDays`
 * up to DATE_MAX_YEARS_AHEAD years ahead.
 */
export function dateWindowCode(
  ymd: string,
  today: string,
  slackDays: number,
): 'date_past' | 'date_too_far' | null {
  if (ymd < addDays(today, -slackDays)) return 'date_past';
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  if (ymd > `${String(year + DATE_MAX_YEARS_AHEAD).padStart(4, '0')}${rest}`) return 'date_too_far';
  return null;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock day and time in `timeZone` denote ('2026-03-29', '02:30' in the
 * spring gap reads as the hour after it). Pickups are Vienna wall-clock times.
 */
export function zonedInstant(
  ymd: string,
  hhmm: string,
  timeZone: string = BUSINESS_TIME_ZONE,
): Date {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const first = wall - zoneOffsetMs(new Date(wall), timeZone);
  // Near a change of offset the first guess used the other side's offset; one more step fixes it.
  return new Date(wall - zoneOffsetMs(new Date(first), timeZone));
}

/** Hours from `now` until a Vienna pickup (negative once it has passed). */
export function hoursUntilPickup(ymd: string, hhmm: string, now: Date): number {
  return (zonedInstant(ymd, hhmm).getTime() - now.getTime()) / 3_600_000;
}

/**
 * True when a Vienna pickup comes no later than the answer we promise for a request received at
 * `receivedAt` (answerDueAt): waiting for that answer could mean missing the ride, so the
 * received view, the status page and the mails ask the visitor to call, and the operator's mail
 * says so.
 */
export function pickupBeforeAnswer(
  ymd: string,
  hhmm: string,
  receivedAt: Date | string | number,
): boolean {
  return zonedInstant(ymd, hhmm).getTime() <= answerDueAt(receivedAt).getTime();
}
