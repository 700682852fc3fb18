/**
 * The booking lifecycle's contract between the site and the function: statuses, the routes the
 * operator's console and the visitor's status page POST to, what they send and what they get
 * back (docs/decisions/booking-lifecycle.md). Browser-safe: no node:/Deno APIs.
 */
import { z } from 'zod';
import type { Locale } from './constants.ts';
import { isReference } from './reference.ts';
import { STATUS_TOKEN_PATTERN } from './lifecycle-paths.ts';
import type { BookingPayload } from './payload.ts';

// The lifecycle's times, routes, session header, pages' addresses and status link, without zod:
// the site's shell, its pages and the worker import them from there.
export * from './lifecycle-paths.ts';

/** `requested` on arrival; the operator confirms or declines once; the sweep expires. */
export const BOOKING_STATUSES = [
  'requested',
  'confirmed',
  'declined',
  'expired',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Each mail a request can cause, at most one of each per request (the outbox's key):
 * `operator_request` the operator's mail of a new request, `receipt` the visitor's first mail,
 * `confirmation` / `decline` / `cancellation` the visitor's mail of a decision,
 * `operator_receipt` the operator's copy of a confirmation or decline, `operator_cancellation`
 * its copy of a later cancellation (a confirmed request is decided twice), `reminder` the
 * operator's nudge 20 hours after an undecided request arrived.
 */
export const MAIL_KINDS = [
  'operator_request',
  'receipt',
  'confirmation',
  'decline',
  'cancellation',
  'operator_receipt',
  'operator_cancellation',
  'reminder',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Euro amounts travel as whole cents. */
export const MONEY_MAX_CENTS = 10_000_000;
const cents = (code: string) =>
  z.number({ error: code }).int(code).min(0, code).max(MONEY_MAX_CENTS, code);

const DECISION_TEXT_MAX = 2000;
const optionalText = (max: number) =>
  z
    .string({ error: 'text_invalid' })
    .trim()
    .max(max, 'too_long')
    .refine((value) => !value.includes('\u0000') && !/\p{Cs}/u.test(value), 'text_invalid')
    .transform((value) => value || undefined)
    .optional();
const requiredText = (code: string) =>
  z
    .string({ error: code })
    .trim()
    .min(1, code)
    .max(DECISION_TEXT_MAX, 'too_long')
    .refine((value) => !value.includes('\u0000') && !/\p{Cs}/u.test(value), 'text_invalid');

const referenceField = z.string({ error: 'reference_invalid' }).refine(isReference, {
  message: 'reference_invalid',
});

/** What the console's decision form sends. */
export const decisionSchema = z.discriminatedUnion(
  'decision',
  [
    z
      .object({
        decision: z.literal('confirm'),
        reference: referenceField,
        priceCents: cents('price_invalid').refine((value) => value > 0, 'price_invalid'),
        depositCents: cents('deposit_invalid').optional(),
        /** One line: the place, e.g. 'Arrivals hall, name sign'. */
        meetingPoint: optionalText(200),
        message: optionalText(DECISION_TEXT_MAX),
      })
      .refine(
        (value) => value.depositCents === undefined || value.depositCents <= value.priceCents,
        { message: 'deposit_over_price', path: ['depositCents'] },
      ),
    z.object({
      decision: z.literal('decline'),
      reference: referenceField,
      reason: requiredText('reason_required'),
    }),
    z.object({
      /** A confirmed booking the operator can no longer serve. */
      decision: z.literal('cancel'),
      reference: referenceField,
      reason: requiredText('reason_required'),
    }),
  ],
  { error: 'decision_invalid' },
);
export type Decision = z.output<typeof decisionSchema>;
export type DecisionInput = z.input<typeof decisionSchema>;

export const signInSchema = z.object({
  passphrase: z.string({ error: 'passphrase_required' }).min(1, 'passphrase_required').max(1000),
});
export const referenceRequestSchema = z.object({ reference: referenceField });
export const statusRequestSchema = z.object({
  token: z.string().regex(STATUS_TOKEN_PATTERN, 'token_invalid'),
});

/** What the operator entered with the decision. */
export interface DecisionDetails {
  priceCents?: number;
  depositCents?: number;
  meetingPoint?: string;
  message?: string;
  reason?: string;
}

/** The request as the function stores it: the payload's fields, without type and honeypot. */
export type StoredBooking = Omit<BookingPayload, 'type' | 'website'>;

export interface SignInAnswer {
  /** The device's session secret, sent back in OPERATOR_SESSION_HEADER. */
  session: string;
  expiresAt: string;
}

export interface OperatorListItem {
  reference: string;
  status: BookingStatus;
  service: StoredBooking['service'];
  /** The exact tour or sight, if one was chosen: the list warns of a day out of its season. */
  tour: NonNullable<StoredBooking['tour']> | null;
  date: string;
  time: string;
  firstName: string;
  lastName: string;
  passengers: number;
  carType: StoredBooking['carType'];
  pickupLocation: string;
  destination: string;
  locale: Locale;
  receivedAt: string;
}

export interface HistoryEvent {
  /** 'received', 'confirmed', 'declined', 'cancelled', 'expired', 'reminded', 'mail_sent' … */
  event: string;
  at: string;
  /** 'operator' for a decision, 'system' for the sweep, 'visitor' for the request itself. */
  actor: string;
}

export interface OperatorRequest {
  reference: string;
  status: BookingStatus;
  booking: StoredBooking;
  receivedAt: string;
  decidedAt?: string;
  decision?: DecisionDetails;
  history: HistoryEvent[];
}

/** The visitor's status page. Before a confirmation it carries what the first mail carries. */
export interface StatusAnswer {
  reference: string;
  status: BookingStatus;
  locale: Locale;
  receivedAt: string;
  /** By when the operator answers (answerDueAt). */
  answerBy: string;
  /**
   * Undecided, and the ride starts no later than answerBy (pickupBeforeAnswer): the page asks
   * the visitor to call. Worked out here, so the page carries no time-zone arithmetic.
   */
  rideBeforeAnswer?: true;
  decidedAt?: string;
  /**
   * Service, car, dates and times, flight number, people, luggage, child seats and the return
   * trip always; pickup, destination and special requests only once confirmed (the operator
   * has read them), as in the mails.
   */
  booking: Partial<StoredBooking> &
    Pick<StoredBooking, 'service' | 'carType' | 'date' | 'time' | 'passengers'>;
  /** Price, deposit, meeting point and message once confirmed; the reason once declined. */
  decision?: DecisionDetails;
}
