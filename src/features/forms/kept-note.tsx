import { Plural, Trans } from '@lingui/react/macro';
import { PageLink } from '../../components/ui/page-link.tsx';

/**
 * Above a fresh form, what this device already keeps of its kind: after a reload offline the
 * "saved on this device" panel is gone, and a visitor who saw only an empty form could send the
 * request again (a second request, under a second key). `unreachable`: online, the booking
 * service did not take it (docs/decisions/offline-vs-unreachable.md).
 */
export function KeptNote({
  form,
  count,
  unreachable,
}: {
  form: 'booking' | 'contact';
  count: number;
  unreachable: boolean;
}) {
  if (count <= 0) return null;
  return (
    <p className="form-notice kept-note" role="status">
      {form === 'booking' ? (
        unreachable ? (
          <Plural
            value={count}
            one="Auf diesem Gerät wartet bereits # Buchungsanfrage auf Zustellung. Unser Buchungsdienst ist gerade nicht erreichbar; wir versuchen sie weiter automatisch zu senden. Bitte senden Sie sie nicht noch einmal."
            other="Auf diesem Gerät warten bereits # Buchungsanfragen auf Zustellung. Unser Buchungsdienst ist gerade nicht erreichbar; wir versuchen sie weiter automatisch zu senden. Bitte senden Sie sie nicht noch einmal."
          />
        ) : (
          <Plural
            value={count}
            one="Auf diesem Gerät wartet bereits # Buchungsanfrage auf Zustellung. Sie wird von selbst gesendet, sobald Sie online sind; bitte senden Sie sie nicht noch einmal."
            other="Auf diesem Gerät warten bereits # Buchungsanfragen auf Zustellung. Sie werden von selbst gesendet, sobald Sie online sind; bitte senden Sie sie nicht noch einmal."
          />
        )
      ) : unreachable ? (
        <Plural
          value={count}
          one="Auf diesem Gerät wartet bereits # Nachricht auf Zustellung. Unser Buchungsdienst ist gerade nicht erreichbar; wir versuchen sie weiter automatisch zu senden. Bitte senden Sie sie nicht noch einmal."
          other="Auf diesem Gerät warten bereits # Nachrichten auf Zustellung. Unser Buchungsdienst ist gerade nicht erreichbar; wir versuchen sie weiter automatisch zu senden. Bitte senden Sie sie nicht noch einmal."
        />
      ) : (
        <Plural
          value={count}
          one="Auf diesem Gerät wartet bereits # Nachricht auf Zustellung. Sie wird von selbst gesendet, sobald Sie online sind; bitte senden Sie sie nicht noch einmal."
          other="Auf diesem Gerät warten bereits # Nachrichten auf Zustellung. Sie werden von selbst gesendet, sobald Sie online sind; bitte senden Sie sie nicht noch einmal."
        />
      )}
      {/* The bookings are listed there; a message has no status to show. */}
      {form === 'booking' && (
        <>
          {' '}
          <PageLink to="requests" className="form-notice__call">
            <Trans>Meine Anfragen</Trans>
          </PageLink>
        </>
      )}
    </p>
  );
}
