import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { KeptNote } from '../forms/kept-note.tsx';
import { QueuedNotice } from '../forms/queued-notice.tsx';
import { useReturnedRequest } from '../forms/use-returned-request.ts';
import { CheckIcon, ResultPanel } from '../forms/result-panel.tsx';
import { useRequestOutcome } from '../forms/use-request-outcome.ts';
import { ContactForm } from './contact-form.tsx';

function NewFormButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="button button--dark result-panel__action" onClick={onClick}>
      <Trans>Neues Formular</Trans>
    </button>
  );
}

/**
 * The contact tab: the form, then the thank-you panel (or the queued notice).
 * `serviceFailing`: a kept request's last try reached the service, which did not take it.
 * `kept`: the messages this device keeps for the network, said above a fresh form.
 */
export function ContactSection({
  serviceFailing = false,
  kept = 0,
}: {
  serviceFailing?: boolean;
  kept?: number;
}) {
  const { state, quiet, done, again } = useRequestOutcome();
  // The panel leaves with its button: the focus goes to the new form's first field, where it
  // fell to the page.
  const newForm = () => {
    again();
    requestAnimationFrame(() => document.getElementById('contact-name')?.focus());
  };
  const restore = useReturnedRequest('contact');
  const [shown, setShown] = useState<string | null>(null);
  if (restore && restore.id !== shown) {
    setShown(restore.id);
    again();
  }
  if (state !== 'form' && state !== 'sent') {
    return (
      <QueuedNotice
        form="contact"
        backgroundSync={state === 'queued'}
        unreachable={state === 'queued-unreachable' || serviceFailing}
      >
        <NewFormButton onClick={newForm} />
      </QueuedNotice>
    );
  }
  if (state === 'sent') {
    return (
      <ResultPanel
        id="contact-sent"
        quiet={quiet}
        tone="success"
        icon={<CheckIcon />}
        title={<Trans>Vielen Dank für Ihre Nachricht!</Trans>}
      >
        <p className="result-panel__text">
          <Trans>Wir melden uns innerhalb von 24 Stunden bei Ihnen.</Trans>
        </p>
        <NewFormButton onClick={newForm} />
      </ResultPanel>
    );
  }
  return (
    <>
      <KeptNote form="contact" count={kept} unreachable={serviceFailing} />
      <ContactForm key={restore?.id} restore={restore?.payload ?? null} onDone={done} />
    </>
  );
}
