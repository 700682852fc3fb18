import { createStore, del, set, values } from 'idb-keyval';
import type { SubmissionKind } from '../src/lib/sw-protocol.ts';
import type { StoredSubmission, SubmissionStore } from './replay.ts';

// The worker's own store (not workbox's Queue, whose replay takes a request out before it is
// sent): a submission is removed only once the server has confirmed it.
// The database's name is on visitors' devices with the requests they keep: it stays as it was,
// though "outbox" now means the server's mail outbox only (renamed, the kept ones would be lost).
const db = createStore('outbox-submissions', 'submissions');

export const submissionStore: SubmissionStore & { size(): Promise<number> } = {
  async list() {
    const all = await values<StoredSubmission>(db);
    return all.sort((a, b) => a.queuedAt - b.queuedAt || (a.id < b.id ? -1 : 1));
  },
  put: (entry) => set(entry.id, entry, db),
  remove: (id) => del(id, db),
  async size() {
    return (await values(db)).length;
  },
};

/** A submission as it can be kept: the request's URL, headers (the key included) and body. */
export async function toStored(
  request: Request,
  kind: SubmissionKind,
  now: number,
): Promise<StoredSubmission> {
  const headers: [string, string][] = [];
  request.headers.forEach((value, name) => headers.push([name, value]));
  return {
    id: `${String(now).padStart(15, '0')}-${crypto.randomUUID()}`,
    url: request.url,
    headers,
    body: await request.text(),
    kind,
    queuedAt: now,
  };
}
