import type { WorkerToPage } from '../src/lib/sw-protocol.ts';

declare const self: ServiceWorkerGlobalScope;

/** Tells every open window of the site. */
export async function broadcast(message: WorkerToPage): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}
