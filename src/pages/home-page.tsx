import { ContactCta } from '../features/home/contact-cta.tsx';
import { Fleet, FLEET_SECTION_ID } from '../features/home/fleet.tsx';
import { FounderQuote } from '../features/home/founder-quote.tsx';
import { HomeHero } from '../features/home/home-hero.tsx';
import { HomeSectionsStyle } from '../features/home/home-sections-style.tsx';
import { PREMIUM_SECTION_ID, PremiumService } from '../features/home/premium-service.tsx';
import { TourCarousel } from '../features/home/tour-carousel.tsx';

/**
 * / and its aliases; the splash is the layout's concern (route table). /limousinen shows the
 * same page with the fleet right under the hero.
 */
export function HomePage({ fleetFirst = false }: { fleetFirst?: boolean }) {
  return (
    <>
      <HomeSectionsStyle />
      <HomeHero nextSectionId={fleetFirst ? FLEET_SECTION_ID : PREMIUM_SECTION_ID} />
      {fleetFirst && <Fleet />}
      <PremiumService />
      <TourCarousel />
      <FounderQuote />
      {!fleetFirst && <Fleet />}
      <ContactCta />
    </>
  );
}

/**
 * /limousinen: the home page with the fleet first. Here, not in a module of its own: that one
 * was one more request, and 100 more bytes, on the page with the least room in its budget.
 */
export function FleetPage() {
  return <HomePage fleetFirst />;
}
