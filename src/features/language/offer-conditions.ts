import type { Locale } from '../../lib/locales.ts';

/** The offer, once declined, is not made again on this device. */
export const OFFER_DISMISSED_KEY = 'language-offer-dismissed';

/**
 * English ranks above German among the browser's languages, or German is not among them at all:
 * a visitor from abroad whose browser speaks French or Japanese reads English far more often
 * than German (docs/decisions/english-urls.md).
 */
export function prefersEnglish(languages: readonly string[]): boolean {
  const primary = languages.map((tag) => tag.toLowerCase().split('-')[0]);
  const english = primary.indexOf('en');
  const german = primary.indexOf('de');
  return german < 0 || (english >= 0 && english < german);
}

/**
 * Whether to offer the English page: on a German page, to a browser that prefers English or has
 * no German, when
 * the visitor has chosen no language and has not declined the offer. Nobody is moved by this
 * guess; the offer is all it leads to.
 */
export function shouldOfferEnglish(state: {
  pageLocale: Locale;
  choice: Locale | undefined;
  dismissed: boolean;
  languages: readonly string[];
}): boolean {
  return (
    state.pageLocale === 'de' &&
    !state.choice &&
    !state.dismissed &&
    prefersEnglish(state.languages)
  );
}
