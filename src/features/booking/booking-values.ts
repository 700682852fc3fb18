import {
  CAR_MAX_PASSENGERS,
  CAR_TYPES,
  HONEYPOT_FIELD,
  PASSENGERS_DEFAULT,
  PASSENGERS_MIN,
  TIME_SLOTS,
  typedWishes,
  type CarType,
} from '#shared/schemas/constants.ts';
import { BOOKABLE_SERVICE_VALUES } from '#shared/schemas/bookable-services.ts';
import { BOOKABLE_TOURS, TOUR_IDS, type TourId } from '#shared/schemas/bookable-tours.ts';
import type { BookingStart } from '#shared/schemas/booking-query.ts';
import type { DestinationId } from '#shared/schemas/places.ts';
import { businessToday, localCalendarDate, localDateOfCalendarDay } from '#shared/schemas/dates.ts';
import type { UseFormReturn } from 'react-hook-form';
import type { BookingDraft, BookingFields, BookingFormValues } from '#shared/schemas/form.ts';

/** The booking form's methods (react-hook-form), as its parts receive them. */
export type BookingMethods = UseFormReturn<BookingFields, unknown, BookingFormValues>;

export const emptyBooking: BookingFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  service: '',
  tour: '',
  date: undefined,
  time: '',
  passengers: PASSENGERS_DEFAULT,
  pickupLocation: '',
  destination: '',
  specialRequests: '',
  carType: '',
  flightNumber: '',
  suitcases: Number.NaN,
  childSeatAges: [],
  returnDate: '',
  returnTime: '',
  agbAccepted: false,
  privacyAccepted: false,
  [HONEYPOT_FIELD]: '',
};

/** The fields a draft keeps: everything typed, never the consent boxes or the honeypot. */
const DRAFT_KEYS = Object.keys(emptyBooking).filter(
  (key): key is keyof BookingDraft =>
    key !== 'agbAccepted' && key !== 'privacyAccepted' && key !== HONEYPOT_FIELD,
);

/** Suitcases the E-Class's boot takes beside a full cabin. */
const E_CLASS_SUITCASES = 3;

/**
 * True when the luggage will not fit the E-Class (chosen, or no car chosen yet); too many
 * passengers for it the car choice already says.
 */
export function suggestsVClass(car: CarType | '', suitcases: number): boolean {
  return car !== 'v-klasse' && Number.isFinite(suitcases) && suitcases > E_CLASS_SUITCASES;
}

/**
 * The most passengers the chosen car seats (with no car chosen yet, the larger car's), and no
 * more than the chosen tour takes.
 */
export function passengerLimit(car: CarType | '', tour: TourId | '' = ''): number {
  const seats = car ? CAR_MAX_PASSENGERS[car] : Math.max(...Object.values(CAR_MAX_PASSENGERS));
  return tour ? Math.min(seats, BOOKABLE_TOURS[tour].maxPeople) : seats;
}

/**
 * The values a page's button starts the form with, over what was there (a kept draft or the
 * empty form): its service and tour (the tour only where the service has one), a listed
 * destination by its name in the visitor's language; the passengers lowered to what the tour
 * takes.
 */
export function withStart(
  values: BookingFields,
  start: BookingStart,
  destinationName: (id: DestinationId) => string,
): BookingFields {
  const next = { ...values };
  if (start.service) {
    next.service = start.service;
    next.tour = start.tour ?? '';
  }
  if (start.destination) next.destination = destinationName(start.destination);
  const limit = passengerLimit(next.carType, next.tour);
  if (next.passengers > limit) next.passengers = limit;
  return next;
}

/** The selects' options: a kept value that is no longer one of them is dropped. */
const OPTIONS: Partial<Record<keyof BookingDraft, readonly string[]>> = {
  service: BOOKABLE_SERVICE_VALUES,
  tour: TOUR_IDS,
  time: TIME_SLOTS,
  carType: CAR_TYPES,
  returnTime: TIME_SLOTS,
};

const sameAsEmpty = (key: keyof BookingDraft, value: unknown) => {
  const empty = emptyBooking[key];
  if (Array.isArray(empty)) return Array.isArray(value) && value.length === 0;
  if (typeof empty === 'number' && Number.isNaN(empty)) return value === null;
  return value === (key === 'date' ? '' : empty);
};

export function toDraft(values: Partial<BookingFields>): BookingDraft | null {
  const draft = {} as Record<keyof BookingDraft, unknown>;
  for (const key of DRAFT_KEYS) {
    const value = values[key] ?? emptyBooking[key];
    if (key === 'date') draft.date = value instanceof Date ? localCalendarDate(value) : '';
    else draft[key] = Number.isNaN(value) ? null : value; // JSON keeps no NaN
  }
  const untouched = DRAFT_KEYS.every((key) => sameAsEmpty(key, draft[key]));
  return untouched ? null : (draft as BookingDraft);
}

/**
 * A kept draft back into form values. Each value is taken only if it has its field's type; the
 * schema judges the rest when the visitor sends, so an outdated value costs nothing.
 */
export function fromDraft(stored: unknown): BookingFields | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const draft = stored as Partial<Record<keyof BookingDraft, unknown>>;
  const values: Record<string, unknown> = { ...emptyBooking };
  for (const key of DRAFT_KEYS) {
    const value = draft[key];
    const empty = emptyBooking[key];
    if (key === 'date') values.date = dayFromDraft(value);
    else if (OPTIONS[key]) values[key] = OPTIONS[key].includes(value as string) ? value : '';
    else if (key === 'passengers') {
      if (Number.isInteger(value) && (value as number) >= PASSENGERS_MIN) values[key] = value;
    } else if (Array.isArray(empty)) {
      if (Array.isArray(value) && value.every((v) => typeof v === 'number')) values[key] = value;
    } else if (value !== null && typeof value === typeof empty) values[key] = value;
  }
  return values as BookingFields;
}

function dayFromDraft(value: unknown): Date | undefined {
  const date = localDateOfCalendarDay(typeof value === 'string' ? value : '');
  return date && date >= businessToday() ? date : undefined; // a day that has passed is no use
}

/** A stored booking payload (a refused or expired kept request) back into form values. */
export function fromPayload(payload: Record<string, unknown>): BookingFields | null {
  const requests = payload.specialRequests;
  return fromDraft({
    ...payload,
    specialRequests: typedWishes(requests) ?? '',
  });
}

/** The payload's names are the form's: an issue of a 400 answer goes to the field it names. */
export const fieldForIssue = Object.fromEntries(DRAFT_KEYS.map((key) => [key, key])) as Record<
  string,
  keyof BookingDraft
>;
