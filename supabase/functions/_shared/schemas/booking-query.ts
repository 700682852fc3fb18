/**
 * The booking form's address for a start (`/kontakt?service=salzburgTour&tour=hellbrunn`): the
 * parameter names and the query, apart from the registries that read them back
 * (booking-start.ts), so a page's book button carries no list of tours or destinations.
 */
import type { BookableService } from './bookable-services.ts';
import type { TourId } from './bookable-tours.ts';
import type { DestinationId } from './places.ts';

export const SERVICE_PARAM = 'service';
export const TOUR_PARAM = 'tour';
export const DESTINATION_PARAM = 'destination';

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
