/**
 * Field-level rules, written once and used by both the form schemas (a Date from the calendar)
 * and the payload schemas ('yyyy-MM-dd'), so client and server cannot drift.
 */
import { z } from 'zod';

// zod 4 probes `new Function` to speed up parsing; the site's Content-Security-Policy forbids
// eval (and reports the probe as a violation), so parse without it everywhere.
z.config({ jitless: true });
import type { ValidationCode } from './codes.ts';
import {
  CAR_MAX_PASSENGERS,
  CAR_TYPES,
  CHILD_AGE_MAX,
  FLIGHT_NUMBER_MAX,
  CONTACT_NAME_MIN,
  EMAIL_MAX,
  LOCALES,
  LONG_TEXT_MAX,
  MESSAGE_MIN,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  SHORT_TEXT_MAX,
  SUBJECT_MIN,
  SUITCASES_MAX,
  TIME_SLOTS,
  type CarType,
} from './constants.ts';
import { BOOKABLE_SERVICE_VALUES } from './bookable-services.ts';
import { BOOKABLE_TOURS, TOUR_IDS } from './bookable-tours.ts';
import { calendarDateInZone, dateWindowCode, isCalendarDate, localCalendarDate } from './dates.ts';

/**
 * Postgres text cannot hold NUL, and jsonb refuses an unpaired surrogate (\ud800); no person
 * types either, so both are refused rather than silently changed.
 */
const isCleanText = (value: string) => !value.includes('\u0000') && !/\p{Cs}/u.test(value);

/**
 * The bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069) reorder what follows
 * them: 'muster' sent as U+202E 'retsum' reads as 'muster' in the operator's mail and console, a
 * pasted 'exe.pdf' as 'fdp.exe'. Right-to-left names and text need none of them (the marks
 * U+200E and U+200F, which cannot turn a word around, stay), so every text field drops them.
 */
const withoutBidiControls = (value: string) => value.replace(/[\u202A-\u202E\u2066-\u2069]/g, '');

/**
 * A one-line field is one line: a line break, tab or other control character (and the Unicode
 * line and paragraph separators) becomes a space, so no value forges a line of its own in the
 * operator's plain-text mail. NUL is refused before (isCleanText).
 */
const oneLine = (value: string) =>
  withoutBidiControls(value)
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim();

/**
 * Free text of several lines (the contact message, special requests): its paragraphs are kept
 * (a line break in any spelling becomes '\n'), every other control character becomes a space,
 * one blank line at most stands between two (1,500 empty lines pushed a message off the
 * operator's screen), and a minimum is counted on that, as stored and mailed.
 */
const multiLine = (value: string) =>
  withoutBidiControls(value)
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\n]/gu, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * The minimum is checked on the value as it is stored, after it was made one line (or its
 * blank lines were folded), which may shorten it ('J' and a tab were two characters); it never
 * grows, so the maximum holds as sent.
 */
function text(
  code: ValidationCode,
  min = 1,
  max = SHORT_TEXT_MAX,
  normalise: (value: string) => string = oneLine,
) {
  return z
    .string({ error: code })
    .trim()
    .max(max, 'too_long')
    .refine(isCleanText, 'text_invalid')
    .transform(normalise)
    .pipe(z.string().min(min, code));
}

export const firstNameField = text('first_name_required');
export const lastNameField = text('last_name_required');
export const phoneField = text('phone_required');
export const pickupLocationField = text('pickup_required');
export const destinationField = text('destination_required');
export const contactNameField = text('name_min', CONTACT_NAME_MIN);
export const subjectField = text('subject_min', SUBJECT_MIN);

export const messageField = text('message_min', MESSAGE_MIN, LONG_TEXT_MAX, multiLine);

/** An empty address is a missing one, not an invalid one: the visitor is told it is required. */
export const emailField = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, 'email_required')
  .max(EMAIL_MAX, 'too_long')
  .pipe(z.email({ error: 'email_invalid' }));

/** Optional free text; empty means "none". */
export const specialRequestsField = text('text_invalid', 0, LONG_TEXT_MAX, multiLine);

export const serviceField = z.enum(BOOKABLE_SERVICE_VALUES, { error: 'service_required' });
/** The exact tour or sight; which service books it is a rule of the whole request (tourFits). */
export const tourField = z.enum(TOUR_IDS, { error: 'tour_invalid' });
export const carTypeField = z.enum(CAR_TYPES, { error: 'car_required' });
export const timeField = z.enum(TIME_SLOTS, { error: 'time_required' });
export const localeField = z.enum(LOCALES, { error: 'locale_invalid' });

export const passengersField = z
  .number({ error: 'passengers_range' })
  .int('passengers_range')
  .min(PASSENGERS_MIN, 'passengers_range')
  .max(PASSENGERS_MAX, 'passengers_range');

/**
 * 'os 123 ' → 'OS 123', 'BA-2676' (as a ticket prints it) → 'BA 2676': what the driver reads off
 * the arrivals board. The length is checked again on the upper-cased value, as it is stored: 102
 * letters grow (ß → SS, ﬀ → FF, ŉ → ʼN).
 */
export const flightNumberField = z
  .string({ error: 'flight_number_invalid' })
  .trim()
  .max(FLIGHT_NUMBER_MAX, 'flight_number_invalid')
  .regex(/^[\p{L}\p{N} -]*$/u, 'flight_number_invalid')
  .transform((value) => value.replace(/[ -]+/g, ' ').trim().toUpperCase())
  .pipe(z.string().max(FLIGHT_NUMBER_MAX, 'flight_number_invalid'));

export const suitcasesField = z
  .number({ error: 'suitcases_range' })
  .int('suitcases_range')
  .min(0, 'suitcases_range')
  .max(SUITCASES_MAX, 'suitcases_range');

