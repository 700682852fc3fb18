import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactElement } from 'react';
import { lazyPage, type LazyPage } from './lazy-page.tsx';
import { tours, type TourId } from '../content/tours.ts';

/** Decides the main area's top padding: home pages start under the transparent header. */
type RouteGroup = 'home' | 'hero' | 'page';

export type AppRoute = {
  path: string;
  group: RouteGroup;
  splash?: boolean;
  /**
   * The page starts on the light background, not under a dark hero or band: the header is dark
   * from the top, or its light text would not show.
   */
  lightTop?: boolean;
  /** The canonical path when several paths show the same page. */
  canonical?: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** Tour and sight pages: which one (for its structured data). */
  tourId?: TourId;
  element: () => ReactElement;
  /** What the client preloads before hydrating and the prerenderer links in the head. */
  page: Pick<LazyPage<object>, 'module' | 'catalog' | 'preload'>;
};

const HomePage = lazyPage('home-page', 'home', () =>
  import('../pages/home-page.tsx').then((m) => m.HomePage),
);
const FleetPage = lazyPage('fleet-page', 'home', () =>
  import('../pages/fleet-page.tsx').then((m) => m.FleetPage),
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
const NotFoundPage = lazyPage('not-found-page', 'messages', () =>
  import('../pages/not-found-page.tsx').then((m) => m.NotFoundPage),
);

const homeTitle = msg`Chauffeur- & Limousinenservice in Salzburg`;
const homeDescription = msg`Luxuriöser Chauffeur- und Limousinenservice in Salzburg: Flughafentransfers, private Touren und Sehenswürdigkeiten, europaweit und diskret.`;

/** The paths that show the home page content without the splash screen (decisions.md). */
const HOME_ALIAS_PATHS = [
  '/hochzeiten',
  '/stadttouren',
  '/weintouren',
  '/tagesausfluege',
  '/museen',
  '/historische-orte',
  '/parks-gaerten',
] as const;

const homeAliases: AppRoute[] = HOME_ALIAS_PATHS.map((path) => ({
  path,
  group: 'home',
  // The same content as the home page: search engines are pointed there.
  canonical: '/',
  title: homeTitle,
  description: homeDescription,
  element: () => <HomePage />,
  page: HomePage,
}));

const tourRoutes: AppRoute[] = (Object.keys(tours) as TourId[]).map((id) => {
  const TourPage = tourPage(id);
  return {
    path: tours[id].path,
    group: 'hero',
    tourId: id,
    title: tours[id].title,
    description: tours[id].description,
    element: () => <TourPage tourId={id} />,
    page: TourPage,
  };
});

export const routes: AppRoute[] = [
  {
    path: '/',
    group: 'home',
    splash: true,
    title: homeTitle,
    description: homeDescription,
    element: () => <HomePage />,
    page: HomePage,
  },
  {
    path: '/limousinen',
    group: 'home',
    splash: true,
    title: msg`Unsere Limousinen – E-Klasse und V-Klasse`,
    description: msg`Mercedes E-Klasse für bis zu 3 und V-Klasse für bis zu 7 Fahrgäste – mit erfahrenem Chauffeur in Salzburg und ganz Europa.`,
    element: () => <FleetPage />,
    page: FleetPage,
  },
  ...homeAliases,
  {
    path: '/flughafen',
    group: 'hero',
    title: msg`Flughafentransfer`,
    description: msg`Flughafentransfer ab und nach Salzburg, München, Wien und Innsbruck – mit Flugüberwachung und pünktlicher Abholung.`,
    element: () => <AirportPage />,
    page: AirportPage,
  },
  {
    path: '/bahnhof',
    group: 'hero',
    title: msg`Bahnhofstransfer`,
    description: msg`Bequemer Transfer vom und zum Salzburger Hauptbahnhof – Ihr Chauffeur erwartet Sie am Bahnsteig.`,
    element: () => <TrainStationPage />,
    page: TrainStationPage,
  },
  {
    path: '/langstrecke',
    group: 'hero',
    title: msg`Langstreckenfahrten`,
    description: msg`Komfortable Langstreckenfahrten ab Salzburg nach Wien, München, Venedig, Zürich, Prag und in ganz Europa.`,
    element: () => <LongDistancePage />,
    page: LongDistancePage,
  },
  ...['/event-service', '/eventservice'].map((path): AppRoute => ({
    path,
    group: 'hero',
    canonical: '/event-service',
    title: msg`Event-Service`,
    description: msg`Stilvoller Chauffeurservice für Galaabende, Firmenevents, Konferenzen, Konzerte, Festivals und Messen.`,
    element: () => <EventPage />,
    page: EventPage,
  })),
  {
    path: '/vip-transport',
    group: 'hero',
    title: msg`VIP-Transport`,
    description: msg`Diskreter VIP-Transport in Salzburg: Flexibilität, persönlicher Service und höchste Sicherheitsstandards rund um die Uhr.`,
    element: () => <VipPage />,
    page: VipPage,
  },
  ...tourRoutes,
  {
    path: '/kontakt',
    group: 'page',
    lightTop: true,
    title: msg`Kontakt & Buchung`,
    description: msg`Buchen Sie Ihren Chauffeur in Salzburg oder senden Sie uns eine Nachricht – wir melden uns innerhalb von 24 Stunden.`,
    element: () => <ContactPage />,
    page: ContactPage,
  },
  {
    path: '/impressum',
    group: 'page',
    title: msg`Impressum`,
    description: msg`Impressum: Betreiber, Anschrift in Salzburg, Kontakt und UID-Nummer.`,
    element: () => <ImprintPage />,
    page: ImprintPage,
  },
  {
    path: '/agb',
    group: 'page',
    title: msg`Allgemeine Geschäftsbedingungen`,
    description: msg`Allgemeine Geschäftsbedingungen für Chauffeur-, Transfer- und Tourleistungen (Stand Mai 2025).`,
    element: () => <TermsPage />,
    page: TermsPage,
  },
  {
    path: '/datenschutz',
    group: 'page',
    title: msg`Datenschutzerklärung`,
    description: msg`Datenschutzerklärung: welche Daten die Formulare erheben, wie sie gespeichert werden und Ihre Rechte nach der DSGVO (Stand Mai 2025).`,
    element: () => <PrivacyPage />,
    page: PrivacyPage,
  },
];

export const notFoundRoute: AppRoute = {
  path: '*',
  group: 'page',
  lightTop: true,
  title: msg`Seite nicht gefunden`,
  description: msg`Diese Seite gibt es nicht.`,
  element: () => <NotFoundPage />,
  page: NotFoundPage,
};

export function findRoute(pathname: string): AppRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => route.path === path) ?? notFoundRoute;
}
