import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Service } from '#shared/schemas/constants.ts';

/**
 * The booking form's services, named as the pages and menus name them, so a tourist coming from
 * a page finds it again; the e-mails' labels (#shared/schemas/service-labels.ts) are the same
 * words, which a test holds them to.
 */
export const serviceLabels: Record<Service, MessageDescriptor> = {
  airportTransfer: msg`Flughafentransfer`,
  trainTransfer: msg`Bahnhofstransfer`,
  cityTour: msg`Salzburg Stadttour (Altstadt)`,
  eaglesTour: msg`Kehlsteinhaus-Tour (Eagle's Nest)`,
  salzburgTour: msg`Salzburgs Schlösser und Festung`,
  soundOfMusicTour: msg`Sound-of-Music-Tour`,
  lakeDistrictTour: msg`Salzkammergut-Seentour`,
  weddingService: msg`Hochzeitsservice`,
  corporateTransport: msg`Firmentransport`,
  longDistanceTrip: msg`Langstrecke`,
  customService: msg`Individueller Service`,
};
