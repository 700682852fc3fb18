import { ServicePage } from '../features/services/service-page.tsx';

/** Weddings: the decorated car, the day's timings, Request now with the wedding service chosen. */
export function WeddingPage() {
  return <ServicePage pageId="weddings" />;
}