/** One age per child seat. How many seats the passengers allow is a rule of the whole request. */
export const childSeatAgesField = z
  .array(
    z
      .number({ error: 'child_age_range' })
      .int('child_age_range')
      .min(0, 'child_age_range')
      .max(CHILD_AGE_MAX, 'child_age_range'),
    { error: 'child_age_range' },
  )
  .max(PASSENGERS_MAX, 'child_seats_max');

export const returnTimeField = z.enum(TIME_SLOTS, { error: 'return_incomplete' });

/** Both consent boxes must be ticked; the flags never leave the form. */
export function consentField(code: 'agb_required' | 'privacy_required') {
  return z.boolean({ error: code }).refine((accepted) => accepted, code);
}

/** Bots fill every input; people never see this one. The handler checks it before the schema. */
export const honeypotField = z.string({ error: 'honeypot_filled' }).max(0, 'honeypot_filled');

export interface ClockOptions {
  /** Injected clock, so tests and long-lived schemas read the date at parse time. */
  now?: () => Date;
}

/**
 * Payload date: a real 'yyyy-MM-dd' day, from yesterday in Vienna (queue and zone slack) on;
 * any real day when `today` is null (recognising a request stored earlier).
 */
export function createDateStringField(today: (() => string) | null, slackDays: number) {
  return z
    .string({ error: 'date_required' })
    .trim()
    .min(1, 'date_required')
    .max(10, 'date_invalid')
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value)) {
        ctx.addIssue({ code: 'custom', message: 'date_invalid' });
        return;
      }
      const code = today && dateWindowCode(value, today(), slackDays);
      if (code) ctx.addIssue({ code: 'custom', message: code });
    });
}

/**
 * Form date: a Date from the calendar popup, the day it shows in the device's calendar, today
 * or later in Salzburg (the calendar's `businessToday`).
 */
export function createDateValueField(now: () => Date) {
  return z.date({ error: 'date_required' }).superRefine((value, ctx) => {
    const code = dateWindowCode(localCalendarDate(value), calendarDateInZone(now()), 0);
    if (code) ctx.addIssue({ code: 'custom', message: code });
  });
}

/**
 * Payload return date: a real day, in the outbound date's window (`date_too_far` after it; any
 * real day when `today` is null); whether it follows the outbound trip is returnTripCode's.
 */
export function createReturnDateStringField(today: (() => string) | null) {
  return z
    .string({ error: 'return_date_invalid' })
    .trim()
    .max(10, 'return_date_invalid')
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value)) {
        ctx.addIssue({ code: 'custom', message: 'return_date_invalid' });
        return;
      }
      // Before today it is before the outbound trip too, which returnTripCode reports.
      if (today && dateWindowCode(value, today(), 0) === 'date_too_far') {
        ctx.addIssue({ code: 'custom', message: 'date_too_far' });
      }
    });
}

/**
 * Cross-field rule of the return trip: date and time together or not at all, and not before
 * the outbound trip (same day and time counts as before: nobody returns the moment they leave).
 * Dates are 'yyyy-MM-dd' and times 'HH:MM', which compare correctly as text.
 */
export function returnTripCode(trip: {
  date: unknown;
  time: unknown;
  returnDate?: unknown;
  returnTime?: unknown;
}): { code: 'return_incomplete' | 'return_before_outbound'; path: string } | null {
  const { date, time, returnDate, returnTime } = trip;
  if (returnDate === undefined && returnTime === undefined) return null;
  if (returnDate === undefined) return { code: 'return_incomplete', path: 'returnDate' };
  if (returnTime === undefined) return { code: 'return_incomplete', path: 'returnTime' };
  // Only judge days the field rules accept; otherwise they already report the problem.
  if (typeof date !== 'string' || typeof returnDate !== 'string') return null;
  if (!isCalendarDate(date.trim()) || !isCalendarDate(returnDate.trim())) return null;
  if (returnDate < date) return { code: 'return_before_outbound', path: 'returnDate' };
  if (returnDate === date && typeof time === 'string' && typeof returnTime === 'string') {
    if (returnTime <= time) return { code: 'return_before_outbound', path: 'returnTime' };
  }
  return null;
}

/** Cross-field rule: no more child seats than passengers. */
export function childSeatsFit(passengers: unknown, childSeatAges: unknown): boolean {
  if (!passengersField.safeParse(passengers).success || !Array.isArray(childSeatAges)) return true;
  return childSeatAges.length <= (passengers as number);
}

/** Cross-field rule: a tour named is one the chosen service books. */
export function tourFitsService(tour: unknown, service: unknown): boolean {
  if (!tourField.safeParse(tour).success) return true;
  return BOOKABLE_TOURS[tour as keyof typeof BOOKABLE_TOURS].service === service;
}

/** Cross-field rule: no more passengers than the tour named takes. */
export function passengersFitTour(passengers: unknown, tour: unknown): boolean {
  if (!passengersField.safeParse(passengers).success) return true;
  if (!tourField.safeParse(tour).success) return true;
  return (passengers as number) <= BOOKABLE_TOURS[tour as keyof typeof BOOKABLE_TOURS].maxPeople;
}

/** Cross-field rule: the passengers must fit the chosen car. */
export function passengersFitCar(passengers: unknown, carType: unknown): boolean {
  // Only judge values the field rules accept; otherwise they already report the problem.
  if (!passengersField.safeParse(passengers).success) return true;
  if (!(CAR_TYPES as readonly unknown[]).includes(carType)) return true;
  return (passengers as number) <= CAR_MAX_PASSENGERS[carType as CarType];
}
