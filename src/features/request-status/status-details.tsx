import { Trans, useLingui } from '@lingui/react/macro';
import type { StatusAnswer } from '#shared/schemas/lifecycle.ts';
import { telHref } from '../../content/business.ts';
import { Icon, type IconName } from '../../components/ui/icons.tsx';
import { PhoneNumber } from '../../components/ui/contact-values.tsx';
import { PageLink } from '../../components/ui/page-link.tsx';
import { formatEuro, formatViennaTime } from '../forms/display.ts';
import { StatusBadge } from '../forms/status-badge.tsx';
import { isOverdue, rideBeforeAnswer } from './overdue.ts';

const ICONS: Record<StatusAnswer['status'], IconName> = {
  requested: 'clock',
  confirmed: 'shield',
  declined: 'close',
  expired: 'clock',
  cancelled: 'close',
};

/**
 * Where a request stands, in the visitor's words: not yet confirmed and by when we answer (past
 * that time, seen at `seenAt`, to call us); once confirmed the price, deposit, payment, meeting
 * point and our message; declined or cancelled the reason and the number to call.
 */
export function StatusDetails({ answer, seenAt }: { answer: StatusAnswer; seenAt: number }) {
  return (
    <section className="status-panel" data-status={answer.status} aria-labelledby="status-title">
      <div className="status-panel__head">
        <span className="status-panel__icon" aria-hidden="true">
          <Icon name={ICONS[answer.status]} size={26} strokeWidth={1.8} />
        </span>
        <StatusBadge status={answer.status} />
      </div>
      {answer.status === 'requested' && (
        <Requested answer={answer} overdue={isOverdue(answer, seenAt)} />
      )}
      {answer.status === 'confirmed' && <Confirmed answer={answer} />}
      {answer.status === 'declined' && <Declined answer={answer} />}
      {answer.status === 'expired' && <Expired />}
      {answer.status === 'cancelled' && <Cancelled answer={answer} />}
    </section>
  );
}

function Title({ children }: { children: React.ReactNode }) {
  return (
    <h2 id="status-title" className="status-panel__title">
      {children}
    </h2>
  );
}

/**
 * Not yet decided: by when we answer, or to call rather than wait: once that time has passed
 * (`overdue`: our mail may have gone astray, or we are late), or when the ride starts before it.
 */
function Requested({ answer, overdue }: { answer: StatusAnswer; overdue: boolean }) {
  const { i18n } = useLingui();
  const by = formatViennaTime(answer.answerBy, i18n.locale);
  return (
    <>
      <Title>
        <Trans>Noch nicht bestätigt</Trans>
      </Title>
      {overdue ? (
        <>
          <p className="status-panel__text">
            <Trans>
              Wir wollten Ihnen bis <strong>{by}</strong> (Salzburger Zeit) antworten und haben es
              noch nicht getan. Bitte rufen Sie uns an, damit wir Ihre Fahrt gleich klären.
            </Trans>
          </p>
          <CallButton />
        </>
      ) : rideBeforeAnswer(answer) ? (
        <>
          <p className="status-panel__text">
            <Trans>
              Ihre Fahrt beginnt, bevor wir üblicherweise antworten würden. Bitte rufen Sie uns an,
              damit wir sie rechtzeitig bestätigen können.
            </Trans>
          </p>
          <CallButton />
        </>
      ) : (
        <p className="status-panel__text">
          <Trans>
            Wir prüfen die Verfügbarkeit und antworten Ihnen bis <strong>{by}</strong> (Salzburger
            Zeit).
          </Trans>
        </p>
      )}
      <p className="status-panel__text status-panel__text--muted">
        <Trans>
          Verbindlich gebucht ist Ihre Fahrt erst mit unserer schriftlichen Bestätigung.
        </Trans>
      </p>
    </>
  );
}

