import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { BookingPayload } from '#shared/schemas/payload.ts';
import { CheckIcon, ResultPanel } from '../forms/result-panel.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { SedanIcon } from './sedan-icon.tsx';

/** The next steps appear after 1 s; the car's drive loops every 3 s (docs/product.md, contact page). */
export const NEXT_STEPS_DELAY_MS = 1000;
export const CAR_LOOP_MS = 3000;

/**
 * Replaces the booking form once the request is stored (no way back): the reference to quote on
 * the phone and what was sent.
 */
export function BookingReceived({
  reference,
  booking,
}: {
  reference?: string | undefined;
  booking?: BookingPayload | undefined;
}) {
  const [showSteps, setShowSteps] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowSteps(true), NEXT_STEPS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <ResultPanel
      id="booking-received"
      tone="success"
      icon={<CheckIcon />}
      title={<Trans>Buchung eingegangen</Trans>}
    >
      <p className="result-panel__text">
        <Trans>
          Vielen Dank für Ihre Anfrage. Wir melden uns innerhalb von 24 Stunden bei Ihnen, um Ihre
          Fahrt zu bestätigen.
        </Trans>
      </p>
      {reference && (
        <p className="booking-reference">
          <Trans>
            Ihre Referenz: <strong data-testid="booking-reference">{reference}</strong>
          </Trans>
        </p>
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
                <Trans>Sie erhalten alle Details und die Zahlungsinformationen.</Trans>
              </li>
            </ol>
          </>
        )}
      </div>
    </ResultPanel>
  );
}
