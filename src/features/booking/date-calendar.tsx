import { DayPicker } from 'react-day-picker';
import { de, enGB } from 'react-day-picker/locale';
import { businessToday } from '#shared/schemas/dates.ts';
import './date-calendar.css';

/**
 * The calendar of the date popup: react-day-picker in the visitor's language, weeks from Monday,
 * days before `earliest` (Salzburg's today, or the outbound day for the way back) disabled, and
 * Salzburg's today marked as today. Its own chunk, loaded when the visitor heads for a date
 * field, so the page's first load stays light.
 */
export default function DateCalendar({
  locale,
  selected,
  earliest,
  onSelect,
}: {
  locale: string;
  selected: Date | undefined;
  earliest: Date;
  onSelect: (date: Date) => void;
}) {
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={onSelect}
      locale={locale === 'en' ? enGB : de}
      weekStartsOn={1}
      today={businessToday()}
      disabled={{ before: earliest }}
      startMonth={earliest}
      defaultMonth={selected ?? earliest}
      autoFocus
    />
  );
}
