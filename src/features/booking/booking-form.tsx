import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import type { BookingStart } from '#shared/schemas/booking-query.ts';
import type { BookingFields, BookingFormValues } from '#shared/schemas/form.ts';
import { toBookingPayload } from '#shared/schemas/mappers.ts';
import { DeferredHydration, useDeferredParts } from '../../components/ui/deferred-hydration.tsx';
import { notify } from '../../lib/notify.ts';
import { Field, FormEnd, Legend, RequiredNote } from '../forms/form-controls.tsx';
import { lazyResolver } from '../forms/validation-loader.ts';
import { useRequestForm, type FormOutcome, type SentRequest } from '../forms/use-request-form.ts';
import {
  emptyBooking,
  fieldForIssue,
  withStart,
  fromDraft,
  fromPayload,
  toDraft,
  type BookingMethods,
} from './booking-values.ts';
import { BindingNote } from './binding-note.tsx';
import { BookingDetails } from './booking-details.tsx';
import { TripFields } from './trip-fields.tsx';
import { destinations } from '../../content/destinations.ts';

/** The form's parts that hydrate in commits of their own (DeferredHydration, below). */
const BODY_PARTS = 3;

const resolver = lazyResolver<BookingFields, BookingFormValues>(
  (resolvers) => resolvers.bookingResolver,
);

export function BookingForm({
  onDone,
  restore = null,
  start,
}: {
  /** What the page's button asked for (`?service=…&tour=…`): the form starts with it. */
  start?: BookingStart | undefined;
  onDone: (outcome: FormOutcome, sent?: SentRequest) => void;
  /** The payload of a kept request to fill in again. */
  restore?: Record<string, unknown> | null;
}) {
  const { t, i18n } = useLingui();
  const started = (values: BookingFields) =>
    start ? withStart(values, start, (id) => i18n._(destinations[id].city)) : values;
  const parts = useDeferredParts(BODY_PARTS);
  const { methods, formProps } = useRequestForm({
    form: 'booking',
    resolver,
    defaultValues: started(emptyBooking),
    draft: {
      toDraft,
      fromDraft: (stored) => {
        const values = fromDraft(stored);
        return values && started(values);
      },
    },
    restore: restore && fromPayload(restore),
    hydrated: parts.allHydrated,
    toPayload: toBookingPayload,
    fieldForIssue,
    onSent: () => void notify('success', t`Ihre Buchungsanfrage wurde erfolgreich übermittelt!`),
    failed: {
      title: t`Beim Übermitteln Ihrer Buchung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.`,
    },
    onDone,
  });

  // The start, found once the form has hydrated (the prerendered HTML has no query), or changed
  // by a link to the same page: set into the form as it stands, keeping what was typed.
  const { getValues, setValue } = methods;
  const { allHydrated } = parts;
  useEffect(() => {
    if (!start || !allHydrated) return;
    const values = withStart(getValues(), start, (id) => i18n._(destinations[id].city));
    for (const key of ['service', 'tour', 'destination', 'passengers'] as const) {
      if (values[key] !== getValues(key)) setValue(key, values[key]);
    }
  }, [start, allHydrated, getValues, setValue, i18n]);

  return (
    <form {...formProps} aria-labelledby="booking-title" aria-describedby="booking-description">
      <BookingFormBody methods={methods} onHydrated={parts.onHydrated} />
    </form>
  );
}

/**
 * The form's fields. They follow the form state on their own (useFormState) and are memoized, so
 * react-hook-form's re-render of the form right after it mounts (`isReady`) stops at the <form>
 * instead of rendering every field again in the same task as hydration (Lighthouse's TBT).
 */
const BookingFormBody = memo(function BookingFormBody({
  methods,
  onHydrated,
}: {
  methods: BookingMethods;
  onHydrated: readonly (() => void)[];
}) {
  const { t } = useLingui();
  const { register, control } = methods;
  const { errors, isSubmitting, isSubmitted } = useFormState({ control });

  const textField = (
    name: 'firstName' | 'lastName' | 'email' | 'phone',
    label: string,
    options: { type?: string; autoComplete: string },
  ) => (
    <Field id={`booking-${name}`} label={label} required error={errors[name]}>
      {(aria) => (
        <input
          className="input"
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          {...aria}
          {...register(name)}
        />
      )}
    </Field>
  );

  return (
    <>
      <header className="form__header">
        <h2 id="booking-title" className="form__title">
          <Trans>Fahrt buchen</Trans>
        </h2>
        <p id="booking-description" className="form__description">
          <Trans>
            Teilen Sie uns Ihre Wünsche mit – wir prüfen die Verfügbarkeit und antworten Ihnen
            innerhalb von 24 Stunden.
          </Trans>
        </p>
        <RequiredNote />
      </header>

      <fieldset className="form__section">
        <Legend>
          <Trans>Ihre Kontaktdaten</Trans>
        </Legend>
        <div className="form__grid">
          {textField('firstName', t`Vorname`, { autoComplete: 'given-name' })}
          {textField('lastName', t`Nachname`, { autoComplete: 'family-name' })}
          {textField('email', t`E-Mail`, { type: 'email', autoComplete: 'email' })}
          {textField('phone', t`Telefon`, { type: 'tel', autoComplete: 'tel' })}
        </div>
      </fieldset>

      <DeferredHydration onHydrated={onHydrated[0]}>
        <TripFields methods={methods} errors={errors} isSubmitted={isSubmitted} />
      </DeferredHydration>

      <DeferredHydration onHydrated={onHydrated[1]}>
        <BookingDetails methods={methods} errors={errors} />
      </DeferredHydration>

      <DeferredHydration onHydrated={onHydrated[2]}>
        <FormEnd
          idPrefix="booking"
          register={register}
          errors={errors}
          sending={isSubmitting}
          note={<BindingNote />}
        >
          <Trans>Buchungsanfrage senden</Trans>
        </FormEnd>
      </DeferredHydration>
    </>
  );
});
