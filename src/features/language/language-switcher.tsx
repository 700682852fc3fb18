import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSyncExternalStore, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { prerenderedPath, twinPath } from '../../content/page-paths.ts';
import { storeChoice } from '../../lib/language-choice.ts';
import { LOCALES, type Locale } from '../../lib/locales.ts';

const languageNames = { de: 'Deutsch', en: 'English' } as const satisfies Record<Locale, string>;
const groupLabel = msg`Sprache wählen`;
const subscribeNothing = () => () => {};

/** The worker reads the choice from IndexedDB: give the write this long before leaving. */
const STORE_WAIT_MS = 500;

/**
 * Keeps the choice, then opens the page in that language. A click that opens a new tab or window
 * is left to the browser; it only keeps the choice.
 */
function choose(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
  const stored = storeChoice(locale);
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  event.preventDefault();
  const href = event.currentTarget.href;
  const timeout = new Promise((resolve) => setTimeout(resolve, STORE_WAIT_MS));
  void Promise.race([stored, timeout]).finally(() => window.location.assign(href));
}

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
          onClick={(event) => choose(event, code)}
        >
          <img src={`/img/flag-${code}.svg`} alt={languageNames[code]} width="24" height="16" />
        </a>
      ))}
    </div>
  );
}
