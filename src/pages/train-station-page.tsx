import { ServicePage } from '../features/services/service-page.tsx';

/** Train station transfer with its Book Now button. */
export function TrainStationPage() {
  return <ServicePage serviceId="trainStation" />;
}
