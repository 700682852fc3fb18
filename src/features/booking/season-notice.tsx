import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { localCalendarDate } from '#shared/schemas/dates.ts';
import { outOfSeason, seasonMonths } from '#shared/schemas/bookable-tours.ts';
import { tours } from '../../content/tours.ts';
import type { BookingMethods } from './booking-values.ts';

/**
 * A day outside the months the chosen tour runs (the Eagle's Nest: May to September) may still be
 * asked for: the operator answers with an alternative (docs/product.md, the booking form). The
 * form says so before the visitor sends, not a day later.
 */
export function SeasonNotice({ methods }: { methods: BookingMethods }) {
  const { i18n } = useLingui();
  const [tour, date] = useWatch({ control: methods.control, name: ['tour', 'date'] });
  const season = tour ? tours[tour].season : null;
  if (!season || !date || !outOfSeason(season, localCalendarDate(date))) return null;
  const { from, to } = seasonMonths(season, i18n.locale);
  return (
    <p className="form-notice field--wide" role="status">
      <Trans>
        Außerhalb der Saison: Diese Tour bieten wir von {from} bis {to} an. Für diesen Tag schlagen
        wir Ihnen gern eine Alternative vor; senden können Sie die Anfrage trotzdem.
      </Trans>
    </p>
  );
}
