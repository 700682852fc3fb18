import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { BookingBar } from '../../components/ui/booking-bar.tsx';
import { BookingLink } from '../../components/ui/page-link.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { services, type ServiceId } from '../../content/services.ts';
import '../../components/ui/section.css';
import './services.css';

/** The shared layout of the service pages: 60vh hero, title, animated body, button to /kontakt. */
export function ServicePage({ serviceId }: { serviceId: ServiceId }) {
  const { i18n } = useLingui();
  const service = services[serviceId];
  const listId = `${service.id}-list`;
  const bookButton = useRef<HTMLAnchorElement>(null);
  return (
    <article className="service-page">
      <PageHero
        size="service"
        image={service.hero.photo}
        alt={i18n._(service.hero.alt)}
        position={service.hero.position}
        eyebrow={<Trans>Limousinenservice</Trans>}
        title={i18n._(service.title)}
        lead={i18n._(service.lead)}
      />
      <div className="container service-page__body">
        <div className="service-page__text">
          {service.sections.map((section, index) => {
            const headingId = `${service.id}-section-${index}`;
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
          <h2 id={listId}>{i18n._(service.list.heading)}</h2>
          <ul>
            {service.list.items.map((item) => (
              <li key={item.label.id}>
                <span className="service-list__label">{i18n._(item.label)}</span>
                {item.detail && <span className="service-list__detail">{i18n._(item.detail)}</span>}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className="service-cta" aria-labelledby={`${service.id}-cta`}>
        <div className="container service-cta__inner">
          <div>
            <h2 id={`${service.id}-cta`}>{i18n._(service.cta.heading)}</h2>
            <p>{i18n._(service.cta.text)}</p>
          </div>
          <BookingLink
            ref={bookButton}
            className="button button--gold service-cta__button"
            service={service.booking}
          >
            {i18n._(service.cta.button)}
          </BookingLink>
        </div>
      </section>
      <BookingBar
        service={service.booking}
        bookLabel={i18n._(service.cta.button)}
        pageButton={bookButton}
      />
    </article>
  );
}
