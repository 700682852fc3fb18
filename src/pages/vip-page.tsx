import { ServicePage } from '../features/services/service-page.tsx';

/** VIP transport (spec point 2): the six includes and Request Personal Offer. */
export function VipPage() {
  return <ServicePage serviceId="vip" />;
}
