/**
 * The booking request's fields in one ordered list, derived from the payload schema's keys (the
 * compiler refuses a payload field missing here): the column each is stored in, its label in
 * both languages and how to show its value. The store builds its insert from it and the e-mails
 * their rows; adding a field means the payload schema, this list, a migration, the form's field
 * and the catalogs.
 */
import type { Locale } from './constants.ts';
import type { BookingPayload } from './payload.ts';

/** The payload's fields that are the request (its type and the honeypot are not). */
type BookingField = Exclude<keyof BookingPayload, 'type' | 'website'>;

/**
 * How a value reads in an e-mail: `service`, `car`, `locale` are keys into their label tables,
 * `tour` the key of a tour (its name, duration and what its price covers),
 * `date` is 'yyyy-MM-dd', `time` 'HH:MM', `ages` a list of whole years, `count` a number,
 * `longText` keeps its line breaks.
 */
export type FieldFormat =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'service'
  | 'tour'
  | 'car'
  | 'date'
  | 'time'
  | 'count'
  | 'ages'
  | 'locale';

export interface BookingFieldSpec {
  key: BookingField;
  /** Its column in public.booking_requests. */
  column: string;
  label: Readonly<Record<Locale, string>>;
  format: FieldFormat;
}

type Spec = Omit<BookingFieldSpec, 'key'>;
const spec = (column: string, de: string, en: string, format: FieldFormat): Spec => ({
  column,
  label: { de, en },
  format,
});

/** In the order the operator reads them: who, what, when, how many, where, the way back. */
const SPECS: { readonly [K in BookingField]: Spec } = {
  firstName: spec('first_name', 'Vorname', 'First name', 'text'),
  lastName: spec('last_name', 'Nachname', 'Last name', 'text'),
  email: spec('email', 'E-Mail', 'Email', 'email'),
  phone: spec('phone', 'Telefon', 'Phone', 'phone'),
  service: spec('service', 'Service', 'Service', 'service'),
  tour: spec('tour', 'Tour', 'Tour', 'tour'),
  carType: spec('car_type', 'Fahrzeug', 'Vehicle', 'car'),
  date: spec('requested_date', 'Datum', 'Date', 'date'),
  time: spec('requested_time', 'Abholzeit', 'Pickup time', 'time'),
  flightNumber: spec('flight_number', 'Flug-/Zugnummer', 'Flight/train number', 'text'),
  passengers: spec('passengers', 'Personen', 'Passengers', 'count'),
  suitcases: spec('suitcases', 'Koffer', 'Suitcases', 'count'),
  childSeatAges: spec('child_seat_ages', 'Kindersitze (Alter)', 'Child seats (ages)', 'ages'),
  pickupLocation: spec('pickup_location', 'Abholort', 'Pickup location', 'text'),
  destination: spec('destination', 'Ziel', 'Destination', 'text'),
  returnDate: spec('return_date', 'Rückfahrt: Datum', 'Return: date', 'date'),
  returnTime: spec('return_time', 'Rückfahrt: Uhrzeit', 'Return: time', 'time'),
  specialRequests: spec('special_requests', 'Sonderwünsche', 'Special requests', 'longText'),
  locale: spec('locale', 'Sprache', 'Language', 'locale'),
};

export const BOOKING_FIELDS: readonly BookingFieldSpec[] = Object.entries(SPECS).map(
  ([key, value]) => ({ key: key as BookingField, ...value }),
);

/**
 * Labels that say what a field means for the service booked: an airport or train transfer's
 * time is the landing or arrival time when we meet the guest (the pickup time when we take them
 * there), and its number a flight's or a train's. The form and the summary say the same
 * (src/features/forms/service-field-labels.ts).
 */
const SERVICE_LABELS: Partial<
  Record<BookingField, Partial<Record<string, Readonly<Record<Locale, string>>>>>
> = {
  time: {
    airportTransfer: { de: 'Landezeit bzw. Abholzeit', en: 'Landing or pickup time' },
    trainTransfer: { de: 'Ankunftszeit bzw. Abholzeit', en: 'Arrival or pickup time' },
  },
  flightNumber: {
    airportTransfer: { de: 'Flugnummer', en: 'Flight number' },
    trainTransfer: { de: 'Zugnummer', en: 'Train number' },
  },
};

/** A field's label for a booking of this service, in one language. */
export function fieldLabel(key: BookingField, service: string, locale: Locale): string {
  return (SERVICE_LABELS[key]?.[service] ?? SPECS[key].label)[locale];
}

/** The fields a request carries: the optional ones only when given. */
export function givenFields(booking: BookingPayload): BookingFieldSpec[] {
  return BOOKING_FIELDS.filter((field) => booking[field.key] !== undefined);
}
