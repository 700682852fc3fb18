/**
 * An in-memory stand-in for idb-keyval in component tests (happy-dom has no IndexedDB):
 * `vi.mock('idb-keyval', () => import('.../memory-idb-keyval.ts'))`.
 */
type Store = Map<IDBValidKey, unknown>;
const databases = new Map<string, Store>();

export type UseStore = Store;

export function createStore(dbName: string, storeName: string): Store {
  const name = `${dbName}/${storeName}`;
  let store = databases.get(name);
  if (!store) databases.set(name, (store = new Map()));
  return store;
}

export async function get<T>(key: IDBValidKey, store: Store): Promise<T | undefined> {
  return store.get(key) as T | undefined;
}

export async function set(key: IDBValidKey, value: unknown, store: Store): Promise<void> {
  store.set(key, value);
}

export async function del(key: IDBValidKey, store: Store): Promise<void> {
  store.delete(key);
}

/** Everything every fake database holds, for assertions. */
export function memoryDatabases(): Map<string, Store> {
  return databases;
}

export function clearMemoryDatabases(): void {
  databases.forEach((store) => store.clear());
}

export async function update<T>(
  key: IDBValidKey,
  updater: (old: T | undefined) => T,
  store: Store,
): Promise<void> {
  store.set(key, updater(store.get(key) as T | undefined));
}

export async function values<T>(store: Store): Promise<T[]> {
  return [...store.values()] as T[];
}
