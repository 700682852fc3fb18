import { Trans, useLingui } from '@lingui/react/macro';
import { missedSeason } from '#shared/schemas/bookable-tours.ts';
import { Icon } from '../../components/ui/icons.tsx';

/**
 * A tour asked for on a day outside its season, in the words of the operator's mail: a warning
 * as an overdue answer is one, on the request and on its card in the list, since it cannot be
 * confirmed as asked (the operator suggests another day or tour).
 */
export function SeasonWarning({
  booking,
  line = false,
}: {
  booking: { service: string; tour?: string | null | undefined; date: string };
  /** A line of its own (the request's overview), not a part of a card's link. */
  line?: boolean;
}) {
  const { i18n } = useLingui();
  const months = missedSeason(booking, i18n.locale);
  if (!months) return null;
  const { from, to } = months;
  const Wrapper = line ? 'p' : 'span';
  return (
    <Wrapper className={`answer-due answer-due--late${line ? ' overview__line' : ''}`}>
      <Icon name="calendar" size={18} strokeWidth={1.8} />
      <span>
        <Trans>
          Außerhalb der Saison ({from} bis {to}): eine Alternative vorschlagen
        </Trans>
      </span>
    </Wrapper>
  );
}
