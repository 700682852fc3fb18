/**
 * Every tour and sight a booking can name exactly (the payload's optional `tour`): the service
 * it books, its facts as the site states them (price, maximum people) and how the e-mails name
 * it and its duration, since the function cannot read the site's catalogs. The site's pages
 * take the numbers from here (src/content/tours.ts) and write the names in their catalogs;
 * src/app/names.test.tsx holds the two equal. The ids are the pages' (src/content/tour-ids.ts
 * gives each its addresses).
 */
import { intlTag, type Locale } from './constants.ts';
import { CATCH_ALL_SERVICE, type BookableService } from './bookable-services.ts';

interface BookableTourSpec {
  service: BookableService;
  mailName: Readonly<Record<Locale, string>>;
  /** The duration as the page states it. */
  duration: Readonly<Record<Locale, string>>;
  /** The calendar entry's length: the stated duration, its lower end for "from 4 hours". */
  calendarMinutes: number;
  /** Per vehicle, VAT included; `from` when it is the lowest price of the tour. */
  priceEur: number;
  priceFrom: boolean;
  /** The most guests the tour takes; the form and the function hold a booking to it. */
  maxPeople: number;
  /**
   * The months it runs, both included (5 to 9: May to September); null all year round. The tour
   * page's availability says it; the form, the operator's mails and the console note a day
   * outside it, which a request may still ask for.
   */
  season: Season | null;
}

export interface Season {
  fromMonth: number;
  toMonth: number;
}

const MAY_TO_SEPTEMBER: Season = { fromMonth: 5, toMonth: 9 };

/** True when a day ('yyyy-MM-dd', Salzburg's calendar) lies outside the months a tour runs. */
export function outOfSeason(season: Season | null, day: string): boolean {
  if (!season) return false;
  const month = Number(day.slice(5, 7));
  return month < season.fromMonth || month > season.toMonth;
}

/** A season's first and last month by name: 'Mai', 'September' / 'May', 'September'. */
export function seasonMonths(season: Season, locale: string): { from: string; to: string } {
  const name = (month: number) =>
    new Intl.DateTimeFormat(intlTag(locale), { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, month - 1, 1),
    );
  return { from: name(season.fromMonth), to: name(season.toMonth) };
}

const HOURS = {
  two: { de: '2 Stunden', en: '2 hours' },
  fromFour: { de: 'ab 4 Stunden', en: 'from 4 hours' },
  six: { de: '6 Stunden', en: '6 hours' },
  oneToTwo: { de: '1–2 Stunden', en: '1–2 hours' },
  twoToThree: { de: '2–3 Stunden', en: '2–3 hours' },
} as const;

const tour = (
  service: BookableService,
  de: string,
  en: string,
  duration: Readonly<Record<Locale, string>>,
  calendarMinutes: number,
  price: { eur: number; from?: boolean },
  maxPeople: number,
  season: Season | null,
): BookableTourSpec => ({
  service,
  mailName: { de, en },
  duration,
  calendarMinutes,
  priceEur: price.eur,
  priceFrom: price.from ?? false,
  maxPeople,
  season,
});

