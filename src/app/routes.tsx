import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactElement } from 'react';
import { referenceOfConsolePath } from '#shared/schemas/lifecycle-paths.ts';
import { lazyPage, type LazyPage } from './lazy-page.tsx';
import {
  GERMAN_ALIASES,
  localeOfPath,
  normalizePath,
  pathOf,
  type PageId,
} from '../content/page-paths.ts';
import { servicePageNames } from '../content/service-page-names.ts';
import type { TourId } from '../content/tour-ids.ts';
import { tourTitles } from '../content/tour-titles.ts';
import { LOCALES, type Locale } from '../lib/locales.ts';

/** Decides the main area's top padding: home pages start under the transparent header. */
type RouteGroup = 'home' | 'hero' | 'page';

export type AppRoute = {
  /** The address (see src/content/page-paths.ts), '*' for the 404 page. */
  path: string;
  /** The language the route shows, the address's. */
  locale: Locale;
  /** The page shown (the same for a page's German and English address). */
  page?: PageId;
  group: RouteGroup;
  splash?: boolean;
  /**
   * The page starts on the light background, not under a dark hero or band: the header is dark
   * from the top, or its light text would not show.
   */
  lightTop?: boolean;
  /** The page whose address is canonical (itself, or home for the home page's aliases). */
  canonical?: PageId;
  /**
   * Not for search engines (`noindex`, left out of the sitemap): a visitor's own requests and
   * the operator's console.
   */
  noindex?: boolean;
  /** Its title (its description for search results: src/content/page-descriptions.ts). */
  title: MessageDescriptor;
  /** Tour and sight pages: which one (for its structured data). */
  tourId?: TourId;
  element: () => ReactElement;
  /** What the client preloads before hydrating and the prerenderer links in the head. */
  lazy: Pick<LazyPage<object>, 'module' | 'catalogs' | 'preload'>;
};

const HomePage = lazyPage('home-page', 'home', () =>
  import('../pages/home-page.tsx').then((m) => m.HomePage),
);
const FleetPage = lazyPage('home-page', 'home', () =>
  import('../pages/home-page.tsx').then((m) => m.FleetPage),
);
const AirportPage = lazyPage('airport-page', 'services', () =>
  import('../pages/airport-page.tsx').then((m) => m.AirportPage),
);
const TrainStationPage = lazyPage('train-station-page', 'services', () =>
  import('../pages/train-station-page.tsx').then((m) => m.TrainStationPage),
);
const LongDistancePage = lazyPage('long-distance-page', 'services', () =>
  import('../pages/long-distance-page.tsx').then((m) => m.LongDistancePage),
);
const EventPage = lazyPage('event-page', 'services', () =>
  import('../pages/event-page.tsx').then((m) => m.EventPage),
);
const VipPage = lazyPage('vip-page', 'services', () =>
  import('../pages/vip-page.tsx').then((m) => m.VipPage),
);
const WeddingPage = lazyPage('wedding-page', 'services', () =>
  import('../pages/wedding-page.tsx').then((m) => m.WeddingPage),
);
/** A tour's page: the code shared by all tours, plus that tour's details and texts. */
const tourPage = (id: TourId) =>
  lazyPage('tour-page', 'tours', () =>
    import('../pages/tour-page.tsx').then(async (m) => {
      await m.loadTourDetails(id);
      return m.TourPage;
    }),
  );
const ContactPage = lazyPage('contact-page', 'contact', () =>
  import('../pages/contact-page.tsx').then((m) => m.ContactPage),
);
const ImprintPage = lazyPage('imprint-page', 'legal', () =>
  import('../pages/imprint-page.tsx').then((m) => m.ImprintPage),
);
const TermsPage = lazyPage('terms-page', 'legal', () =>
  import('../pages/terms-page.tsx').then((m) => m.TermsPage),
);
const PrivacyPage = lazyPage('privacy-page', 'legal', () =>
  import('../pages/privacy-page.tsx').then((m) => m.PrivacyPage),
);
// The booking lifecycle's catalogs hold the forms' texts these pages show (lingui.config.ts).
const RequestsPage = lazyPage('requests-page', 'requests', () =>
  import('../pages/requests-page.tsx').then((m) => m.RequestsPage),
);
const ConsolePage = lazyPage('console-page', 'operator', () =>
  import('../pages/console-page.tsx').then((m) => m.ConsolePage),
);
const NotFoundPage = lazyPage('not-found-page', 'messages', () =>
  import('../pages/not-found-page.tsx').then((m) => m.NotFoundPage),
);

const homeTitle = msg`Chauffeur- & Limousinenservice in Salzburg`;

/** A page of the site, whatever its language: the route table has one route per address. */
type PageRoute = Omit<AppRoute, 'path' | 'locale' | 'page' | 'canonical'> & {
  page: PageId;
  /** The page whose address is canonical when several pages show the same content. */
  canonical?: PageId;
};

/** The pages that show the home page content without the splash screen. */
const HOME_ALIASES = [
  'cityTours',
  'wineTours',
  'dayTrips',
  'museums',
  'historicSites',
  'parksGardens',
] as const satisfies readonly PageId[];

