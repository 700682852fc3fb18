import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { BookingBar } from '../components/ui/booking-bar.tsx';
import { BookingLink } from '../components/ui/page-link.tsx';
import { PageHero } from '../components/ui/page-hero.tsx';
import { tours, type TourId } from '../content/tours.ts';
import { TourFacts } from '../features/tours/tour-facts.tsx';
import { TourGallery } from '../features/tours/tour-gallery.tsx';
import { useTourDetails } from '../features/tours/tour-content.ts';

export { loadTourDetails } from '../features/tours/tour-content.ts';
import '../components/ui/section.css';
import '../features/tours/tours.css';

/** A tour or sight. */
export function TourPage({ tourId }: { tourId: TourId }) {
  const { i18n } = useLingui();
  const tour = tours[tourId];
  const details = useTourDetails(tourId);
  const requestButton = useRef<HTMLAnchorElement>(null);
  const requestLabel = <Trans>Tour anfragen</Trans>;
  const start = { service: tour.service, tour: tour.id };
  return (
    <article className="tour-page">
      <PageHero
        size="tour"
        fixed
        image={details.hero.photo}
        alt={i18n._(details.hero.alt)}
        position={details.hero.position}
        fixedTop={details.hero.fixedTop}
        eyebrow={
          tour.kind === 'tour' ? <Trans>Private Tour</Trans> : <Trans>Sehenswürdigkeit</Trans>
        }
        title={i18n._(tour.title)}
        lead={i18n._(details.tagline)}
      />
      <div className="container tour-page__layout">
        <aside className="tour-page__aside">
          <TourFacts tour={tour} details={details} />
        </aside>
        <div className="tour-page__main">
          <section className="tour-section reveal" aria-labelledby="tour-about">
            <h2 id="tour-about">
              <Trans>Was Sie erwartet</Trans>
            </h2>
            {details.description.map((paragraph) => (
              <p key={paragraph.id}>{i18n._(paragraph)}</p>
            ))}
          </section>
          {details.highlights && (
            <section className="tour-section reveal reveal--2" aria-labelledby="tour-highlights">
              <h2 id="tour-highlights">
                <Trans>Höhepunkte</Trans>
              </h2>
              <ul className="check-list tour-highlights">
                {details.highlights.map((item) => (
                  <li key={item.id}>{i18n._(item)}</li>
                ))}
              </ul>
            </section>
          )}
          {details.gallery && (
            <section className="tour-section" aria-labelledby="tour-gallery">
              <h2 id="tour-gallery">
                <Trans>Impressionen</Trans>
              </h2>
              <TourGallery photos={details.gallery} />
            </section>
          )}
          <div className="tour-section tour-inclusions">
            <div className="tour-inclusions__column">
              <h2 id="tour-included">
                <Trans>Inklusive</Trans>
              </h2>
              <ul className="check-list" aria-labelledby="tour-included">
                {details.included.map((item) => (
                  <li key={item.id}>{i18n._(item)}</li>
                ))}
              </ul>
            </div>
            <div className="tour-inclusions__column">
              <h2 id="tour-not-included">
                <Trans>Nicht inklusive</Trans>
              </h2>
              <ul className="check-list check-list--minus" aria-labelledby="tour-not-included">
                {details.notIncluded.map((item) => (
                  <li key={item.id}>{i18n._(item)}</li>
                ))}
              </ul>
            </div>
          </div>
          <section className="tour-request" aria-labelledby="tour-request-title">
            <h2 id="tour-request-title">
              <Trans>Bereit für Ihre Tour?</Trans>
            </h2>
            <p>
              <Trans>
                Nennen Sie uns Ihr Wunschdatum und die Zahl der Gäste – wir antworten Ihnen
                innerhalb von 24 Stunden persönlich.
              </Trans>
            </p>
            <BookingLink ref={requestButton} className="button button--gold" start={start}>
              {requestLabel}
            </BookingLink>
          </section>
        </div>
      </div>
      <BookingBar start={start} bookLabel={requestLabel} pageButton={requestButton} />
    </article>
  );
}
