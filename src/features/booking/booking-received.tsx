import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { pickupBeforeAnswer } from '#shared/schemas/dates.ts';
import { answerDueAt, STATUS_TOKEN_PARAM } from '#shared/schemas/lifecycle-paths.ts';
import type { BookingPayload } from '#shared/schemas/payload.ts';
import { BreakableEmail, PhoneNumber } from '../../components/ui/contact-values.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { telHref } from '../../content/business.ts';
import { PageLink } from '../../components/ui/page-link.tsx';
import { formatViennaTime } from '../forms/display.ts';
import { CheckIcon, ResultPanel } from '../forms/result-panel.tsx';
import { BookingSummary } from '../forms/booking-summary.tsx';
import { SedanIcon } from './sedan-icon.tsx';

/** The next steps appear after 1 s; the car's drive loops every 3 s (docs/product.md, contact page). */
export const NEXT_STEPS_DELAY_MS = 1000;
export const CAR_LOOP_MS = 3000;

/**
 * Replaces the booking form once the request is stored (no way back): that it is not yet
 * confirmed and by when we answer, the reference to quote on the phone, the link to its status
 * page and what was sent.
 */
export function BookingReceived({
  reference,
  booking,
  statusToken,
  receiptHeld = false,
  sentAt,
  quiet = false,
}: {
  reference?: string | undefined;
  booking?: BookingPayload | undefined;
  /** The status link's secret; the device keeps the link in "My requests". */
  statusToken?: string | undefined;
  /** A daily limit kept the receipt from the address (the server's answer): none is promised. */
  receiptHeld?: boolean;
  /** When the server took it (ms): the answer is due a day later (answerDueAt). */
  sentAt?: number | undefined;
  /** Shown in place of the kept-on-device notice once delivered: see ResultPanel. */
  quiet?: boolean;
}) {
  const { i18n } = useLingui();
  const [shownAt] = useState(() => Date.now());
  const receivedAt = sentAt ?? shownAt;
  const answerBy = formatViennaTime(answerDueAt(receivedAt), i18n.locale);
  // A ride before that answer: waiting for it could mean missing the ride.
  const soon = booking && pickupBeforeAnswer(booking.date, booking.time, receivedAt);
  const [showSteps, setShowSteps] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowSteps(true), NEXT_STEPS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <ResultPanel
      id="booking-received"
      quiet={quiet}
      tone="success"
      icon={<CheckIcon />}
      title={<Trans>Buchung eingegangen</Trans>}
      describedBy="booking-received-text"
    >
      <p
        id="booking-received-text"
        className="result-panel__text"
        data-testid="booking-not-confirmed"
      >
        {soon ? (
          <Trans>
            Vielen Dank für Ihre Anfrage. Sie ist noch nicht bestätigt, und Ihre Fahrt beginnt,
            bevor wir üblicherweise antworten würden. Bitte rufen Sie uns an, damit wir sie
            rechtzeitig bestätigen können:{' '}
            <a href={telHref} className="form-notice__call">
              <PhoneNumber />
            </a>
          </Trans>
        ) : (
          <Trans>
            Vielen Dank für Ihre Anfrage. Sie ist noch nicht bestätigt: Wir prüfen die Verfügbarkeit
            und antworten Ihnen bis <strong>{answerBy}</strong> (Salzburger Zeit).
          </Trans>
        )}
      </p>
      {reference && (
        <p className="booking-reference">
          <Trans>
            Ihre Referenz:{' '}
            <strong className="nowrap" data-testid="booking-reference">
              {reference}
            </strong>
          </Trans>
        </p>
      )}
      {booking && (
        // Where the receipt goes, so a mistyped address is seen while the visitor can still call.
        // The address stays outside the message: Trans would read `<0>` in it as markup.
        <p className="result-panel__text booking-received__mail">
          {receiptHeld ? (
            <Trans>Heute geht keine weitere Eingangsbestätigung per E-Mail an</Trans>
          ) : (
            <Trans>Eine Eingangsbestätigung geht per E-Mail an</Trans>
          )}{' '}
          <strong className="booking-received__email">
            <BreakableEmail email={booking.email} />
          </strong>{' '}
          {receiptHeld ? (
            <Trans>
              (wir senden nur eine begrenzte Zahl pro Tag). Ihre Anfrage ist trotzdem bei uns:
              Notieren Sie sich die Referenz. Unsere Antwort kommt an diese Adresse – stimmt sie
              nicht, rufen Sie uns bitte an:{' '}
              <a href={telHref} className="form-notice__call">
                <PhoneNumber />
              </a>
            </Trans>
          ) : (
            <Trans>
              – stimmt die Adresse nicht, rufen Sie uns bitte an:{' '}
              <a href={telHref} className="form-notice__call">
                <PhoneNumber />
              </a>
            </Trans>
          )}
        </p>
      )}
      {statusToken && (
        <PageLink
          to="requests"
          query={`#${STATUS_TOKEN_PARAM}=${statusToken}`}
          className="button button--dark booking-status-link"
        >
          <Icon name="clock" size={18} strokeWidth={1.8} />
          <Trans>Anfrage verfolgen</Trans>
        </PageLink>
      )}
      {booking && <BookingSummary booking={booking} />}
      <div className="road" aria-hidden="true">
        <div
          className="road__car"
          data-testid="booking-car"
          style={{ animationDuration: `${CAR_LOOP_MS}ms` }}
        >
          <SedanIcon />
        </div>
      </div>
      <div className="next-steps" aria-live="polite">
        {showSteps && (
          <>
            <h3 className="next-steps__title">
              <Trans>Wie geht es weiter?</Trans>
            </h3>
            <ol className="next-steps__list">
              <li>
                <Trans>Wir prüfen Ihre Anfrage.</Trans>
              </li>
              <li>
                <Trans>Wir kontaktieren Sie, um die Verfügbarkeit zu bestätigen.</Trans>
              </li>
              <li>
                <Trans>Sie erhalten alle Details und die Angaben zur Zahlung.</Trans>
              </li>
            </ol>
          </>
        )}
      </div>
    </ResultPanel>
  );
}
