/**
 * What a page's book button starts the booking form with, carried in the form's address:
 * `/kontakt?service=salzburgTour&tour=hellbrunn`, `/en/contact?service=longDistanceTrip&destination=vienna`.
 * Only listed values pass, never free text from an address; a tour brings its own service.
 */
import { isBookableService, SERVICE_PARAM, type BookableService } from './bookable-services.ts';
import { BOOKABLE_TOURS, isTourId, ownTourOf, TOUR_PARAM, type TourId } from './bookable-tours.ts';
import { DESTINATION_PARAM, isDestinationId, type DestinationId } from './places.ts';

export interface BookingStart {
  service?: BookableService;
  tour?: TourId;
  destination?: DestinationId;
}

/** The form's query for a start: '?service=eaglesTour&tour=eaglesNest', or '' for none. */
export function bookingQuery(start: BookingStart): string {
  const params = new URLSearchParams();
  if (start.service) params.set(SERVICE_PARAM, start.service);
  if (start.tour) params.set(TOUR_PARAM, start.tour);
  if (start.destination) params.set(DESTINATION_PARAM, start.destination);
  const query = params.toString();
  return query ? `?${query}` : '';
}

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
