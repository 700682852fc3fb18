/**
 * Every service a booking can ask for, the one place a service is added (README, "Adding a
 * bookable service"): its value is what the form submits and the database stores (the
 * migration's CHECK lists the same values, and bookable-services.test.ts holds the two equal on
 * PostgreSQL and PGlite), its mail label is how the e-mails name it (the form names it with a
 * catalog text, src/features/forms/service-labels.ts, which src/app/names.test.tsx holds to
 * this one), and its calendar minutes are the calendar entry's length when neither the tour nor
 * a known place says better (mail/trip-length.ts).
 *
 * A value is never removed while a request can still wait on a device with it (7 days, the
 * device's queue): the server would refuse that request.
 */
import type { Locale } from './constants.ts';

interface BookableServiceSpec {
  mailLabel: Readonly<Record<Locale, string>>;
  calendarMinutes: number;
}

const spec = (de: string, en: string, calendarMinutes: number): BookableServiceSpec => ({
  mailLabel: { de, en },
  calendarMinutes,
});

/** In the booking form's order: the spec's ten, the train station transfer and VIP transport. */
export const BOOKABLE_SERVICES = {
  airportTransfer: spec('Flughafentransfer', 'Airport Transfer', 60),
  trainTransfer: spec('Bahnhofstransfer', 'Train Station Transfer', 60),
  cityTour: spec('Salzburg-Stadttour', 'Salzburg City Tour', 120),
  eaglesTour: spec('Kehlsteinhaus-Tour (Eagle’s Nest)', 'Eagle’s Nest Tour', 360),
  salzburgTour: spec('Salzburgs Schlösser und Festung', 'Salzburg’s Palaces and Fortress', 180),
  soundOfMusicTour: spec('Sound-of-Music-Tour', 'Sound of Music Tour', 240),
  lakeDistrictTour: spec('Salzkammergut-Seentour', 'Salzkammergut Lake Tour', 240),
  weddingService: spec('Hochzeitsservice', 'Wedding Service', 240),
  corporateTransport: spec('Firmentransport', 'Corporate Transport', 60),
  vipTransport: spec('VIP-Transport', 'VIP Transport', 120),
  longDistanceTrip: spec('Langstreckenfahrten', 'Long-Distance Journeys', 240),
  customService: spec('Individueller Service', 'Custom Service', 60),
} as const satisfies Record<string, BookableServiceSpec>;

/** A booking's service value, as the payload and the database carry it. */
export type BookableService = keyof typeof BOOKABLE_SERVICES;

/** The values in the form's order (zod's enum wants a non-empty tuple). */
export const BOOKABLE_SERVICE_VALUES = Object.keys(BOOKABLE_SERVICES) as [
  BookableService,
  ...BookableService[],
];

export function isBookableService(value: unknown): value is BookableService {
  return typeof value === 'string' && Object.hasOwn(BOOKABLE_SERVICES, value);
}

/** The catch-all: it stands for no tour, whatever tour may book it. */
export const CATCH_ALL_SERVICE: BookableService = 'customService';
