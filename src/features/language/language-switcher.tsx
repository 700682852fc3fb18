import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { LOCALES, type Locale } from '../../lib/locales.ts';
import { useLanguageStore } from './language-store.ts';

const languageNames = { de: 'Deutsch', en: 'English' } as const satisfies Record<Locale, string>;
const groupLabel = msg`Sprache wählen`;

/** The flags: each names its language in that language, as language pickers should. */
export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const locale = useLanguageStore((state) => state.locale);
  const setLocale = useLanguageStore((state) => state.setLocale);
  return (
    <div className="language-switcher" role="group" aria-label={i18n._(groupLabel)}>
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="language-switcher__button"
          aria-pressed={locale === code}
          title={languageNames[code]}
          onClick={() => setLocale(code)}
        >
          <img src={`/img/flag-${code}.svg`} alt={languageNames[code]} width="24" height="16" />
        </button>
      ))}
    </div>
  );
}
