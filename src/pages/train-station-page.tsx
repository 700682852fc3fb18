import { ServicePage } from '../features/services/service-page.tsx';

/** Train station transfer (spec point 2) with its Book Now button. */
export function TrainStationPage() {
  return <ServicePage serviceId="trainStation" />;
}
