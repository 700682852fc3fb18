import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useWatch } from 'react-hook-form';
import {
  CAR_MAX_PASSENGERS,
  CAR_TYPES,
  HONEYPOT_FIELD,
  NO_SPECIAL_REQUESTS,
  PASSENGERS_DEFAULT,
  PASSENGERS_MIN,
  SERVICES,
  TIME_SLOTS,
  type CarType,
  type Service,
  type TimeSlot,
} from '../../../supabase/functions/_shared/schemas/constants.ts';
import { localCalendarDate } from '../../../supabase/functions/_shared/schemas/dates.ts';
import type { BookingFormValues } from '../../../supabase/functions/_shared/schemas/form.ts';
import { toBookingPayload } from '../../../supabase/functions/_shared/schemas/mappers.ts';
import { notify } from '../../lib/notify.ts';
import type { BookingDraft } from '../forms/draft-store.ts';
import {
  ConsentFields,
  Field,
  Honeypot,
  RequiredNote,
  SubmitButton,
} from '../forms/form-controls.tsx';
import { lazyResolver } from '../forms/resolvers.ts';
import { useRequestForm } from '../forms/use-request-form.ts';
import { CarChoice } from './car-choice.tsx';
import { DateField, startOfToday } from './date-field.tsx';
import { serviceLabels } from './service-options.ts';

/** What the form holds while being filled: selects may still be empty. */
export type BookingFields = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  service: Service | '';
  date: Date | undefined;
  time: TimeSlot | '';
  passengers: number;
  pickup_location: string;
  destination: string;
  car_type: CarType | '';
  special_requests: string;
  agbAccepted: boolean;
  privacyAccepted: boolean;
  [HONEYPOT_FIELD]: string;
};

export const emptyBooking: BookingFields = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  service: '',
  date: undefined,
  time: '',
  passengers: PASSENGERS_DEFAULT,
  pickup_location: '',
  destination: '',
  car_type: '',
  special_requests: '',
  agbAccepted: false,
  privacyAccepted: false,
  [HONEYPOT_FIELD]: '',
};

const resolver = lazyResolver<BookingFields, BookingFormValues>(
  (resolvers) => resolvers.bookingResolver,
);

/** The most passengers the chosen car seats; with no car chosen yet, the larger car's. */
export function passengerLimit(car: CarType | ''): number {
  return car ? CAR_MAX_PASSENGERS[car] : Math.max(...Object.values(CAR_MAX_PASSENGERS));
}

/** Payload field → form field, for the issues of a 400 answer. */
const fieldForIssue: Record<string, keyof BookingFields> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  service: 'service',
  date: 'date',
  time: 'time',
  passengers: 'passengers',
  pickupLocation: 'pickup_location',
  destination: 'destination',
  carType: 'car_type',
  specialRequests: 'special_requests',
};

function toDraft(values: Partial<BookingFields>): BookingDraft | null {
  const draft: BookingDraft = {
    first_name: values.first_name ?? '',
    last_name: values.last_name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    service: values.service ?? '',
    date: values.date instanceof Date ? localCalendarDate(values.date) : '',
    time: values.time ?? '',
    passengers: Number.isFinite(values.passengers) ? Number(values.passengers) : PASSENGERS_DEFAULT,
    pickup_location: values.pickup_location ?? '',
    destination: values.destination ?? '',
    car_type: values.car_type ?? '',
    special_requests: values.special_requests ?? '',
  };
  const untouched = Object.entries(draft).every(([key, value]) =>
    key === 'passengers' ? value === PASSENGERS_DEFAULT : value === '',
  );
  return untouched ? null : draft;
}

function pick<T extends string>(options: readonly T[], value: unknown): T | '' {
  return options.includes(value as T) ? (value as T) : '';
}

function fromDraft(stored: unknown): BookingFields | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const draft = stored as Partial<Record<keyof BookingDraft, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  let date: Date | undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text(draft.date));
  if (match) {
    date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    if (date < startOfToday()) date = undefined; // a day that has passed is no use
  }
  const passengers = Number(draft.passengers);
  return {
    ...emptyBooking,
    first_name: text(draft.first_name),
    last_name: text(draft.last_name),
    email: text(draft.email),
    phone: text(draft.phone),
    service: pick(SERVICES, draft.service),
    date,
    time: pick(TIME_SLOTS, draft.time),
    passengers:
      Number.isInteger(passengers) && passengers >= PASSENGERS_MIN
        ? passengers
        : PASSENGERS_DEFAULT,
    pickup_location: text(draft.pickup_location),
    destination: text(draft.destination),
    car_type: pick(CAR_TYPES, draft.car_type),
    special_requests: text(draft.special_requests),
  };
}

/** A stored booking payload (a refused or expired kept request) back into form values. */
export function fromPayload(payload: Record<string, unknown>): BookingFields | null {
  const requests = payload.specialRequests;
  return fromDraft({
    first_name: payload.firstName,
    last_name: payload.lastName,
    email: payload.email,
    phone: payload.phone,
    service: payload.service,
    date: payload.date,
    time: payload.time,
    passengers: payload.passengers,
    pickup_location: payload.pickupLocation,
    destination: payload.destination,
    car_type: payload.carType,
    special_requests: requests === NO_SPECIAL_REQUESTS ? '' : requests,
  });
}

