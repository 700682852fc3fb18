import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TourId } from './tour-ids.ts';
import type { Service } from '#shared/schemas/constants.ts';

export type { TourId };

export type Tour = {
  id: TourId;
  kind: 'tour' | 'sight';
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The booking form's service for this tour or sight: its buttons choose it. */
  service: Service;
  /** Spec point 9's price as a number, for the structured data (the page shows its text). */
  offer: { priceEur: number; from: boolean };
};

export const DEFAULT_MAX_PEOPLE = 8;

export const tours: Record<TourId, Tour> = {
  altstadt: {
    id: 'altstadt',
    kind: 'sight',
    service: 'cityTour',
    title: msg`Salzburger Altstadt`,
    description: msg`Private Stadtführung durch die barocke Altstadt Salzburgs – UNESCO-Welterbe, Dom, Getreidegasse und Mozarts Geburtshaus.`,
    offer: { priceEur: 180, from: false },
  },
  salzkammergut: {
    id: 'salzkammergut',
    kind: 'tour',
    service: 'lakeDistrictTour',
    title: msg`Salzkammergut-Seentour`,
    description: msg`Private Tour durch das Salzkammergut: Wolfgangsee, Mondsee, St. Gilgen und Hallstatt im eigenen Chauffeurwagen.`,
    offer: { priceEur: 360, from: true },
  },
  movieTour: {
    id: 'movieTour',
    kind: 'tour',
    service: 'soundOfMusicTour',
    title: msg`Filmkulissen-Tour`,
    description: msg`Auf den Spuren von „The Sound of Music“: private Filmkulissen-Tour zu Drehorten in Salzburg und im Salzkammergut.`,
    offer: { priceEur: 360, from: true },
  },
  eaglesNest: {
    id: 'eaglesNest',
    kind: 'tour',
    service: 'eaglesTour',
    title: msg`Kehlsteinhaus-Tour (Eagle's Nest)`,
    description: msg`Private Tour zum Kehlsteinhaus auf 1.834 m über Berchtesgaden – Geschichte und Alpenpanorama.`,
    offer: { priceEur: 540, from: false },
  },
  salzwelten: {
    id: 'salzwelten',
    kind: 'tour',
    service: 'customService',
    title: msg`Salzwelten – Salzbergwerk`,
    description: msg`Private Tour zu den Salzwelten: Salzbergwerk mit Grubenbahn, Rutschen und unterirdischem Salzsee.`,
    offer: { priceEur: 360, from: true },
  },
  mirabell: {
    id: 'mirabell',
    kind: 'sight',
    service: 'salzburgTour',
    title: msg`Schloss Mirabell`,
    description: msg`Schloss Mirabell und der barocke Mirabellgarten mit Blick auf die Festung – private Besichtigung mit Chauffeur.`,
    offer: { priceEur: 180, from: false },
  },
  hellbrunn: {
    id: 'hellbrunn',
    kind: 'sight',
    service: 'salzburgTour',
    title: msg`Schloss Hellbrunn`,
    description: msg`Schloss Hellbrunn mit den berühmten Wasserspielen – private Tour mit Chauffeur ab Salzburg.`,
    offer: { priceEur: 270, from: false },
  },
  leopoldskron: {
    id: 'leopoldskron',
    kind: 'sight',
    service: 'salzburgTour',
    title: msg`Schloss Leopoldskron`,
    description: msg`Schloss Leopoldskron am Weiher – Rokoko-Schloss und Filmkulisse, privat mit Chauffeur besucht.`,
    offer: { priceEur: 180, from: false },
  },
  fortress: {
    id: 'fortress',
    kind: 'sight',
    service: 'salzburgTour',
    title: msg`Festung Hohensalzburg`,
    description: msg`Festung Hohensalzburg, eine der größten erhaltenen Burgen Mitteleuropas – private Tour mit Chauffeur.`,
    offer: { priceEur: 270, from: false },
  },
};
