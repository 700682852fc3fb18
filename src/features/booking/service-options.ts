import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Service } from '#shared/schemas/constants.ts';

/** The ten services of the booking form (decisions.md), each with its German and English label. */
export const serviceLabels: Record<Service, MessageDescriptor> = {
  airportTransfer: msg`Flughafentransfer`,
  cityTour: msg`Stadtrundfahrt`,
  eaglesTour: msg`Kehlsteinhaus-Tour (Eagle's Nest)`,
  salzburgTour: msg`Salzburg-Tour`,
  soundOfMusicTour: msg`Sound-of-Music-Tour`,
  lakeDistrictTour: msg`Salzkammergut-Seentour`,
  weddingService: msg`Hochzeitsservice`,
  corporateTransport: msg`Firmentransport`,
  longDistanceTrip: msg`Langstreckenfahrt`,
  customService: msg`Individueller Service`,
};
