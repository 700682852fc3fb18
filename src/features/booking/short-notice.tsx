import { Trans } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { localCalendarDate, hoursUntilPickup } from '#shared/schemas/dates.ts';
import { SHORT_NOTICE_HOURS } from '#shared/schemas/lifecycle-paths.ts';
import { telHref } from '../../content/business.ts';
import { PhoneNumber } from '../../components/ui/contact-values.tsx';
import type { BookingMethods } from './booking-values.ts';

/** True when a pickup (Salzburg's wall clock) is still ahead but less than 12 hours away. */
export function isShortNotice(date: Date | undefined, time: string, now: Date): boolean {
  if (!date || !time) return false;
  const hours = hoursUntilPickup(localCalendarDate(date), time, now);
  return hours >= 0 && hours < SHORT_NOTICE_HOURS;
}

/**
 * A pickup less than 12 hours away may still be requested, but an answer within the day is not
 * promised: the form says to call, with the number (docs/decisions/booking-lifecycle.md).
 */
export function ShortNotice({
  methods,
  now = () => new Date(),
}: {
  methods: BookingMethods;
  now?: () => Date;
}) {
  const [date, time] = useWatch({ control: methods.control, name: ['date', 'time'] });
  if (!isShortNotice(date, time, now())) return null;
  return (
    <p className="form-notice field--wide" role="status">
      <Trans>
        Kurzfristig? Für eine Fahrt in weniger als {SHORT_NOTICE_HOURS} Stunden rufen Sie uns bitte
        an:{' '}
        <a href={telHref} className="form-notice__call">
          <PhoneNumber />
        </a>
        . Senden können Sie die Anfrage trotzdem.
      </Trans>
    </p>
  );
}
