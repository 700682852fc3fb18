import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import type { Locale } from '#shared/schemas/constants.ts';
import { MONEY_MAX_CENTS } from '#shared/schemas/lifecycle.ts';
import { formatEuro } from '../forms/display.ts';
import { Field } from '../forms/form-controls.tsx';
import { parseEuroCents } from './amounts.ts';
import { asError, DecisionActions, TextareaField } from './decision-parts.tsx';
import { loadDecisionCheck, useDecide, type Decided, type FieldErrors } from './use-decide.ts';

const FIELD_ORDER = ['priceCents', 'depositCents', 'meetingPoint', 'message', 'reason'] as const;

/** The guest's language, named in the page's. */
function useLanguageName() {
  const { t } = useLingui();
  return (locale: Locale) => (locale === 'en' ? t`Englisch` : t`Deutsch`);
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
  listPrice,
  onDone,
}: {
  session: string;
  reference: string;
  guestLocale: Locale;
  /** A booked tour's price as its page states it, beside the field the price is typed in. */
  listPrice?: string | undefined;
  onDone: (result: Decided) => void;
}) {
  const { t, i18n } = useLingui();
  const languageName = useLanguageName();
  const [mode, setMode] = useState<'confirm' | 'decline'>('confirm');
  const [price, setPrice] = useState('');
  const [deposit, setDeposit] = useState('');
  const [meetingPoint, setMeetingPoint] = useState('');
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState('');
  const { errors, setErrors, failure, sending, send } = useDecide(session, onDone);
  const form = useRef<HTMLFormElement>(null);

  /** An edited field's error goes (an amount's with the other's: one compares the two). */
  const edited =
    (set: (value: string) => void, ...fields: (keyof FieldErrors)[]) =>
    (value: string) => {
      set(value);
      if (fields.some((field) => errors[field])) {
        setErrors((shown) => {
          const left = { ...shown };
          for (const field of fields) delete left[field];
          return left;
        });
      }
    };
  const editPrice = edited(setPrice, 'priceCents', 'depositCents');
  const editDeposit = edited(setDeposit, 'priceCents', 'depositCents');

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

  // The pressed button leaves with its mode: declining, the reason is typed next; back from
  // it, the focus goes to "Ablehnen", where the operator left (it fell to the page).
  const declineMode = (next: 'confirm' | 'decline') => {
    setMode(next);
    setErrors({});
    const target = next === 'decline' ? '#decision-reason' : '.decision__button--quiet';
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(target)?.focus());
  };

  const typedCents = parseEuroCents(price);
  // Only a price the function takes: '99999999999999' would otherwise stand on the button.
  const shownPrice =
    typedCents && typedCents <= MONEY_MAX_CENTS ? formatEuro(typedCents, i18n.locale) : null;

  return (
    <form
      ref={form}
      className="decision"
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        // Enter in a one-line field (or a phone keyboard's Go) would mail the guest a binding
        // decision the operator has not finished: only the button sends it.
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
        }
      }}
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
              hint={listPrice && <Trans>Listenpreis: {listPrice}</Trans>}
            >
              {(aria) => (
                <input
                  className="input decision__amount"
                  inputMode="decimal"
                  autoComplete="off"
                  value={price}
                  onChange={(event) => editPrice(event.target.value)}
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
                  onChange={(event) => editDeposit(event.target.value)}
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
                onChange={(event) => edited(setMeetingPoint, 'meetingPoint')(event.target.value)}
                {...aria}
              />
            )}
          </Field>
          <TextareaField
            id="decision-message"
            label={t`Nachricht an den Gast`}
            error={errors.message}
            // The mail names the deposit and "by bank transfer or in cash", not where to pay it.
            hint={
              deposit.trim() ? (
                <Trans>
                  Mit Anzahlung: Schreiben Sie hier, wohin und bis wann sie zu zahlen ist.
                </Trans>
              ) : undefined
            }
            value={message}
            onChange={edited(setMessage, 'message')}
          />
          <DecisionActions
            decision="confirm"
            failure={failure}
            sending={sending}
            // The price the guest will be sent, on the button that sends it: a '54' meant as
            // '540' shows before the tap, not in the guest's mail.
            send={
              shownPrice ? <Trans>Für {shownPrice} bestätigen</Trans> : <Trans>Bestätigen</Trans>
            }
            back={<Trans>Ablehnen</Trans>}
            onBack={() => declineMode('decline')}
          />
        </>
      ) : (
        <>
          <TextareaField
            id="decision-reason"
            label={t`Grund`}
            required
            error={errors.reason}
            hint={
              <Trans>
                Der Gast liest ihn in der E-Mail und auf seiner Statusseite; danach bittet die
                E-Mail ihn, uns anzurufen.
              </Trans>
            }
            value={reason}
            onChange={edited(setReason, 'reason')}
          />
          <DecisionActions
            decision="decline"
            failure={failure}
            sending={sending}
            send={<Trans>Ablehnen</Trans>}
            back={<Trans>Zurück</Trans>}
            onBack={() => declineMode('confirm')}
          />
        </>
      )}
    </form>
  );
}
