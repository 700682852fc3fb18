import type { CarType, Locale, Service } from '../schemas/constants.ts';
import { SERVICE_LABELS } from '../schemas/service-labels.ts';
import type { BookingPayload } from '../schemas/payload.ts';
import { givenFields, type FieldFormat } from '../schemas/request-model.ts';

export const CAR_LABELS: Readonly<Record<CarType, Readonly<Record<Locale, string>>>> = {
  'e-klasse': { de: 'Mercedes E-Klasse', en: 'Mercedes E-Class' },
  'v-klasse': { de: 'Mercedes V-Klasse', en: 'Mercedes V-Class' },
};

/** Length of the calendar entry; the tours' stated durations, one hour for everything else. */
export const SERVICE_DURATION_MINUTES: Readonly<Record<Service, number>> = {
  airportTransfer: 60,
  trainTransfer: 60,
  cityTour: 120,
  eaglesTour: 360,
  salzburgTour: 120,
  soundOfMusicTour: 240,
  lakeDistrictTour: 240,
  weddingService: 240,
  corporateTransport: 60,
  longDistanceTrip: 240,
  customService: 60,
};

/** 'yyyy-MM-dd' → '01.06.2026' (de) or '1 June 2026' (en), without time-zone arithmetic. */
export function formatDate(ymd: string, locale: Locale): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  if (locale === 'de')
    return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
  const date = new Date(Date.UTC(year, month - 1, day));
  const monthName = date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `${day} ${monthName} ${year}`;
}

const LANGUAGE_NAMES: Readonly<Record<Locale, Readonly<Record<Locale, string>>>> = {
  de: { de: 'Deutsch', en: 'German' },
  en: { de: 'Englisch', en: 'English' },
};

/** One value of the request as a line of an e-mail reads it, in `locale`. */
function formatValue(format: FieldFormat, value: unknown, locale: Locale): string {
  switch (format) {
    case 'service':
      return SERVICE_LABELS[value as Service][locale];
    case 'car':
      return CAR_LABELS[value as CarType][locale];
    case 'locale':
      return LANGUAGE_NAMES[value as Locale][locale];
    case 'date':
      return formatDate(value as string, locale);
    case 'time':
      return locale === 'de' ? `${value as string} Uhr` : (value as string);
    case 'ages': {
      const ages = (value as number[]).join(', ');
      return locale === 'de' ? `${ages} Jahre` : `aged ${ages}`;
    }
    default:
      return String(value);
  }
}

/** The rows the request carries, labelled and formatted in `locale`, in the model's order. */
export function bookingRows(booking: BookingPayload, locale: Locale): [string, string][] {
  return givenFields(booking).map((field) => [
    field.label[locale],
    formatValue(field.format, booking[field.key], locale),
  ]);
}
