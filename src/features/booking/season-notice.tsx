import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { localCalendarDate } from '#shared/schemas/dates.ts';
import { missedSeason } from '#shared/schemas/bookable-tours.ts';
import type { BookingMethods } from './booking-values.ts';

/**
 * A day outside the months the chosen tour runs (the Eagle's Nest: May to September) may still be
 * asked for: the operator answers with an alternative (docs/product.md, the booking form). The
 * form says so before the visitor sends, not a day later.
 */
export function SeasonNotice({ methods }: { methods: BookingMethods }) {
  const { i18n } = useLingui();
  const [service, tour, date] = useWatch({
    control: methods.control,
    name: ['service', 'tour', 'date'],
  });
  const months = date
    ? missedSeason({ service, tour: tour || undefined, date: localCalendarDate(date) }, i18n.locale)
    : null;
  if (!months) return null;
  const { from, to } = months;
  return (
    <p className="form-notice field--wide" role="status">
      <Trans>
        Außerhalb der Saison: Diese Tour bieten wir von {from} bis {to} an. Für diesen Tag schlagen
        wir Ihnen gern eine Alternative vor; senden können Sie die Anfrage trotzdem.
      </Trans>
    </p>
  );
}
