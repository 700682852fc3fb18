import { ServicePage } from '../features/services/service-page.tsx';

/** Event service: the six 'perfect for' items and Request Now. */
export function EventPage() {
  return <ServicePage serviceId="event" />;
}
