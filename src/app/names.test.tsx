import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_LABELS } from '#shared/schemas/service-labels.ts';
import { tourCards } from '../content/home.ts';
import { footerMoreLinks, footerQuickLinks, navGroups } from '../content/navigation.ts';
import { hrefOf, pathOf, type LinkTarget } from '../content/page-paths.ts';
import { serviceNames, type ServiceId } from '../content/service-names.ts';
import { tourOfService, tours, type TourId } from '../content/tours.ts';
import { serviceLabels } from '../features/forms/service-labels.ts';
import { ServicePage } from '../features/services/service-page.tsx';
import { loadTourDetails } from '../features/tours/tour-content.ts';
import { activateLocale, i18n, loadCatalog } from '../lib/i18n.ts';
import type { Locale } from '../lib/locales.ts';
import { TourPage } from '../pages/tour-page.tsx';
import { renderWithProviders } from '../test/render.tsx';
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
      expect(structuredData(id, i18n, locale)).toContainEqual(
        expect.objectContaining({ '@type': 'TouristTrip', name }),
      );
      const labels = linkLabels(id);
      expect(labels.length, 'a menu entry').toBeGreaterThan(0);
      for (const label of labels) expect(label).toBe(name);
      // Its card, if the home page has one (the Hallstatt card offers a part of the lake tour).
      for (const card of tourCards.filter((card) => card.to === id && card.id !== 'hallstatt')) {
        expect(i18n._(card.title)).toBe(name);
      }
      // The booking form's choice and the e-mails' label, where the service is this tour's own.
      if (tourOfService(tour.service) === tour) {
        expect(i18n._(serviceLabels[tour.service])).toBe(name);
        expect(SERVICE_LABELS[tour.service][locale]).toBe(name);
      }
    });
  }

  const bookingOf: Partial<Record<ServiceId, keyof typeof SERVICE_LABELS>> = {
    airport: 'airportTransfer',
    trainStation: 'trainTransfer',
    longDistance: 'longDistanceTrip',
  };

  for (const id of Object.keys(serviceNames) as ServiceId[]) {
    it(`${id}: one name in heading, title, menu, footer, booking form and e-mail`, async () => {
      const name = i18n._(serviceNames[id]);
      const path = pathOf(id, locale);
      expect(await headingOf(<ServicePage serviceId={id} />, locale, path)).toBe(name);
      expect(i18n._(findRoute(path).title)).toBe(name);
      const labels = linkLabels(id);
      expect(labels.length, 'a menu entry').toBeGreaterThan(0);
      for (const label of labels) expect(label).toBe(name);
      const booking = bookingOf[id];
      if (booking) {
        expect(i18n._(serviceLabels[booking])).toBe(name);
        expect(SERVICE_LABELS[booking][locale]).toBe(name);
      }
    });
  }

  it('every booking choice is named as the e-mails name it', () => {
    for (const [service, label] of Object.entries(serviceLabels)) {
      expect(i18n._(label), service).toBe(
        SERVICE_LABELS[service as keyof typeof SERVICE_LABELS][locale],
      );
    }
  });
});
