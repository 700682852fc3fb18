import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import type { ValidationCode } from '#shared/schemas/codes.ts';
import type { Locale } from '#shared/schemas/constants.ts';
import { Field } from '../forms/form-controls.tsx';
import { parseEuroCents } from './amounts.ts';
import { loadDecisionCheck, useDecide, type Decided, type FieldErrors } from './use-decide.ts';

const FIELD_ORDER = ['priceCents', 'depositCents', 'meetingPoint', 'message', 'reason'] as const;

const asError = (code: ValidationCode | undefined): FieldError | undefined =>
  code ? { type: 'validate', message: code } : undefined;

/** The guest's language, named in the page's. */
function useLanguageName() {
  const { t } = useLingui();
  return (locale: Locale) => (locale === 'en' ? t`Englisch` : t`Deutsch`);
}

function SendButton({
  busy,
  tone,
  children,
}: {
  busy: boolean;
  tone: 'confirm' | 'decline';
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={`button decision__button decision__button--${tone}`}
      disabled={busy}
      aria-disabled={busy}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {busy ? <Trans>Wird gesendet …</Trans> : children}
    </button>
  );
}

function Failure({ text }: { text: string | null }) {
  return text ? (
    <p className="decision__failure" role="alert">
      {text}
    </p>
  ) : null;
}

/**
 * The decision on an open request: confirm with a price (deposit, meeting point and a message
 * to the guest optional), or decline with a reason. The guest is told by e-mail, in their
 * language, once, and the decision cannot be taken back (a confirmed booking can be cancelled).
 */