const home = (page: PageId, splash: boolean): PageRoute => ({
  page,
  group: 'home',
  splash,
  // The aliases show the same content as the home page: search engines are pointed there.
  ...(page === 'home' ? {} : { canonical: 'home' }),
  title: homeTitle,
  element: () => <HomePage />,
  lazy: HomePage,
});

const tourRoutes: PageRoute[] = (Object.keys(tourTitles) as TourId[]).map((id) => {
  const TourPage = tourPage(id);
  return {
    page: id,
    group: 'hero',
    tourId: id,
    title: tourTitles[id],
    element: () => <TourPage tourId={id} />,
    lazy: TourPage,
  };
});

const pages: PageRoute[] = [
  home('home', true),
  {
    page: 'fleet',
    group: 'home',
    splash: true,
    title: msg`Unsere Limousinen – E-Klasse und V-Klasse`,
    element: () => <FleetPage />,
    lazy: FleetPage,
  },
  ...HOME_ALIASES.map((page) => home(page, false)),
  {
    page: 'airport',
    group: 'hero',
    title: servicePageNames.airport,
    element: () => <AirportPage />,
    lazy: AirportPage,
  },
  {
    page: 'trainStation',
    group: 'hero',
    title: servicePageNames.trainStation,
    element: () => <TrainStationPage />,
    lazy: TrainStationPage,
  },
  {
    page: 'longDistance',
    group: 'hero',
    title: servicePageNames.longDistance,
    element: () => <LongDistancePage />,
    lazy: LongDistancePage,
  },
  {
    page: 'event',
    group: 'hero',
    title: servicePageNames.event,
    element: () => <EventPage />,
    lazy: EventPage,
  },
  {
    page: 'vip',
    group: 'hero',
    title: servicePageNames.vip,
    element: () => <VipPage />,
    lazy: VipPage,
  },
  {
    page: 'weddings',
    group: 'hero',
    title: servicePageNames.weddings,
    element: () => <WeddingPage />,
    lazy: WeddingPage,
  },
  ...tourRoutes,
  {
    page: 'contact',
    group: 'page',
    lightTop: true,
    title: msg`Kontakt & Buchung`,
    element: () => <ContactPage />,
    lazy: ContactPage,
  },
  {
    page: 'imprint',
    group: 'page',
    title: msg`Impressum`,
    element: () => <ImprintPage />,
    lazy: ImprintPage,
  },
  {
    page: 'terms',
    group: 'page',
    title: msg`Allgemeine Geschäftsbedingungen`,
    element: () => <TermsPage />,
    lazy: TermsPage,
  },
  {
    page: 'privacy',
    group: 'page',
    title: msg`Datenschutzerklärung`,
    element: () => <PrivacyPage />,
    lazy: PrivacyPage,
  },
  {
    page: 'requests',
    group: 'page',
    lightTop: true,
    noindex: true,
    title: msg`Meine Anfragen`,
    element: () => <RequestsPage />,
    lazy: RequestsPage,
  },
  {
    page: 'console',
    group: 'page',
    lightTop: true,
    noindex: true,
    title: msg`Betrieb: Anfragen`,
    element: () => <ConsolePage />,
    lazy: ConsolePage,
  },
];

/** Every address the site has: each page in German and English, then the German aliases. */
export const routes: AppRoute[] = [
  ...LOCALES.flatMap((locale) =>
    pages.map(({ page, canonical, ...route }) => ({
      ...route,
      path: pathOf(page, locale),
      locale,
      page,
      canonical: canonical ?? page,
    })),
  ),
  ...Object.entries(GERMAN_ALIASES).map(([path, page]): AppRoute => {
    const route = pages.find((candidate) => candidate.page === page)!;
    return { ...route, path, locale: 'de', page, canonical: page };
  }),
];

const notFound = (locale: Locale): AppRoute => ({
  path: '*',
  locale,
  group: 'page',
  lightTop: true,
  title: msg`Seite nicht gefunden`,
  element: () => <NotFoundPage />,
  lazy: NotFoundPage,
});
const notFoundRoutes = { de: notFound('de'), en: notFound('en') } as const;

export function isNotFound(route: AppRoute): boolean {
  return route.path === '*';
}

const routesByPath = new Map(routes.map((route) => [normalizePath(route.path), route]));

/**
 * The route an address shows: its page in its language, or that language's 404 page. In a page
 * already shown (`shownIn`, its language), an unknown address reached in the app gets that
 * language's 404 page: the language never changes within a document, and a visitor reading
 * English gets the English one for a German-looking address too.
 */
export function findRoute(pathname: string, shownIn?: Locale): AppRoute {
  const route = routesByPath.get(normalizePath(pathname));
  if (route) return route;
  const locale = localeOfPath(pathname);
  // One request in the console (/betrieb/anfrage/SLZ-7K3M) is the console's page.
  if (referenceOfConsolePath(pathname)) return routesByPath.get(pathOf('console', locale))!;
  return notFoundRoutes[shownIn ?? locale];
}
