import { useEffect } from 'react';
import { activateLocale } from './i18n.ts';
import { useLanguageStore } from './language-store.ts';

/** Applies the chosen language: loads its catalog, then switches the texts and <html lang>. */
export function LanguageSync() {
  const locale = useLanguageStore((state) => state.locale);
  useEffect(() => {
    let current = true;
    void activateLocale(locale).then(() => {
      if (current) document.documentElement.lang = locale;
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return null;
}
