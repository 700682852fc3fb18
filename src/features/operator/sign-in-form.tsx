import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import { Icon } from '../../components/ui/icons.tsx';
import { Field } from '../forms/form-controls.tsx';
import { signIn } from './operator-api.ts';

/** Minutes to wait, rounded up: a 429's Retry-After in seconds. */
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * The console's door: the operator's passphrase (the deploy secret OPERATOR_PASSPHRASE). A
 * forwarded operator mail leads here, never further. Wrong passphrases are limited by the
 * function; the device then stays signed in for 30 days.
 */
export function SignInForm({ expired = false }: { expired?: boolean | undefined }) {
  const { t } = useLingui();
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<FieldError | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A wrong passphrase is the field's fault: marked invalid and described by the failure.
  const [wrong, setWrong] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    setFailure(null);
    if (!passphrase) {
      setError({ type: 'validate', message: 'passphrase_required' });
      form.querySelector<HTMLInputElement>('#sign-in-passphrase')?.focus();
      return;
    }
    setError(undefined);
    setSending(true);
    const result = await signIn(passphrase);
    setSending(false);
    if (result.ok) return;
    const wrongPassphrase = !('offline' in result) && result.status === 401;
    setWrong(wrongPassphrase);
    // To type it again at once; the alert still speaks, and the field reads it.
    if (wrongPassphrase) {
      const input = form.querySelector<HTMLInputElement>('#sign-in-passphrase');
      input?.focus();
      input?.select();
    }
    if ('offline' in result) {
      setFailure(t`Keine Verbindung. Bitte prüfen Sie das Netz und versuchen Sie es erneut.`);
    } else if (result.status === 401) {
      setFailure(t`Diese Passphrase stimmt nicht.`);
    } else if (result.status === 429) {
      const wait = minutes(result.retryAfter ?? 60);
      setFailure(
        wait === 1
          ? t`Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.`
          : t`Zu viele Versuche. Bitte warten Sie ${wait} Minuten und versuchen Sie es dann erneut.`,
      );
    } else if (result.status === 503) {
      setFailure(t`Der Betrieb ist noch nicht eingerichtet: Es ist keine Passphrase hinterlegt.`);
    } else {
      setFailure(t`Die Anmeldung ist gerade nicht möglich (Fehler ${result.status}).`);
    }
  };

  return (
    <section className="console-card sign-in" aria-labelledby="sign-in-title">
      <span className="sign-in__icon" aria-hidden="true">
        <Icon name="lock" size={28} strokeWidth={1.6} />
      </span>
      <h2 id="sign-in-title" className="console-card__title">
        <Trans>Anmelden</Trans>
      </h2>
      <p className="console-card__text">
        {expired ? (
          <Trans>Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.</Trans>
        ) : (
          <Trans>Nur für den Betrieb. Auf diesem Gerät bleiben Sie 30 Tage angemeldet.</Trans>
        )}
      </p>
      <form className="sign-in__form" noValidate onSubmit={(event) => void submit(event)}>
        <Field id="sign-in-passphrase" label={t`Passphrase`} required error={error}>
          {(aria) => (
            <input
              className="input"
              type="password"
              name="passphrase"
              autoComplete="current-password"
              value={passphrase}
              onChange={(event) => setPassphrase(event.target.value)}
              {...aria}
              {...(wrong && failure
                ? { 'aria-invalid': true, 'aria-describedby': 'sign-in-failure' }
                : {})}
            />
          )}
        </Field>
        {failure && (
          <p id="sign-in-failure" className="decision__failure" role="alert">
            {failure}
          </p>
        )}
        {/* aria-disabled alone: a disabled button drops the focus to the page. */}
        <button
          type="submit"
          className="button decision__button decision__button--confirm"
          aria-disabled={sending}
          aria-describedby={failure ? 'sign-in-failure' : undefined}
        >
          {sending && <span className="spinner" aria-hidden="true" />}
          <Trans>Anmelden</Trans>
        </button>
      </form>
    </section>
  );
}
