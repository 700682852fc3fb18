import { msg } from '@lingui/core/macro';

/**
 * The offer of the English page, shown on German pages to a browser that prefers English. It is
 * always shown in English, so its texts have a catalog of their own (locales/en/language-offer.po)
 * that loads only when the offer is made.
 */
export const offerTexts = {
  label: msg`Sprache`,
  text: msg`Diese Seite gibt es auch auf Englisch.`,
  action: msg`Auf Englisch lesen`,
  dismiss: msg`Nein, danke`,
};
