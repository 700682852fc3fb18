import type { PageToWorker } from '../../lib/sw-protocol.ts';

export type UpdateHandler = (applyUpdate: () => void) => void;

/**
 * Registers the worker once the page has loaded. A new version installs in the background and
 * waits; `onUpdate` gets a function that activates it and reloads once it controls the page, for
 * the visitor to call. The plain service worker API does what workbox-window did here, without
 * its 1.8 KB (brotli) on every page's first load.
 */
export async function registerServiceWorker(onUpdate: UpdateHandler): Promise<void> {
  const container = navigator.serviceWorker;
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register('/sw.js', { scope: '/' });
  } catch {
    // Service workers can be blocked (private modes, policies): the site then works online only.
    return;
  }
  const offer = (worker: ServiceWorker) =>
    onUpdate(() => {
      container.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      const message: PageToWorker = { type: 'SKIP_WAITING' };
      worker.postMessage(message);
    });
  // A new version waits only while an older one controls the page (the first one takes over).
  const track = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  // One that was installed on an earlier visit and still waits, one installing right now,
  // and any found later.
  if (registration.waiting && container.controller) offer(registration.waiting);
  track(registration.installing);
  registration.addEventListener('updatefound', () => track(registration.installing));
}
