import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../components/ui/icons.tsx';
import type { Trip } from '../../lib/my-requests.ts';
import { formatPickup } from '../forms/display.ts';
import { bookableServiceLabels } from '../forms/service-labels.ts';

/** A request card's service and pickup, kept on the device or sent. */
export function TripLines({ trip }: { trip: Trip }) {
  const { i18n } = useLingui();
  return (
    <>
      <span className="my-request__service">{i18n._(bookableServiceLabels[trip.service])}</span>
      <span className="my-request__when">
        <Icon name="calendar" size={16} strokeWidth={1.8} />
        {formatPickup(trip.date, trip.time, i18n.locale)}
      </span>
    </>
  );
}
