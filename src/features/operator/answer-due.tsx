import { Trans } from '@lingui/react/macro';
import { calendarDateInZone, pickupBeforeAnswer } from '#shared/schemas/dates.ts';
import { answerDueAt } from '#shared/schemas/lifecycle-paths.ts';
import { Icon } from '../../components/ui/icons.tsx';
import { viennaClock } from '../forms/display.ts';
import { usePickupLabel } from './pickup-label.ts';

/**
 * The time the guest's receipt promised an answer by. Past it, as seen at `seenAt` (when the
 * request was loaded), a warning: the guest is waiting, and their status page now asks them to
 * call (docs/decisions/booking-lifecycle.md). A ride that starts before it is a warning too: the
 * guest was asked to call, and the answer cannot wait. The list shows only the warnings
 * (`lateOnly`).
 */
export function AnswerDue({
  receivedAt,
  date,
  time,
  seenAt,
  lateOnly = false,
}: {
  receivedAt: string;
  /** The pickup, Vienna's wall clock. */
  date: string;
  time: string;
  seenAt: number;
  lateOnly?: boolean;
}) {
  const pickup = usePickupLabel();
  const due = answerDueAt(receivedAt);
  const when = pickup(calendarDateInZone(due), viennaClock(due));
  const late = due.getTime() < seenAt;
  if (late || pickupBeforeAnswer(date, time, receivedAt)) {
    return (
      <span className="answer-due answer-due--late">
        <Icon name="clock" size={18} strokeWidth={1.8} />
        <span>
          {late ? (
            <Trans>Antwort überfällig (zugesagt: {when})</Trans>
          ) : (
            <Trans>Kurzfristig: Die Fahrt beginnt vor der zugesagten Antwort ({when})</Trans>
          )}
        </span>
      </span>
    );
  }
  if (lateOnly) return null;
  return (
    <span className="answer-due">
      <Trans>Antwort zugesagt: {when}</Trans>
    </span>
  );
}
