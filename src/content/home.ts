import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PageId } from './page-paths.ts';
import { tourTitles } from './tour-titles.ts';
import {
  cardCityTour,
  cardLakeDistrict,
  cardSoundOfMusic,
  cardEaglesNest,
  cardLeopoldskron,
  cardHallstatt,
  cardFortress,
  carEClass,
  carVClass,
  type ResponsiveImage,
} from './images.generated.ts';

/** A card of the home page's tour carousel. */
export type TourCard = {
  id: string;
  /** The tour's or sight's own name (tour-titles.ts), unless the card offers a part of it. */
  title: MessageDescriptor;
  description: MessageDescriptor;
  image: { photo: ResponsiveImage; alt: MessageDescriptor };
  to: PageId;
};

/** The seven cards, in order (docs/product.md, home). */
export const tourCards: TourCard[] = [
  {
    id: 'city-tour',
    title: tourTitles.altstadt,
    description: msg`Barocke Altstadt, Mozarts Geburtshaus und die schönsten Blicke auf die Festung – in zwei entspannten Stunden.`,
    image: {
      photo: cardCityTour,
      alt: msg`Die Salzburger Altstadt mit Dom und Festung in der Abenddämmerung`,
    },
    to: 'altstadt',
  },
  {
    id: 'lake-district',
    title: tourTitles.salzkammergut,
    description: msg`Wolfgangsee, Mondsee und Fuschlsee: klare Bergseen und weite Panoramen vor den Toren Salzburgs.`,
    image: {
      photo: cardLakeDistrict,
      alt: msg`Ein Bergsee im Salzkammergut mit zwei Segelbooten vor einem Dorf mit spitzem Kirchturm und bewaldeten Bergen`,
    },
    to: 'salzkammergut',
  },
  {
    id: 'sound-of-music',
    title: tourTitles.movieTour,
    description: msg`Die Drehorte des Filmklassikers, vom Mirabellgarten bis zur Hochzeitskirche in Mondsee.`,
    image: {
      photo: cardSoundOfMusic,
      alt: msg`Der gläserne Pavillon aus „The Sound of Music“ auf einer blühenden Almwiese vor schneebedeckten Gipfeln`,
    },
    to: 'movieTour',
  },
  {
    id: 'eagles-nest',
    title: tourTitles.eaglesNest,
    description: msg`Zeitgeschichte und Alpenpanorama auf 1.834 Metern über Berchtesgaden.`,
    image: {
      photo: cardEaglesNest,
      alt: msg`Das Kehlsteinhaus auf dem Gipfel des Kehlsteins im Alpenglühen, darunter die Bergstraße`,
    },
    to: 'eaglesNest',
  },
  {
    id: 'leopoldskron',
    title: tourTitles.leopoldskron,
    description: msg`Rokokoschloss am Weiher, Refugium von Max Reinhardt und berühmte Filmkulisse.`,
    image: {
      photo: cardLeopoldskron,
      alt: msg`Schloss Leopoldskron in der Abenddämmerung, golden beleuchtet und im Weiher gespiegelt`,
    },
    to: 'leopoldskron',
  },
  {
    id: 'hallstatt',
    // Hallstatt is the far end of the Salzkammergut tour: its card leads there.
    title: msg`Hallstätter-See-Tour`,
    description: msg`Das Welterbe-Dorf Hallstatt zwischen See und steilen Bergen, ein Ort wie aus einem Gemälde.`,
    image: {
      photo: cardHallstatt,
      alt: msg`Hallstatt im Herbst, gespiegelt im Hallstätter See`,
    },
    to: 'salzkammergut',
  },
  {
    id: 'fortress',
    title: tourTitles.fortress,
    description: msg`Mit der Standseilbahn hinauf zu über 900 Jahren Geschichte und dem schönsten Blick über Salzburg.`,
    image: {
      photo: cardFortress,
      alt: msg`Die Festung Hohensalzburg auf ihrem Felsen über den Dächern der Altstadt zur blauen Stunde`,
    },
    to: 'fortress',
  },
];

/** The two highlights of the premium service section. */
export const serviceHighlights: {
  id: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
}[] = [
  {
    id: 'europe',
    title: msg`Europaweiter Service`,
    text: msg`Von Salzburg nach Wien, München, Venedig oder Zürich: Wir bringen Sie an jedes Ziel in Europa.`,
  },
  {
    id: 'discretion',
    title: msg`Garantierte Diskretion`,
    text: msg`Was im Wagen gesprochen wird, bleibt im Wagen. Verschwiegenheit ist für uns selbstverständlich.`,
  },
];

/** The five badges. */
export const badges: { id: string; label: MessageDescriptor }[] = [
  { id: 'first-class', label: msg`Erstklassiger Service` },
  { id: 'chauffeurs', label: msg`Erfahrene Chauffeure` },
  { id: 'tailor-made', label: msg`Maßgeschneidert` },
  { id: 'discretion', label: msg`Höchste Diskretion` },
  { id: 'europe', label: msg`Europaweit verfügbar` },
];

type CarType = 'e-klasse' | 'v-klasse';

/** The fleet: the car types the booking form offers, with their limits. */
export type Car = {
  id: CarType;
  name: MessageDescriptor;
  description: MessageDescriptor;
  maxPassengers: number;
  features: MessageDescriptor[];
  image: { photo: ResponsiveImage; alt: MessageDescriptor };
};

export const fleet: Car[] = [
  {
    id: 'e-klasse',
    name: msg`Mercedes-Benz E-Klasse`,
    description: msg`Die elegante Business-Limousine für Transfers, Geschäftstermine und Abende in der Stadt.`,
    maxPassengers: 3,
    features: [
      msg`Ledersitze und Klimaautomatik`,
      msg`Platz für das Gepäck von drei Reisenden`,
      msg`Ideal für Flughafen- und Businesstransfers`,
    ],
    image: {
      photo: carEClass,
      alt: msg`Eine schwarze Mercedes-Benz E-Klasse in der Seitenansicht`,
    },
  },
  {
    id: 'v-klasse',
    name: msg`Mercedes-Benz V-Klasse`,
    description: msg`Großzügiger Komfort für Familien, Gruppen und Reisen mit viel Gepäck.`,
    maxPassengers: 7,
    features: [
      msg`Einzelsitze mit viel Beinfreiheit`,
      msg`Großer Gepäckraum`,
      msg`Ideal für Touren, Gruppen und Events`,
    ],
    image: {
      photo: carVClass,
      alt: msg`Eine schwarze Mercedes-Benz V-Klasse in der Seitenansicht`,
    },
  },
];
