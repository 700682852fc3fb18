/**
 * What the forms POST to send-notification, plus `locale`, the honeypot and the booking's
 * optional details. The function validates with exactly these schemas, and the booking schema
 * is the request model: the form schema, the draft, the stored columns and the e-mails' rows
 * are derived from its fields (docs/decisions/request-model.md).
 */
import { z } from 'zod';
import {
  BUSINESS_TIME_ZONE,
  DATE_SLACK_DAYS,
  DEFAULT_LOCALE,
  HONEYPOT_FIELD,
  NO_SPECIAL_REQUESTS,
} from './constants.ts';
import { calendarDateInZone, hoursUntilPickup, isCalendarDate } from './dates.ts';
import {
  carTypeField,
  childSeatAgesField,
  childSeatsFit,
  contactNameField,
  createDateStringField,
  destinationField,
  emailField,
  firstNameField,
  flightNumberField,
  honeypotField,
  lastNameField,
  localeField,
  messageField,
  passengersField,
  passengersFitCar,
  passengersFitTour,
  phoneField,
  pickupLocationField,
  createReturnDateStringField,
  returnTripCode,
  returnTimeField,
  serviceField,
  specialRequestsField,
  subjectField,
  suitcasesField,
  timeField,
  tourField,
  tourFitsService,
  type ClockOptions,
} from './fields.ts';

export interface PayloadSchemaOptions extends ClockOptions {
  /** Days before today (Europe/Vienna) still accepted; default DATE_SLACK_DAYS. */
  slackDays?: number;
  /**
   * False: any real date passes. For recognising a stored request replayed later, when its
   * date may have passed; a new request is always checked against the window.
   */
  dateWindow?: boolean;
}

const common = {
  locale: localeField.default(DEFAULT_LOCALE),
  [HONEYPOT_FIELD]: honeypotField.optional(),
} as const;

/** The booking's details beyond the spec: all optional; empty values mean "not given". */
const bookingDetailFields = {
  flightNumber: flightNumberField.transform((value) => value || undefined).optional(),
  suitcases: suitcasesField.optional(),
  childSeatAges: childSeatAgesField
    .transform((ages) => (ages.length > 0 ? ages : undefined))
    .optional(),
} as const;

/**
 * The booking's fields as the payload carries them, the one list the form schema (form.ts)
 * starts from too; only the date's rule differs there (a Date from the calendar). `today`: the
 * day the return date's window starts from (null: any real day).
 */
export function bookingFields<D extends z.ZodType>(date: D, today: (() => string) | null) {
  return {
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    phone: phoneField,
    service: serviceField,
    tour: tourField.optional(),
    date,
    time: timeField,
    passengers: passengersField,
    pickupLocation: pickupLocationField,
    destination: destinationField,
    specialRequests: specialRequestsField.optional(),
    carType: carTypeField,
    ...bookingDetailFields,
    returnDate: createReturnDateStringField(today).optional(),
    returnTime: returnTimeField.optional(),
  } as const;
}

/**
 * The rules between fields; `date` as 'yyyy-MM-dd' (the form passes its Date converted). With
 * `now`, a pickup (Vienna wall-clock date and time) that has passed is refused.
 */
export function checkBooking(
  value: {
    passengers: unknown;
    carType: unknown;
    service?: unknown;
    tour?: unknown;
    childSeatAges?: unknown;
  } & Parameters<typeof returnTripCode>[0],
  ctx: z.RefinementCtx,
  now?: Date,
): void {
  const past = now && pickupPastPath(value, now);
  if (past) ctx.addIssue({ code: 'custom', message: 'pickup_past', path: [past] });
  if (!passengersFitCar(value.passengers, value.carType)) {
    ctx.addIssue({ code: 'custom', message: 'passengers_car_max', path: ['passengers'] });
  }
  if (!tourFitsService(value.tour, value.service)) {
    ctx.addIssue({ code: 'custom', message: 'tour_invalid', path: ['tour'] });
  } else if (!passengersFitTour(value.passengers, value.tour)) {
    ctx.addIssue({ code: 'custom', message: 'passengers_tour_max', path: ['passengers'] });
  }
  if (!childSeatsFit(value.passengers, value.childSeatAges)) {
    ctx.addIssue({ code: 'custom', message: 'child_seats_max', path: ['childSeatAges'] });
  }
  const returnTrip = returnTripCode(value);
  if (returnTrip) {
    ctx.addIssue({ code: 'custom', message: returnTrip.code, path: [returnTrip.path] });
  }
}

/**
 * A pickup earlier today (in Vienna) is reported at its time; a day already over is the date
 * rule's to report, so it is not reported twice.
 */
function pickupPastPath(trip: { date: unknown; time: unknown }, now: Date): 'time' | null {
  const { date, time } = trip;
  if (typeof date !== 'string' || typeof time !== 'string') return null;
  if (!isCalendarDate(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  if (date < calendarDateInZone(now, BUSINESS_TIME_ZONE)) return null;
  return hoursUntilPickup(date, time, now) < 0 ? 'time' : null;
}

export function createBookingPayloadSchema(options: PayloadSchemaOptions = {}) {
  const now = options.now ?? (() => new Date());
  const today =
    options.dateWindow === false ? null : () => calendarDateInZone(now(), BUSINESS_TIME_ZONE);
  return z
    .object({
      type: z.literal('booking', { error: 'type_invalid' }),
      ...bookingFields(createDateStringField(today, options.slackDays ?? DATE_SLACK_DAYS), today),
      specialRequests: specialRequestsField
        .optional()
        .transform((value) => value || NO_SPECIAL_REQUESTS),
      ...common,
    })
    .superRefine((value, ctx) =>
      checkBooking(value, ctx, options.dateWindow === false ? undefined : now()),
    );
}

export const contactPayloadSchema = z.object({
  type: z.literal('contact', { error: 'type_invalid' }),
  name: contactNameField,
  email: emailField,
  subject: subjectField,
  message: messageField,
  ...common,
});

export function createNotificationPayloadSchema(options: PayloadSchemaOptions = {}) {
  return z.discriminatedUnion('type', [createBookingPayloadSchema(options), contactPayloadSchema], {
    error: 'type_invalid',
  });
}

type BookingPayloadSchema = ReturnType<typeof createBookingPayloadSchema>;
export type BookingPayload = z.output<BookingPayloadSchema>;
export type BookingPayloadInput = z.input<BookingPayloadSchema>;
export type ContactPayload = z.output<typeof contactPayloadSchema>;
export type ContactPayloadInput = z.input<typeof contactPayloadSchema>;
export type NotificationPayload = z.output<ReturnType<typeof createNotificationPayloadSchema>>;

/**
 * True when the honeypot carries anything. The function checks such a request like any other,
 * without its honeypot, and answers it as if it were stored, storing and sending nothing, so
 * bots learn nothing.
 */
export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !Object.hasOwn(body, HONEYPOT_FIELD)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/** The body without its honeypot field, to check a honeypot request like any other. */
export function withoutHoneypot(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { [HONEYPOT_FIELD]: _honeypot, ...rest } = body as Record<string, unknown>;
  return rest;
}
