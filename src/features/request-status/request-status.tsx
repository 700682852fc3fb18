import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { StatusAnswer } from '#shared/schemas/lifecycle.ts';
import { mailtoHref, telHref } from '../../content/business.ts';
import { Icon } from '../../components/ui/icons.tsx';
import { PhoneNumber } from '../../components/ui/contact-values.tsx';
import { PageLink } from '../../components/ui/page-link.tsx';
import { listMyRequests } from '../../lib/my-requests.ts';
import { onReturn } from '../../lib/on-return.ts';
import { BookingSummary } from '../forms/booking-summary.tsx';
import { formatViennaTime } from '../forms/display.ts';
import { fetchStatus } from './status-client.ts';
import { StatusDetails } from './status-details.tsx';
import { useViewTitle } from './use-view-title.ts';

type State =
  | { kind: 'loading' }
  | {
      kind: 'shown';
      answer: StatusAnswer;
      /** The device's last answer, shown while no fresh one came (offline). */
      stale: boolean;
      checkedAt?: string | undefined;
      /** When it was shown: an answer whose time has passed says so (status-details.tsx). */
      seenAt: number;
    }
  | { kind: 'gone' }
  | { kind: 'unavailable' };

/**
 * One request's status page, opened by its link (`/anfrage#t=…`): the device's last answer at
 * once, then the server's, again whenever the network or the visitor comes back (on-return.ts).
 */
export function RequestStatus({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const { t } = useLingui();
  const reference = state.kind === 'shown' ? state.answer.reference : undefined;
  useViewTitle(reference ? t`Ihre Anfrage ${reference}` : t`Ihre Anfrage`);

  useEffect(() => {
    let active = true;
    const load = async () => {
      const kept = (await listMyRequests()).find((entry) => entry.token === token);
      if (active && kept?.last) {
        const { last, checkedAt } = kept;
        setState((now) =>
          now.kind === 'loading'
            ? { kind: 'shown', answer: last, stale: true, checkedAt, seenAt: Date.now() }
            : now,
        );
      }
      const result = await fetchStatus(token);
      if (!active) return;
      if (result.kind === 'ok') {
        setState({ kind: 'shown', answer: result.answer, stale: false, seenAt: Date.now() });
      } else if (result.kind === 'gone') {
        setState({ kind: 'gone' });
      } else {
        setState((now) =>
          now.kind === 'shown'
            ? { ...now, stale: true, seenAt: Date.now() }
            : { kind: 'unavailable' },
        );
      }
    };
    void load();
    const stop = onReturn(() => void load());
    return () => {
      active = false;
      stop();
    };
  }, [token]);

  return (
    <>
      <header className="request-page__intro">
        <PageLink to="requests" className="request-page__back">
          <Icon name="arrow" size={18} strokeWidth={1.8} className="request-page__back-icon" />
          <Trans>Meine Anfragen</Trans>
        </PageLink>
        <h1 className="page__title">
          <Trans>Ihre Anfrage</Trans>
        </h1>
        {state.kind === 'shown' && (
          <p className="request-page__reference">
            <Trans>
              Referenz{' '}
              <strong className="nowrap" data-testid="status-reference">
                {state.answer.reference}
              </strong>
            </Trans>
          </p>
        )}
      </header>
      <div aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && <div className="request-page__loading" />}
        {state.kind === 'shown' && <Shown {...state} />}
        {state.kind === 'gone' && <Gone />}
        {state.kind === 'unavailable' && <Unavailable />}
      </div>
    </>
  );
}

function Shown({
  answer,
  stale,
  checkedAt,
  seenAt,
}: {
  answer: StatusAnswer;
  stale: boolean;
  checkedAt?: string | undefined;
  seenAt: number;
}) {
  const { i18n } = useLingui();
  return (
    <div className="request-page__body">
      {stale && checkedAt && (
        <p className="request-page__stale" role="status">
          <Trans>
            Keine Verbindung: Sie sehen den Stand vom {formatViennaTime(checkedAt, i18n.locale)}{' '}
            (Salzburger Zeit).
          </Trans>
        </p>
      )}
      <StatusDetails answer={answer} seenAt={seenAt} />
      <section className="request-page__trip" aria-labelledby="trip-title">
        <h2 id="trip-title" className="request-page__subtitle">
          <Trans>Ihre Fahrt</Trans>
        </h2>
        <BookingSummary booking={answer.booking} />
        <p className="request-page__received">
          <Trans>
            Gesendet am {formatViennaTime(answer.receivedAt, i18n.locale, { year: true })}{' '}
            (Salzburger Zeit)
          </Trans>
        </p>
      </section>
      <Help referenceShown />
    </div>
  );
}

/**
 * How to reach us about it, the reference at hand: shown above the request, else in the subject
 * of the mail that confirmed its receipt (on a link we cannot read, or while offline).
 */
function Help({ referenceShown }: { referenceShown: boolean }) {
  return (
    <aside className="request-help" aria-labelledby="help-title">
      <h2 id="help-title" className="request-help__title">
        <Trans>Fragen zu Ihrer Anfrage?</Trans>
      </h2>
      <p className="request-help__text">
        {referenceShown ? (
          <Trans>Nennen Sie uns einfach Ihre Referenz.</Trans>
        ) : (
          <Trans>
            Nennen Sie uns einfach Ihre Referenz: Sie steht im Betreff unserer E-Mail an Sie.
          </Trans>
        )}
      </p>
      <div className="request-help__actions">
        <a href={telHref} className="button button--gold">
          <Icon name="phone" size={18} strokeWidth={1.8} />
          <PhoneNumber />
        </a>
        <a href={mailtoHref} className="button button--dark">
          <Icon name="mail" size={18} strokeWidth={1.8} />
          <Trans>E-Mail schreiben</Trans>
        </a>
      </div>
    </aside>
  );
}

function Gone() {
  return (
    <div className="request-page__notice">
      <p>
        <Trans>
          Zu diesem Link finden wir keine Anfrage. Vielleicht ist er unvollständig, oder die Anfrage
          wurde nach Ablauf ihrer Aufbewahrungsfrist gelöscht.
        </Trans>
      </p>
      <Help referenceShown={false} />
    </div>
  );
}

function Unavailable() {
  return (
    <div className="request-page__notice">
      <p>
        <Trans>
          Der Stand Ihrer Anfrage lässt sich gerade nicht abrufen. Sobald Sie wieder online sind,
          erscheint er hier von selbst.
        </Trans>
      </p>
      <Help referenceShown={false} />
    </div>
  );
}
