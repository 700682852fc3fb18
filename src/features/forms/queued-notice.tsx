import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ResultPanel, SavedOfflineIcon } from './result-panel.tsx';

/**
 * Shown instead of the error toast when the service worker kept the request on the device
 * (answer 202 `{ "queued": true }`): it goes out by itself once the phone is back online.
 */
export function QueuedNotice({
  form,
  children,
}: {
  form: 'booking' | 'contact';
  children?: ReactNode;
}) {
  return (
    <ResultPanel
      id={`${form}-queued`}
      tone="queued"
      icon={<SavedOfflineIcon />}
      title={<Trans>Auf diesem Gerät gespeichert</Trans>}
    >
      <p className="result-panel__text">
        {form === 'booking' ? (
          <Trans>
            Sie sind gerade offline. Ihre Buchungsanfrage ist sicher auf diesem Gerät gespeichert
            und wird automatisch gesendet, sobald Sie wieder online sind.
          </Trans>
        ) : (
          <Trans>
            Sie sind gerade offline. Ihre Nachricht ist sicher auf diesem Gerät gespeichert und wird
            automatisch gesendet, sobald Sie wieder online sind.
          </Trans>
        )}
      </p>
      <p className="result-panel__text result-panel__text--muted">
        <Trans>
          Sie müssen nichts weiter tun. Sobald sie angekommen ist, sehen Sie eine Bestätigung, und
          wir melden uns innerhalb von 24 Stunden bei Ihnen.
        </Trans>
      </p>
      {children}
    </ResultPanel>
  );
}
