import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { HONEYPOT_FIELD } from '#shared/schemas/constants.ts';
import type { ContactFormValues } from '#shared/schemas/form.ts';
import { toContactPayload } from '#shared/schemas/mappers.ts';
import { notify } from '../../lib/notify.ts';
import type { ContactDraft } from '../forms/draft-store.ts';
import { Field, FormEnd, RequiredNote } from '../forms/form-controls.tsx';
import { lazyResolver } from '../forms/validation-loader.ts';
import { useRequestForm, type FormOutcome, type SentRequest } from '../forms/use-request-form.ts';

export type ContactFields = {
  name: string;
  email: string;
  subject: string;
  message: string;
  agbAccepted: boolean;
  privacyAccepted: boolean;
  [HONEYPOT_FIELD]: string;
};

export const emptyContact: ContactFields = {
  name: '',
  email: '',
  subject: '',
  message: '',
  agbAccepted: false,
  privacyAccepted: false,
  [HONEYPOT_FIELD]: '',
};

const resolver = lazyResolver<ContactFields, ContactFormValues>(
  (resolvers) => resolvers.contactResolver,
);

const fieldForIssue: Record<string, keyof ContactFields> = {
  name: 'name',
  email: 'email',
  subject: 'subject',
  message: 'message',
};

function toDraft(values: Partial<ContactFields>): ContactDraft | null {
  const draft: ContactDraft = {
    name: values.name ?? '',
    email: values.email ?? '',
    subject: values.subject ?? '',
    message: values.message ?? '',
  };
  return Object.values(draft).every((value) => value === '') ? null : draft;
}

function fromDraft(stored: unknown): ContactFields | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const draft = stored as Partial<Record<keyof ContactDraft, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    ...emptyContact,
    name: text(draft.name),
    email: text(draft.email),
    subject: text(draft.subject),
    message: text(draft.message),
  };
}

export function ContactForm({
  onDone,
  restore = null,
}: {
  onDone: (outcome: FormOutcome, request?: SentRequest) => void;
  /** The payload of a kept request to fill in again (its field names are the form's). */
  restore?: Record<string, unknown> | null;
}) {
  const { t } = useLingui();
  const { methods, formProps } = useRequestForm({
    form: 'contact',
    resolver,
    defaultValues: emptyContact,
    draft: { toDraft, fromDraft },
    restore: restore && fromDraft(restore),
    toPayload: toContactPayload,
    fieldForIssue,
    onSent: () =>
      void notify('success', t`Ihre Nachricht wurde gesendet. Vielen Dank!`, {
        description: t`Wir melden uns innerhalb von 24 Stunden bei Ihnen.`,
      }),
    failed: {
      title: t`Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.`,
      description: t`Bitte versuchen Sie es später noch einmal.`,
    },
    onDone,
  });
  return (
    <form {...formProps} aria-labelledby="contact-title" aria-describedby="contact-description">
      <ContactFormBody methods={methods} />
    </form>
  );
}

/** The form's fields, which follow the form state on their own: see BookingFormBody. */
const ContactFormBody = memo(function ContactFormBody({
  methods,
}: {
  methods: UseFormReturn<ContactFields, unknown, ContactFormValues>;
}) {
  const { t } = useLingui();
  const { register, control } = methods;
  const { errors, isSubmitting } = useFormState({ control });

  return (
    <>
      <header className="form__header">
        <h2 id="contact-title" className="form__title">
          <Trans>Schreiben Sie uns</Trans>
        </h2>
        <p id="contact-description" className="form__description">
          <Trans>
            Sie haben eine Frage, einen besonderen Wunsch oder planen eine Veranstaltung? Wir
            antworten innerhalb von 24 Stunden.
          </Trans>
        </p>
        <RequiredNote />
      </header>

      <div className="form__grid">
        <Field id="contact-name" label={t`Name`} required error={errors.name}>
          {(aria) => (
            <input
              className="input"
              type="text"
              autoComplete="name"
              {...aria}
              {...register('name')}
            />
          )}
        </Field>
        <Field id="contact-email" label={t`E-Mail`} required error={errors.email}>
          {(aria) => (
            <input
              className="input"
              type="email"
              autoComplete="email"
              {...aria}
              {...register('email')}
            />
          )}
        </Field>
        <Field
          id="contact-subject"
          label={t`Betreff`}
          required
          error={errors.subject}
          className="field--wide"
        >
          {(aria) => <input className="input" type="text" {...aria} {...register('subject')} />}
        </Field>
        <Field
          id="contact-message"
          label={t`Nachricht`}
          required
          error={errors.message}
          className="field--wide"
        >
          {(aria) => (
            <textarea
              className="input input--textarea"
              rows={6}
              {...aria}
              {...register('message')}
            />
          )}
        </Field>
      </div>

      <FormEnd idPrefix="contact" register={register} errors={errors} sending={isSubmitting}>
        <Trans>Nachricht senden</Trans>
      </FormEnd>
    </>
  );
});
