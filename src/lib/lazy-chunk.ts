import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part whose code loads when it is first shown. Without a service worker (an
 * in-app browser, a private window, the first seconds of a first visit) that code cannot come
 * while offline, and a lazy component whose load fails throws: into the page's error boundary
 * (the booking form gone for a tap on the date), or with none above it (the toasts, the header's
 * badge, the install cards) the whole app, down to an empty screen. Here the part waits instead,
 * showing its Suspense fallback, and tries again every 3 s: it comes soon after the network does,
 * and a link that counts as online but carries nothing gets no special case.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const attempt = (): Promise<{ default: T }> =>
    load().catch(() => new Promise((resolve) => setTimeout(() => resolve(attempt()), 3000)));
  return lazy(attempt);
}
