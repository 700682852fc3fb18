import { cacheNames } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

/** `/img/home-hero.1a2b3c4d.1024.avif` → `/img/home-hero.` (the photo, whatever its size). */
function photoPrefix(pathname: string): string | undefined {
  const match = /^(\/img\/[^/]+?\.)[0-9a-f]{6,}\.\d+\.\w+$/.exec(pathname);
  return match?.[1];
}

/** Offline, another size of the same photo from the precache beats a missing image. */
async function precachedSibling(request: Request): Promise<Response | undefined> {
  const prefix = photoPrefix(new URL(request.url).pathname);
  if (!prefix) return undefined;
  const cache = await caches.open(cacheNames.precache);
  for (const key of await cache.keys()) {
    if (new URL(key.url).pathname.startsWith(prefix)) return cache.match(key);
  }
  return undefined;
}

/** The sizes not precached are cached as they are used. */
export function registerImageRoute(): void {
  registerRoute(
    ({ url, request }) =>
      request.destination === 'image' &&
      url.origin === self.location.origin &&
      url.pathname.startsWith('/img/'),
    new CacheFirst({
      cacheName: 'images',
      plugins: [
        new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true }),
        { handlerDidError: async ({ request }) => precachedSibling(request) },
      ],
    }),
  );
}
