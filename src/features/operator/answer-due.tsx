import { Trans } from '@lingui/react/macro';
import { calendarDateInZone } from '#shared/schemas/dates.ts';
import { answerDueAt } from '#shared/schemas/lifecycle-paths.ts';
import { Icon } from '../../components/ui/icons.tsx';
import { viennaClock } from '../forms/display.ts';
import { usePickupLabel } from './pickup-label.ts';

/**
 * The time the guest's receipt promised an answer by. Past it, as seen at `seenAt` (when the
 * request was loaded), a warning: the guest is waiting, and their status page now asks them to
 * call (docs/decisions/booking-lifecycle.md). The list shows only the warning (`lateOnly`).
 */
export function AnswerDue({
  receivedAt,
  seenAt,
  lateOnly = false,
}: {
  receivedAt: string;
  seenAt: number;
  lateOnly?: boolean;
}) {
  const pickup = usePickupLabel();
  const due = answerDueAt(receivedAt);
  const when = pickup(calendarDateInZone(due), viennaClock(due));
  if (due.getTime() < seenAt) {
    return (
      <span className="answer-due answer-due--late">
        <Icon name="clock" size={18} strokeWidth={1.8} />
        <span>
          <Trans>Antwort überfällig (zugesagt: {when})</Trans>
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
