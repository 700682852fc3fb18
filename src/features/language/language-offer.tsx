import { useLingui } from '@lingui/react';
import { useEffect, useState, type ComponentType } from 'react';
import { readChoice } from '../../lib/language-choice.ts';
import type { Locale } from '../../lib/locales.ts';
import { OFFER_DISMISSED_KEY, shouldOfferEnglish } from './offer-conditions.ts';

type Panel = ComponentType<{ onClose: () => void }>;

function dismissed(): boolean {
  try {
    return localStorage.getItem(OFFER_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Offers the English page to a browser that prefers English (see offer-conditions.ts). Decided
 * once the page is interactive, as it depends on the browser; the panel, its styles and its
 * English texts load only when the offer is made.
 */
export function LanguageOffer() {
  const { i18n } = useLingui();
  const [OfferPanel, setPanel] = useState<Panel | null>(null);
  useEffect(() => {
    const offer = shouldOfferEnglish({
      pageLocale: i18n.locale as Locale,
      choice: readChoice(),
      dismissed: dismissed(),
      languages: navigator.languages ?? [navigator.language],
    });
    if (!offer) return;
    let current = true;
    void import('./offer-panel.tsx').then(({ OfferPanel: panel }) => {
      if (current) setPanel(() => panel);
    });
    return () => {
      current = false;
    };
  }, [i18n.locale]);
  if (!OfferPanel) return null;
  return <OfferPanel onClose={() => setPanel(null)} />;
}