export function DecisionForm({
  session,
  reference,
  guestLocale,
  onDone,
}: {
  session: string;
  reference: string;
  guestLocale: Locale;
  onDone: (result: Decided) => void;
}) {
  const { t } = useLingui();
  const languageName = useLanguageName();
  const [mode, setMode] = useState<'confirm' | 'decline'>('confirm');
  const [price, setPrice] = useState('');
  const [deposit, setDeposit] = useState('');
  const [meetingPoint, setMeetingPoint] = useState('');
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState('');
  const { errors, setErrors, failure, sending, send } = useDecide(session, onDone);
  const form = useRef<HTMLFormElement>(null);

  /** The first field with an error, in the page's order, takes the focus. */
  const focusFirstError = (found: FieldErrors) => {
    const field = FIELD_ORDER.find((name) => found[name]);
    if (!field) return;
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>(`#decision-${field}`)?.focus(),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (mode === 'decline') {
      focusFirstError(await send({ decision: 'decline', reference, reason }));
      return;
    }
    const priceCents = parseEuroCents(price);
    const depositCents = parseEuroCents(deposit);
    const known: FieldErrors = {};
    if (priceCents === undefined || Number.isNaN(priceCents)) known.priceCents = 'price_invalid';
    if (Number.isNaN(depositCents)) known.depositCents = 'deposit_invalid';
    const found = await send(
      {
        decision: 'confirm',
        reference,
        priceCents: Number.isNaN(priceCents) ? 0 : (priceCents ?? 0),
        ...(depositCents === undefined || Number.isNaN(depositCents) ? {} : { depositCents }),
        meetingPoint,
        message,
      },
      known,
    );
    focusFirstError(found);
  };

  const declineMode = (next: 'confirm' | 'decline') => {
    setMode(next);
    setErrors({});
    if (next === 'decline') {
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>('#decision-reason')?.focus(),
      );
    }
  };

  return (
    <form
      ref={form}
      className="decision"
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadDecisionCheck()}
      aria-labelledby="decision-title"
    >
      <h2 id="decision-title" className="decision__title">
        {mode === 'confirm' ? <Trans>Entscheidung</Trans> : <Trans>Anfrage ablehnen</Trans>}
      </h2>
      <p className="decision__note">
        {mode === 'confirm' ? (
          <Trans>
            Der Gast erhält Ihre Antwort per E-Mail auf {languageName(guestLocale)}, mit dem
            Kalendereintrag. Schreiben Sie Treffpunkt und Nachricht am besten in dieser Sprache.
          </Trans>
        ) : (
          <Trans>
            Der Gast erhält die Absage per E-Mail auf {languageName(guestLocale)}. Schreiben Sie den
            Grund am besten in dieser Sprache.
          </Trans>
        )}
      </p>
      {mode === 'confirm' ? (
        <>
          <div className="decision__amounts">
            <Field
              id="decision-priceCents"
              label={t`Preis (€)`}
              required
              error={asError(errors.priceCents)}
            >
              {(aria) => (
                <input
                  className="input decision__amount"
                  inputMode="decimal"
                  autoComplete="off"
                  value={price}
                  onChange={(event) => setPrice(event.target.value)}
                  {...aria}
                />
              )}
            </Field>
            <Field
              id="decision-depositCents"
              label={t`Anzahlung (€)`}
              error={asError(errors.depositCents)}
            >
              {(aria) => (
                <input
                  className="input decision__amount"
                  inputMode="decimal"
                  autoComplete="off"
                  value={deposit}
                  onChange={(event) => setDeposit(event.target.value)}
                  {...aria}
                />
              )}
            </Field>
          </div>
          <Field
            id="decision-meetingPoint"
            label={t`Treffpunkt`}
            error={asError(errors.meetingPoint)}
            hint={<Trans>Eine Zeile, z. B. Ankunftshalle, mit Namensschild</Trans>}
          >
            {(aria) => (
              <input
                className="input"
                autoComplete="off"
                value={meetingPoint}
                onChange={(event) => setMeetingPoint(event.target.value)}
                {...aria}
              />
            )}
          </Field>
          <Field
            id="decision-message"
            label={t`Nachricht an den Gast`}
            error={asError(errors.message)}
          >
            {(aria) => (
              <textarea
                className="input input--textarea"
                rows={3}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                {...aria}
              />
            )}
          </Field>
          <Failure text={failure} />
          <div className="decision__actions">
            <SendButton busy={sending === 'confirm'} tone="confirm">
              <Trans>Bestätigen</Trans>
            </SendButton>
            <button
              type="button"
              className="button decision__button decision__button--quiet"
              onClick={() => declineMode('decline')}
              disabled={Boolean(sending)}
            >
              <Trans>Ablehnen</Trans>
            </button>
          </div>
        </>
      ) : (
        <>
          <Field
            id="decision-reason"
            label={t`Grund`}
            required
            error={asError(errors.reason)}
            hint={<Trans>Der Gast liest ihn in der E-Mail und auf seiner Statusseite.</Trans>}
          >
            {(aria) => (
              <textarea
                className="input input--textarea"
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                {...aria}
              />
            )}
          </Field>
          <Failure text={failure} />
          <div className="decision__actions">
            <SendButton busy={sending === 'decline'} tone="decline">
              <Trans>Ablehnen</Trans>
            </SendButton>
            <button
              type="button"
              className="button decision__button decision__button--quiet"
              onClick={() => declineMode('confirm')}
              disabled={Boolean(sending)}
            >
              <Trans>Zurück</Trans>
            </button>
          </div>
        </>
      )}
    </form>
  );
}

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

  if (!open) {
    return (
      <button
        type="button"
        className="button decision__button decision__button--quiet decision__cancel-open"
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() =>
            form.current?.querySelector<HTMLElement>('#cancel-reason')?.focus(),
          );
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
        if (!sending) void send({ decision: 'cancel', reference, reason });
      }}
      aria-labelledby="cancel-title"
    >
      <h2 id="cancel-title" className="decision__title">
        <Trans>Buchung stornieren</Trans>
      </h2>
      <Field
        id="cancel-reason"
        label={t`Grund`}
        required
        error={asError(errors.reason)}
        hint={<Trans>Der Gast erhält die Absage per E-Mail, ohne Kosten für ihn.</Trans>}
      >
        {(aria) => (
          <textarea
            className="input input--textarea"
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            {...aria}
          />
        )}
      </Field>
      <Failure text={failure} />
      <div className="decision__actions">
        <SendButton busy={sending === 'cancel'} tone="decline">
          <Trans>Stornieren</Trans>
        </SendButton>
        <button
          type="button"
          className="button decision__button decision__button--quiet"
          onClick={() => setOpen(false)}
          disabled={Boolean(sending)}
        >
          <Trans>Zurück</Trans>
        </button>
      </div>
    </form>
  );
}
