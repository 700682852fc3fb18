/**
 * What a page's book button starts the booking form with, carried in the form's address:
 * `/kontakt?service=salzburgTour&tour=hellbrunn`, `/en/contact?service=longDistanceTrip&destination=vienna`.
 * Only listed values pass, never free text from an address; a tour brings its own service.
 */
import { isBookableService } from './bookable-services.ts';
import { BOOKABLE_TOURS, isTourId, ownTourOf } from './bookable-tours.ts';
import {
  DESTINATION_PARAM,
  SERVICE_PARAM,
  TOUR_PARAM,
  type BookingStart,
} from './booking-query.ts';
import { isDestinationId } from './places.ts';

/**
 * The start an address asks for. A tour's service is the tour's, whatever `service` says; a
 * service that stands for one tour brings it; a destination alone means a long-distance trip.
 */
export function readBookingStart(params: URLSearchParams): BookingStart {
  const service = params.get(SERVICE_PARAM);
  const tourParam = params.get(TOUR_PARAM);
  const destination = params.get(DESTINATION_PARAM);
  const start: BookingStart = {};
  if (isTourId(tourParam)) {
    start.service = BOOKABLE_TOURS[tourParam].service;
    start.tour = tourParam;
  } else if (isBookableService(service)) {
    start.service = service;
    const own = ownTourOf(service);
    if (own) start.tour = own;
  }
  if (isDestinationId(destination)) {
    start.destination = destination;
    start.service ??= 'longDistanceTrip';
  }
  return start;
}
