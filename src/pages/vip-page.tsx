import { ServicePage } from '../features/services/service-page.tsx';

/** VIP transport: the six includes and Request a personal quote. */
export function VipPage() {
  return <ServicePage serviceId="vip" />;
}
