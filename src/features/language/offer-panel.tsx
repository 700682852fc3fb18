import { setupI18n } from '@lingui/core';
import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { twinPath } from '../../content/page-paths.ts';
import { storeChoice } from '../../lib/language-choice.ts';
import { OFFER_DISMISSED_KEY } from './offer-conditions.ts';
import { offerTexts } from './offer-texts.ts';
import '../../components/ui/dark-card.css';
import './language.css';

// The offer speaks English on a German page: its own catalog, in an i18n instance of its own.
// Offline without a service worker the catalog cannot come: then no offer on this page (a
// rejection here would take the whole app down, as nothing above the offer catches it).
const english = import('../../../locales/en/language-offer.po').then(
  ({ messages }) => setupI18n({ locale: 'en', messages: { en: messages } }),
  () => null,
);

/** The offer itself: a small panel at the bottom of the screen, in English. */
export function OfferPanel({ onClose }: { onClose: () => void }) {
  const i18n = use(english);
  const { pathname, search } = useLocation();
  if (!i18n) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(OFFER_DISMISSED_KEY, '1');
    } catch {
      // Not kept: the offer comes again on the next page.
    }
    // The button goes with the panel: the focus starts again at the page's content, not lost.
    document.getElementById('main')?.focus({ preventScroll: true });
    onClose();
  };
  return (
    <aside className="dark-card language-offer" lang="en" aria-label={i18n._(offerTexts.label)}>
      <p className="language-offer__text">{i18n._(offerTexts.text)}</p>
      <div className="language-offer__actions">
        <a
          className="button button--gold"
          href={twinPath(pathname, 'en') + search}
          hrefLang="en"
          onClick={() => void storeChoice('en')}
        >
          {i18n._(offerTexts.action)}
        </a>
        <button type="button" className="button button--ghost" onClick={dismiss}>
          {i18n._(offerTexts.dismiss)}
        </button>
      </div>
    </aside>
  );
}
