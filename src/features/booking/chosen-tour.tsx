import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { DEFAULT_MAX_PEOPLE, tourOfService, tourPrice } from '../../content/tours.ts';
import type { BookingMethods } from './booking-values.ts';

/**
 * The chosen tour's duration, price and maximum people, under the service it was chosen with,
 * so the visitor books knowing them (only where a service stands for exactly one tour).
 */
export function ChosenTour({ methods }: { methods: BookingMethods }) {
  const { i18n, t } = useLingui();
  const service = useWatch({ control: methods.control, name: 'service' });
  const tour = tourOfService(service);
  if (!tour) return null;
  const facts = [
    { label: t`Dauer`, value: i18n._(tour.duration) },
    { label: t`Preis`, value: tourPrice(tour.offer, i18n) },
    { label: t`Max. Personen`, value: String(tour.maxPeople ?? DEFAULT_MAX_PEOPLE) },
  ];
  return (
    <section className="chosen-tour field--wide" aria-live="polite" aria-label={i18n._(tour.title)}>
      <p className="chosen-tour__title">
        <Trans>Ihre Tour: {i18n._(tour.title)}</Trans>
      </p>
      <dl className="chosen-tour__facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
