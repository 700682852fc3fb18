import { ServicePage } from '../features/services/service-page.tsx';

/** Airport transfer (spec point 2): intro, flight monitoring, airports, Book Now. */
export function AirportPage() {
  return <ServicePage serviceId="airport" />;
}
