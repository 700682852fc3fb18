import type { CarType, Locale, Service } from '../schemas/constants.ts';

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
