import { ServicePage } from '../features/services/service-page.tsx';

/** Train station transfer with its Book now button. */
export function TrainStationPage() {
  return <ServicePage pageId="trainStation" />;
}
