import {
  CONSOLE_PATHS,
  STATUS_PAGE_PATHS,
  consoleRequestPath,
  referenceOfConsolePath,
} from '#shared/schemas/lifecycle-paths.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/locales.ts';
import { TOURS, type TourId } from './tour-ids.ts';

/** A page's address in each language. */
export type LocalePaths = Readonly<Record<Locale, string>>;

/** Everything in English lives under this prefix; every other path is German. */
const ENGLISH_PREFIX = '/en';

/**
 * Every page of the site and its address in German and English: the one place a path is
 * written. The route table, the navigation, the footer, the content's links, the sitemap, the
 * manifests and the end-to-end tests all derive theirs from here (a tour's from its entry in
 * tour-ids.ts). Plain data without macros, so Node code can read it too.
 */
const STATIC_PAGES = {
  home: { de: '/', en: '/en/' },
  fleet: { de: '/limousinen', en: '/en/limousines' },
  weddings: { de: '/hochzeiten', en: '/en/weddings' },
  // These show the home page's content, without the splash screen.
  cityTours: { de: '/stadttouren', en: '/en/city-tours' },
  wineTours: { de: '/weintouren', en: '/en/wine-tours' },
  dayTrips: { de: '/tagesausfluege', en: '/en/day-trips' },
  museums: { de: '/museen', en: '/en/museums' },
  historicSites: { de: '/historische-orte', en: '/en/historic-sites' },
  parksGardens: { de: '/parks-gaerten', en: '/en/parks-gardens' },
  airport: { de: '/flughafen', en: '/en/airport-transfer' },
  trainStation: { de: '/bahnhof', en: '/en/train-station-transfer' },
  longDistance: { de: '/langstrecke', en: '/en/long-distance' },
  event: { de: '/event-service', en: '/en/event-service' },
  vip: { de: '/vip-transport', en: '/en/vip-transport' },
  contact: { de: '/kontakt', en: '/en/contact' },
  imprint: { de: '/impressum', en: '/en/imprint' },
  terms: { de: '/agb', en: '/en/terms' },
  privacy: { de: '/datenschutz', en: '/en/privacy' },
  // The booking lifecycle's pages take their addresses from its contract (the function's mails
  // link to them): the visitor's requests and the operator's console.
  requests: STATUS_PAGE_PATHS,
  console: CONSOLE_PATHS,
} as const satisfies Record<string, LocalePaths>;

export type PageId = keyof typeof STATIC_PAGES | TourId;

export const PAGE_PATHS: Readonly<Record<PageId, LocalePaths>> = {
  ...STATIC_PAGES,
  ...(Object.fromEntries(
    Object.entries(TOURS).map(([id, { de, en }]) => [id, { de, en }]),
  ) as Record<TourId, LocalePaths>),
};

/** German addresses that show another page and have no English twin of their own. */
export const GERMAN_ALIASES = { '/eventservice': 'event' } as const satisfies Record<
  string,
  PageId
>;
type GermanAlias = keyof typeof GERMAN_ALIASES;

/** What a link points to: a page, or a German alias a link must use (/eventservice). */
export type LinkTarget = PageId | GermanAlias;

export function pathOf(page: PageId, locale: Locale): string {
  return PAGE_PATHS[page][locale];
}

/** A link's address in a language: an alias in German, else the page's own address. */
export function hrefOf(target: LinkTarget, locale: Locale): string {
  if (target in GERMAN_ALIASES) {
    return locale === 'de' ? target : pathOf(GERMAN_ALIASES[target as GermanAlias], locale);
  }
  return pathOf(target as PageId, locale);
}

/** '/en/' and '/flughafen/' → '/en' and '/flughafen': the form paths are compared in. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The language is the address's: English under /en/, German everywhere else. */
export function localeOfPath(pathname: string): Locale {
  const path = normalizePath(pathname);
  return path === ENGLISH_PREFIX || path.startsWith(`${ENGLISH_PREFIX}/`) ? 'en' : DEFAULT_LOCALE;
}

const byPath = new Map<string, PageId>();
for (const [page, paths] of Object.entries(PAGE_PATHS) as [PageId, LocalePaths][]) {
  for (const locale of LOCALES) byPath.set(normalizePath(paths[locale]), page);
}
for (const [path, page] of Object.entries(GERMAN_ALIASES)) byPath.set(path, page);

/** The page an address shows, if the site has it. */
export function pageAt(pathname: string): PageId | undefined {
  return byPath.get(normalizePath(pathname));
}

/**
 * The page an address the site does not have surely means: a page's address written in the other
 * language's place, '/contact' or '/en/kontakt' (typed from memory, or a link that mixed the two).
 * Both mean the English page: the words are English, or the visitor wrote /en/. Only whole
 * addresses of the table, never a piece of the address itself.
 */
export function guessedPath(pathname: string): string | undefined {
  const path = normalizePath(pathname);
  if (path === '/' || byPath.has(path)) return undefined;
  const english = localeOfPath(path) === 'en';
  const other = english ? path.slice(ENGLISH_PREFIX.length) : `${ENGLISH_PREFIX}${path}`;
  const page = byPath.get(other);
  if (!page || page === 'home' || localeOfPath(other) === localeOfPath(path)) return undefined;
  return pathOf(page, 'en');
}

/** Every address guessedPath leads on, with where it leads: the host's redirects. */
export function guessedAddresses(): [from: string, to: string][] {
  const addresses = [
    ...Object.values(PAGE_PATHS).flatMap((paths) => [
      paths.en.slice(ENGLISH_PREFIX.length),
      `${ENGLISH_PREFIX}${paths.de}`,
    ]),
    ...Object.keys(GERMAN_ALIASES).map((alias) => `${ENGLISH_PREFIX}${alias}`),
  ];
  return addresses.flatMap((from) => {
    const to = guessedPath(from);
    return to ? [[from, to] as [string, string]] : [];
  });
}

/**
 * The address whose prerendered page the server sends for an address: one request in the
 * console (/betrieb/anfrage/SLZ-7K3M) gets the console's page, which then shows the request.
 */
export function prerenderedPath(pathname: string): string {
  return referenceOfConsolePath(pathname) ? pathOf('console', localeOfPath(pathname)) : pathname;
}

/**
 * The same page in another language, always an address the site makes (one request in the
 * console: the same request, by its checked reference): for an address the site does not have,
 * that language's home page. Never a piece of the address itself: `/en//evil.example` made
 * `//evil.example`, which a browser reads as another site.
 */
export function twinPath(pathname: string, locale: Locale): string {
  const reference = referenceOfConsolePath(pathname);
  if (reference) return consoleRequestPath(locale, reference);
  return pathOf(pageAt(pathname) ?? 'home', locale);
}

/** The address each language's 404 page is prerendered at: '/404', '/en/404'. */
export function notFoundPath(locale: Locale): string {
  return `${locale === DEFAULT_LOCALE ? '' : ENGLISH_PREFIX}/404`;
}
