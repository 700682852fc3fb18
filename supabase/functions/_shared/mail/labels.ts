import { BOOKABLE_SERVICES } from '../schemas/bookable-services.ts';
import {
  BOOKABLE_TOURS,
  tourOfBooking,
  tourPriceText,
  type TourId,
} from '../schemas/bookable-tours.ts';
import type { CarType, Locale } from '../schemas/constants.ts';
import type { BookingPayload } from '../schemas/payload.ts';

export const CAR_LABELS: Readonly<Record<CarType, Readonly<Record<Locale, string>>>> = {
  'e-klasse': { de: 'Mercedes E-Klasse', en: 'Mercedes E-Class' },
  'v-klasse': { de: 'Mercedes V-Klasse', en: 'Mercedes V-Class' },
};

/**
 * 'yyyy-MM-dd' → '01.06.2026' (de) or '1 June 2026' (en), without time-zone arithmetic. The day
 * and its month are joined by a no-break space: a narrow mail client breaks the line elsewhere.
 */
export function formatDate(ymd: string, locale: Locale): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  if (locale === 'de')
    return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
  const date = new Date(Date.UTC(year, month - 1, day));
  const monthName = date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `${day}\u00a0${monthName} ${year}`;
}

/**
 * What a booking is, in a headline, a subject or a calendar entry: the exact tour or sight
 * when it names one ('Schloss Hellbrunn'), else its service ('Flughafentransfer').
 */
export function bookingTitle(
  booking: Pick<BookingPayload, 'service' | 'tour'>,
  locale: Locale,
): string {
  const tour = tourOfBooking(booking);
  return tour
    ? BOOKABLE_TOURS[tour].mailName[locale]
    : BOOKABLE_SERVICES[booking.service].mailLabel[locale];
}

/** A tour as a mail's row reads it: 'Schloss Hellbrunn – 2–3 Stunden, 270 € pro Fahrzeug, bis zu 7 Gäste'. */
export function tourLine(id: TourId, locale: Locale): string {
  const tour = BOOKABLE_TOURS[id];
  return `${tour.mailName[locale]} – ${tour.duration[locale]}, ${tourPriceText(id, locale)}`;
}
