import { useEffect, useState } from 'react';
import { confirmationOf, type Confirmation } from '../../lib/confirmation.ts';
import { isWorkerToPage } from '../../lib/sw-protocol.ts';

/** What the server answered for a kept request the worker has since delivered, and when. */
export type Delivered = Confirmation & { at: number };

/**
 * A request this page shows as kept on the device, once the service worker has delivered it
 * (its DELIVERED message names the request's Idempotency-Key); null until then. The panel that
 * said "saved on this device, sent once you are online" then says it was received, where it
 * would otherwise still say so after the toast that it went (docs/decisions/offline-queue.md).
 */
export function useDelivered(key: string | undefined): Delivered | null {
  const [delivered, setDelivered] = useState<{ key: string; answer: Delivered } | null>(null);
  useEffect(() => {
    if (!key || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (!isWorkerToPage(message) || message.type !== 'DELIVERED' || message.key !== key) return;
      setDelivered({ key, answer: { ...confirmationOf(message), at: Date.now() } });
    };
    const worker = navigator.serviceWorker;
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [key]);
  return delivered && delivered.key === key ? delivered.answer : null;
}
