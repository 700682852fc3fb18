import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { CAR_MAX_PASSENGERS, type CarType } from '#shared/schemas/constants.ts';
import { errorId, FieldMessage, RequiredMark } from '../forms/form-controls.tsx';

export function SedanIcon() {
  return (
    <svg className="car-icon" aria-hidden="true" viewBox="0 0 120 44" width="120" height="44">
      <path
        d="M5 33c0-4 2.6-6.4 7.4-7.2L30 23l14-10.4c3.2-2.4 6.6-3.6 10.6-3.6h21.2c4.6 0 8.4 1.6 11.6 4.8L98 23.4l11.6 2.2c4 .8 6.4 3.4 6.4 7.2V36a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z"
        fill="currentColor"
      />
      <path
        d="M47 22.4 56.6 15h13.6v7.4zM74.2 15h3.4c2.6 0 4.8.9 6.6 2.7l4.7 4.7H74.2z"
        fill="var(--car-window, #fff)"
        opacity=".85"
      />
      <circle cx="29" cy="38" r="7.5" fill="var(--car-tyre, #0f1115)" />
      <circle cx="29" cy="38" r="3" fill="var(--car-rim, #c9a45c)" />
      <circle cx="93" cy="38" r="7.5" fill="var(--car-tyre, #0f1115)" />
      <circle cx="93" cy="38" r="3" fill="var(--car-rim, #c9a45c)" />
    </svg>
  );
}

function VanIcon() {
  return (
    <svg className="car-icon" aria-hidden="true" viewBox="0 0 120 44" width="120" height="44">
      <path
        d="M5 35V21c0-3.4 1.8-6 5-7.2L27 7.2C29 6.4 31 6 33.4 6H102c5 0 8.4 2.8 9.4 7.6l3.2 16c.3 1.4.4 2.7.4 4V36a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z"
        fill="currentColor"
      />
      <path
        d="M13 19.4 29 12.2h10v9.2H13zM43 12.2h20v9.2H43zM67 12.2h20v9.2H67zM91 12.2h10.6c2.2 0 3.8 1.4 4.3 3.6l1.2 5.6H91z"
        fill="var(--car-window, #fff)"
        opacity=".85"
      />
      <circle cx="27" cy="38" r="7.5" fill="var(--car-tyre, #0f1115)" />
      <circle cx="27" cy="38" r="3" fill="var(--car-rim, #c9a45c)" />
      <circle cx="95" cy="38" r="7.5" fill="var(--car-tyre, #0f1115)" />
      <circle cx="95" cy="38" r="3" fill="var(--car-rim, #c9a45c)" />
    </svg>
  );
}

const cars: { value: CarType; name: ReactNode; note: ReactNode; icon: ReactNode }[] = [
  {
    value: 'e-klasse',
    name: <Trans>E-Klasse</Trans>,
    note: <Trans>Business-Limousine für Transfers und Geschäftsreisen</Trans>,
    icon: <SedanIcon />,
  },
  {
    value: 'v-klasse',
    name: <Trans>V-Klasse</Trans>,
    note: <Trans>Großraumlimousine für Familien und Gruppen</Trans>,
    icon: <VanIcon />,
  },
];

/** The car as two selectable cards: a radio group, so arrow keys move between them. */
export function CarChoice({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}) {
  const legendId = `${id}-legend`;
  return (
    <fieldset
      className="field field--wide car-choice"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={Boolean(error)}
      aria-describedby={error ? errorId(id) : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend id={legendId} className="field__label">
        <Trans>Fahrzeug</Trans>
        <RequiredMark />
      </legend>
      <div className="car-choice__options">
        {cars.map((car, index) => {
          const max = CAR_MAX_PASSENGERS[car.value];
          const optionId = index === 0 ? id : `${id}-${car.value}`;
          return (
            <label key={car.value} className="car-card" htmlFor={optionId}>
              <input
                type="radio"
                className="car-card__radio"
                id={optionId}
                value={car.value}
                aria-describedby={`${optionId}-seats`}
                {...registration}
              />
              <span className="car-card__check" aria-hidden="true" />
              {car.icon}
              <span className="car-card__brand">Mercedes-Benz </span>
              <span className="car-card__name">{car.name}</span>
              <span className="car-card__seats" id={`${optionId}-seats`}>
                <Trans>bis zu {max} Fahrgäste</Trans>
              </span>
              <span className="car-card__note">{car.note}</span>
            </label>
          );
        })}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}
