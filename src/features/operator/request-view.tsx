import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { typedWishes, type Locale } from '#shared/schemas/constants.ts';
import { CONSOLE_PATHS } from '#shared/schemas/lifecycle-paths.ts';
import { business } from '#shared/schemas/business.ts';
import { telHref } from '#shared/schemas/phone.ts';
import type { OperatorRequest } from '#shared/schemas/lifecycle.ts';
import { Icon } from '../../components/ui/icons.tsx';
import { notify } from '../../lib/notify.ts';
import { formatViennaTime } from '../forms/display.ts';
import { numberLabel } from '../forms/service-field-labels.ts';
import { bookableServiceLabels } from '../forms/service-labels.ts';
import { StatusBadge } from '../forms/status-badge.tsx';
import { AnswerDue } from './answer-due.tsx';
import { Decision } from './decision-card.tsx';
import { filterOf, filterSearch } from './list-filter.ts';
import { getRequest } from './operator-api.ts';
import { usePickupLabel } from './pickup-label.ts';
import { RequestFields } from './request-fields.tsx';
import { History } from './request-history.tsx';
import { LoadLine } from './load-line.tsx';
import { RouteText } from './route-text.tsx';
import { SeasonWarning } from './season-warning.tsx';
import type { Decided } from './use-decide.ts';
import { takePendingFocus } from './title-focus.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'shown'; request: OperatorRequest; seenAt: number; conflict?: boolean }
  | { kind: 'missing' }
  | { kind: 'failed'; offline: boolean; status?: number };

/** One request in the console: what the operator mail shows, the decision, the history. */
export function RequestView({ session, reference }: { session: string; reference: string }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const notice = useRef<HTMLParagraphElement>(null);
  /** Back to the list the operator opened this request from (list-filter.ts). */
  const [params] = useSearchParams();
  /** Raised by "try again": the request is asked for again. */
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let active = true;
    const load = async () => {
      const result = await getRequest(session, reference);
      if (!active) return;
      if (result.ok) setState({ kind: 'shown', request: result.data, seenAt: Date.now() });
      else if (result.status === 404) setState({ kind: 'missing' });
      else if ('offline' in result) setState({ kind: 'failed', offline: true });
      else if (result.status !== 401) {
        setState({ kind: 'failed', offline: false, status: result.status });
      }
    };
    void load();
    return () => {
      active = false;
    };
  }, [session, reference, asked]);

  const onDone = (result: Decided) => {
    setState({
      kind: 'shown',
      request: result.request,
      seenAt: Date.now(),
      conflict: result.kind === 'conflict',
    });
    if (result.kind === 'decided') {
      const status = result.request.status;
      void notify(
        'success',
        status === 'confirmed'
          ? t`Bestätigt. Der Gast erhält die Bestätigung per E-Mail.`
          : status === 'declined'
            ? t`Abgelehnt. Der Gast erhält die Absage per E-Mail.`
            : t`Storniert. Der Gast erhält die Absage per E-Mail.`,
      );
    }
    // The form is gone: the focus goes to what was decided (or who decided first), not the body.
    // The decision's card moves to the top of the screen, its rows clear of the toast at the
    // bottom (on a phone the heading had stopped at the screen's foot, the price under the toast).
    requestAnimationFrame(() => {
      const decided = document.getElementById('decided-title');
      if (notice.current) window.scrollTo({ top: 0 });
      else decided?.closest('section')?.scrollIntoView({ block: 'start' });
      (notice.current ?? decided)?.focus({ preventScroll: true });
    });
  };

  return (
    <article className="console-request" aria-labelledby="console-title">
      <Link
        to={{
          pathname: CONSOLE_PATHS[i18n.locale as Locale],
          search: filterSearch(filterOf(params)),
        }}
        className="request-page__back"
      >
        <Icon name="arrow" size={18} strokeWidth={1.8} className="request-page__back-icon" />
        <Trans>Alle Anfragen</Trans>
      </Link>
      <header className="console-request__head">
        <p className="console__eyebrow">
          <Trans>Anfrage</Trans>
        </p>
        <h1
          id="console-title"
          className="page__title console-request__reference"
          tabIndex={-1}
          ref={takePendingFocus}
        >
          {reference}
        </h1>
        {state.kind === 'shown' && <StatusBadge status={state.request.status} />}
      </header>
      <div aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && <div className="request-page__loading" />}
        {state.kind === 'missing' && (
          <p className="decision__failure" role="alert">
            <Trans>Eine Anfrage {reference} gibt es nicht (mehr).</Trans>
          </p>
        )}
        {state.kind === 'failed' && (
          <div className="decision__failure" role="alert">
            <p>
              {state.offline ? (
                <Trans>Keine Verbindung. Die Anfrage lädt, sobald das Netz wieder da ist.</Trans>
              ) : (
                <Trans>Die Anfrage lässt sich gerade nicht laden (Fehler {state.status}).</Trans>
              )}
            </p>
            <button
              type="button"
              className="button button--dark"
              onClick={() => setAsked((count) => count + 1)}
            >
              <Trans>Erneut versuchen</Trans>
            </button>
          </div>
        )}
        {state.kind === 'shown' && (
          <div className="console-request__columns">
            <div className="console-request__main">
              {state.conflict && (
                <p ref={notice} tabIndex={-1} className="console-request__conflict" role="alert">
                  <Conflict request={state.request} />
                </p>
              )}
              <Overview request={state.request} seenAt={state.seenAt} />
              <Decision session={session} request={state.request} onDone={onDone} />
            </div>
            <div className="console-request__side">
              <section className="console-card" aria-labelledby="fields-title">
                <h2 id="fields-title" className="console-card__title">
                  <Trans>Alle Angaben</Trans>
                </h2>
                <RequestFields request={state.request} />
              </section>
              <History events={state.request.history} />
            </div>
          </div>
        )}
      </div>
    </article>
  );
}

