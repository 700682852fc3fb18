import { Workbox } from 'workbox-window';

export type UpdateHandler = (applyUpdate: () => void) => void;

/**
 * Registers the worker. A new version installs in the background and waits; `onUpdate` gets a
 * function that activates it and reloads once it controls the page, for the visitor to call.
 */
export async function registerServiceWorker(onUpdate: UpdateHandler): Promise<void> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    onUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  try {
    await wb.register();
  } catch {
    // Service workers can be blocked (private modes, policies): the site then works online only.
  }
}
