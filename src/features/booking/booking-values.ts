import {
  CAR_MAX_PASSENGERS,
  CAR_TYPES,
  HONEYPOT_FIELD,
  NO_SPECIAL_REQUESTS,
  PASSENGERS_DEFAULT,
  PASSENGERS_MIN,
  SERVICES,
  TIME_SLOTS,
  type CarType,
  type Service,
  type TimeSlot,
} from '#shared/schemas/constants.ts';
import { localCalendarDate } from '#shared/schemas/dates.ts';
import type { UseFormReturn } from 'react-hook-form';
import type { BookingFormValues } from '#shared/schemas/form.ts';
import type { BookingDraft } from '../forms/draft-store.ts';
import { startOfToday } from './date-field.tsx';

/** What the form holds while being filled: selects may still be empty. */
export type BookingFields = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  service: Service | '';
  date: Date | undefined;
  time: TimeSlot | '';
  passengers: number;
  pickup_location: string;
  destination: string;
  car_type: CarType | '';
  special_requests: string;
  agbAccepted: boolean;
  privacyAccepted: boolean;
  [HONEYPOT_FIELD]: string;
};

/** The booking form's methods (react-hook-form), as its parts receive them. */
export type BookingMethods = UseFormReturn<BookingFields, unknown, BookingFormValues>;

export const emptyBooking: BookingFields = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  service: '',
  date: undefined,
  time: '',
  passengers: PASSENGERS_DEFAULT,
  pickup_location: '',
  destination: '',
  car_type: '',
  special_requests: '',
  agbAccepted: false,
  privacyAccepted: false,
  [HONEYPOT_FIELD]: '',
};

/** The most passengers the chosen car seats; with no car chosen yet, the larger car's. */
export function passengerLimit(car: CarType | ''): number {
  return car ? CAR_MAX_PASSENGERS[car] : Math.max(...Object.values(CAR_MAX_PASSENGERS));
}

/** Payload field → form field, for the issues of a 400 answer. */
export const fieldForIssue: Record<string, keyof BookingFields> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  service: 'service',
  date: 'date',
  time: 'time',
  passengers: 'passengers',
  pickupLocation: 'pickup_location',
  destination: 'destination',
  carType: 'car_type',
  specialRequests: 'special_requests',
};

export function toDraft(values: Partial<BookingFields>): BookingDraft | null {
  const draft: BookingDraft = {
    first_name: values.first_name ?? '',
    last_name: values.last_name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    service: values.service ?? '',
    date: values.date instanceof Date ? localCalendarDate(values.date) : '',
    time: values.time ?? '',
    passengers: Number.isFinite(values.passengers) ? Number(values.passengers) : PASSENGERS_DEFAULT,
    pickup_location: values.pickup_location ?? '',
    destination: values.destination ?? '',
    car_type: values.car_type ?? '',
    special_requests: values.special_requests ?? '',
  };
  const untouched = Object.entries(draft).every(([key, value]) =>
    key === 'passengers' ? value === PASSENGERS_DEFAULT : value === '',
  );
  return untouched ? null : draft;
}

function pick<T extends string>(options: readonly T[], value: unknown): T | '' {
  return options.includes(value as T) ? (value as T) : '';
}

export function fromDraft(stored: unknown): BookingFields | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const draft = stored as Partial<Record<keyof BookingDraft, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  let date: Date | undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text(draft.date));
  if (match) {
    date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    if (date < startOfToday()) date = undefined; // a day that has passed is no use
  }
  const passengers = Number(draft.passengers);
  return {
    ...emptyBooking,
    first_name: text(draft.first_name),
    last_name: text(draft.last_name),
    email: text(draft.email),
    phone: text(draft.phone),
    service: pick(SERVICES, draft.service),
    date,
    time: pick(TIME_SLOTS, draft.time),
    passengers:
      Number.isInteger(passengers) && passengers >= PASSENGERS_MIN
        ? passengers
        : PASSENGERS_DEFAULT,
    pickup_location: text(draft.pickup_location),
    destination: text(draft.destination),
    car_type: pick(CAR_TYPES, draft.car_type),
    special_requests: text(draft.special_requests),
  };
}

/** A stored booking payload (a refused or expired kept request) back into form values. */
export function fromPayload(payload: Record<string, unknown>): BookingFields | null {
  const requests = payload.specialRequests;
  return fromDraft({
    first_name: payload.firstName,
    last_name: payload.lastName,
    email: payload.email,
    phone: payload.phone,
    service: payload.service,
    date: payload.date,
    time: payload.time,
    passengers: payload.passengers,
    pickup_location: payload.pickupLocation,
    destination: payload.destination,
    car_type: payload.carType,
    special_requests: requests === NO_SPECIAL_REQUESTS ? '' : requests,
  });
}