export function BookingForm({
  onDone,
  restore = null,
}: {
  onDone: (kind: 'sent' | 'queued') => void;
  /** The payload of a kept request to fill in again. */
  restore?: Record<string, unknown> | null;
}) {
  const { t, i18n } = useLingui();
  const { methods, formProps } = useRequestForm({
    form: 'booking',
    resolver,
    defaultValues: emptyBooking,
    draft: { toDraft, fromDraft },
    restore: restore && fromPayload(restore),
    toPayload: toBookingPayload,
    fieldForIssue,
    onSent: () => void notify('success', t`Ihre Buchungsanfrage wurde erfolgreich übermittelt!`),
    onFailed: () =>
      void notify(
        'error',
        t`Beim Übermitteln Ihrer Buchung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.`,
      ),
    onDone,
  });
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = methods;

  const car = useWatch({ control, name: 'car_type' });
  const limit = passengerLimit(car);

  const textField = (
    name: 'first_name' | 'last_name' | 'email' | 'phone' | 'pickup_location' | 'destination',
    label: string,
    options: { type?: string; autoComplete?: string; placeholder?: string; wide?: boolean } = {},
  ) => (
    <Field
      id={`booking-${name}`}
      label={label}
      required
      error={errors[name]}
      className={options.wide ? 'field--wide' : undefined}
    >
      {(aria) => (
        <input
          className="input"
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          placeholder={options.placeholder}
          {...aria}
          {...register(name)}
        />
      )}
    </Field>
  );

  return (
    <form {...formProps} aria-labelledby="booking-title" aria-describedby="booking-description">
      <header className="form__header">
        <h2 id="booking-title" className="form__title">
          <Trans>Fahrt buchen</Trans>
        </h2>
        <p id="booking-description" className="form__description">
          <Trans>
            Teilen Sie uns Ihre Wünsche mit – wir prüfen die Verfügbarkeit und bestätigen Ihre Fahrt
            innerhalb von 24 Stunden. Die Anfrage ist unverbindlich.
          </Trans>
        </p>
      </header>

      <fieldset className="form__section">
        <legend className="form__legend">
          <Trans>Ihre Kontaktdaten</Trans>
        </legend>
        <div className="form__grid">
          {textField('first_name', t`Vorname`, { autoComplete: 'given-name' })}
          {textField('last_name', t`Nachname`, { autoComplete: 'family-name' })}
          {textField('email', t`E-Mail`, { type: 'email', autoComplete: 'email' })}
          {textField('phone', t`Telefon`, { type: 'tel', autoComplete: 'tel' })}
        </div>
      </fieldset>

      <fieldset className="form__section">
        <legend className="form__legend">
          <Trans>Ihre Fahrt</Trans>
        </legend>
        <div className="form__grid">
          <Field
            id="booking-service"
            label={t`Service`}
            required
            error={errors.service}
            className="field--wide"
          >
            {(aria) => (
              <select className="input input--select" {...aria} {...register('service')}>
                <option value="">{t`Service wählen`}</option>
                {SERVICES.map((service) => (
                  <option key={service} value={service}>
                    {i18n._(serviceLabels[service])}
                  </option>
                ))}
              </select>
            )}
          </Field>

          <CarChoice
            id="booking-car_type"
            error={errors.car_type}
            registration={register('car_type', {
              onChange: (event: { target: { value: string } }) => {
                const max = passengerLimit(event.target.value as CarType);
                if (getValues('passengers') > max) {
                  setValue('passengers', max, { shouldValidate: isSubmitted });
                }
              },
            })}
          />

          <div className="form__when field--wide">
            <Controller
              control={control}
              name="date"
              render={({ field, fieldState }) => (
                <DateField
                  id="booking-date"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  buttonRef={field.ref}
                  error={fieldState.error}
                />
              )}
            />

            <Field id="booking-time" label={t`Uhrzeit`} required error={errors.time}>
              {(aria) => (
                <select className="input input--select" {...aria} {...register('time')}>
                  <option value="">{t`Uhrzeit wählen`}</option>
                  {TIME_SLOTS.map((slot) => (
                    <option key={slot} value={slot}>
                      {slot}
                    </option>
                  ))}
                </select>
              )}
            </Field>

            <Field
              id="booking-passengers"
              label={t`Fahrgäste`}
              required
              error={errors.passengers}
              hint={car ? <Trans>Höchstens {limit} in diesem Fahrzeug</Trans> : undefined}
            >
              {(aria) => (
                <input
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={PASSENGERS_MIN}
                  max={limit}
                  step={1}
                  {...aria}
                  {...register('passengers', {
                    valueAsNumber: true,
                    onChange: (event: { target: { valueAsNumber: number } }) => {
                      if (event.target.valueAsNumber > limit) {
                        setValue('passengers', limit, { shouldValidate: isSubmitted });
                      }
                    },
                  })}
                />
              )}
            </Field>
          </div>

          {textField('pickup_location', t`Abholort`, {
            autoComplete: 'off',
            placeholder: t`z. B. Hotel Sacher Salzburg`,
          })}
          {textField('destination', t`Zielort`, {
            autoComplete: 'off',
            placeholder: t`z. B. Flughafen München`,
          })}

          <Field
            id="booking-special_requests"
            label={t`Besondere Wünsche`}
            error={errors.special_requests}
            className="field--wide"
          >
            {(aria) => (
              <textarea
                className="input input--textarea"
                rows={4}
                placeholder={t`z. B. Kindersitz, Flugnummer, zusätzliches Gepäck`}
                {...aria}
                {...register('special_requests')}
              />
            )}
          </Field>
        </div>
      </fieldset>

      <ConsentFields idPrefix="booking" register={register} errors={errors} />
      <Honeypot idPrefix="booking" register={register} />

      <div className="form__footer">
        <RequiredNote />
        <SubmitButton sending={isSubmitting}>
          <Trans>Buchungsanfrage senden</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
