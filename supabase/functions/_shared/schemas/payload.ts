/**
 * What the forms POST to send-notification (spec point 7), plus `locale` and the honeypot.
 * The function validates with exactly these schemas.
 */
import { z } from 'zod';
import {
  BUSINESS_TIME_ZONE,
  DATE_SLACK_DAYS,
  DEFAULT_LOCALE,
  HONEYPOT_FIELD,
  NO_SPECIAL_REQUESTS,
} from './constants.ts';
import { calendarDateInZone } from './dates.ts';
import {
  carTypeField,
  contactNameField,
  createDateStringField,
  destinationField,
  emailField,
  firstNameField,
  honeypotField,
  lastNameField,
  localeField,
  messageField,
  passengersField,
  passengersFitCar,
  phoneField,
  pickupLocationField,
  serviceField,
  specialRequestsField,
  subjectField,
  timeField,
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

export function createBookingPayloadSchema(options: PayloadSchemaOptions = {}) {
  const now = options.now ?? (() => new Date());
  const today = () => calendarDateInZone(now(), BUSINESS_TIME_ZONE);
  return z
    .object({
      type: z.literal('booking', { error: 'type_invalid' }),
      firstName: firstNameField,
      lastName: lastNameField,
      email: emailField,
      phone: phoneField,
      service: serviceField,
      date: createDateStringField(
        options.dateWindow === false ? null : today,
        options.slackDays ?? DATE_SLACK_DAYS,
      ),
      time: timeField,
      passengers: passengersField,
      pickupLocation: pickupLocationField,
      destination: destinationField,
      specialRequests: specialRequestsField
        .optional()
        .transform((value) => value || NO_SPECIAL_REQUESTS),
      carType: carTypeField,
      ...common,
    })
    .refine((value) => passengersFitCar(value.passengers, value.carType), {
      message: 'passengers_car_max',
      path: ['passengers'],
    });
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
 * True when the honeypot carries anything. The function checks this before the schema and
 * answers such a request as accepted without storing or sending it, so bots learn nothing.
 */
export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !Object.hasOwn(body, HONEYPOT_FIELD)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}
