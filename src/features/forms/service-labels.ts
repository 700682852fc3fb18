import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Service } from '#shared/schemas/constants.ts';
import { serviceNames } from '../../content/service-names.ts';
import { tours } from '../../content/tours.ts';

/**
 * The booking form's services, named as the pages and menus name them (their names are taken
 * from there), so a tourist coming from a page finds it again; the e-mails' labels
 * (#shared/schemas/service-labels.ts) are the same words, which a test holds them to.
 */
export const serviceLabels: Record<Service, MessageDescriptor> = {
  airportTransfer: serviceNames.airport,
  trainTransfer: serviceNames.trainStation,
  cityTour: tours.altstadt.title,
  eaglesTour: tours.eaglesNest.title,
  salzburgTour: msg`Salzburgs Schlösser und Festung`,
  soundOfMusicTour: tours.movieTour.title,
  lakeDistrictTour: tours.salzkammergut.title,
  weddingService: msg`Hochzeitsservice`,
  corporateTransport: msg`Firmentransport`,
  longDistanceTrip: serviceNames.longDistance,
  customService: msg`Individueller Service`,
};
