import { Trans, useLingui } from '@lingui/react/macro';
import type { KeptBooking } from '../../lib/sw-protocol.ts';
import { formatViennaTime } from '../forms/display.ts';
import { TripLines } from './trip-lines.tsx';

/**
 * What the device keeps for the network, as this page shows it: the bookings, those of them
 * late, and how many contact messages wait beside them (counted by the header's badge, which
 * links here, but not listed: a message has no status).
 */
export type KeptBookings = { bookings: KeptBooking[]; late: readonly string[]; messages: number };

/**
 * A booking this device keeps until it has network: no reference and no status page yet, so a
 * card without a link. It says when it was kept and that it goes by itself; once it has waited a
 * day online without delivery (`late`), to call instead (as the header's badge says).
 */
export function KeptRequestCard({ booking, late }: { booking: KeptBooking; late: boolean }) {
  const { i18n } = useLingui();
  const { trip } = booking;
  const kept = formatViennaTime(new Date(booking.keptAt), i18n.locale, { year: true });
  return (
    <div className="my-request my-request--kept">
      <span className="my-request__top">
        <span className="status-badge" data-status="kept">
          {late ? <Trans>Nicht zugestellt</Trans> : <Trans>Wartet auf Netz</Trans>}
        </span>
      </span>
      {trip && <TripLines trip={trip} />}
      <span className="my-request__sent">
        {late ? (
          <Trans>
            Auf diesem Gerät gespeichert am {kept} (Salzburger Zeit) und noch nicht zugestellt:
            Bitte rufen Sie uns an.
          </Trans>
        ) : (
          <Trans>
            Auf diesem Gerät gespeichert am {kept} (Salzburger Zeit). Sie wird von selbst gesendet,
            sobald Sie online sind, und erhält dann ihre Referenz.
          </Trans>
        )}
      </span>
    </div>
  );
}
