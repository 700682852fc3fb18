import { ServicePage } from '../features/services/service-page.tsx';

/** Long distance: the nine destinations with their drive, each opening the form, and Book now. */
export function LongDistancePage() {
  return <ServicePage pageId="longDistance" />;
}
