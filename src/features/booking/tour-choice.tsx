import { useLingui } from '@lingui/react/macro';
import { useWatch, type FieldError } from 'react-hook-form';
import { ownTourOf, toursOfService, type TourId } from '#shared/schemas/bookable-tours.ts';
import { tours } from '../../content/tours.ts';
import { Field } from '../forms/form-controls.tsx';
import type { BookingMethods } from './booking-values.ts';

/**
 * Which tour or sight, where the chosen service books several (Salzburg's palaces and fortress:
 * four sights) or the catch-all books one (the salt mine tour): a service that stands for one
 * tour chooses it by itself, and a transfer names none.
 */
export function TourChoice({
  methods,
  error,
  onChosen,
}: {
  methods: BookingMethods;
  error: FieldError | undefined;
  onChosen: (tour: TourId | '') => void;
}) {
  const { t, i18n } = useLingui();
  const service = useWatch({ control: methods.control, name: 'service' });
  const choices = service && !ownTourOf(service) ? toursOfService(service) : [];
  if (choices.length === 0) return null;
  return (
    <Field
      id="booking-tour"
      label={t`Tour oder Sehenswürdigkeit`}
      error={error}
      className="field--wide"
    >
      {(aria) => (
        <select
          className="input input--select"
          {...aria}
          {...methods.register('tour', {
            onChange: (event: { target: { value: TourId | '' } }) => onChosen(event.target.value),
          })}
        >
          <option value="">{t`Noch offen`}</option>
          {choices.map((id) => (
            <option key={id} value={id}>
              {i18n._(tours[id].title)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
