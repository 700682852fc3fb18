import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { prerenderedPath, twinPath } from '../../content/page-paths.ts';
import { followLanguageLink } from '../../lib/language-link.ts';
import { LOCALES, type Locale } from '../../lib/locales.ts';

const languageNames = { de: 'Deutsch', en: 'English' } as const satisfies Record<Locale, string>;
const groupLabel = msg`Sprache wählen`;
const subscribeNothing = () => () => {};

/**
 * The flags: links to the same page in each language (they work without script), each naming its
 * language in that language, as language pickers should. The query and the fragment stay (e.g.
 * `?tab=contact`, a status link's `#t=…`); they are added once the page has hydrated, as the
 * prerendered page has neither. Hydrating, the flags are the prerendered page's (for one request
 * in the console, the console's): React keeps a server-rendered attribute as it is.
 */
export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const path = hydrated ? pathname : prerenderedPath(pathname);
  const query = hydrated ? search + hash : '';
  return (
    <div className="language-switcher" role="group" aria-label={i18n._(groupLabel)}>
      {LOCALES.map((code) => (
        <a
          key={code}
          href={twinPath(path, code) + query}
          hrefLang={code}
          lang={code}
          className="language-switcher__link"
          aria-current={code === i18n.locale ? 'true' : undefined}
          title={languageNames[code]}
          onClick={(event) => followLanguageLink(event, code)}
        >
          <img src={`/img/flag-${code}.svg`} alt={languageNames[code]} width="24" height="16" />
        </a>
      ))}
    </div>
  );
}
