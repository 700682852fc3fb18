import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { isPageToWorker } from '../src/lib/sw-protocol.ts';
import { registerImageRoute } from './images.ts';
import { registerNavigation } from './navigation.ts';
import { removeNotice } from './notices.ts';
import { pageFiles } from './pages.ts';
import {
  broadcastStatus,
  registerSubmissionRoute,
  registerSyncReplay,
  replay,
  status,
} from './submission-queue.ts';

declare const self: ServiceWorkerGlobalScope;

// Every route's prerendered HTML in both languages (gzipped, see sw/pages.ts), the code, both
// languages' catalogs, the fonts and one size of every photo. Query strings (e.g.
// /kontakt?tab=contact) do not change which file is served.
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/.*/],
  urlManipulation: pageFiles,
});
cleanupOutdatedCaches();
registerSubmissionRoute();
registerSyncReplay();
registerImageRoute();
registerNavigation();

// A new version waits until the visitor accepts it (see src/features/pwa): no code is swapped
// under someone filling in a form. Only the very first install takes control at once.
clientsClaim();

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isPageToWorker(message)) return;
  switch (message.type) {
    case 'SKIP_WAITING':
      return void self.skipWaiting();
    case 'REPLAY': {
      // Any page of the origin may post; an id that is no string is ignored, not echoed.
      const id = typeof message.id === 'string' ? message.id : undefined;
      return event.waitUntil(replay(id).catch(() => undefined));
    }
    case 'GET_STATUS':
      return event.waitUntil(status().then((reply) => event.source?.postMessage(reply)));
    case 'ACK_NOTICE':
      return event.waitUntil(removeNotice(message.id).then(() => broadcastStatus()));
    case 'CLAIM':
      return event.waitUntil(self.clients.claim().catch(() => undefined));
  }
});

// A new version takes over with what the old one kept: try it at once. Every replay runs inside
// an extendable event (activate, sync, a page's message), so the browser lets it finish; one
// stopped anyway left its submission in the store, to be sent again next time.
self.addEventListener('activate', (event) => event.waitUntil(replay().catch(() => undefined)));
