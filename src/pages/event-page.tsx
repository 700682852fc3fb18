import { ServicePage } from '../features/services/service-page.tsx';

/** Event service (spec point 2): the six 'perfect for' items and Request Now. */
export function EventPage() {
  return <ServicePage serviceId="event" />;
}
