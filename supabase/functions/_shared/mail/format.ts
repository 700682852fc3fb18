/** How the request's values read in a mail, per the model's field formats and the language. */
import { business } from '../schemas/business.ts';
import type { Locale } from '../schemas/constants.ts';
import { intlTag, typedWishes } from '../schemas/constants.ts';
import type { BookingPayload } from '../schemas/payload.ts';
import type { BookingFieldSpec, FieldFormat } from '../schemas/request-model.ts';
import { BOOKABLE_SERVICES } from '../schemas/bookable-services.ts';
import type { TourId } from '../schemas/bookable-tours.ts';
import { CAR_LABELS, formatDate, tourLine } from './labels.ts';

/** 'yyyy-MM-dd' → 'Dienstag, 02.06.2026' / 'Tuesday, 2 June 2026', free of the host's zone. */
export function longDate(ymd: string, locale: Locale): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  const weekday = new Intl.DateTimeFormat(intlTag(locale), {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
  return `${weekday}, ${formatDate(ymd, locale)}`;
}

/** '14:30 Uhr' / '14:30'; the time and its "Uhr" stay on one line. */
export const clockTime = (hhmm: string, locale: Locale) =>
  locale === 'de' ? `${hhmm}\u00a0Uhr` : hhmm;

/** [4, 7] → '4 und 7 Jahre' / '4 and 7 years'; [0] → 'unter 1 Jahr' / 'under 1 year'. */
export function ages(list: readonly number[], locale: Locale): string {
  // 'unter' and its 1 stay on one line: a list broken after 'unter' read as a 1-year-old.
  const under = locale === 'de' ? 'unter\u00a01' : 'under\u00a01';
  const joined = new Intl.ListFormat(intlTag(locale), { type: 'conjunction' }).format(
    list.map((years) => (years === 0 ? under : String(years))),
  );
  const one = list.length === 1 && list[0]! <= 1;
  const unit = locale === 'de' ? (one ? 'Jahr' : 'Jahre') : one ? 'year' : 'years';
  return `${joined}\u00a0${unit}`;
}

/**
 * The words of one fact kept on one line ('Mercedes V-Klasse' too: its hyphen becomes a
 * non-breaking one), so a narrow mail client breaks between the facts instead.
 */
export const unbroken = (text: string) => text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

/** The business's phone number as the mails write it: one line, also inside a sentence. */
export const phoneText = unbroken(business.phoneDisplay);

const FORMATTERS = {
  text: (value) => String(value),
  longText: (value) => String(value),
  email: (value) => String(value),
  phone: (value) => String(value),
  service: (value, locale) =>
    BOOKABLE_SERVICES[value as BookingPayload['service']].mailLabel[locale],
  tour: (value, locale) => tourLine(value as TourId, locale),
  car: (value, locale) => CAR_LABELS[value as BookingPayload['carType']][locale],
  date: (value, locale) => longDate(String(value), locale),
  time: (value, locale) => clockTime(String(value), locale),
  count: (value) => String(value),
  ages: (value, locale) => ages(value as number[], locale),
  locale: (value, locale) =>
    new Intl.DisplayNames([locale], { type: 'language' }).of(String(value)) ?? String(value),
} satisfies Record<FieldFormat, (value: unknown, locale: Locale) => string>;

/** The field's value as the reader of `locale` reads it; null when the visitor gave none. */
export function fieldValue(
  field: BookingFieldSpec,
  booking: BookingPayload,
  locale: Locale,
): string | null {
  const value = booking[field.key];
  if (value === undefined || value === null || value === '') return null;
  if (field.key === 'specialRequests' && typedWishes(value) === undefined) return null;
  return FORMATTERS[field.format](value, locale);
}
