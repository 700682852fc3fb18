import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKABLE_SERVICES, type BookableService } from '#shared/schemas/bookable-services.ts';
import { BOOKABLE_TOURS, ownTourOf, tourPriceText } from '#shared/schemas/bookable-tours.ts';
import { DESTINATION_IDS, LONG_DISTANCE_DESTINATIONS } from '#shared/schemas/places.ts';
import { destinations } from '../content/destinations.ts';
import { tourCards } from '../content/home.ts';
import { footerMoreLinks, footerQuickLinks, navGroups } from '../content/navigation.ts';
import { hrefOf, pathOf, type LinkTarget } from '../content/page-paths.ts';
import { servicePageNames, type ServicePageId } from '../content/service-page-names.ts';
import { servicePages } from '../content/service-pages.ts';
import { tourPrice, tours, type TourId } from '../content/tours.ts';
import { bookableServiceLabels } from '../features/forms/service-labels.ts';
import { ServicePage } from '../features/services/service-page.tsx';
import { loadTourDetails } from '../features/tours/tour-content.ts';
import { activateLocale, i18n, loadCatalog } from '../lib/i18n.ts';
import type { Locale } from '../lib/locales.ts';
import { TourPage } from '../pages/tour-page.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { pagePicture } from './page-picture.ts';
import { findRoute } from './routes.tsx';
import { structuredData } from './structured-data.ts';

/**
 * One name per tour, sight and service, in each language, wherever a visitor reads it (docs/
 * product.md, names and casing): a name written anew in one place, and worded differently,
 * fails here.
 */
const LOCALES: Locale[] = ['de', 'en'];

beforeAll(async () => {
  for (const name of ['home', 'tours', 'services', 'contact']) await loadCatalog(name);
  await Promise.all((Object.keys(tours) as TourId[]).map(loadTourDetails));
});

/** Every label a link to this page shows: the menus' entries and the footer's links. */
function linkLabels(target: LinkTarget): string[] {
  return [...navGroups.flatMap((group) => group.items), ...footerQuickLinks, ...footerMoreLinks]
    .filter((item) => item.to === target || hrefOf(item.to, 'de') === hrefOf(target, 'de'))
    .map((item) => i18n._(item.label));
}

async function headingOf(page: ReactElement, locale: Locale, path: string) {
  cleanup();
  await renderWithProviders(page, { locale, path });
  return screen.getByRole('heading', { level: 1 }).textContent;
}

describe.each(LOCALES)('names in %s', (locale) => {
  beforeAll(() => activateLocale(locale));

  for (const id of Object.keys(tours) as TourId[]) {
    it(`${id}: one name in heading, title, menu, card, booking form, e-mail and search data`, async () => {
      const tour = tours[id];
      const name = i18n._(tour.title);
      const path = pathOf(id, locale);
      expect(await headingOf(<TourPage tourId={id} />, locale, path)).toBe(name);
      expect(i18n._(findRoute(path).title)).toBe(name);
      const picture = await pagePicture(findRoute(path));
      expect(structuredData(id, i18n, locale, picture.path)).toContainEqual(
        expect.objectContaining({
          '@type': 'TouristTrip',
          name,
          image: expect.stringMatching(new RegExp(`${picture.path}$`)),
        }),
      );
      const labels = linkLabels(id);
      expect(labels.length, 'a menu entry').toBeGreaterThan(0);
      for (const label of labels) expect(label).toBe(name);
      // Its card, if the home page has one (the Hallstatt card offers a part of the lake tour).
      for (const card of tourCards.filter((card) => card.to === id && card.id !== 'hallstatt')) {
        expect(i18n._(card.title)).toBe(name);
      }
      // The e-mails name it, its duration and what its price covers as the page does.
      const booked = BOOKABLE_TOURS[id];
      expect(booked.mailName[locale]).toBe(name);
      expect(booked.duration[locale]).toBe(i18n._(tour.duration));
      expect(tourPriceText(id, locale)).toBe(tourPrice(tour, i18n));
      // The booking form's choice and the e-mails' label, where the service is this tour's own.
      if (ownTourOf(tour.service) === id) {
        expect(i18n._(bookableServiceLabels[tour.service])).toBe(name);
        expect(BOOKABLE_SERVICES[tour.service].mailLabel[locale]).toBe(name);
      }
    });
  }

  /**
   * Each service page and the service its buttons book, and whether the service is the page's
   * own (named as the page is) or one it shares (the event page books the catch-all). Total:
   * a service page added without its service here does not compile.
   */
  const pageBooks: Record<ServicePageId, { service: BookableService; own: boolean }> = {
    airport: { service: 'airportTransfer', own: true },
    trainStation: { service: 'trainTransfer', own: true },
    longDistance: { service: 'longDistanceTrip', own: true },
    event: { service: 'customService', own: false },
    vip: { service: 'vipTransport', own: true },
    weddings: { service: 'weddingService', own: true },
  };

  for (const id of Object.keys(servicePageNames) as ServicePageId[]) {
    it(`${id}: one name in heading, title, menu, footer, booking form and e-mail`, async () => {
      const name = i18n._(servicePageNames[id]);
      const path = pathOf(id, locale);
      expect(await headingOf(<ServicePage pageId={id} />, locale, path)).toBe(name);
      expect(i18n._(findRoute(path).title)).toBe(name);
      const labels = linkLabels(id);
      expect(labels.length, 'a menu entry').toBeGreaterThan(0);
      for (const label of labels) expect(label).toBe(name);
      const { service, own } = pageBooks[id];
      expect(servicePages[id].booking, 'the service its buttons book').toBe(service);
      if (own) {
        expect(i18n._(bookableServiceLabels[service])).toBe(name);
        expect(BOOKABLE_SERVICES[service].mailLabel[locale]).toBe(name);
      }
    });
  }

  it('every booking choice is named as the e-mails name it', () => {
    for (const [service, label] of Object.entries(bookableServiceLabels)) {
      expect(i18n._(label), service).toBe(
        BOOKABLE_SERVICES[service as BookableService].mailLabel[locale],
      );
    }
  });

  it('every long-distance destination is named as the calendar recognises it', () => {
    expect(Object.keys(destinations)).toEqual(DESTINATION_IDS);
    for (const id of DESTINATION_IDS) {
      expect(i18n._(destinations[id].city), id).toBe(LONG_DISTANCE_DESTINATIONS[id].name[locale]);
    }
  });
});