export const BOOKABLE_TOURS = {
  altstadt: tour(
    'cityTour',
    'Salzburg-Stadttour',
    'Salzburg City Tour',
    HOURS.two,
    120,
    { eur: 180 },
    7,
    MAY_TO_SEPTEMBER,
  ),
  salzkammergut: tour(
    'lakeDistrictTour',
    'Salzkammergut-Seentour',
    'Salzkammergut Lake Tour',
    HOURS.fromFour,
    240,
    { eur: 360, from: true },
    6,
    null,
  ),
  movieTour: tour(
    'soundOfMusicTour',
    'Sound-of-Music-Tour',
    'Sound of Music Tour',
    HOURS.fromFour,
    240,
    { eur: 360, from: true },
    6,
    null,
  ),
  eaglesNest: tour(
    'eaglesTour',
    'Kehlsteinhaus-Tour (Eagle’s Nest)',
    'Eagle’s Nest Tour',
    HOURS.six,
    360,
    { eur: 540 },
    6,
    MAY_TO_SEPTEMBER,
  ),
  salzwelten: tour(
    CATCH_ALL_SERVICE,
    'Salzwelten-Tour',
    'Salt Mine Tour',
    HOURS.fromFour,
    240,
    { eur: 360, from: true },
    6,
    null,
  ),
  mirabell: tour(
    'salzburgTour',
    'Schloss Mirabell',
    'Mirabell Palace',
    HOURS.oneToTwo,
    120,
    { eur: 180 },
    7,
    null,
  ),
  hellbrunn: tour(
    'salzburgTour',
    'Schloss Hellbrunn',
    'Hellbrunn Palace',
    HOURS.twoToThree,
    180,
    { eur: 270 },
    7,
    null,
  ),
  leopoldskron: tour(
    'salzburgTour',
    'Schloss Leopoldskron',
    'Leopoldskron Palace',
    HOURS.oneToTwo,
    120,
    { eur: 180 },
    7,
    MAY_TO_SEPTEMBER,
  ),
  fortress: tour(
    'salzburgTour',
    'Festung Hohensalzburg',
    'Hohensalzburg Fortress',
    HOURS.twoToThree,
    180,
    { eur: 270 },
    7,
    MAY_TO_SEPTEMBER,
  ),
} as const satisfies Record<string, BookableTourSpec>;

export type TourId = keyof typeof BOOKABLE_TOURS;

export const TOUR_IDS = Object.keys(BOOKABLE_TOURS) as [TourId, ...TourId[]];

export function isTourId(value: unknown): value is TourId {
  return typeof value === 'string' && Object.hasOwn(BOOKABLE_TOURS, value);
}

/** The tours and sights a service books, in the table's order. */
export function toursOfService(service: string): TourId[] {
  return TOUR_IDS.filter((id) => BOOKABLE_TOURS[id].service === service);
}

/**
 * The one tour a service stands for, if exactly one does: choosing the service chooses it. The
 * catch-all stands for none, though the salt mine tour books it.
 */
export function ownTourOf(service: string): TourId | undefined {
  if (service === CATCH_ALL_SERVICE) return undefined;
  const matching = toursOfService(service);
  return matching.length === 1 ? matching[0] : undefined;
}

/**
 * The tour a booking names: its own field, else the one its service stands for. An id this code
 * does not know (a tour added by a newer function, read by a page still cached) counts as none.
 */
export function tourOfBooking(booking: {
  service: string;
  tour?: string | null | undefined;
}): TourId | undefined {
  return isTourId(booking.tour) ? booking.tour : ownTourOf(booking.service);
}

/**
 * The months a booking's tour runs, by name, when the booking's day ('yyyy-MM-dd') lies outside
 * them; null on a day it runs, for a tour that runs all year, and for no tour. The form, the
 * operator's mails and the console say it from here.
 */
export function missedSeason(
  booking: { service: string; tour?: string | null | undefined; date: string },
  locale: string,
): { from: string; to: string } | null {
  const tour = tourOfBooking(booking);
  const season = tour ? BOOKABLE_TOURS[tour].season : null;
  return season && outOfSeason(season, booking.date) ? seasonMonths(season, locale) : null;
}

/**
 * What the price covers, as the e-mails say it: '540 € pro Fahrzeug, bis zu 6 Gäste' or
 * '€540 per vehicle, up to 6 guests' (the site's catalogs say the same, held equal by a test).
 */
export function tourPriceText(id: TourId, locale: Locale): string {
  const { priceEur, priceFrom, maxPeople } = BOOKABLE_TOURS[id];
  if (locale === 'de') {
    return `${priceFrom ? 'ab ' : ''}${priceEur} € pro Fahrzeug, bis zu ${maxPeople} Gäste`;
  }
  return `${priceFrom ? 'from ' : ''}€${priceEur} per vehicle, up to ${maxPeople} guests`;
}
