import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { tourOfBooking } from '#shared/schemas/bookable-tours.ts';
import type { OperatorRequest } from '#shared/schemas/lifecycle.ts';
import { tourPrice, tours } from '../../content/tours.ts';
import { factsRowClass } from '../forms/booking-summary.tsx';
import { formatEuro, formatViennaTime } from '../forms/display.ts';
import { statusLabels } from '../forms/status-badge.tsx';
import { CancelForm } from './cancel-form.tsx';
import { DecisionForm } from './decision-form.tsx';
import type { Decided } from './use-decide.ts';

/** The decision: the form while open, else what was decided (a confirmation can be cancelled). */
export function Decision({
  session,
  request,
  onDone,
}: {
  session: string;
  request: OperatorRequest;
  onDone: (result: Decided) => void;
}) {
  const { i18n } = useLingui();
  if (request.status === 'requested') {
    // A tour named by its service alone (the Eagle's Nest) has its list price too.
    const tour = tourOfBooking(request.booking);
    return (
      <section className="console-card console-card--decision">
        <DecisionForm
          key={request.reference}
          session={session}
          reference={request.reference}
          guestLocale={request.booking.locale}
          listPrice={tour && tourPrice(tours[tour], i18n)}
          onDone={onDone}
        />
      </section>
    );
  }
  const { priceCents, depositCents, meetingPoint, message, reason } = request.decision ?? {};
  const euro = (cents: number) => formatEuro(cents, i18n.locale);
  const when = (at: string | undefined) =>
    at ? formatViennaTime(at, i18n.locale, { year: true }) : undefined;
  const confirmedAt =
    request.status === 'confirmed'
      ? request.decidedAt
      : request.history.find((event) => event.event === 'confirmed')?.at;
  const declinedAt =
    request.status === 'declined' || request.status === 'cancelled' ? request.decidedAt : undefined;
  const rows: [MessageDescriptor, string | undefined, 'long'?][] = [
    [msg`Preis`, priceCents === undefined ? undefined : euro(priceCents)],
    [msg`Anzahlung`, depositCents === undefined ? undefined : euro(depositCents)],
    [msg`Treffpunkt`, meetingPoint],
    [msg`Nachricht an den Gast`, message, 'long'],
    [msg`Grund`, reason, 'long'],
    // A cancelled booking was decided twice: each time under its own name, not one 'Entschieden'
    // beside the confirmation's price.
    [msg`Bestätigt am`, when(confirmedAt)],
    [request.status === 'cancelled' ? msg`Storniert am` : msg`Abgelehnt am`, when(declinedAt)],
  ];
  return (
    <section className="console-card console-card--decided" aria-labelledby="decided-title">
      <h2 id="decided-title" className="console-card__title" tabIndex={-1}>
        {request.status === 'expired' ? (
          <Trans>Abgelaufen, ohne Entscheidung</Trans>
        ) : (
          <Trans>Entscheidung: {i18n._(statusLabels[request.status])}</Trans>
        )}
      </h2>
      <dl className="facts">
        {rows
          .filter((row): row is [MessageDescriptor, string, 'long'?] => Boolean(row[1]))
          .map(([label, value, long]) => (
            <div key={label.id} className={factsRowClass(long)}>
              <dt>{i18n._(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {request.status === 'confirmed' && (
        <CancelForm session={session} reference={request.reference} onDone={onDone} />
      )}
    </section>
  );
}
