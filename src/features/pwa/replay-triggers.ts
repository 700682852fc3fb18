import { ONLINE_RETRY_DELAYS_MS, WAITING_RETRY_INTERVAL_MS } from '../../lib/offline-policy.ts';

/**
 * When a page asks the worker to send what waits. Without Background Sync (iOS Safari,
 * Firefox) nothing else would: so at once, whenever the page comes back to the foreground
 * (`visibilitychange`, `pageshow`, also from the back-forward cache), when the network returns
 * (`online`, and again a little later, as it fires before requests get through), and every
 * half minute while something waits. Returns the function that stops it.
 */
export function watchForReplay(replay: () => void, somethingWaits: () => boolean): () => void {
  const retries = new Set<ReturnType<typeof setTimeout>>();
  const onVisible = () => {
    if (document.visibilityState === 'visible') replay();
  };
  const onOnline = () => {
    replay();
    for (const delay of ONLINE_RETRY_DELAYS_MS) {
      const timer = setTimeout(() => {
        retries.delete(timer);
        replay();
      }, delay);
      retries.add(timer);
    }
  };
  const whileWaiting = setInterval(() => {
    if (somethingWaits() && navigator.onLine) replay();
  }, WAITING_RETRY_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('pageshow', replay);
  window.addEventListener('online', onOnline);
  replay();
  return () => {
    retries.forEach(clearTimeout);
    clearInterval(whileWaiting);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('pageshow', replay);
    window.removeEventListener('online', onOnline);
  };
}

let persistAsked = false;

/**
 * Once something is kept on the device, asks the browser not to evict the site's storage under
 * pressure (Safari clears a site's storage after days without a visit otherwise). Once per page.
 */
export function keepStorage(): void {
  if (persistAsked) return;
  persistAsked = true;
  void navigator.storage
    ?.persisted?.()
    .then((persisted) => (persisted ? true : navigator.storage.persist()))
    .catch(() => false);
}
