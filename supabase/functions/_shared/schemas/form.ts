/**
 * The booking and contact FORM schemas: the payload's fields (payload.ts) under the payload's
 * names, with what only the form has: the calendar's Date, selects that may still be empty,
 * and the consent boxes. Use with react-hook-form through @hookform/resolvers/zod and map each
 * issue's message (a ValidationCode) to a catalog text.
 */
import { z } from 'zod';
import type { HONEYPOT_FIELD } from './constants.ts';
import { calendarDateInZone, localCalendarDate } from './dates.ts';
import {
  consentField,
  contactNameField,
  createDateValueField,
  emailField,
  messageField,
  subjectField,
  type ClockOptions,
} from './fields.ts';
import { bookingFields, checkBooking } from './payload.ts';

const consent = {
  agbAccepted: consentField('agb_required'),
  privacyAccepted: consentField('privacy_required'),
} as const;

/** An optional field whose input is empty ('' or NaN) while not given. */
function emptyIsNone<T extends z.ZodType>(field: T) {
  return z.preprocess(
    (value) => (value === '' || Number.isNaN(value) ? undefined : value),
    field.optional(),
  );
}

export function createBookingFormSchema(options: ClockOptions = {}) {
  const now = options.now ?? (() => new Date());
  const fields = bookingFields(createDateValueField(now), () => calendarDateInZone(now()));
  return z
    .object({
      ...fields,
      tour: emptyIsNone(fields.tour),
      suitcases: emptyIsNone(fields.suitcases),
      returnDate: emptyIsNone(fields.returnDate),
      returnTime: emptyIsNone(fields.returnTime),
      ...consent,
    })
    .superRefine((value, ctx) =>
      checkBooking(
        { ...value, date: value.date instanceof Date ? localCalendarDate(value.date) : undefined },
        ctx,
        now(),
      ),
    );
}

export const bookingFormSchema = createBookingFormSchema();

export const contactFormSchema = z.object({
  name: contactNameField,
  email: emailField,
  subject: subjectField,
  message: messageField,
  ...consent,
});

/** What the form holds for the resolver (react-hook-form's first type parameter). */
export type BookingFormInput = z.input<typeof bookingFormSchema>;
/** What the resolver hands to onSubmit once valid. */
export type BookingFormValues = z.output<typeof bookingFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

/**
 * A form value while it is being filled, from its schema's output: a select may still be empty
 * (''), the calendar's day not chosen yet (undefined), a number input empty (NaN).
 */
type Filling<T> = [T] extends [Date]
  ? Date | undefined
  : [T] extends [boolean]
    ? boolean
    : [T] extends [number]
      ? number
      : [T] extends [readonly number[]]
        ? number[]
        : string extends T
          ? string
          : T | '';

/** What the form holds while being filled: the payload's fields, names and all, and the boxes. */
export type BookingFields = {
  [K in keyof BookingFormValues]-?: Filling<NonNullable<BookingFormValues[K]>>;
} & { [HONEYPOT_FIELD]: string };

/**
 * What a visitor typed, kept on the device: the form's fields, the day as 'yyyy-MM-dd' in the
 * visitor's calendar (or ''). Consent boxes and the honeypot are never kept.
 */
export type BookingDraft = {
  [
    K in Exclude<keyof BookingFields, 'agbAccepted' | 'privacyAccepted' | typeof HONEYPOT_FIELD>
  ]: K extends 'date' ? string : BookingFields[K];
};
