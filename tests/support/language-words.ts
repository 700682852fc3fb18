/**
 * Words that give a language away, for the tests that look for one language leaking into the
 * other (pages, panels, e-mails). Whole words, case as written. They are words a page of the
 * other language has no reason to contain ('von' is not among them: English names it in 'von
 * Trapp'); proper names that do contain them are allowed below.
 */
const words = (list: string) => list.trim().split(/\s+/);

const GERMAN = words(`
  und oder der die das den dem des ein eine einen einem einer mit für vom zu zum zur bei
  nach aus auf über nicht kein keine ist sind wird werden wir Wir Sie Ihr Ihre Ihren Ihrem
  Ihrer Ihnen uns unser unsere Unsere auch noch nur sich wie Wie wenn alle Alle mehr
  bitte Bitte Vielen Dank Danke Uhr Stunden Fahrt Fahrten Anfrage Buchung Nachricht Klasse
  Jetzt buchen senden Startseite Zurück Seite Schließen Menü Kontakt Impressum Datenschutz
  Datum Uhrzeit Personen Fahrgäste Abholort Zielort Betreff Vorname Nachname Telefon Hoppla
  gefunden Sprache Touren Sehenswürdigkeiten Weitere Schnellzugriff Rechte vorbehalten Anrufen
  Flughafen Bahnhof Gerät gespeichert Fehler erneut Guten Tag freundlichen Grüßen Referenz
  Fahrzeug wählen Montag Sonntag Koffer Kindersitze Rückfahrt Stornierung verbindliche Jahre
  Flugnummer Zugnummer Foto öffnen Vorheriges Nächstes Schnellkontakt Tippen Teilen Wählen
  Anfragen warten wartet
`);

const ENGLISH = words(`
  the The and with your Your you You our Our we We is are for from this This that of to
  at by please Please thank Thank booking Booking request Request message Message hours Book
  Now Home Contact Page found Send Close Menu Call Privacy Terms Imprint Date Time Passengers
  Pickup Destination Subject Dear regards Vehicle Reference saved device error Monday
  Sunday Suitcases seats Return binding Cancellation years Flight Train Photo photo Open Previous
  Next Quick Tap Share Choose requests waiting
`);

/** Names and titles that contain such words in either language. */
const PROPER_NAMES = [
  'The Sound of Music',
  'Sound of Music',
  'Sound-of-Music',
  'Eagle’s Nest',
  'Salzburg Airport W. A. Mozart',
  'Prestige Limousines Salzburg',
  // Apple's own German name of the Home Screen (the iPhone guide quotes its menu item).
  'Home-Bildschirm',
  // The imprint names the authority by its German name (glossed in English).
  'Magistrat der Stadt Salzburg',
];

const NOT_WORDS = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
  /\b(https?:\/\/|www\.)\S+/g, // web addresses
];

function wordsFrom(list: readonly string[], text: string): string[] {
  let rest = text;
  for (const name of PROPER_NAMES) rest = rest.split(name).join(' ');
  for (const pattern of NOT_WORDS) rest = rest.replace(pattern, ' ');
  const words = new Set(list);
  return [...new Set(rest.match(/\p{L}+/gu) ?? [])].filter((word) => words.has(word));
}

/** The German words in a text meant to be English. */
function germanWordsIn(text: string): string[] {
  return wordsFrom(GERMAN, text);
}

/** The English words in a text meant to be German. */
function englishWordsIn(text: string): string[] {
  return wordsFrom(ENGLISH, text);
}

/** The other language's words in a text of this language. */
export function leaksIn(text: string, locale: 'de' | 'en'): string[] {
  return locale === 'en' ? germanWordsIn(text) : englishWordsIn(text);
}
