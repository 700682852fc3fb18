import { BUSINESS_TIME_ZONE } from '#shared/schemas/constants.ts';
import { dayWithMonth } from '#shared/schemas/day-with-month.ts';
import { intlTag } from '../../lib/locales.ts';

/**
 * How the request pages write days, times and money in the page's language: the booking's
 * summary, the visitor's status page and the operator's console read the same.
 */

/** 'yyyy-MM-dd' as the visitor reads a day, without time-zone arithmetic. */
export function formatDay(
  ymd: string,
  locale: string,
  weekday: 'short' | 'long' = 'short',
): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  const format = new Intl.DateTimeFormat(intlTag(locale), {
    weekday,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayWithMonth(format, new Date(Date.UTC(year, month - 1, day)));
}

/** A day in a list: 'Sa., 5. Dez.' ('Sat 5 Dec'), with the year only when it is not this one. */
export function formatShortDay(ymd: string, locale: string, thisYear: string): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  const format = new Intl.DateTimeFormat(intlTag(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(String(year) === thisYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
  return dayWithMonth(format, new Date(Date.UTC(year, month - 1, day)));
}

/** A wall-clock time of day: '14:30' in English, '14:30\u00a0Uhr' in German. */
export function formatClock(hhmm: string, locale: string): string {
  return locale === 'en' ? hhmm : `${hhmm}\u00a0Uhr`;
}

/** A pickup: 'Thu, 3 December 2026, 14:30' / 'Do., 3. Dezember 2026, 14:30 Uhr'. */
export function formatPickup(ymd: string, hhmm: string, locale: string): string {
  return `${formatDay(ymd, locale)}, ${formatClock(hhmm, locale)}`;
}

/**
 * An instant on Salzburg's clock (the business's, whatever the device's zone):
 * 'Friday, 27 November, 14:30' / 'Freitag, 27. November, 14:30 Uhr'.
 */
export function formatViennaTime(
  instant: Date | string,
  locale: string,
  { year = false }: { year?: boolean } = {},
): string {
  const date = new Date(instant);
  const format = new Intl.DateTimeFormat(intlTag(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: BUSINESS_TIME_ZONE,
  });
  const day = dayWithMonth(format, date);
  return `${day}, ${formatClock(viennaClock(date), locale)}`;
}

/** An instant's time of day on Salzburg's clock, 'HH:MM' (24 hours). */
export function viennaClock(instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(instant);
}

/**
 * Whole cents as euros, as the tours' prices read: '€540' / '540 €', with cents only when there
 * are any ('€540.50' / '540,50 €').
 */
export function formatEuro(cents: number, locale: string): string {
  // German as the site writes it, '540 €' (Austria's own format puts the sign first).
  return (
    new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'de-DE', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      maximumFractionDigits: 2,
    })
      .format(cents / 100)
      // One space kind in every text of the site (the tests and the catalogs use plain ones).
      .replace(/\u00a0/g, ' ')
  );
}