function Confirmed({ answer }: { answer: StatusAnswer }) {
  const { i18n } = useLingui();
  const { priceCents, depositCents, meetingPoint, message } = answer.decision ?? {};
  const euro = (cents: number) => formatEuro(cents, i18n.locale);
  return (
    <>
      <Title>
        <Trans>Ihre Buchung ist bestätigt</Trans>
      </Title>
      <p className="status-panel__text">
        <Trans>Wir haben Ihre Fahrt verbindlich bestätigt. Wir freuen uns auf Sie.</Trans>
      </p>
      <dl className="facts status-facts">
        {priceCents !== undefined && (
          <div className="facts__row status-facts__price">
            <dt>
              <Trans>Preis</Trans>
            </dt>
            <dd>
              <strong data-testid="status-price">{euro(priceCents)}</strong>{' '}
              <span className="status-facts__note">
                <Trans>inkl. MwSt.</Trans>
              </span>
            </dd>
          </div>
        )}
        {depositCents !== undefined && depositCents > 0 && (
          <div className="facts__row">
            <dt>
              <Trans>Anzahlung</Trans>
            </dt>
            <dd>{euro(depositCents)}</dd>
          </div>
        )}
        <div className="facts__row">
          <dt>
            <Trans>Zahlung</Trans>
          </dt>
          <dd>
            {depositCents ? (
              <Trans>per Überweisung oder bar; der Rest spätestens am Tag der Fahrt</Trans>
            ) : (
              <Trans>per Überweisung oder bar, spätestens am Tag der Fahrt</Trans>
            )}
          </dd>
        </div>
        {meetingPoint && (
          <div className="facts__row">
            <dt>
              <Trans>Treffpunkt</Trans>
            </dt>
            <dd>{meetingPoint}</dd>
          </div>
        )}
      </dl>
      {message && (
        <figure className="status-message">
          <figcaption>
            <Trans>Nachricht von uns</Trans>
          </figcaption>
          <blockquote>{message}</blockquote>
        </figure>
      )}
      <p className="status-panel__text status-panel__text--muted">
        <Trans>
          Stornierung: bis 7 Tage vor der Fahrt kostenlos, 1–6 Tage vorher 50&nbsp;%, am Tag der
          Fahrt 100&nbsp;% (<PageLink to="terms">AGB</PageLink>). Am Tag der Fahrt erreichen Sie uns
          unter{' '}
          <a href={telHref}>
            <PhoneNumber />
          </a>
          .
        </Trans>
      </p>
    </>
  );
}

function Reason({ reason }: { reason: string | undefined }) {
  if (!reason) return null;
  return (
    <figure className="status-message">
      <figcaption>
        <Trans>Grund</Trans>
      </figcaption>
      <blockquote>{reason}</blockquote>
    </figure>
  );
}

function CallUs() {
  return (
    <>
      <p className="status-panel__text">
        <Trans>Rufen Sie uns gern an: Oft finden wir gemeinsam eine andere Zeit oder Lösung.</Trans>
      </p>
      <CallButton />
    </>
  );
}

function CallButton() {
  return (
    <a href={telHref} className="button button--dark status-panel__call">
      <Icon name="phone" size={18} strokeWidth={1.8} />
      <PhoneNumber />
    </a>
  );
}

function Declined({ answer }: { answer: StatusAnswer }) {
  return (
    <>
      <Title>
        <Trans>Leider keine Zusage</Trans>
      </Title>
      <p className="status-panel__text">
        <Trans>Vielen Dank für Ihre Anfrage. Leider können wir sie nicht bestätigen.</Trans>
      </p>
      <Reason reason={answer.decision?.reason} />
      <CallUs />
    </>
  );
}

function Expired() {
  return (
    <>
      <Title>
        <Trans>Abgelaufen</Trans>
      </Title>
      <p className="status-panel__text">
        <Trans>
          Die Abholzeit ist vorbei, ohne dass wir Ihre Anfrage bestätigt haben. Es entstehen Ihnen
          keine Kosten.
        </Trans>
      </p>
      <CallUs />
    </>
  );
}

function Cancelled({ answer }: { answer: StatusAnswer }) {
  const { i18n } = useLingui();
  const deposit = answer.decision?.depositCents;
  const amount = deposit ? formatEuro(deposit, i18n.locale) : '';
  return (
    <>
      <Title>
        <Trans>Ihre Buchung ist storniert</Trans>
      </Title>
      <p className="status-panel__text">
        <Trans>
          Leider müssen wir Ihre bestätigte Fahrt absagen. Wir bitten Sie um Entschuldigung; Ihnen
          entstehen dadurch keine Kosten.
        </Trans>
      </p>
      {deposit ? (
        <p className="status-panel__text">
          <Trans>
            Haben Sie die Anzahlung von {amount} schon geleistet, erstatten wir sie Ihnen
            vollständig.
          </Trans>
        </p>
      ) : null}
      <Reason reason={answer.decision?.reason} />
      <CallUs />
    </>
  );
}
