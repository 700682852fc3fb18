import type { Locale, Service } from './constants.ts';

/**
 * The services as the e-mails name them: the booking form's words (its catalog texts, which a
 * test holds to these), which are the names the pages and menus use.
 */
export const SERVICE_LABELS: Readonly<Record<Service, Readonly<Record<Locale, string>>>> = {
  airportTransfer: { de: 'Flughafentransfer', en: 'Airport Transfer' },
  trainTransfer: { de: 'Bahnhofstransfer', en: 'Train Station Transfer' },
  cityTour: { de: 'Salzburg-Stadttour', en: 'Salzburg City Tour' },
  eaglesTour: { de: "Kehlsteinhaus-Tour (Eagle's Nest)", en: "Eagle's Nest Tour" },
  salzburgTour: { de: 'Salzburgs Schlösser und Festung', en: "Salzburg's Palaces and Fortress" },
  soundOfMusicTour: { de: 'Sound-of-Music-Tour', en: 'Sound of Music Tour' },
  lakeDistrictTour: { de: 'Salzkammergut-Seentour', en: 'Salzkammergut Lake Tour' },
  weddingService: { de: 'Hochzeitsservice', en: 'Wedding Service' },
  corporateTransport: { de: 'Firmentransport', en: 'Corporate Transport' },
  longDistanceTrip: { de: 'Langstreckenfahrten', en: 'Long-Distance Journeys' },
  customService: { de: 'Individueller Service', en: 'Custom Service' },
};
