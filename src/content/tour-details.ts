import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { seasonMonths, type Season } from '#shared/schemas/bookable-tours.ts';
import type { ResponsiveImage } from './images.generated.ts';
import { tourPrice, type Tour } from './tours.ts';

/** The detail page of a tour or sight (docs/product.md, tour and sight pages). */
export type TourDetails = {
  hero: {
    photo: ResponsiveImage;
    alt: MessageDescriptor;
    /** CSS object-position of the photo. */
    position?: string;
    /** Where the photo starts when fixed behind the hero on desktop (default -20vh). */
    fixedTop?: string;
  };
  /** One line under the title in the hero. */
  tagline: MessageDescriptor;
  /**
   * A sentence of its own about when it runs, with the season's months as `{from}` and `{to}`;
   * without one, the months alone (seasonText).
   */
  availability?: MessageDescriptor;
  description: MessageDescriptor[];
  highlights?: MessageDescriptor[];
  gallery?: { photo: ResponsiveImage; alt: MessageDescriptor }[];
  included: MessageDescriptor[];
  notIncluded: MessageDescriptor[];
};

const allYear = msg`Ganzjährig`;
const fromTo = msg({
  message: '{from} bis {to}',
  comment: 'The months a tour runs: from and to are month names, e.g. "Mai bis September"',
});

/**
 * When a tour runs: 'Mai bis September' / 'May to September', or 'Ganzjährig' / 'All year round'.
 */
function seasonText(season: Season | null, i18n: I18n): string {
  return season
    ? i18n._({ ...fromTo, values: seasonMonths(season, i18n.locale) })
    : i18n._(allYear);
}

/** What every tour includes; a guide comes along on some of them. */
const transport = msg`Private Fahrt im Mercedes mit Chauffeur`;
const driver = msg`Deutsch und Englisch sprechender Chauffeur`;
const driverGuide = msg`Deutsch und Englisch sprechender Chauffeur und Guide`;
const pickup = msg`Abholung und Rückfahrt zu Ihrem Hotel in Salzburg`;
const refreshments = msg`Wasser und Erfrischungen an Bord`;
export const withDriver = [transport, driver, pickup, refreshments];
export const withGuide = [transport, driverGuide, pickup, refreshments];
export const notIncluded = [msg`Eintrittsgelder`, msg`Mahlzeiten`, msg`Persönliche Ausgaben`];

/** The four facts of the info card, with the defaults applied. */
export function tourFacts(
  tour: Tour,
  details: TourDetails,
  i18n: I18n,
): { duration: string; price: string; maxPeople: number; availability: string } {
  return {
    duration: i18n._(tour.duration),
    price: tourPrice(tour, i18n),
    maxPeople: tour.maxPeople,
    availability: details.availability
      ? i18n._({
          ...details.availability,
          values: tour.season ? seasonMonths(tour.season, i18n.locale) : {},
        })
      : seasonText(tour.season, i18n),
  };
}
