import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import type { ValidationCode } from '#shared/schemas/codes.ts';
import type { DecisionInput } from '#shared/schemas/lifecycle.ts';
import { Field } from '../forms/form-controls.tsx';

/** A field's error code from the function, as the shared form field shows one. */
export const asError = (code: ValidationCode | undefined): FieldError | undefined =>
  code ? { type: 'validate', message: code } : undefined;

/** A free-text field of a decision: the message, the reason for a refusal or a cancellation. */
export function TextareaField({
  id,
  label,
  required,
  error,
  hint,
  value,
  onChange,
}: {
  id: string;
  label: string;
  required?: boolean;
  error: ValidationCode | undefined;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} required={Boolean(required)} error={asError(error)} hint={hint}>
      {(aria) => (
        <textarea
          className="input input--textarea"
          rows={3}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        />
      )}
    </Field>
  );
}

/**
 * What ends a decision's form: why the last send failed, if it did, the button that sends this
 * decision (a refusal and a cancellation in the red of a no) and a quiet one that steps back
 * (both still while any send is under way).
 */
export function DecisionActions({
  decision,
  failure,
  sending,
  send,
  back,
  onBack,
}: {
  decision: DecisionInput['decision'];
  failure: string | null;
  /** The decision being sent, if one is (useDecide). */
  sending: DecisionInput['decision'] | null;
  send: ReactNode;
  back: ReactNode;
  onBack: () => void;
}) {
  const busy = sending === decision;
  const tone = decision === 'confirm' ? 'confirm' : 'decline';
  return (
    <>
      {failure && (
        <p id={`${decision}-failure`} className="decision__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="decision__actions">
        {/* aria-disabled alone: a disabled button drops the focus to the page (the form turns a
            second press away). */}
        <button
          type="submit"
          className={`button decision__button decision__button--${tone}`}
          aria-disabled={busy}
          aria-describedby={failure ? `${decision}-failure` : undefined}
        >
          {busy && <span className="spinner" aria-hidden="true" />}
          {busy ? <Trans>Wird gesendet …</Trans> : send}
        </button>
        <button
          type="button"
          className="button decision__button decision__button--quiet"
          onClick={onBack}
          disabled={sending !== null}
        >
          {back}
        </button>
      </div>
    </>
  );
}
