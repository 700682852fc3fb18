import { hrefOf, pathOf, type LinkTarget } from '../../../src/content/page-paths.ts';

/**
 * Every route with the heading it shows, in German and English. The addresses come
 * from the site's own table (src/content/page-paths.ts); the headings are what a visitor reads.
 */
export type RouteCase = {
  /** The German address. */
  path: string;
  /** The English twin's address. */
  enPath: string;
  de: string;
  en: string;
};

const home = {
  de: 'Chauffeurservice der Extraklasse in Salzburg',
  en: 'Chauffeur service in a class of its own in Salzburg',
};

/** Every page's heading: a page added to the site's table must be added here (TypeScript asks). */
const headings: Record<LinkTarget, { de: string; en: string }> = {
  home,
  fleet: home,
  cityTours: home,
  wineTours: home,
  dayTrips: home,
  museums: home,
  historicSites: home,
  parksGardens: home,
  airport: { de: 'Flughafentransfer', en: 'Airport Transfer' },
  trainStation: { de: 'Bahnhofstransfer', en: 'Train Station Transfer' },
  longDistance: { de: 'Langstreckenfahrten', en: 'Long-Distance Journeys' },
  event: { de: 'Event-Service', en: 'Event Service' },
  '/eventservice': { de: 'Event-Service', en: 'Event Service' },
  vip: { de: 'VIP-Transport', en: 'VIP Transport' },
  weddings: { de: 'Hochzeitsservice', en: 'Wedding Service' },
  movieTour: { de: 'Sound-of-Music-Tour', en: 'Sound of Music Tour' },
  salzkammergut: { de: 'Salzkammergut-Seentour', en: 'Salzkammergut Lake Tour' },
  eaglesNest: { de: 'Kehlsteinhaus-Tour (Eagle’s Nest)', en: 'Eagle’s Nest Tour' },
  salzwelten: { de: 'Salzwelten-Tour', en: 'Salt Mine Tour' },
  altstadt: { de: 'Salzburg-Stadttour', en: 'Salzburg City Tour' },
  mirabell: { de: 'Schloss Mirabell', en: 'Mirabell Palace' },
  hellbrunn: { de: 'Schloss Hellbrunn', en: 'Hellbrunn Palace' },
  leopoldskron: { de: 'Schloss Leopoldskron', en: 'Leopoldskron Palace' },
  fortress: { de: 'Festung Hohensalzburg', en: 'Hohensalzburg Fortress' },
  contact: { de: 'Kontakt', en: 'Contact' },
  imprint: { de: 'Impressum', en: 'Imprint' },
  terms: { de: 'Allgemeine Geschäftsbedingungen', en: 'Terms and Conditions' },
  privacy: { de: 'Datenschutzerklärung', en: 'Privacy Policy' },
  requests: { de: 'Meine Anfragen', en: 'My requests' },
  console: { de: 'Anfragen', en: 'Requests' },
};

export const routeCases: RouteCase[] = (
  Object.entries(headings) as [LinkTarget, { de: string; en: string }][]
).map(([target, heading]) => ({
  path: hrefOf(target, 'de'),
  enPath: hrefOf(target, 'en'),
  ...heading,
}));

/** Every English address once (the German alias /eventservice has no English twin of its own). */
export const englishCases: RouteCase[] = routeCases.filter(
  (route, index) => routeCases.findIndex((other) => other.enPath === route.enPath) === index,
);

/**
 * The operator's console is not precached (docs/decisions/booking-lifecycle.md): it is the one
 * page that does not open offline.
 */
const CONSOLE = new Set([pathOf('console', 'de'), pathOf('console', 'en')]);

/** Both languages' addresses with the language and heading each shows. */
export const everyAddress: { path: string; locale: 'de' | 'en'; heading: string }[] = [
  ...routeCases.map((route) => ({ path: route.path, locale: 'de' as const, heading: route.de })),
  ...englishCases.map((route) => ({
    path: route.enPath,
    locale: 'en' as const,
    heading: route.en,
  })),
];

/** The 404 page in each language: an address no page has, and the heading it shows. */
export const notFoundPage = {
  de: { path: '/gibt-es-nicht', heading: 'Hoppla! Seite nicht gefunden' },
  en: { path: '/en/no-such-page', heading: 'Oops! Page not found' },
} as const;

/** Every address that opens offline once the worker runs: all but the console's. */
export const offlineAddresses = everyAddress.filter((address) => !CONSOLE.has(address.path));
