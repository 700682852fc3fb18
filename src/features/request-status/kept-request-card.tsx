import { Trans, useLingui } from '@lingui/react/macro';
import type { KeptBooking } from '../../lib/sw-protocol.ts';
import { formatViennaTime } from '../forms/display.ts';
import { TripLines } from './trip-lines.tsx';

/**
 * What the device keeps for the network, as this page shows it: the bookings, those of them
 * late, how many contact messages wait beside them (counted by the header's badge, which links
 * here, but not listed: a message has no status), and whether, online, the booking service
 * refused the last try (docs/decisions/offline-vs-unreachable.md).
 */
export type KeptBookings = {
  bookings: KeptBooking[];
  late: readonly string[];
  messages: number;
  unreachable: boolean;
};

/**
 * A booking this device keeps until it has network: no reference and no status page yet, so a
 * card without a link. It says when it was kept and that it goes by itself; once it has waited a
 * day online without delivery (`late`), to call instead (as the header's badge says).
 */
export function KeptRequestCard({
  booking,
  late,
  unreachable,
}: {
  booking: KeptBooking;
  late: boolean;
  /** Online, but the booking service did not take it: not "waiting for a connection". */
  unreachable: boolean;
}) {
  const { i18n } = useLingui();
  const { trip } = booking;
  const kept = formatViennaTime(new Date(booking.keptAt), i18n.locale, { year: true });
  return (
    <div className="my-request my-request--kept">
      <span className="my-request__top">
        <span className="status-badge" data-status="kept">
          {late ? (
            <Trans>Nicht zugestellt</Trans>
          ) : unreachable ? (
            <Trans>Wird erneut gesendet</Trans>
          ) : (
            <Trans>Wartet auf Netz</Trans>
          )}
        </span>
      </span>
      {trip && <TripLines trip={trip} />}
      <span className="my-request__sent">
        {late ? (
          <Trans>
            Auf diesem Gerät gespeichert am {kept} (Salzburger Zeit) und noch nicht zugestellt:
            Bitte rufen Sie uns an.
          </Trans>
        ) : unreachable ? (
          <Trans>
            Auf diesem Gerät gespeichert am {kept} (Salzburger Zeit). Unser Buchungsdienst ist
            gerade nicht erreichbar; wir versuchen es weiter automatisch. Wenn es eilt, rufen Sie
            uns bitte an.
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
