import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { TourId } from './tour-ids.ts';
import type { Service } from '#shared/schemas/constants.ts';

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
  /** The booking form's service for this tour or sight: its buttons choose it. */
  service: Service;
  /** How long it takes, as the info card and the booking form show it. */
  duration: MessageDescriptor;
  /** At most this many people (default DEFAULT_MAX_PEOPLE). */
  maxPeople?: number;
  /**
   * The price in euros, the one place it is written: the info card, the booking form and the
   * structured data format it (tourPrice); `from` when it is the lowest price of the tour.
   */
  offer: { priceEur: number; from: boolean };
};

export const DEFAULT_MAX_PEOPLE = 8;

export const tours: Record<TourId, Tour> = {
  altstadt: {
    id: 'altstadt',
    kind: 'tour',
    service: 'cityTour',
    title: msg`Salzburg-Stadttour`,
    description: msg`Private Stadtführung durch die barocke Altstadt Salzburgs – UNESCO-Welterbe, Dom, Getreidegasse und Mozarts Geburtshaus.`,
    duration: msg`2 Stunden`,
    maxPeople: 7,
    offer: { priceEur: 180, from: false },
  },
  salzkammergut: {
    id: 'salzkammergut',
    kind: 'tour',
    service: 'lakeDistrictTour',
    title: msg`Salzkammergut-Seentour`,
    description: msg`Private Tour durch das Salzkammergut: Wolfgangsee, Mondsee, St. Gilgen und Hallstatt im eigenen Chauffeurwagen.`,
    duration: msg`ab 4 Stunden`,
    maxPeople: 6,
    offer: { priceEur: 360, from: true },
  },
  movieTour: {
    id: 'movieTour',
    kind: 'tour',
    service: 'soundOfMusicTour',
    title: msg`Sound-of-Music-Tour`,
    description: msg`Auf den Spuren von „The Sound of Music“: private Tour zu den Drehorten in Salzburg und im Salzkammergut.`,
    duration: msg`ab 4 Stunden`,
    maxPeople: 6,
    offer: { priceEur: 360, from: true },
  },
  eaglesNest: {
    id: 'eaglesNest',
    kind: 'tour',
    service: 'eaglesTour',
    title: msg`Kehlsteinhaus-Tour (Eagle's Nest)`,
    description: msg`Private Tour zum Kehlsteinhaus auf 1.834 m über Berchtesgaden – Geschichte und Alpenpanorama.`,
    duration: msg`6 Stunden`,
    maxPeople: 6,
    offer: { priceEur: 540, from: false },
  },
  salzwelten: {
    id: 'salzwelten',
    kind: 'tour',
    service: 'customService',
    title: msg`Salzwelten-Tour`,
    description: msg`Private Tour zu den Salzwelten: Salzbergwerk mit Grubenbahn, Rutschen und unterirdischem Salzsee.`,
    duration: msg`ab 4 Stunden`,
    maxPeople: 6,
    offer: { priceEur: 360, from: true },
  },
  mirabell: {
    id: 'mirabell',
    kind: 'sight',
    service: 'salzburgTour',
    title: msg`Schloss Mirabell`,
    description: msg`Schloss Mirabell und der barocke Mirabellgarten mit Blick auf die Festung – private Besichtigung mit Chauffeur.`,
    duration: msg`1–2 Stunden`,
    maxPeople: 7,
    offer: { priceEur: 180, from: false },
  },
  hellbrunn: {
    id: 'hellbrunn',
    kind: 'sight',
    service: 'salzburgTour',
    title: msg`Schloss Hellbrunn`,
    description: msg`Schloss Hellbrunn mit den berühmten Wasserspielen – private Tour mit Chauffeur ab Salzburg.`,
    duration: msg`2–3 Stunden`,
    maxPeople: 7,
    offer: { priceEur: 270, from: false },
  },
  leopoldskron: {
    id: 'leopoldskron',
    kind: 'sight',
    service: 'salzburgTour',
    title: msg`Schloss Leopoldskron`,
    description: msg`Schloss Leopoldskron am Weiher – Rokoko-Schloss und Filmkulisse, privat mit Chauffeur besucht.`,
    duration: msg`1–2 Stunden`,
    maxPeople: 7,
    offer: { priceEur: 180, from: false },
  },
  fortress: {
    id: 'fortress',
    kind: 'sight',
    service: 'salzburgTour',
    title: msg`Festung Hohensalzburg`,
    description: msg`Festung Hohensalzburg, eine der größten erhaltenen Burgen Mitteleuropas – private Tour mit Chauffeur.`,
    duration: msg`2–3 Stunden`,
    maxPeople: 7,
    offer: { priceEur: 270, from: false },
  },
};

/** A tour's price as its visitors read it: '540 €' and 'ab 360 €', or '€540' and 'from €360'. */
export function tourPrice(offer: Tour['offer'], i18n: I18n): string {
  // German as the site writes it, '180 €' (Austria's own format puts the sign first).
  const amount = new Intl.NumberFormat(i18n.locale === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  })
    .format(offer.priceEur)
    // One space kind in every text of the site (the tests and the catalogs use plain ones).
    .replace(/\u00a0/g, ' ');
  return offer.from ? i18n._(msg`ab ${amount}`) : amount;
}

/**
 * The one tour a booking service stands for, if exactly one does (the form shows its facts).
 * The catch-all 'customService' stands for none, though the salt mine tour books it: a visitor
 * who chose it, or came from the event page, was told "Your tour: Salt Mine Tour".
 */
export function tourOfService(service: string | undefined): Tour | undefined {
  if (service === 'customService') return undefined;
  const matching = Object.values(tours).filter((tour) => tour.service === service);
  return matching.length === 1 ? matching[0] : undefined;
}
