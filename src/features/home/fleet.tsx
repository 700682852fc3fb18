import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { BookingLink } from '../../components/ui/page-link.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { SectionHeader } from '../../components/ui/section.tsx';
import { fleet } from '../../content/home.ts';
import '../../components/ui/section.css';

export const FLEET_SECTION_ID = 'flotte';

/** The two cars: E-Class for up to 3 passengers, V-Class for up to 7. */
export function Fleet() {
  const { i18n } = useLingui();
  return (
    <section
      id={FLEET_SECTION_ID}
      className="home-section fleet"
      aria-labelledby="fleet-title"
      tabIndex={-1}
    >
      <div className="container">
        <SectionHeader
          id="fleet-title"
          eyebrow={<Trans>Unsere Flotte</Trans>}
          title={<Trans>Mercedes-Benz für jeden Anlass</Trans>}
          intro={
            <Trans>
              Gepflegte Fahrzeuge der Oberklasse, gefahren von erfahrenen Chauffeuren – für Ihren
              Transfer zu zweit ebenso wie für die ganze Familie.
            </Trans>
          }
        />
        <ul className="fleet__list">
          {fleet.map((car) => {
            const max = car.maxPassengers;
            return (
              <li key={car.id} className="car-card">
                <div className="car-card__stage">
                  <ResponsiveImage
                    className="car-card__image"
                    image={car.image.photo}
                    alt={i18n._(car.image.alt)}
                    sizes="(min-width: 1024px) 520px, (min-width: 768px) 45vw, 90vw"
                  />
                </div>
                <div className="car-card__body">
                  <h3 className="car-card__name">{i18n._(car.name)}</h3>
                  <p className="car-card__capacity">
                    <Icon name="users" size={20} />
                    <Trans>Bis zu {max} Fahrgäste</Trans>
                  </p>
                  <p>{i18n._(car.description)}</p>
                  <ul className="check-list">
                    {car.features.map((feature) => (
                      <li key={feature.id}>{i18n._(feature)}</li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="fleet__action">
          <BookingLink className="button button--dark">
            <Trans>Fahrzeug anfragen</Trans>
          </BookingLink>
        </p>
      </div>
    </section>
  );
}
