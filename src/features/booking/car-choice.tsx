import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { CAR_MAX_PASSENGERS, type CarType } from '#shared/schemas/constants.ts';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import {
  carEClass,
  carVClass,
  type ResponsiveImage as ImageData,
} from '../../content/images.generated.ts';
import { errorId, FieldMessage, RequiredMark } from '../forms/form-controls.tsx';

/** The fleet's own pictures (the home page's), cropped to the cars in the card (forms.css). */
const cars: { value: CarType; name: ReactNode; note: ReactNode; photo: ImageData }[] = [
  {
    value: 'e-klasse',
    name: <Trans>E-Klasse</Trans>,
    note: <Trans>Business-Limousine für Transfers und Geschäftsreisen</Trans>,
    photo: carEClass,
  },
  {
    value: 'v-klasse',
    name: <Trans>V-Klasse</Trans>,
    note: <Trans>Großraum-Limousine für Familien und Gruppen</Trans>,
    photo: carVClass,
  },
];

/**
 * The car as two selectable cards: a radio group, so arrow keys move between them. The picture
 * is decorative (the card's text names the car); the selection mark sits beside the name.
 */
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
            <label key={car.value} className="car-option" htmlFor={optionId}>
              <input
                type="radio"
                className="car-option__radio"
                id={optionId}
                value={car.value}
                aria-describedby={`${optionId}-seats`}
                {...registration}
              />
              <span className="car-option__stage">
                <ResponsiveImage
                  image={car.photo}
                  alt=""
                  sizes="(min-width: 1024px) 17rem, (min-width: 768px) 40vw, 45vw"
                  className="car-option__photo"
                />
              </span>
              <span className="car-option__body">
                <span className="car-option__brand">
                  <Trans>Mercedes-Benz</Trans>{' '}
                </span>
                <span className="car-option__name">{car.name}</span>
                <span className="car-option__check" aria-hidden="true" />
                <span className="car-option__seats" id={`${optionId}-seats`}>
                  <Trans>bis zu {max} Fahrgäste</Trans>
                </span>
                <span className="car-option__note">{car.note}</span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}
