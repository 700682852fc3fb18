import { createStore, del, update, values, type UseStore } from 'idb-keyval';
import { isBookableService, type BookableService } from '#shared/schemas/bookable-services.ts';
import type { Locale } from '#shared/schemas/constants.ts';
import type { StatusAnswer } from '#shared/schemas/lifecycle.ts';

/**
 * The booking requests this device sent, each with its status link's secret: "My requests"
 * lists them from here, offline too. The page writes an entry when the server answers it
 * directly, the service worker when it delivers a request kept offline (the page may be closed
 * then); both under the token, so the two never make two entries of one request.
 */
export interface MyRequest {
  /** The status link's secret (`/anfrage#t=…`), the entry's key. */
  token: string;
  reference: string;
  /** The language the request was sent in: its status page's. */
  locale: Locale;
  /** When the server confirmed it, as the device saw it (ISO). */
  createdAt: string;
  /** What the list shows before the first status answer: the service and the pickup. */
  trip?: Trip;
  /** The last status answer, shown when the device is offline. */
  last?: StatusAnswer;
  /** When `last` came (ISO). */
  checkedAt?: string;
  /** The server no longer knows the token (the request was deleted after its retention). */
  gone?: boolean;
}

/** A booking's service and pickup, as its JSON body names them. */
export type Trip = { service: BookableService; date: string; time: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The trip a booking's JSON body names, or none when it names no bookable service. */
export function tripOf(body: Record<string, unknown>): Trip | undefined {
  const { service, date, time } = body;
  return typeof service === 'string' &&
    isBookableService(service) &&
    typeof date === 'string' &&
    typeof time === 'string'
    ? { service, date, time }
    : undefined;
}

let store: UseStore | null | undefined;
function open(): UseStore | null {
  if (store !== undefined) return store;
  try {
    store =
      typeof indexedDB === 'undefined' ? null : createStore('prestige-my-requests', 'requests');
  } catch {
    store = null;
  }
  return store;
}

/** Like idb-storage.ts: without IndexedDB (prerendering, private modes) it reads as empty. */
async function quietly<T>(run: (db: UseStore) => Promise<T>, fallback: T): Promise<T> {
  const db = open();
  if (!db) return fallback;
  try {
    return await run(db);
  } catch {
    return fallback;
  }
}

/**
 * Keeps a sent request. A second write of the same request (the page and the worker, or a
 * replay answered again) keeps the first one's time and its last status. Never throws: a link
 * not kept is no reason to send a request again.
 */
export function rememberRequest(entry: MyRequest): Promise<void> {
  return quietly(
    (db) =>
      update<MyRequest>(
        entry.token,
        (old) => (old ? { ...entry, ...old, trip: old.trip ?? entry.trip } : entry),
        db,
      ),
    undefined,
  );
}

/** Every kept request, the newest first. */
export function listMyRequests(): Promise<MyRequest[]> {
  return quietly(async (db) => {
    const all = (await values<MyRequest | undefined>(db)).filter(
      (entry): entry is MyRequest => isRecord(entry) && typeof entry.token === 'string',
    );
    return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }, []);
}

/** Notes the server's answer for a kept request (`null`: it no longer knows the token). */
export function saveStatus(token: string, answer: StatusAnswer | null, at: number): Promise<void> {
  return quietly(
    (db) =>
      update<MyRequest | undefined>(
        token,
        (old) =>
          old &&
          (answer
            ? { ...old, last: answer, checkedAt: new Date(at).toISOString(), gone: false }
            : { ...old, gone: true }),
        db,
      ),
    undefined,
  );
}

export function forgetRequest(token: string): Promise<void> {
  return quietly((db) => del(token, db), undefined);
}
