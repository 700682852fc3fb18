import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { BookingLink, PageLink } from '../../components/ui/page-link.tsx';
import { HeroImage } from '../../components/ui/hero-image.tsx';
import { homeHeroAlt } from '../../content/home-hero.ts';
import { homeHero } from '../../content/images.generated.ts';
import '../../components/ui/section.css';
import './home-hero.css';

/** The home hero's fallback waits at most 2 seconds for the photo. */
const HOME_HERO_TIMEOUT_MS = 2000;

export function HomeHero({ nextSectionId }: { nextSectionId: string }) {
  const { t } = useLingui();

  const scrollToNext = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(nextSectionId);
    if (!target) return;
    event.preventDefault();
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue reading from the new section.
    target.focus({ preventScroll: true });
  };

  return (
    <section className="home-hero" aria-labelledby="home-title">
      <HeroImage image={homeHero} alt={t(homeHeroAlt)} timeout={HOME_HERO_TIMEOUT_MS} />
      <div className="home-hero__content container">
        <p className="eyebrow home-hero__eyebrow">
          <Trans>Salzburg · Österreich · Europa</Trans>
        </p>
        <h1 id="home-title" className="home-hero__title">
          <Trans>
            <strong>Chauffeurservice</strong> der Extraklasse in Salzburg
          </Trans>
        </h1>
        <p className="home-hero__subtitle">
          <Trans>
            Flughafentransfers, private Touren und Fahrten in ganz Europa – diskret, pünktlich und
            mit erfahrenen Chauffeuren.
          </Trans>
        </p>
        <div className="home-hero__actions">
          <PageLink to="fleet" className="button button--gold">
            <Trans>Fahrzeuge entdecken</Trans>
          </PageLink>
          <BookingLink className="button button--outline">
            <Trans>Kontakt aufnehmen</Trans>
          </BookingLink>
        </div>
      </div>
      <a className="scroll-indicator" href={`#${nextSectionId}`} onClick={scrollToNext}>
        <span className="visually-hidden">
          <Trans>Weiter zum nächsten Abschnitt</Trans>
        </span>
        <span className="scroll-indicator__mouse" aria-hidden="true">
          <span className="scroll-indicator__wheel" />
        </span>
      </a>
    </section>
  );
}
