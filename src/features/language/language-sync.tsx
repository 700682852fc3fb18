import { useEffect } from 'react';
import { activateLocale } from '../../lib/i18n.ts';
import { useLanguageStore } from './language-store.ts';

/** Applies the chosen language: loads its catalog, then switches the texts and <html lang>. */
export function LanguageSync() {
  const locale = useLanguageStore((state) => state.locale);
  useEffect(() => {
    let current = true;
    void activateLocale(locale).then(() => {
      if (!current) return;
      document.documentElement.lang = locale;
      // The install dialog speaks the visitor's language too.
      document
        .querySelector('link[rel="manifest"]')
        ?.setAttribute(
          'href',
          locale === 'en' ? '/manifest.en.webmanifest' : '/manifest.webmanifest',
        );
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return null;
}
