import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { STATUS_TOKEN_PARAM } from '#shared/schemas/lifecycle-paths.ts';
import { Icon } from '../../components/ui/icons.tsx';
import { BookingLink, usePageHref } from '../../components/ui/page-link.tsx';
import type { MyRequest } from '../../lib/my-requests.ts';
import { formatViennaTime } from '../forms/display.ts';
import { StatusBadge } from '../forms/status-badge.tsx';
import { isOverdue, rideBeforeAnswer } from './overdue.ts';
import { KeptRequestCard, type KeptBookings } from './kept-request-card.tsx';
import { TripLines } from './trip-lines.tsx';
import { useMyRequests } from './use-my-requests.ts';
import { useViewTitle } from './use-view-title.ts';

/**
 * "My requests": the bookings still kept on this device for the network, as waiting, then those
 * it sent, with where each stands (use-my-requests.ts).
 */
export function MyRequests({ kept }: { kept: KeptBookings }) {
  const { requests, offline, waiting, seenAt } = useMyRequests(kept.bookings);
  const { t } = useLingui();
  useViewTitle(t`Meine Anfragen`);
  return (
    <>
      <ListHeader />
      <div aria-busy={requests === null}>
        {requests === null && <div className="request-page__loading" />}
        {requests?.length === 0 && waiting.length === 0 && <NoRequests />}
        {requests && requests.length + waiting.length > 0 && (
          <>
            {offline && (
              <p className="request-page__stale" role="status">
                <Trans>Keine Verbindung: Sie sehen den zuletzt geladenen Stand.</Trans>
              </p>
            )}
            <ul className="my-requests">
              {waiting.map((booking) => (
                <li key={booking.key}>
                  <KeptRequestCard
                    booking={booking}
                    late={kept.late.includes(booking.key)}
                    unreachable={kept.unreachable}
                  />
                </li>
              ))}
              {requests.map((entry) => (
                <li key={entry.token}>
                  <RequestCard entry={entry} seenAt={seenAt} />
                </li>
              ))}
            </ul>
          </>
        )}
        {requests && kept.messages > 0 && (
          <p className="request-page__stale my-requests__messages">
            {/* Only how many: how they go (by themselves, or once our service answers again) the
                contact tab says, and both wordings here did not fit the page's script budget. */}
            <Plural
              value={kept.messages}
              one="Außerdem wartet # Nachricht aus dem Kontaktformular auf Zustellung."
              other="Außerdem warten # Nachrichten aus dem Kontaktformular auf Zustellung."
            />
          </p>
        )}
      </div>
    </>
  );
}

function ListHeader() {
  return (
    <header className="request-page__intro">
      <h1 className="page__title">
        <Trans>Meine Anfragen</Trans>
      </h1>
      <p className="request-page__lead">
        <Trans>
          Die Buchungsanfragen, die Sie von diesem Gerät gesendet haben, und wo sie stehen.
        </Trans>
      </p>
    </header>
  );
}

/**
 * What the prerendered page shows, and the hydration: the list's frame, loading. Nothing is
 * read or asked for before the page knows whether its address names one request.
 */
export function ListFrame() {
  return (
    <>
      <ListHeader />
      <div aria-busy="true">
        <div className="request-page__loading" />
      </div>
    </>
  );
}

/**
 * A sent request; still undecided past the time we meant to answer by, or with the ride before
 * it, it says to call.
 */
function RequestCard({ entry, seenAt }: { entry: MyRequest; seenAt: number }) {
  const { i18n } = useLingui();
  const href = usePageHref();
  const trip = entry.last?.booking ?? entry.trip;
  const live = entry.gone ? undefined : entry.last;
  const overdue = live !== undefined && isOverdue(live, seenAt);
  const soon = live !== undefined && rideBeforeAnswer(live);
  return (
    <Link
      to={{ pathname: href('requests'), hash: `${STATUS_TOKEN_PARAM}=${entry.token}` }}
      className="my-request"
      data-status={entry.last?.status}
    >
      <span className="my-request__top">
        <span className="my-request__reference">{entry.reference}</span>
        {entry.last && <StatusBadge status={entry.last.status} />}
      </span>
      {trip && <TripLines trip={trip} />}
      <span className="my-request__sent">
        {entry.gone ? (
          <Trans>Nicht mehr verfügbar</Trans>
        ) : (
          <Trans>
            Gesendet am {formatViennaTime(entry.createdAt, i18n.locale, { year: true })} (Salzburger
            Zeit)
          </Trans>
        )}
      </span>
      {(overdue || soon) && (
        <span className="my-request__overdue">
          {overdue ? (
            <Trans>Unsere Antwort ist überfällig: Bitte rufen Sie uns an.</Trans>
          ) : (
            <Trans>Ihre Fahrt beginnt bald: Bitte rufen Sie uns an.</Trans>
          )}
        </span>
      )}
      <Icon name="arrow" size={20} strokeWidth={1.8} className="my-request__arrow" />
    </Link>
  );
}

function NoRequests() {
  return (
    <div className="request-page__empty">
      <p>
        <Trans>
          Von diesem Gerät wurde noch keine Buchungsanfrage gesendet. Sobald Sie eine senden, sehen
          Sie hier, wo sie steht, auch ohne Netz.
        </Trans>
      </p>
      <BookingLink className="button button--gold">
        <Trans>Fahrt buchen</Trans>
      </BookingLink>
    </div>
  );
}
