import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { seasonMonths } from '#shared/schemas/bookable-tours.ts';
import { tourPrice, tours } from '../../content/tours.ts';
import type { BookingMethods } from './booking-values.ts';

/**
 * The chosen tour's duration, price, maximum people and season, under the service it was chosen
 * with, so the visitor books knowing them: the exact tour or sight (the sight's page chose it, or
 * the visitor did), or the one the service stands for.
 */
export function ChosenTour({ methods }: { methods: BookingMethods }) {
  const { i18n, t } = useLingui();
  const id = useWatch({ control: methods.control, name: 'tour' });
  if (!id) return null;
  const tour = tours[id];
  // Its months before a day is chosen, not only a warning after (season-notice.tsx).
  const season = tour.season ? seasonMonths(tour.season, i18n.locale) : null;
  const { from, to } = season ?? {};
  const facts = [
    { label: t`Dauer`, value: i18n._(tour.duration) },
    { label: t`Preis`, value: tourPrice(tour, i18n) },
    { label: t`Max. Personen`, value: String(tour.maxPeople) },
    ...(season ? [{ label: t`Saison`, value: t`${from} bis ${to}` }] : []),
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
