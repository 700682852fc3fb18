import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookableService } from '#shared/schemas/bookable-services.ts';
import { servicePageNames } from '../../content/service-page-names.ts';
import { tourTitles } from '../../content/tour-titles.ts';

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
  cityTour: tourTitles.altstadt,
  eaglesTour: tourTitles.eaglesNest,
  salzburgTour: msg`Salzburgs Schlösser und Festung`,
  soundOfMusicTour: tourTitles.movieTour,
  lakeDistrictTour: tourTitles.salzkammergut,
  weddingService: servicePageNames.weddings,
  corporateTransport: msg`Firmentransport`,
  vipTransport: servicePageNames.vip,
  longDistanceTrip: servicePageNames.longDistance,
  customService: msg`Individueller Service`,
};
