/** Every route of the spec with the heading it shows, in German and English. */
export type RouteCase = { path: string; de: string; en: string };

const home = {
  de: 'Chauffeurservice der Extraklasse in Salzburg',
  en: 'Chauffeur service in a class of its own in Salzburg',
};

export const routeCases: RouteCase[] = [
  { path: '/', ...home },
  { path: '/limousinen', ...home },
  ...[
    '/hochzeiten',
    '/stadttouren',
    '/weintouren',
    '/tagesausfluege',
    '/museen',
    '/historische-orte',
    '/parks-gaerten',
  ].map((path) => ({ path, ...home })),
  { path: '/flughafen', de: 'Flughafentransfer', en: 'Airport Transfer' },
  { path: '/bahnhof', de: 'Bahnhofstransfer', en: 'Train Station Transfer' },
  { path: '/langstrecke', de: 'Langstreckenfahrten', en: 'Long-Distance Journeys' },
  { path: '/event-service', de: 'Event-Service', en: 'Event Service' },
  { path: '/eventservice', de: 'Event-Service', en: 'Event Service' },
  { path: '/vip-transport', de: 'VIP-Transport', en: 'VIP Transport' },
  { path: '/movie-tour', de: 'Filmkulissen-Tour', en: 'Film Locations Tour' },
  { path: '/salzkammergut', de: 'Salzkammergut-Seentour', en: 'Lake District Tour' },
  { path: '/eagles-nest', de: "Kehlsteinhaus-Tour (Eagle's Nest)", en: "Eagle's Nest Tour" },
  { path: '/salzwelten', de: 'Salzwelten – Salzbergwerk', en: 'Salzwelten Salt Mines' },
  { path: '/altstadt-salzburg', de: 'Salzburger Altstadt', en: 'Salzburg Old Town' },
  { path: '/schloss-mirabell', de: 'Schloss Mirabell', en: 'Mirabell Palace' },
  { path: '/schloss-hellbrunn', de: 'Schloss Hellbrunn', en: 'Hellbrunn Palace' },
  { path: '/schloss-leopoldskron', de: 'Schloss Leopoldskron', en: 'Leopoldskron Palace' },
  { path: '/festung-hohensalzburg', de: 'Festung Hohensalzburg', en: 'Hohensalzburg Fortress' },
  { path: '/kontakt', de: 'Kontakt', en: 'Contact' },
  { path: '/impressum', de: 'Impressum', en: 'Imprint' },
  { path: '/agb', de: 'Allgemeine Geschäftsbedingungen', en: 'Terms and Conditions' },
  { path: '/datenschutz', de: 'Datenschutzerklärung', en: 'Privacy Policy' },
];
