/**
 * The long-distance destinations the site lists (/langstrecke), with the drive from Salzburg:
 * the page shows it, its buttons fill the booking form's destination (`?destination=vienna`,
 * only these ids), and the calendar entry of a trip that names one of them, or one of the
 * airports among them, lasts that long (mail/trip-length.ts). Plain data for the browser and
 * the function; the page's city names are catalog texts, held to these by a test.
 */
import type { Locale } from './constants.ts';

interface Place {
  name: Readonly<Record<Locale, string>>;
  /** Other spellings a visitor types (the local name, the airport's code). */
  aliases: readonly string[];
  /** The usual drive from Salzburg's city centre, in minutes. */
  driveMinutes: number;
}

const place = (de: string, en: string, driveMinutes: number, aliases: string[] = []): Place => ({
  name: { de, en },
  aliases,
  driveMinutes,
});

/** In the page's order. */
export const LONG_DISTANCE_DESTINATIONS = {
  vienna: place('Wien', 'Vienna', 180, ['VIE', 'Schwechat']),
  munich: place('München', 'Munich', 120, ['MUC', 'Muenchen']),
  innsbruck: place('Innsbruck', 'Innsbruck', 120, ['INN']),
  graz: place('Graz', 'Graz', 180, ['GRZ']),
  venice: place('Venedig', 'Venice', 270, ['Venezia', 'VCE']),
  milan: place('Mailand', 'Milan', 360, ['Milano', 'MXP']),
  zurich: place('Zürich', 'Zurich', 270, ['Zuerich', 'ZRH']),
  prague: place('Prag', 'Prague', 270, ['Praha', 'PRG']),
  lucerne: place('Luzern', 'Lucerne', 300, ['Lucerna']),
} as const satisfies Record<string, Place>;

export type DestinationId = keyof typeof LONG_DISTANCE_DESTINATIONS;

export const DESTINATION_IDS = Object.keys(LONG_DISTANCE_DESTINATIONS) as DestinationId[];

export function isDestinationId(value: unknown): value is DestinationId {
  return typeof value === 'string' && Object.hasOwn(LONG_DISTANCE_DESTINATIONS, value);
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each place's words as one pattern, a whole word only ('Wien', never 'Wiener'): the names in
 * any case, an airport's code in capitals only ('VIE', not 'vie'). Built on the first call, so
 * the site's pages, which import this file for the list but never match against it, carry none
 * of it; and without a lookbehind, which Safari before 16.4 (iOS 15) cannot even compile.
 */
function buildPatterns() {
  const around = (body: string) => `(?:^|[^\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`;
  return DESTINATION_IDS.map((id) => {
    const { name, aliases } = LONG_DISTANCE_DESTINATIONS[id];
    const codes = aliases.filter((alias) => /^[A-Z]{3}$/.test(alias));
    const words = [name.de, name.en, ...aliases.filter((alias) => !codes.includes(alias))];
    return {
      id,
      words: new RegExp(around(words.map(escape).join('|')), 'iu'),
      codes: codes.length ? new RegExp(around(codes.join('|')), 'u') : null,
    };
  });
}

let patterns: ReturnType<typeof buildPatterns> | undefined;

/** The listed places a text names ('Flughafen München (MUC)' → ['munich']). */
export function placesNamedIn(text: string): DestinationId[] {
  patterns ??= buildPatterns();
  return patterns
    .filter(({ words, codes }) => words.test(text) || codes?.test(text))
    .map(({ id }) => id);
}
