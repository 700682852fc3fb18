/**
 * Business constants shared by the forms (browser) and the send-notification function (Deno, Node).
 * Keep this folder free of node:/Deno APIs: Vite bundles it into the app.
 */

/** Where Supabase serves the Edge Functions, under its project URL or the local stack's origin. */
export const FUNCTIONS_BASE_PATH = '/functions/v1';
/** The one function both forms call. */
export const FUNCTION_NAME = 'send-notification';
export const FUNCTION_PATH = `${FUNCTIONS_BASE_PATH}/${FUNCTION_NAME}`;
/**
 * What the privacy policy promises (src/features/legal/privacy.tsx) and the sweep does
 * (privacy-sweep.ts): a request's client address hash is cleared after this many days, like
 * the server's logs; a mail's rendered body is replaced this many days after it was sent.
 */
export const CLIENT_HASH_KEEP_DAYS = 14;
export const MAIL_BODY_KEEP_DAYS = 30;

/**
 * The smoke command's mark on its contact message, carrying the sweep token: stored and mailed
 * to the operator labelled TEST, never confirmed to the visitor. Not a CORS-allowed header, so
 * no page can send it.
 */
export const TEST_REQUEST_HEADER = 'x-test-request';

export const CAR_TYPES = ['e-klasse', 'v-klasse'] as const;
export type CarType = (typeof CAR_TYPES)[number];

/** Seats per car; the form caps the passenger input at these and the server enforces them. */
export const CAR_MAX_PASSENGERS: Readonly<Record<CarType, number>> = {
  'e-klasse': 3,
  'v-klasse': 7,
};

export const PASSENGERS_MIN = 1;
export const PASSENGERS_MAX = 20;
export const PASSENGERS_DEFAULT = 1;

type Hour =
  | '00'
  | '01'
  | '02'
  | '03'
  | '04'
  | '05'
  | '06'
  | '07'
  | '08'
  | '09'
  | '10'
  | '11'
  | '12'
  | '13'
  | '14'
  | '15'
  | '16'
  | '17'
  | '18'
  | '19'
  | '20'
  | '21'
  | '22'
  | '23';
export type TimeSlot = `${Hour}:${'00' | '30'}`;

/** Every half hour of the day: '00:00', '00:30', … '23:30' (48 slots). */
export const TIME_SLOTS = Array.from({ length: 48 }, (_, i) => {
  const hours = String(Math.floor(i / 2)).padStart(2, '0');
  return `${hours}:${i % 2 === 0 ? '00' : '30'}`;
}) as unknown as readonly [TimeSlot, ...TimeSlot[]];

export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

/** The language tag Intl formats a language with: Austrian German, British English. */
export const intlTag = (locale: string) => (locale === 'en' ? 'en-GB' : 'de-AT');

/** Name of the hidden honeypot input; people leave it empty, form-filling bots do not. */
export const HONEYPOT_FIELD = 'website';

/** Upper bounds keep hostile input small; no real name, address or phone number comes near them. */
export const SHORT_TEXT_MAX = 200;
export const EMAIL_MAX = 254;
export const LONG_TEXT_MAX = 5000;
export const CONTACT_NAME_MIN = 2;
export const SUBJECT_MIN = 2;
export const MESSAGE_MIN = 10;

/** Flight or train number: 'OS 123', 'RJX 166'; letters, digits and spaces. */
export const FLIGHT_NUMBER_MAX = 10;
export const SUITCASES_MAX = 20;
/** Austrian law wants a fitting child seat up to 12 years (or 135 cm). */
export const CHILD_AGE_MAX = 12;

/** The services that come with a flight or a train to meet: the form asks for its number. */
export function takesArrivalNumber(service: string): boolean {
  return service === 'airportTransfer' || service === 'trainTransfer';
}

/** The text the payload carries when the visitor leaves special requests empty. */
export const NO_SPECIAL_REQUESTS = 'None';

/** The special requests the visitor typed; undefined for none (empty, or the payload's stand-in). */
export function typedWishes(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && value !== NO_SPECIAL_REQUESTS
    ? value
    : undefined;
}

/**
 * Days before today (Vienna) a booking date may lie: none. A pickup is a Vienna wall-clock time,
 * and one that has passed is refused, however long a request waited on the device
 * (docs/decisions/booking-lifecycle.md).
 */
export const DATE_SLACK_DAYS = 0;
/** Bookings further ahead than this are typos (year 2062 for 2026), not plans. */
export const DATE_MAX_YEARS_AHEAD = 3;

/** The operator's time zone: dates and times in requests are wall-clock times here. */
export const BUSINESS_TIME_ZONE = 'Europe/Vienna';
