import { ServicePage } from '../features/services/service-page.tsx';

/** Event service: the six 'perfect for' items and Enquire now. */
export function EventPage() {
  return <ServicePage serviceId="event" />;
}
