import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookableService } from '#shared/schemas/bookable-services.ts';
import { servicePageNames } from '../../content/service-page-names.ts';
import { tours } from '../../content/tours.ts';

/**
 * The booking form's names for the bookable services, named as the pages and menus name them
 * (their names are taken from there), so a tourist coming from a page finds it again. Total over
 * the registry (#shared/schemas/bookable-services.ts), so a service added there without its name
 * here does not compile; the e-mails' labels (the registry's `mailLabel`) are the same words,
 * which src/app/names.test.tsx holds them to.
 */
export const bookableServiceLabels: Record<BookableService, MessageDescriptor> = {
  airportTransfer: servicePageNames.airport,
  trainTransfer: servicePageNames.trainStation,
  cityTour: tours.altstadt.title,
  eaglesTour: tours.eaglesNest.title,
  salzburgTour: msg`Salzburgs Schlösser und Festung`,
  soundOfMusicTour: tours.movieTour.title,
  lakeDistrictTour: tours.salzkammergut.title,
  weddingService: servicePageNames.weddings,
  corporateTransport: msg`Firmentransport`,
  vipTransport: servicePageNames.vip,
  longDistanceTrip: servicePageNames.longDistance,
  customService: msg`Individueller Service`,
};
