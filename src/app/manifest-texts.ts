import { msg } from '@lingui/core/macro';

/** The web app manifest's texts (shown by the install dialog and the home screen). */
export const manifestTexts = {
  description: msg`Chauffeur- und Limousinenservice in Salzburg: Transfers, private Touren und Sehenswürdigkeiten.`,
  book: msg`Jetzt buchen`,
  bookShort: msg`Buchen`,
  bookDescription: msg`Buchungsanfrage senden`,
  call: msg`Anrufen`,
  requests: msg`Meine Anfragen`,
  requestsDescription: msg`Wo Ihre Anfragen stehen`,
  screenshot: msg`Startseite`,
};
