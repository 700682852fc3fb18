import { ServicePage } from '../features/services/service-page.tsx';

/** Long distance (spec point 2): the nine popular destinations and Book Now. */
export function LongDistancePage() {
  return <ServicePage serviceId="longDistance" />;
}
