import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { TourId } from './tour-ids.ts';
import type { BookableService } from '#shared/schemas/bookable-services.ts';
import { BOOKABLE_TOURS } from '#shared/schemas/bookable-tours.ts';

export type { TourId };

export type Tour = {
  id: TourId;
  kind: 'tour' | 'sight';
  /**
   * Its name, the one place it is written: the page's heading and title, its menu entry, its
   * card on the home page, the booking form's choice and the structured data take it from here
   * (docs/product.md, names and casing).
   */
  title: MessageDescriptor;
  description: MessageDescriptor;
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
};

/**
 * What a booking needs of a tour (its service, price and maximum people) is written once, in the
 * function's table, which the e-mails read too (#shared/schemas/bookable-tours.ts).
 */
function booked(id: TourId): Pick<Tour, 'id' | 'service' | 'maxPeople' | 'offer'> {
  const tour = BOOKABLE_TOURS[id];
  return {
    id,
    service: tour.service,
    maxPeople: tour.maxPeople,
    offer: { priceEur: tour.priceEur, from: tour.priceFrom },
  };
}

export const tours: Record<TourId, Tour> = {
  altstadt: {
    ...booked('altstadt'),
    kind: 'tour',
    title: msg`Salzburg-Stadttour`,
    description: msg`Private Stadtführung durch die barocke Altstadt Salzburgs – UNESCO-Welterbe, Dom, Getreidegasse und Mozarts Geburtshaus.`,
    duration: msg`2 Stunden`,
  },
  salzkammergut: {
    ...booked('salzkammergut'),
    kind: 'tour',
    title: msg`Salzkammergut-Seentour`,
    description: msg`Private Tour durch das Salzkammergut: Wolfgangsee, Mondsee, St. Gilgen und Hallstatt im eigenen Chauffeurwagen.`,
    duration: msg`ab 4 Stunden`,
  },
  movieTour: {
    ...booked('movieTour'),
    kind: 'tour',
    title: msg`Sound-of-Music-Tour`,
    description: msg`Auf den Spuren von „The Sound of Music“: private Tour zu den Drehorten in Salzburg und im Salzkammergut.`,
    duration: msg`ab 4 Stunden`,
  },
  eaglesNest: {
    ...booked('eaglesNest'),
    kind: 'tour',
    title: msg`Kehlsteinhaus-Tour (Eagle's Nest)`,
    description: msg`Private Tour zum Kehlsteinhaus auf 1.834 m über Berchtesgaden – Geschichte und Alpenpanorama.`,
    duration: msg`6 Stunden`,
  },
  salzwelten: {
    ...booked('salzwelten'),
    kind: 'tour',
    title: msg`Salzwelten-Tour`,
    description: msg`Private Tour zu den Salzwelten: Salzbergwerk mit Grubenbahn, Rutschen und unterirdischem Salzsee.`,
    duration: msg`ab 4 Stunden`,
  },
  mirabell: {
    ...booked('mirabell'),
    kind: 'sight',
    title: msg`Schloss Mirabell`,
    description: msg`Schloss Mirabell und der barocke Mirabellgarten mit Blick auf die Festung – private Besichtigung mit Chauffeur.`,
    duration: msg`1–2 Stunden`,
  },
  hellbrunn: {
    ...booked('hellbrunn'),
    kind: 'sight',
    title: msg`Schloss Hellbrunn`,
    description: msg`Schloss Hellbrunn mit den berühmten Wasserspielen – private Tour mit Chauffeur ab Salzburg.`,
    duration: msg`2–3 Stunden`,
  },
  leopoldskron: {
    ...booked('leopoldskron'),
    kind: 'sight',
    title: msg`Schloss Leopoldskron`,
    description: msg`Schloss Leopoldskron am Weiher – Rokoko-Schloss und Filmkulisse, privat mit Chauffeur besucht.`,
    duration: msg`1–2 Stunden`,
  },
  fortress: {
    ...booked('fortress'),
    kind: 'sight',
    title: msg`Festung Hohensalzburg`,
    description: msg`Festung Hohensalzburg, eine der größten erhaltenen Burgen Mitteleuropas – private Tour mit Chauffeur.`,
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
