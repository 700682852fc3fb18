import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { mailtoHref, telHref } from '../../content/business.ts';
import { EmailAddress, PhoneNumber } from '../../components/ui/contact-values.tsx';
import { ResultPanel, SavedOfflineIcon } from './result-panel.tsx';

/**
 * Shown instead of the error toast when the service worker kept the request on the device
 * (answer 202 `{ "queued": true }`). It says what will really happen: with Background Sync the
 * phone sends it as soon as it is online, the site open or not; without (iOS Safari, Firefox)
 * it goes once the site is open with network.
 */
export function QueuedNotice({
  form,
  backgroundSync,
  unreachable = false,
  quiet = false,
  children,
}: {
  form: 'booking' | 'contact';
  backgroundSync: boolean;
  /** The site answers but the booking service does not (src/lib/reachability.ts). */
  unreachable?: boolean;
  /** Shown on its own: the focus stays where it is (ResultPanel). */
  quiet?: boolean;
  children?: ReactNode;
}) {
  // Turned later between "offline" and "unreachable" (the worker's next answer, the network
  // going), the panel is rebuilt: never the visitor's doing, so it neither scrolls nor takes the
  // focus, in either direction.
  const [first] = useState(unreachable);
  const [turned, setTurned] = useState(false);
  if (!turned && unreachable !== first) setTurned(true);
  const quietNow = quiet || turned;
  // Nor is it silent: the change is read out, without the focus, by a region there before it.
  const said = (
    <p role="status" className="visually-hidden">
      {turned &&
        (unreachable ? (
          <Trans>Unser Buchungsdienst ist gerade nicht erreichbar</Trans>
        ) : (
          <Trans>Auf diesem Gerät gespeichert</Trans>
        ))}
    </p>
  );
  if (unreachable) {
    return (
      <>
        <UnreachableNotice form={form} quiet={quietNow}>
          {children}
        </UnreachableNotice>
        {said}
      </>
    );
  }
  return (
    <>
      <ResultPanel
        id={`${form}-queued`}
        quiet={quietNow}
        tone="queued"
        icon={<SavedOfflineIcon />}
        title={<Trans>Auf diesem Gerät gespeichert</Trans>}
        // Read with the heading, which takes the focus: what happens to the request now.
        describedBy={`${form}-queued-text`}
      >
        <p id={`${form}-queued-text`} className="result-panel__text">
          {backgroundSync ? <WithSync form={form} /> : <UntilOpen form={form} />}
        </p>
        <p className="result-panel__text result-panel__text--muted">
          {backgroundSync ? (
            // Background Sync may deliver it with the site closed, where no page shows a toast; the
            // receipt mail always comes (not a booking's confirmation: that is the operator's).
            <Trans>
              Sie müssen nichts weiter tun. Sobald sie angekommen ist, erhalten Sie eine
              Eingangsbestätigung per E-Mail, und wir melden uns innerhalb von 24 Stunden bei Ihnen.
            </Trans>
          ) : (
            <Trans>
              Sobald sie angekommen ist, sehen Sie eine Bestätigung, und wir melden uns innerhalb
              von 24 Stunden bei Ihnen.
            </Trans>
          )}
        </p>
        {children}
      </ResultPanel>
      {said}
    </>
  );
}

function WithSync({ form }: { form: 'booking' | 'contact' }) {
  return form === 'booking' ? (
    <Trans>
      Sie sind gerade offline. Ihre Buchungsanfrage ist sicher auf diesem Gerät gespeichert und wird
      automatisch gesendet, sobald Sie wieder online sind.
    </Trans>
  ) : (
    <Trans>
      Sie sind gerade offline. Ihre Nachricht ist sicher auf diesem Gerät gespeichert und wird
      automatisch gesendet, sobald Sie wieder online sind.
    </Trans>
  );
}

function UntilOpen({ form }: { form: 'booking' | 'contact' }) {
  return form === 'booking' ? (
    <Trans>
      Sie sind gerade offline. Ihre Buchungsanfrage ist sicher auf diesem Gerät gespeichert und wird
      gesendet, sobald diese Website mit Netz geöffnet ist: Lassen Sie sie offen oder öffnen Sie sie
      wieder, wenn Sie online sind.
    </Trans>
  ) : (
    <Trans>
      Sie sind gerade offline. Ihre Nachricht ist sicher auf diesem Gerät gespeichert und wird
      gesendet, sobald diese Website mit Netz geöffnet ist: Lassen Sie sie offen oder öffnen Sie sie
      wieder, wenn Sie online sind.
    </Trans>
  );
}

/**
 * The network works, the booking service does not answer (docs/decisions/
 * offline-vs-unreachable.md): not "you are offline", but the truth at once, with the phone
 * number and e-mail, since nobody knows when the service is back.
 */
function UnreachableNotice({
  form,
  quiet,
  children,
}: {
  form: 'booking' | 'contact';
  quiet: boolean;
  children?: ReactNode;
}) {
  return (
    <ResultPanel
      id={`${form}-queued`}
      quiet={quiet}
      tone="queued"
      icon={<SavedOfflineIcon />}
      title={<Trans>Unser Buchungsdienst ist gerade nicht erreichbar</Trans>}
      describedBy={`${form}-queued-text`}
    >
      <p id={`${form}-queued-text`} className="result-panel__text">
        {form === 'booking' ? (
          <Trans>
            Ihre Buchungsanfrage ist auf diesem Gerät gespeichert, und wir versuchen sie weiter
            automatisch zu senden. Sobald sie angekommen ist, erhalten Sie eine Eingangsbestätigung
            per E-Mail.
          </Trans>
        ) : (
          <Trans>
            Ihre Nachricht ist auf diesem Gerät gespeichert, und wir versuchen sie weiter
            automatisch zu senden. Sobald sie angekommen ist, erhalten Sie eine Eingangsbestätigung
            per E-Mail.
          </Trans>
        )}
      </p>
      <p className="result-panel__text">
        <Trans>
          Wenn es eilt, erreichen Sie uns direkt: Telefon{' '}
          <a href={telHref}>
            <PhoneNumber />
          </a>
          , E-Mail{' '}
          <a href={mailtoHref}>
            <EmailAddress />
          </a>
          .
        </Trans>
      </p>
      {children}
    </ResultPanel>
  );
}
