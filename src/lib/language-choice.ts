import { createIdbStorage } from './idb-storage.ts';
import { isLocale, type Locale } from './locales.ts';

/**
 * The language a visitor chose with the flags, kept twice under one key: in localStorage, which
 * the boot script (src/lib/boot.ts) reads synchronously before the first paint, and in
 * IndexedDB, which the service worker reads (it has no localStorage). Both move a visitor who
 * chose English from a German address to its English twin; nothing else does.
 */
export const LANGUAGE_CHOICE_KEY = 'language';

/** localStorage where there is one: the worker has none (and no DOM types to name it). */
type SyncStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};
const local = () => (globalThis as { localStorage?: SyncStorage }).localStorage;

let storage: ReturnType<typeof createIdbStorage> | undefined;
const workerStorage = () => (storage ??= createIdbStorage('preferences'));

/** The stored choice, if any (never a guess from the browser's languages). */
export function readChoice(): Locale | undefined {
  try {
    const value = local()?.getItem(LANGUAGE_CHOICE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the choice for the boot script at once and for the worker when the promise resolves. */
export async function storeChoice(locale: Locale): Promise<void> {
  try {
    local()?.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // Storage refused (private mode): the address still carries the language.
  }
  await workerStorage().setItem(LANGUAGE_CHOICE_KEY, locale);
}

/** The choice as the worker sees it. */
export async function workerChoice(): Promise<Locale | undefined> {
  const value = await workerStorage().getItem(LANGUAGE_CHOICE_KEY);
  return isLocale(value) ? value : undefined;
}

/**
 * Gives the worker a choice only the boot script kept (a flag followed before the code ran), so
 * its redirect knows it too.
 */
export async function syncWorkerChoice(): Promise<void> {
  const choice = readChoice();
  if (choice && (await workerChoice()) !== choice) {
    await workerStorage().setItem(LANGUAGE_CHOICE_KEY, choice);
  }
}
