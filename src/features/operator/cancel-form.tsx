import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { DecisionActions, TextareaField } from './decision-parts.tsx';
import { loadDecisionCheck, useDecide, type Decided } from './use-decide.ts';

/** A confirmed booking the operator can no longer serve: cancelled, with a reason. */
export function CancelForm({
  session,
  reference,
  onDone,
}: {
  session: string;
  reference: string;
  onDone: (result: Decided) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { errors, failure, sending, send } = useDecide(session, onDone);
  const form = useRef<HTMLFormElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const focusReason = () =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('#cancel-reason')?.focus(),
    );

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className="button decision__button decision__button--quiet decision__cancel-open"
        onClick={() => {
          setOpen(true);
          focusReason();
        }}
      >
        <Trans>Buchung stornieren</Trans>
      </button>
    );
  }
  return (
    <form
      ref={form}
      className="decision decision--cancel"
      noValidate
      onFocus={() => void loadDecisionCheck()}
      onSubmit={(event) => {
        event.preventDefault();
        if (sending) return;
        // A missing reason takes the focus, as in the decision form: it is typed there next.
        void send({ decision: 'cancel', reference, reason }).then((found) => {
          if (found.reason) focusReason();
        });
      }}
      aria-labelledby="cancel-title"
    >
      <h2 id="cancel-title" className="decision__title">
        <Trans>Buchung stornieren</Trans>
      </h2>
      <TextareaField
        id="cancel-reason"
        label={t`Grund`}
        required
        error={errors.reason}
        hint={
          <Trans>
            Der Gast erhält die Absage per E-Mail, mit unserer Entschuldigung, ohne Kosten für ihn
            und mit der Bitte, uns anzurufen.
          </Trans>
        }
        value={reason}
        onChange={setReason}
      />
      <DecisionActions
        decision="cancel"
        failure={failure}
        sending={sending}
        send={<Trans>Stornieren</Trans>}
        back={<Trans>Zurück</Trans>}
        onBack={() => {
          // "Zurück" leaves with its form: the focus goes back to the button that opened it.
          setOpen(false);
          requestAnimationFrame(() => opener.current?.focus());
        }}
      />
    </form>
  );
}
