import { Workbox } from 'workbox-window';
import type { PageToWorker } from '../../lib/sw-protocol.ts';

export type UpdateHandler = (applyUpdate: () => void) => void;

/**
 * Registers the worker. A new version installs in the background and waits; `onUpdate` gets a
 * function that activates it and reloads once it controls the page, for the visitor to call.
 * Accepted in another tab first, the new version already controls this one: nothing waits any
 * more, and the offer here only reloads (it did nothing, and the tab kept the old pages).
 */
export async function registerServiceWorker(onUpdate: UpdateHandler): Promise<void> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', ({ sw }) => {
    onUpdate(() => {
      // Judged at the press, by the new worker itself: a page's own takeover by the old worker
      // (claimThisPage) is a change of controller too, and no sign of the new one.
      if (sw?.state === 'activating' || sw?.state === 'activated') {
        return window.location.reload();
      }
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  try {
    await wb.register();
  } catch {
    // Service workers can be blocked (private modes, policies): the site then works online only.
    return;
  }
  await claimThisPage(navigator.serviceWorker);
}

/**
 * A page loaded while the first worker took over (its load still under way when the worker
 * claimed the open pages), or reloaded past the worker (Shift+reload), stays without one, and
 * a request sent from it offline would not be kept: the active worker is asked to take it over
 * (docs/decisions/offline-queue.md, "A page without its worker").
 */
async function claimThisPage(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller) return;
  const { active } = await container.ready;
  if (container.controller) return;
  active?.postMessage({ type: 'CLAIM' } satisfies PageToWorker);
}
