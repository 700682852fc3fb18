import { BOOT_SIGNALS, hasSignal } from '../../lib/boot.ts';

/**
 * Runs `run` once the page has started: drawn in full (`data-rendered`, set by renderAhead) and
 * then idle, or after `maxMs` whatever happens. Returns a function that cancels it.
 *
 * For the service worker's registration: its install fetches the whole site for offline use
 * (about 150 files), which slowed the page's own start (hydration) on a two-core machine, as it
 * would on a low-end phone.
 */
export function afterPageStart(run: () => void, maxMs = 10_000, doc: Document = document) {
  const win = doc.defaultView ?? window;
  const html = doc.documentElement;
  let idleHandle: number | undefined;
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    stop();
    run();
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      idleHandle = win.requestIdleCallback(fire, { timeout: 2_000 });
    } else fire();
  };
  const observer = new win.MutationObserver(() => {
    if (!hasSignal(BOOT_SIGNALS.rendered, doc)) return;
    observer.disconnect();
    whenIdle();
  });
  const timer = win.setTimeout(fire, maxMs);
  function stop() {
    observer.disconnect();
    win.clearTimeout(timer);
    if (idleHandle !== undefined) win.cancelIdleCallback(idleHandle);
  }
  if (hasSignal(BOOT_SIGNALS.rendered, doc)) whenIdle();
  else observer.observe(html, { attributes: true, attributeFilter: [BOOT_SIGNALS.rendered] });
  return () => {
    done = true;
    stop();
  };
}