/** A decision sent too late: someone (another device) decided first; this is what they decided. */
function Conflict({ request }: { request: OperatorRequest }) {
  const { t, i18n } = useLingui();
  const when = request.decidedAt ? formatViennaTime(request.decidedAt, i18n.locale) : '';
  const first: Record<OperatorRequest['status'], string> = {
    requested: '',
    confirmed: t`Diese Anfrage wurde bereits bestätigt (${when}).`,
    declined: t`Diese Anfrage wurde bereits abgelehnt (${when}).`,
    cancelled: t`Diese Buchung wurde bereits storniert (${when}).`,
    expired: t`Diese Anfrage ist bereits abgelaufen.`,
  };
  return (
    <>
      <strong>
        <Trans>Schon entschieden.</Trans>
      </strong>{' '}
      {first[request.status]}{' '}
      <Trans>Ihre Eingaben wurden nicht gesendet; Sie sehen jetzt die erste Entscheidung.</Trans>
    </>
  );
}

/**
 * What the operator mail shows on top: what, when, where, how many, by when the guest was promised
 * an answer, and the way to the guest.
 */
function Overview({ request, seenAt }: { request: OperatorRequest; seenAt: number }) {
  const { t, i18n } = useLingui();
  const pickup = usePickupLabel();
  const { booking } = request;
  const language = booking.locale === 'en' ? t`Englisch` : t`Deutsch`;
  const wishes = typedWishes(booking.specialRequests);
  const tel = telHref(booking.phone);
  return (
    <section className="console-card overview" aria-label={t`Überblick`}>
      <p className="overview__service">{i18n._(bookableServiceLabels[booking.service])}</p>
      <p className="overview__when">{pickup(booking.date, booking.time)}</p>
      {/* Only while it can still be answered: decided, it is no longer the operator's to do. */}
      {request.status === 'requested' && <SeasonWarning booking={booking} line />}
      <p className="overview__route">
        <RouteText from={booking.pickupLocation} to={booking.destination} />
      </p>
      <LoadLine booking={booking} />
      {booking.flightNumber && (
        <p className="overview__line">
          {i18n._(numberLabel(booking.service))}: {booking.flightNumber}
        </p>
      )}
      {booking.returnDate && booking.returnTime && (
        <p className="overview__line">
          {/* The pickup's short form above: the two legs read alike. */}
          <Trans>Rückfahrt: {pickup(booking.returnDate, booking.returnTime)}</Trans>
        </p>
      )}
      {wishes && (
        // Where the decision is taken: a child seat or a pram decides the car.
        <p className="overview__line overview__wishes">
          <Trans>Sonderwünsche</Trans>: {wishes}
        </p>
      )}
      {request.status === 'requested' && (
        <p className="overview__line">
          <AnswerDue
            receivedAt={request.receivedAt}
            date={booking.date}
            time={booking.time}
            seenAt={seenAt}
          />
        </p>
      )}
      {/* The guest's name stays outside the message: Trans would read `<0>` in a name as markup. */}
      <p className="overview__guest">
        {booking.firstName} {booking.lastName} · <Trans>spricht {language}</Trans>
      </p>
      <div className="overview__actions">
        {/* A phone field holds what the guest typed: without a number in it, no button. */}
        {tel && (
          <a href={tel} className="button button--gold">
            <Icon name="phone" size={18} strokeWidth={1.8} />
            <Trans>Anrufen</Trans>
          </a>
        )}
        {/* The reference in the subject, so the guest's answer and our records find each other;
            a subject in no language needs none of the guest's. */}
        <a
          href={`mailto:${booking.email}?subject=${encodeURIComponent(`${request.reference} – ${business.name}`)}`}
          className="button button--dark"
        >
          <Icon name="mail" size={18} strokeWidth={1.8} />
          <Trans>E-Mail</Trans>
        </a>
      </div>
    </section>
  );
}
