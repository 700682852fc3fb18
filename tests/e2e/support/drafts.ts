import type { Page } from '@playwright/test';

/**
 * The forms' drafts as the device holds them (src/features/forms/draft-store.ts, JSON), or ''.
 * Writes to IndexedDB are asynchronous: a test polls this before it reloads, since a reload
 * that comes first drops the write, and no later reload brings it back.
 */
export function storedDrafts(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('prestige-form-drafts');
        open.onsuccess = () => {
          const get = open.result.transaction('state').objectStore('state').get('form-drafts');
          get.onsuccess = () => resolve(String(get.result ?? ''));
          get.onerror = () => resolve('');
        };
        open.onerror = () => resolve('');
      }),
  );
}
