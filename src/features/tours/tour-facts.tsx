import { Trans, useLingui } from '@lingui/react/macro';
import { BookingLink } from '../../components/ui/page-link.tsx';
import { Icon, type IconName } from '../../components/ui/icons.tsx';
import { tourFacts, type TourDetails } from '../../content/tour-details.ts';
import type { Tour } from '../../content/tours.ts';
import '../../components/ui/section.css';
import './tours.css';

/** The info card: duration, price, maximum people and availability (docs/product.md, tour and sight pages). */
export function TourFacts({ tour, details }: { tour: Tour; details: TourDetails }) {
  const { i18n, t } = useLingui();
  const facts = tourFacts(tour, details, i18n);
  const rows: { id: string; icon: IconName; label: string; value: string }[] = [
    { id: 'duration', icon: 'clock', label: t`Dauer`, value: facts.duration },
    { id: 'price', icon: 'euro', label: t`Preis`, value: facts.price },
    { id: 'people', icon: 'users', label: t`Max. Personen`, value: String(facts.maxPeople) },
    {
      id: 'availability',
      icon: 'calendar',
      label: t`Verfügbarkeit`,
      value: facts.availability,
    },
  ];
  return (
    <section className="tour-facts" aria-labelledby="tour-facts-title">
      <h2 id="tour-facts-title" className="tour-facts__title">
        <Trans>Auf einen Blick</Trans>
      </h2>
      <dl className="tour-facts__list">
        {rows.map((row) => (
          <div key={row.id} className="tour-facts__row" data-fact={row.id}>
            {/* Only dt and dd may stand in a dl's div: the icon goes inside the term. */}
            <dt>
              <span className="tour-facts__icon" aria-hidden="true">
                <Icon name={row.icon} size={20} />
              </span>
              {row.label}
            </dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <BookingLink
        className="button button--gold tour-facts__button"
        start={{ service: tour.service, tour: tour.id }}
      >
        <Trans>Tour anfragen</Trans>
      </BookingLink>
      <p className="tour-facts__note">
        <Trans>Antwort innerhalb von 24 Stunden.</Trans>
      </p>
    </section>
  );
}
