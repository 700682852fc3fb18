import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { TourId } from './tour-ids.ts';
import type { BookableService } from '#shared/schemas/bookable-services.ts';
import { BOOKABLE_TOURS, type Season } from '#shared/schemas/bookable-tours.ts';
import { tourTitles } from './tour-titles.ts';

export type { TourId };

export type Tour = {
  id: TourId;
  kind: 'tour' | 'sight';
  /** Its name (tour-titles.ts). */
  title: MessageDescriptor;
  /** The booking form's service for this tour or sight: its buttons choose it, and the tour. */
  service: BookableService;
  /** How long it takes, as the info card and the booking form show it. */
  duration: MessageDescriptor;
  /** At most this many people: the booking form holds the passengers to it. */
  maxPeople: number;
  /**
   * The price in euros per vehicle: the info card, the booking form and the structured data
   * format it (tourPrice); `from` when it is the lowest price of the tour.
   */
  offer: { priceEur: number; from: boolean };
  /** The months it runs (null: all year round): its availability, and the form's note. */
  season: Season | null;
};

/**
 * What a booking needs of a tour (its service, price, maximum people and season) is written once,
 * in the function's table, which the e-mails read too (#shared/schemas/bookable-tours.ts).
 */
function booked(id: TourId): Pick<Tour, 'id' | 'service' | 'maxPeople' | 'offer' | 'season'> {
  const tour = BOOKABLE_TOURS[id];
  return {
    id,
    service: tour.service,
    maxPeople: tour.maxPeople,
    offer: { priceEur: tour.priceEur, from: tour.priceFrom },
    season: tour.season,
  };
}

export const tours: Record<TourId, Tour> = {
  altstadt: {
    ...booked('altstadt'),
    kind: 'tour',
    title: tourTitles.altstadt,
    duration: msg`2 Stunden`,
  },
  salzkammergut: {
    ...booked('salzkammergut'),
    kind: 'tour',
    title: tourTitles.salzkammergut,
    duration: msg`ab 4 Stunden`,
  },
  movieTour: {
    ...booked('movieTour'),
    kind: 'tour',
    title: tourTitles.movieTour,
    duration: msg`ab 4 Stunden`,
  },
  eaglesNest: {
    ...booked('eaglesNest'),
    kind: 'tour',
    title: tourTitles.eaglesNest,
    duration: msg`6 Stunden`,
  },
  salzwelten: {
    ...booked('salzwelten'),
    kind: 'tour',
    title: tourTitles.salzwelten,
    duration: msg`ab 4 Stunden`,
  },
  mirabell: {
    ...booked('mirabell'),
    kind: 'sight',
    title: tourTitles.mirabell,
    duration: msg`1–2 Stunden`,
  },
  hellbrunn: {
    ...booked('hellbrunn'),
    kind: 'sight',
    title: tourTitles.hellbrunn,
    duration: msg`2–3 Stunden`,
  },
  leopoldskron: {
    ...booked('leopoldskron'),
    kind: 'sight',
    title: tourTitles.leopoldskron,
    duration: msg`1–2 Stunden`,
  },
  fortress: {
    ...booked('fortress'),
    kind: 'sight',
    title: tourTitles.fortress,
    duration: msg`2–3 Stunden`,
  },
};

/** An amount as the site writes it: '180 €' in German, '€180' in English. */
function euros(priceEur: number, i18n: I18n): string {
  // German as the site writes it, '180 €' (Austria's own format puts the sign first).
  return (
    new Intl.NumberFormat(i18n.locale === 'de' ? 'de-DE' : 'en-GB', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    })
      .format(priceEur)
      // One space kind in every text of the site (the tests and the catalogs use plain ones).
      .replace(/\u00a0/g, ' ')
  );
}

/**
 * A tour's price and what it covers, as its visitors read it: '540 € pro Fahrzeug, bis zu 6
 * Gäste', 'from €360 per vehicle, up to 6 guests' (the e-mails say the same, a test holds them).
 */
export function tourPrice(tour: Pick<Tour, 'offer' | 'maxPeople'>, i18n: I18n): string {
  const amount = euros(tour.offer.priceEur, i18n);
  const max = tour.maxPeople;
  return tour.offer.from
    ? i18n._(msg`ab ${amount} pro Fahrzeug, bis zu ${max} Gäste`)
    : i18n._(msg`${amount} pro Fahrzeug, bis zu ${max} Gäste`);
}
