import { isWorkerToPage, type PageToWorker, type WorkerToPage } from '../../lib/sw-protocol.ts';

/** Posts to the worker that controls this page (if any). */
export function postToWorker(message: PageToWorker): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}

export function onWorkerMessage(listener: (message: WorkerToPage) => void): () => void {
  const container = navigator.serviceWorker;
  if (!container) return () => undefined;
  const handle = (event: MessageEvent) => {
    if (isWorkerToPage(event.data)) listener(event.data);
  };
  container.addEventListener('message', handle);
  return () => container.removeEventListener('message', handle);
}
