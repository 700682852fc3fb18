import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { StateStorage } from 'zustand/middleware';

/**
 * The one door to IndexedDB: a zustand `StateStorage` over idb-keyval, each in its own database
 * (idb-keyval opens a database at version 1, so two stores cannot share one database).
 *
 * Opening is lazy (nothing touches IndexedDB at import time, so the prerenderer can load it),
 * and where IndexedDB is missing or refuses (private modes, Node) the storage reads as empty and
 * forgets writes: a draft is a convenience, never a reason for a form to break.
 */
export function createIdbStorage(databaseName: string, storeName = 'state'): StateStorage {
  let store: UseStore | null | undefined;
  const open = (): UseStore | null => {
    if (store !== undefined) return store;
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore(databaseName, storeName);
    } catch {
      store = null;
    }
    return store;
  };
  const quietly = async <T>(run: (db: UseStore) => Promise<T>, fallback: T): Promise<T> => {
    const db = open();
    if (!db) return fallback;
    try {
      return await run(db);
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (name) => quietly(async (db) => (await get<string>(name, db)) ?? null, null),
    setItem: (name, value) => quietly((db) => set(name, value, db), undefined),
    removeItem: (name) => quietly((db) => del(name, db), undefined),
  };
}
