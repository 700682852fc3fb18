import { ServicePage } from '../features/services/service-page.tsx';

/** Long distance: the nine popular destinations and Book now. */
export function LongDistancePage() {
  return <ServicePage serviceId="longDistance" />;
}
