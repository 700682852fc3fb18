import { useLingui } from '@lingui/react/macro';
import { addDays, calendarDateInZone } from '#shared/schemas/dates.ts';
import { formatClock, formatShortDay } from '../forms/display.ts';

/**
 * A pickup as the operator scans a list: 'Heute, 14:30 Uhr', 'Morgen, 09:00 Uhr', else the
 * day ('Do., 3. Dez., 14:30 Uhr', the year only when another). Today is Salzburg's.
 */
export function usePickupLabel(now: () => Date = () => new Date()) {
  const { t, i18n } = useLingui();
  return (date: string, time: string) => {
    const today = calendarDateInZone(now());
    const clock = formatClock(time, i18n.locale);
    if (date === today) return `${t`Heute`}, ${clock}`;
    if (date === addDays(today, 1)) return `${t`Morgen`}, ${clock}`;
    return `${formatShortDay(date, i18n.locale, today.slice(0, 4))}, ${clock}`;
  };
}
