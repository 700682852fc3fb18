import { useEffect, useId } from 'react';
import { DayPicker } from 'react-day-picker';
import { de, enGB } from 'react-day-picker/locale';
import { businessToday } from '#shared/schemas/dates.ts';
import { restoreFailedStyles } from '../../lib/restore-styles.ts';
import './date-calendar.css';

// Its styles, if they failed to come with its code (src/lib/restore-styles.ts).
restoreFailedStyles();

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
  const id = useId();
  // After the day took the focus (its effect runs before this one).
  useEffect(() => {
    const popup = document.getElementById(id)?.closest<HTMLElement>('[role="dialog"]');
    if (popup) showWhole(popup);
  }, [id]);
  return (
    <DayPicker
      id={id}
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

/**
 * The whole calendar in view where it fits below the sticky header, else its top, the month and
 * its arrows, as far as the focused day stays in view. The browser scrolls the focused day to the
 * middle of the screen, which on a phone held sideways (390 px high) put the month and arrows
 * above the screen's top.
 */
function showWhole(popup: HTMLElement) {
  const header = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const fits = popup.offsetHeight <= window.innerHeight - header;
  popup.scrollIntoView({ block: fits ? 'nearest' : 'start' });
  if (!fits) document.activeElement?.scrollIntoView({ block: 'nearest' });
}
