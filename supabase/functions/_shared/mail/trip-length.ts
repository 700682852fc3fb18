/**
 * How long a booking's calendar entries last: as long as the trip. A tour takes its stated
 * duration; a ride to or from one of the listed places (Munich airport, Vienna …) the drive
 * from Salzburg; anything else its service's minutes (schemas/bookable-services.ts).
 */
import { BOOKABLE_SERVICES, type BookableService } from '../schemas/bookable-services.ts';
import { BOOKABLE_TOURS, tourOfBooking, type TourId } from '../schemas/bookable-tours.ts';
import { LONG_DISTANCE_DESTINATIONS, placesNamedIn } from '../schemas/places.ts';

/** A return leg to nowhere listed: a transfer back within the region. */
const LOCAL_RETURN_MINUTES = 60;

interface Trip {
  service: BookableService;
  tour?: TourId | undefined;
  pickupLocation: string;
  destination: string;
}

/** The longest drive to a listed place the trip's pickup or destination names. */
function driveMinutes(trip: Trip): number | undefined {
  const drives = [...placesNamedIn(trip.pickupLocation), ...placesNamedIn(trip.destination)].map(
    (id) => LONG_DISTANCE_DESTINATIONS[id].driveMinutes,
  );
  return drives.length ? Math.max(...drives) : undefined;
}

export function outboundMinutes(trip: Trip): number {
  const tour = tourOfBooking(trip);
  if (tour) return BOOKABLE_TOURS[tour].calendarMinutes;
  return driveMinutes(trip) ?? BOOKABLE_SERVICES[trip.service].calendarMinutes;
}

export function returnMinutes(trip: Trip): number {
  return driveMinutes(trip) ?? LOCAL_RETURN_MINUTES;
}
