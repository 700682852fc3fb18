import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type {
  FieldError,
  GlobalError,
  FieldValues,
  Path,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';
import { HONEYPOT_FIELD } from '#shared/schemas/constants.ts';
import { usePageHref } from '../../components/ui/page-link.tsx';
import { validationText } from './validation-messages.ts';

/** The accessibility attributes a field's control carries: label, invalid state, message. */
export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

export function errorId(id: string): string {
  return `${id}-error`;
}

function controlProps(
  id: string,
  error: FieldError | undefined,
  { required = false, hintId }: { required?: boolean; hintId?: string } = {},
): ControlProps {
  const describedBy = [hintId, error ? errorId(id) : undefined].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': Boolean(error),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };
}

/**
 * A fieldset's title with a hairline to its right. The line lies behind the whole width and the
 * words cover it, so the web font arriving (a few pixels wider or narrower than its stand-in)
 * moves nothing.
 */
export function Legend({ children }: { children: ReactNode }) {
  return (
    <legend className="form__legend">
      <span>{children}</span>
    </legend>
  );
}

export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

/**
 * The field's message. It is announced when it appears as the form's first message (a send's
 * first error, which the send also focuses) or in the field the visitor is in (typing); the
 * others are read with their fields, so a send with twelve errors does not read out twelve
 * alerts at once. The first message speaks whether or not the focus moved (a browser may not
 * move it outside the tap itself).
 */
export function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  const { i18n } = useLingui();
  if (!error) return null;
  // A new message is a new element, so it decides again whether to speak.
  return <Message key={error.message} id={id} text={validationText(i18n, error.message)} />;
}

// One function for every render, so React calls it once, when the message is inserted: before
// the browser reads the new element, as a live region counts from its insertion. A send's
// messages are all in the page by then.
function announceInField(node: HTMLParagraphElement | null) {
  const first = node?.closest('form')?.querySelector('.field__error') === node;
  if (node && (first || node.parentElement?.contains(document.activeElement))) {
    node.setAttribute('role', 'alert');
  }
}

function Message({ id, text }: { id: string; text: string }) {
  return (
    <p ref={announceInField} id={errorId(id)} className="field__error">
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.2v4.6M8 11.2v.6" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {text}
    </p>
  );
}

export function Field({
  id,
  label,
  required = false,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error: FieldError | undefined;
  hint?: ReactNode;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div
      className={['field', className].filter(Boolean).join(' ')}
      data-invalid={error ? '' : undefined}
    >
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children(controlProps(id, error, { required, ...(hintId ? { hintId } : {}) }))}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/**
 * The key to the fields' asterisks, under the form's description: read before the first starred
 * field, not after the last. (Screen readers hear "required" from each field itself.)
 */
export function RequiredNote() {
  return (
    <p className="form__note">
      <span aria-hidden="true">* </span>
      <Trans>Pflichtfelder</Trans>
    </p>
  );
}

type ConsentValues = FieldValues & { agbAccepted: boolean; privacyAccepted: boolean };

function NewTabHint() {
  return (
    <span className="visually-hidden">
      {' '}
      <Trans>(öffnet in einem neuen Tab)</Trans>
    </span>
  );
}

/** One box to tick, with its label and its message. */
function ConsentBox({
  id,
  error,
  registration,
  children,
}: {
  id: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  children: ReactNode;
}) {
  return (
    <div className="consent__item" data-invalid={error ? '' : undefined}>
      <input
        type="checkbox"
        className="consent__box"
        {...controlProps(id, error, { required: true })}
        {...registration}
      />
      <label htmlFor={id} className="consent__label">
        {children}
        <RequiredMark />
      </label>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** Both boxes must be ticked; the links open the legal pages in a new tab. */
function ConsentFields<T extends ConsentValues>({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: { agbAccepted?: FieldError; privacyAccepted?: FieldError };
}) {
  const href = usePageHref();
  return (
    <fieldset className="consent">
      <legend className="visually-hidden">
        <Trans>Einwilligung</Trans>
      </legend>
      <ConsentBox
        id={`${idPrefix}-agb`}
        error={errors.agbAccepted}
        registration={register('agbAccepted' as Path<T>)}
      >
        <Trans>
          Ich akzeptiere die{' '}
          <a href={href('terms')} target="_blank" rel="noopener">
            Allgemeinen Geschäfts&shy;bedingungen
            <NewTabHint />
          </a>
          .
        </Trans>
      </ConsentBox>
      <ConsentBox
        id={`${idPrefix}-privacy`}
        error={errors.privacyAccepted}
        registration={register('privacyAccepted' as Path<T>)}
      >
        <Trans>
          Ich habe die{' '}
          <a href={href('privacy')} target="_blank" rel="noopener">
            Datenschutz&shy;erklärung
            <NewTabHint />
          </a>{' '}
          gelesen und stimme der Verarbeitung meiner Angaben zur Bearbeitung meiner Anfrage zu.
        </Trans>
      </ConsentBox>
    </fieldset>
  );
}

/** A field people never see or reach; form-filling bots fill it, and the server drops those. */
function Honeypot<T extends FieldValues>({
  idPrefix,
  register,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
}) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>
        <Trans>Website</Trans>
      </label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...register(HONEYPOT_FIELD as Path<T>)}
      />
    </div>
  );
}

/**
 * aria-disabled, not disabled, while sending: a disabled button drops the focus to the page, and
 * a keyboard or screen-reader visitor would start again from the top (useRequestForm turns a
 * second press away). `failureId`: the last send's failure, read with the button.
 */
function SubmitButton({
  sending,
  failureId,
  children,
}: {
  sending: boolean;
  failureId?: string | undefined;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="button form__submit"
      aria-disabled={sending}
      aria-describedby={failureId}
    >
      {sending && <span className="spinner" aria-hidden="true" />}
      {sending ? <Trans>Wird gesendet …</Trans> : children}
    </button>
  );
}

/**
 * How both forms end: the consent boxes, the honeypot and the submit button, which says the form
 * is being sent while it is. Where no script runs (switched off, or the page's code did not load:
 * src/main.tsx), the button gives way to a note that says so and where to call or write instead
 * (forms.css).
 */
export function FormEnd<T extends ConsentValues>({
  idPrefix,
  register,
  errors,
  sending,
  note,
  children,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  /** `root.send`: why the last send failed (useRequestForm), until the next one. */
  errors: {
    agbAccepted?: FieldError;
    privacyAccepted?: FieldError;
    root?: Record<string, GlobalError>;
  };
  sending: boolean;
  /** What sending means, beside the button. */
  note?: ReactNode;
  /** The submit button's label. */
  children: ReactNode;
}) {
  const failure = errors.root?.send?.message;
  const failureId = `${idPrefix}-send-failure`;
  return (
    <>
      <ConsentFields idPrefix={idPrefix} register={register} errors={errors} />
      <Honeypot idPrefix={idPrefix} register={register} />
      <div className="form__footer">
        {note && <p className="form__terms">{note}</p>}
        {failure && (
          <p id={failureId} className="form__failure" role="alert">
            {failure}
          </p>
        )}
        <SubmitButton sending={sending} failureId={failure ? failureId : undefined}>
          {children}
        </SubmitButton>
        <p className="form-notice form__no-script">
          <Trans>
            Dieses Formular lässt sich nur mit JavaScript senden, das auf dieser Seite gerade nicht
            läuft. Laden Sie die Seite neu oder schalten Sie JavaScript ein – oder rufen Sie uns an
            oder schreiben Sie uns (siehe „Direkter Kontakt“).
          </Trans>
        </p>
      </div>
    </>
  );
}
