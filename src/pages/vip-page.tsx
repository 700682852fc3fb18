import { ServicePage } from '../features/services/service-page.tsx';

/** VIP transport: the six includes and Request personal offer. */
export function VipPage() {
  return <ServicePage pageId="vip" />;
}
