import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, isLocale, type Locale } from '../../lib/locales.ts';

type LanguageState = {
  locale: Locale;
  setLocale: (locale: Locale) => void;
};

// localStorage, not IndexedDB: it is read synchronously before the first paint, so a visitor
// who chose English never sees the German page flash on reload.
export const useLanguageStore = create<LanguageState>()(
  persist(
    (set, get) => ({
      locale: DEFAULT_LOCALE,
      setLocale: (locale) => {
        if (locale !== get().locale) set({ locale });
      },
    }),
    {
      name: LANGUAGE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ locale: state.locale }),
      merge: (persisted, current) => {
        const locale = (persisted as Partial<LanguageState> | undefined)?.locale;
        return isLocale(locale) ? { ...current, locale } : current;
      },
    },
  ),
);
