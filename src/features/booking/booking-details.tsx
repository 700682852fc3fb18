import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useWatch, type FieldError, type FieldErrors } from 'react-hook-form';
import {
  CHILD_AGE_MAX,
  FLIGHT_NUMBER_MAX,
  SUITCASES_MAX,
  takesArrivalNumber,
} from '#shared/schemas/constants.ts';
import { localCalendarDate, localDateOfCalendarDay } from '#shared/schemas/dates.ts';
import type { BookingFields } from '#shared/schemas/form.ts';
import { ageChoice } from '../forms/child-ages.ts';
import { Field, Legend } from '../forms/form-controls.tsx';
import { numberLabel } from '../forms/service-field-labels.ts';
import { suggestsVClass, type BookingMethods } from './booking-values.ts';
import { DateField } from './date-field.tsx';
import { TimeSlotOptions } from './time-slot-options.tsx';

const AGES = Array.from({ length: CHILD_AGE_MAX + 1 }, (_, age) => age);

/**
 * What a chauffeur needs besides the trip itself: the flight or train to follow, the luggage,
 * a seat for each child, and the way back.
 */
export function BookingDetails({
  methods,
  errors,
}: {
  methods: BookingMethods;
  errors: FieldErrors<BookingFields>;
}) {
  const { t, i18n } = useLingui();
  const { register, control, setValue, getValues } = methods;
  const [service, carType, passengers, suitcases, ages, returnDate, returnTime, date] = useWatch({
    control,
    name: [
      'service',
      'carType',
      'passengers',
      'suitcases',
      'childSeatAges',
      'returnDate',
      'returnTime',
      'date',
    ],
  });
  const [pickup, destination] = useWatch({ control, name: ['pickupLocation', 'destination'] });
  const [wantsReturn, setWantsReturn] = useState(false);
  // A draft or a refused request filled in again may bring a return trip along.
  const withReturn = wantsReturn || returnDate !== '' || returnTime !== '';
  const seats = ages.length;
  const setSeats = (count: number) => {
    const current = getValues('childSeatAges');
    const next = Array.from({ length: count }, (_, i) => current[i] ?? Number.NaN);
    setValue('childSeatAges', next, { shouldDirty: true });
  };
  // An issue of the whole list (more seats than passengers) sits at `root` once ages are fields.
  const seatsErrors = errors.childSeatAges as (FieldError & { root?: FieldError }) | undefined;
  const seatsError = seatsErrors?.root ?? (seatsErrors?.message ? seatsErrors : undefined);

  return (
    <fieldset className="form__section">
      <Legend>
        <Trans>Gepäck, Kinder und Rückfahrt</Trans>
      </Legend>
      <div className="form__grid">
        {takesArrivalNumber(service) && (
          <Field
            id="booking-flightNumber"
            label={i18n._(numberLabel(service))}
            error={errors.flightNumber}
            hint={<Trans>Wir verfolgen Ihre Ankunft und warten bei Verspätung.</Trans>}
          >
            {(aria) => (
              <input
                className="input"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={FLIGHT_NUMBER_MAX}
                placeholder={service === 'trainTransfer' ? t`z. B. RJX 166` : t`z. B. OS 123`}
                {...aria}
                {...register('flightNumber')}
              />
            )}
          </Field>
        )}

        <Field
          id="booking-suitcases"
          label={t`Koffer`}
          error={errors.suitcases}
          hint={
            suggestsVClass(carType, suitcases) ? (
              <Trans>
                Bei {suitcases} Koffern empfehlen wir die V-Klasse: Der Kofferraum der E-Klasse
                fasst höchstens 3.
              </Trans>
            ) : undefined
          }
        >
          {(aria) => (
            // Controlled: "not given" is NaN in the form, which an input must not be handed.
            <Controller
              control={control}
              name="suitcases"
              render={({ field }) => (
                <input
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={SUITCASES_MAX}
                  step={1}
                  {...aria}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={Number.isFinite(field.value) ? field.value : ''}
                  onChange={(event) => field.onChange(event.target.valueAsNumber)}
                />
              )}
            />
          )}
        </Field>

        <Field id="booking-childSeats" label={t`Kindersitze`} error={seatsError}>
          {(aria) => (
            <input
              className="input"
              type="number"
              inputMode="numeric"
              min={0}
              max={Number.isFinite(passengers) ? passengers : undefined}
              step={1}
              value={seats}
              onChange={(event) => {
                const count = Math.max(0, Math.min(event.target.valueAsNumber || 0, 20));
                setSeats(count);
              }}
              {...aria}
            />
          )}
        </Field>

        {ages.map((_, index) => (
          <Field
            key={index}
            id={`booking-childSeatAges.${index}`}
            label={t`Alter des ${index + 1}. Kindes (Jahre)`}
            error={errors.childSeatAges?.[index]}
          >
            {(aria) => (
              // Controlled: an age not yet chosen is NaN in the form; handed to the select as is,
              // no option matched it and the prompt went blank.
              <Controller
                control={control}
                name={`childSeatAges.${index}`}
                render={({ field }) => (
                  <select
                    className="input input--select"
                    {...aria}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={Number.isFinite(field.value) ? String(field.value) : ''}
                    onChange={(event) =>
                      field.onChange(
                        event.target.value === '' ? Number.NaN : Number(event.target.value),
                      )
                    }
                  >
                    <option value="">{t`Alter wählen`}</option>
                    {AGES.map((age) => (
                      <option key={age} value={age}>
                        {ageChoice(age, i18n)}
                      </option>
                    ))}
                  </select>
                )}
              />
            )}
          </Field>
        ))}

        <div className="field field--wide field--check">
          <label className="check">
            <input
              id="booking-return"
              className="check__box"
              type="checkbox"
              checked={withReturn}
              onChange={(event) => {
                setWantsReturn(event.target.checked);
                if (event.target.checked) return setValue('returnTime', getValues('time'));
                setValue('returnDate', '');
                setValue('returnTime', '');
              }}
            />
            <Trans>Rückfahrt dazubuchen</Trans>
          </label>
        </div>

        {withReturn && (
          <>
            <Controller
              control={control}
              name="returnDate"
              render={({ field, fieldState }) => (
                <DateField
                  id="booking-returnDate"
                  name={field.name}
                  label={t`Datum der Rückfahrt`}
                  calendarLabel={t`Kalender: Datum der Rückfahrt wählen`}
                  earliest={date instanceof Date ? date : undefined}
                  value={localDateOfCalendarDay(field.value)}
                  onChange={(day) => field.onChange(localCalendarDate(day))}
                  onBlur={field.onBlur}
                  buttonRef={field.ref}
                  error={fieldState.error}
                />
              )}
            />
            <Field
              id="booking-returnTime"
              label={t`Uhrzeit der Rückfahrt`}
              error={errors.returnTime}
            >
              {(aria) => (
                <select className="input input--select" {...aria} {...register('returnTime')}>
                  <TimeSlotOptions />
                </select>
              )}
            </Field>
            <p className="field--wide form__note">
              {destination && pickup ? (
                <Trans>
                  Zurück von {destination} nach {pickup}. Ein anderer Weg? Schreiben Sie ihn unter
                  „Besondere Wünsche“.
                </Trans>
              ) : (
                <Trans>Zurück vom Zielort zum Abholort.</Trans>
              )}
            </p>
          </>
        )}
      </div>
    </fieldset>
  );
}
