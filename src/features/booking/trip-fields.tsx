import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import { PASSENGERS_MIN, type CarType } from '#shared/schemas/constants.ts';
import { BOOKABLE_SERVICE_VALUES } from '#shared/schemas/bookable-services.ts';
import { BOOKABLE_TOURS, ownTourOf, type TourId } from '#shared/schemas/bookable-tours.ts';
import { Field, Legend } from '../forms/form-controls.tsx';
import type { BookingFields } from '#shared/schemas/form.ts';
import { passengerLimit, type BookingMethods } from './booking-values.ts';
import { CarChoice } from './car-choice.tsx';
import { ChosenTour } from './chosen-tour.tsx';
import { DateField } from './date-field.tsx';
import { TimeSlotOptions } from './time-slot-options.tsx';
import { timeLabel } from '../forms/service-field-labels.ts';
import { timeHint } from './time-hints.ts';
import { bookableServiceLabels } from '../forms/service-labels.ts';
import { SeasonNotice } from './season-notice.tsx';
import { ShortNotice } from './short-notice.tsx';
import { WrappingSelect } from '../forms/wrapping-select.tsx';
import { TourChoice } from './tour-choice.tsx';
import { useTourDestination } from './tour-destination.ts';
import { usePassengerFit } from './use-passenger-fit.ts';

/** The booking's "Ihre Fahrt" part: service, car, date, time, passengers, route and wishes. */
export function TripFields({
  methods,
  errors,
  isSubmitted,
}: {
  methods: BookingMethods;
  errors: FieldErrors<BookingFields>;
  /** After a first submit, a corrected value is checked again at once. */
  isSubmitted: boolean;
}) {
  const { t, i18n } = useLingui();
  const { register, control, getValues, setValue } = methods;
  const car = useWatch({ control, name: 'carType' });
  const tour = useWatch({ control, name: 'tour' });
  const service = useWatch({ control, name: 'service' });
  const hint = timeHint(service);
  const chooseService = t`Service wählen`;
  const limit = passengerLimit(car, tour);
  const tourLimits = Boolean(tour) && limit === BOOKABLE_TOURS[tour as TourId].maxPeople;
  useTourDestination(methods);

  const { asked, fit: fitPassengers, typed } = usePassengerFit(methods, isSubmitted);

  const placeField = (name: 'pickupLocation' | 'destination', label: string, example: string) => (
    <Field id={`booking-${name}`} label={label} required error={errors[name]}>
      {(aria) => (
        <input
          className="input"
          type="text"
          autoComplete="off"
          placeholder={example}
          {...aria}
          {...register(name)}
        />
      )}
    </Field>
  );

  return (
    <fieldset className="form__section">
      <Legend>
        <Trans>Ihre Fahrt</Trans>
      </Legend>
      <div className="form__grid">
        <Field
          id="booking-service"
          label={t`Service`}
          required
          error={errors.service}
          className="field--wide"
        >
          {(aria) => (
            <WrappingSelect
              shown={service ? i18n._(bookableServiceLabels[service]) : chooseService}
            >
              <select
                className="input input--select"
                {...aria}
                {...register('service', {
                  // Another service drops a tour it does not book, and brings the one it stands for.
                  onChange: (event: { target: { value: string } }) => {
                    const service = event.target.value;
                    const current = getValues('tour');
                    if (current && BOOKABLE_TOURS[current].service === service) return;
                    const own = ownTourOf(service) ?? '';
                    setValue('tour', own);
                    fitPassengers(passengerLimit(getValues('carType'), own));
                  },
                })}
              >
                <option value="">{chooseService}</option>
                {BOOKABLE_SERVICE_VALUES.map((service) => (
                  <option key={service} value={service}>
                    {i18n._(bookableServiceLabels[service])}
                  </option>
                ))}
              </select>
            </WrappingSelect>
          )}
        </Field>

        <TourChoice
          methods={methods}
          error={errors.tour}
          onChosen={(chosen) => fitPassengers(passengerLimit(getValues('carType'), chosen))}
        />

        <ChosenTour methods={methods} />

        <CarChoice
          id="booking-carType"
          error={errors.carType}
          registration={register('carType', {
            onChange: (event: { target: { value: string } }) =>
              fitPassengers(passengerLimit(event.target.value as CarType, getValues('tour'))),
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
                label={t`Datum`}
                calendarLabel={t`Kalender: Datum wählen`}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                buttonRef={field.ref}
                error={fieldState.error}
              />
            )}
          />

          <Field
            id="booking-time"
            label={i18n._(timeLabel(service))}
            required
            error={errors.time}
            hint={hint && i18n._(hint)}
          >
            {(aria) => (
              <select className="input input--select" {...aria} {...register('time')}>
                <TimeSlotOptions />
              </select>
            )}
          </Field>

          <Field
            id="booking-passengers"
            label={t`Fahrgäste`}
            required
            error={errors.passengers}
            hint={
              asked !== undefined ? (
                <span role="status" className="field__hint--lowered">
                  {tourLimits ? (
                    <Trans>
                      Von {asked} gesenkt: höchstens {limit} auf dieser Tour
                    </Trans>
                  ) : (
                    <Trans>
                      Von {asked} gesenkt: höchstens {limit} in diesem Fahrzeug
                    </Trans>
                  )}
                </span>
              ) : tourLimits ? (
                <Trans>Höchstens {limit} auf dieser Tour</Trans>
              ) : car ? (
                <Trans>Höchstens {limit} in diesem Fahrzeug</Trans>
              ) : undefined
            }
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
                  onChange: (event: { target: { valueAsNumber: number } }) =>
                    typed(event.target.valueAsNumber, limit),
                })}
              />
            )}
          </Field>
        </div>

        <ShortNotice methods={methods} />
        <SeasonNotice methods={methods} />

        {placeField('pickupLocation', t`Abholort`, t`z. B. Hotel Sacher`)}
        {placeField('destination', t`Zielort`, t`z. B. Hallstatt`)}

        <Field
          id="booking-specialRequests"
          label={t`Besondere Wünsche`}
          error={errors.specialRequests}
          className="field--wide"
        >
          {(aria) => (
            <textarea
              className="input input--textarea"
              rows={4}
              placeholder={t`z. B. Zwischenstopp, Getränke, Rollstuhl`}
              {...aria}
              {...register('specialRequests')}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
