import { createStore, del, entries, set } from 'idb-keyval';
import type { Notice } from '../src/lib/sw-protocol.ts';

// Notices wait here until a page has shown them: the visitor may not have the site open when
// a kept request is refused, so they are told on their next visit.
// The database's name is on visitors' devices with the requests they keep: it stays as it was,
// though "outbox" now means the server's mail outbox only (renamed, the kept ones would be lost).
const store = createStore('outbox-notices', 'notices');

export async function saveNotice(notice: Notice): Promise<void> {
  await set(notice.id, notice, store);
}

export async function listNotices(): Promise<Notice[]> {
  return (await entries<string, Notice>(store)).map(([, notice]) => notice);
}

export async function removeNotice(id: string): Promise<void> {
  await del(id, store);
}
