import { ServicePage } from '../features/services/service-page.tsx';

/** Event service: the six 'perfect for' items and Request now. */
export function EventPage() {
  return <ServicePage pageId="event" />;
}
