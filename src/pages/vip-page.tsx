import { ServicePage } from '../features/services/service-page.tsx';

/** VIP transport: the six includes and Request Personal Offer. */
export function VipPage() {
  return <ServicePage serviceId="vip" />;
}
