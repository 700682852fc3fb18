import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Season } from '#shared/schemas/bookable-tours.ts';
import { intlTag } from '../lib/locales.ts';

const allYear = msg`Ganzjährig`;
const fromTo = msg({
  message: '{from} bis {to}',
  comment: 'The months a tour runs: from and to are month names, e.g. "Mai bis September"',
});

/** The season's first and last month by name: 'Mai', 'September' / 'May', 'September'. */
export function seasonMonths(season: Season, locale: string): { from: string; to: string } {
  const name = (month: number) =>
    new Intl.DateTimeFormat(intlTag(locale), { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, month - 1, 1),
    );
  return { from: name(season.fromMonth), to: name(season.toMonth) };
}

/** When a tour runs: 'Mai bis September' / 'May to September', or 'Ganzjährig' / 'All year round'. */
export function seasonText(season: Season | null, i18n: I18n): string {
  return season
    ? i18n._({ ...fromTo, values: seasonMonths(season, i18n.locale) })
    : i18n._(allYear);
}

/** True when a day ('yyyy-MM-dd', Salzburg's calendar) lies outside the months a tour runs. */
export function outOfSeason(season: Season | null, day: string): boolean {
  if (!season) return false;
  const month = Number(day.slice(5, 7));
  return month < season.fromMonth || month > season.toMonth;
}
