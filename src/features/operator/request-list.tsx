import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { consoleRequestPath } from '#shared/schemas/lifecycle-paths.ts';
import type { OperatorListItem } from '#shared/schemas/lifecycle.ts';
import type { Locale } from '#shared/schemas/constants.ts';
import { Icon } from '../../components/ui/icons.tsx';
import { onReturn } from '../../lib/on-return.ts';
import { bookableServiceLabels } from '../forms/service-labels.ts';
import { StatusBadge } from '../forms/status-badge.tsx';
import { AnswerDue } from './answer-due.tsx';
import { FactLine, useRideFacts } from './fact-line.tsx';
import { filterOf, filterSearch, type ListFilter } from './list-filter.ts';
import { listRequests } from './operator-api.ts';
import { usePickupLabel } from './pickup-label.ts';
import { RouteText } from './route-text.tsx';
import { SeasonWarning } from './season-warning.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'shown'; requests: OperatorListItem[]; seenAt: number }
  | { kind: 'failed'; offline: boolean; status?: number };

/**
 * The operator's requests as the function sorts them (undecided first, by pickup), split into
 * open and decided: what needs an answer first, one thumb's tap each.
 */
export function RequestList({ session }: { session: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  /** Raised by the refresh button: the list is asked for again. */
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let active = true;
    const load = async () => {
      const result = await listRequests(session);
      if (!active) return;
      if (result.ok) {
        setState({ kind: 'shown', requests: result.data.requests, seenAt: Date.now() });
      } else if ('offline' in result) setState({ kind: 'failed', offline: true });
      else if (result.status !== 401) {
        setState({ kind: 'failed', offline: false, status: result.status });
      }
    };
    // Asked for on arrival, and again when the phone comes back to the page or to the network.
    void load();
    const stop = onReturn(() => void load());
    return () => {
      active = false;
      stop();
    };
  }, [session, asked]);

  const requests = state.kind === 'shown' ? state.requests : [];
  const open = requests.filter((request) => request.status === 'requested');
  const decided = requests.filter((request) => request.status !== 'requested');
  const shown = filter === 'open' ? open : decided;
  const labels: Record<ListFilter, string> = { open: t`Offen`, decided: t`Entschieden` };

  return (
    <section aria-labelledby="console-title" className="console-list">
      <div className="console-list__bar">
        <div className="segments" role="group" aria-label={t`Anfragen zeigen`}>
          {(['open', 'decided'] as const).map((name) => (
            <button
              key={name}
              type="button"
              className="segments__button"
              aria-pressed={filter === name}
              // Replaced, not pushed: the back button leaves the console, as a tab's would.
              onClick={() => setParams(filterSearch(name), { replace: true })}
            >
              {labels[name]}
              {state.kind === 'shown' && (
                <span className="segments__count">{(name === 'open' ? open : decided).length}</span>
              )}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="console-list__refresh"
          onClick={() => setAsked((count) => count + 1)}
          aria-label={t`Neu laden`}
          title={t`Neu laden`}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4.2h-4.2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      <div aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && <div className="request-page__loading" />}
        {state.kind === 'failed' && (
          <p className="decision__failure" role="alert">
            {state.offline ? (
              <Trans>Keine Verbindung. Die Anfragen laden, sobald das Netz wieder da ist.</Trans>
            ) : (
              <Trans>Die Anfragen lassen sich gerade nicht laden (Fehler {state.status}).</Trans>
            )}
          </p>
        )}
        {state.kind === 'shown' && shown.length === 0 && (
          <p className="console-list__empty">
            {filter === 'open' ? (
              <Trans>Keine offenen Anfragen. Alles beantwortet.</Trans>
            ) : (
              <Trans>Noch keine entschiedenen Anfragen.</Trans>
            )}
          </p>
        )}
        {shown.length > 0 && (
          <ul className="console-rows">
            {shown.map((request) => (
              <li key={request.reference}>
                <RequestRow
                  request={request}
                  seenAt={state.kind === 'shown' ? state.seenAt : 0}
                  filter={filter}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** One request as the operator scans the list; an undecided one past its promised answer warns. */
function RequestRow({
  request,
  seenAt,
  filter,
}: {
  request: OperatorListItem;
  seenAt: number;
  /** The list it is shown in, which the request's address keeps (list-filter.ts). */
  filter: ListFilter;
}) {
  const { i18n } = useLingui();
  const ride = useRideFacts();
  const pickup = usePickupLabel();
  return (
    <Link
      to={{
        pathname: consoleRequestPath(i18n.locale as Locale, request.reference),
        search: filterSearch(filter),
      }}
      className="console-row"
      data-status={request.status}
    >
      <span className="console-row__top">
        <span className="console-row__reference">{request.reference}</span>
        <StatusBadge status={request.status} />
      </span>
      <span className="console-row__when">{pickup(request.date, request.time)}</span>
      <span className="console-row__service">{i18n._(bookableServiceLabels[request.service])}</span>
      {/* Two requests of one guest on one day differ here (a ride there and one back). */}
      <span className="console-row__route">
        <RouteText from={request.pickupLocation} to={request.destination} />
      </span>
      <span className="console-row__who">
        <FactLine
          facts={[
            { text: `${request.firstName} ${request.lastName}`, whole: false },
            ride.people(request.passengers),
            ride.car(request.carType),
          ]}
        />
      </span>
      {request.status === 'requested' && <SeasonWarning booking={request} />}
      {request.status === 'requested' && (
        <AnswerDue
          receivedAt={request.receivedAt}
          date={request.date}
          time={request.time}
          seenAt={seenAt}
          lateOnly
        />
      )}
      <Icon name="arrow" size={20} strokeWidth={1.8} className="console-row__arrow" />
    </Link>
  );
}
