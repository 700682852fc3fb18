import { ServicePage } from '../features/services/service-page.tsx';

/** Airport transfer: intro, flight monitoring, airports, Book now. */
export function AirportPage() {
  return <ServicePage pageId="airport" />;
}
