import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { LONG_DISTANCE_DESTINATIONS } from '#shared/schemas/places.ts';
import { BookingBar } from '../../components/ui/booking-bar.tsx';
import { BookingLink } from '../../components/ui/page-link.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import {
  servicePages,
  type ServicePageContent,
  type ServicePageId,
} from '../../content/service-pages.ts';
import { DriveTime } from './drive-time.tsx';
import '../../components/ui/section.css';
import './services.css';

type ListItem = ServicePageContent['list']['items'][number];

/** The shared layout of the service pages: 60vh hero, title, animated body, button to /kontakt. */
export function ServicePage({ pageId }: { pageId: ServicePageId }) {
  const { i18n } = useLingui();
  const page = servicePages[pageId];
  const listId = `${page.id}-list`;
  const bookButton = useRef<HTMLAnchorElement>(null);
  const start = { service: page.booking };
  return (
    <article className="service-page">
      <PageHero
        size="service"
        image={page.hero.photo}
        alt={i18n._(page.hero.alt)}
        position={page.hero.position}
        eyebrow={<Trans>Limousinenservice</Trans>}
        title={i18n._(page.title)}
        lead={i18n._(page.lead)}
      />
      <div className="container service-page__body">
        <div className="service-page__text">
          {page.sections.map((section, index) => {
            const headingId = `${page.id}-section-${index}`;
            return (
              <section
                key={headingId}
                className={`service-section reveal${index > 0 ? ' reveal--2' : ''}`}
                aria-labelledby={headingId}
              >
                <h2 id={headingId}>{i18n._(section.heading)}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.id}>{i18n._(paragraph)}</p>
                ))}
              </section>
            );
          })}
        </div>
        <section className="service-list reveal reveal--3" aria-labelledby={listId}>
          <h2 id={listId}>{i18n._(page.list.heading)}</h2>
          <ul>
            {page.list.items.map((item) => (
              <li key={item.label.id} className={item.destination ? 'service-list__link' : ''}>
                <ItemText item={item} />
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className="service-cta" aria-labelledby={`${page.id}-cta`}>
        <div className="container service-cta__inner">
          <div>
            <h2 id={`${page.id}-cta`}>{i18n._(page.cta.heading)}</h2>
            <p>{i18n._(page.cta.text)}</p>
          </div>
          <BookingLink
            ref={bookButton}
            className="button button--gold service-cta__button"
            start={start}
          >
            {i18n._(page.cta.button)}
          </BookingLink>
        </div>
      </section>
      <BookingBar start={start} bookLabel={i18n._(page.cta.button)} pageButton={bookButton} />
    </article>
  );
}

/**
 * A list item's words; a listed destination's open the booking form with it filled in, and say
 * how long the drive from Salzburg takes.
 */
function ItemText({ item }: { item: ListItem }) {
  const { i18n } = useLingui();
  const words = (
    <>
      <span className="service-list__label">{i18n._(item.label)}</span>
      {item.detail && <span className="service-list__detail">{i18n._(item.detail)}</span>}
      {item.destination && (
        <span className="service-list__drive">
          <DriveTime minutes={LONG_DISTANCE_DESTINATIONS[item.destination].driveMinutes} />
        </span>
      )}
      {item.note && <span className="service-list__note">{i18n._(item.note)}</span>}
    </>
  );
  if (!item.destination) return words;
  return (
    <BookingLink
      className="service-list__book"
      start={{ service: 'longDistanceTrip', destination: item.destination }}
    >
      {words}
    </BookingLink>
  );
}
