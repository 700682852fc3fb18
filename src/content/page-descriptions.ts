import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageId } from './page-paths.ts';

const home = msg`Luxuriöser Chauffeur- und Limousinenservice in Salzburg: Flughafentransfers, private Touren und Sehenswürdigkeiten, europaweit und diskret.`;

/**
 * Each page's description for search results and link previews (its meta description and
 * og:description), in a catalog of its own (`descriptions`): a prerendered page carries its
 * own, so the app loads these only to update the head after a navigation (docs/testing.md, the
 * first-load budget).
 */
const pageDescriptions: Record<PageId, MessageDescriptor> = {
  home,
  fleet: msg`Mercedes E-Klasse für bis zu 3 und V-Klasse für bis zu 7 Fahrgäste – mit erfahrenem Chauffeur in Salzburg und ganz Europa.`,
  airport: msg`Flughafentransfer ab und nach Salzburg, München, Wien und Innsbruck – mit Flugüberwachung und pünktlicher Abholung.`,
  trainStation: msg`Bequemer Transfer vom und zum Salzburger Hauptbahnhof – Ihr Chauffeur erwartet Sie am Bahnsteig.`,
  longDistance: msg`Komfortable Langstreckenfahrten ab Salzburg nach Wien, München, Venedig, Zürich, Prag und in ganz Europa.`,
  event: msg`Stilvoller Chauffeurservice für Galaabende, Firmenevents, Konferenzen, Konzerte, Festivals und Messen.`,
  vip: msg`Diskreter VIP-Transport in Salzburg: Flexibilität, persönlicher Service und höchste Sicherheitsstandards rund um die Uhr.`,
  weddings: msg`Hochzeitsservice in Salzburg: geschmückter Mercedes mit Chauffeur, ein abgestimmter Ablauf von der Abholung der Braut bis zur Heimfahrt nach der Feier.`,
  altstadt: msg`Private Stadtführung durch die barocke Altstadt Salzburgs – UNESCO-Welterbe, Dom, Getreidegasse und Mozarts Geburtshaus.`,
  salzkammergut: msg`Private Tour durch das Salzkammergut: Wolfgangsee, Mondsee, St. Gilgen und Hallstatt im eigenen Chauffeurwagen.`,
  movieTour: msg`Auf den Spuren von „The Sound of Music“: private Tour zu den Drehorten in Salzburg und im Salzkammergut.`,
  eaglesNest: msg`Private Tour zum Kehlsteinhaus auf 1.834 m über Berchtesgaden – Geschichte und Alpenpanorama.`,
  salzwelten: msg`Private Tour zu den Salzwelten: Salzbergwerk mit Grubenbahn, Rutschen und unterirdischem Salzsee.`,
  mirabell: msg`Schloss Mirabell und der barocke Mirabellgarten mit Blick auf die Festung – private Besichtigung mit Chauffeur.`,
  hellbrunn: msg`Schloss Hellbrunn mit den berühmten Wasserspielen – private Tour mit Chauffeur ab Salzburg.`,
  leopoldskron: msg`Schloss Leopoldskron am Weiher – Rokoko-Schloss und Filmkulisse, privat mit Chauffeur besucht.`,
  fortress: msg`Festung Hohensalzburg, eine der größten erhaltenen Burgen Mitteleuropas – private Tour mit Chauffeur.`,
  contact: msg`Buchen Sie Ihren Chauffeur in Salzburg oder senden Sie uns eine Nachricht – wir melden uns innerhalb von 24 Stunden.`,
  imprint: msg`Impressum: Betreiber, Anschrift in Salzburg, Kontakt und UID-Nummer.`,
  terms: msg`Allgemeine Geschäftsbedingungen für Chauffeur-, Transfer- und Tourleistungen (Stand Mai 2025).`,
  privacy: msg`Datenschutzerklärung: welche Daten die Formulare erheben, wie lange sie gespeichert werden und Ihre Rechte nach der DSGVO (Stand November 2026).`,
  requests: msg`Ihre Buchungsanfragen und wo sie stehen: angefragt, bestätigt oder abgelehnt, mit Preis und Treffpunkt, sobald wir bestätigt haben.`,
  console: msg`Der Betrieb von Prestige Limousines: Buchungsanfragen ansehen, bestätigen oder ablehnen. Nur mit Passphrase.`,
  // The home page's aliases show its content, and point search engines to it.
  cityTours: home,
  wineTours: home,
  dayTrips: home,
  museums: home,
  historicSites: home,
  parksGardens: home,
};

const notFound = msg`Diese Seite gibt es nicht.`;

/** The description of a page, or of the 404 page. */
export const descriptionOf = (page: PageId | undefined): MessageDescriptor =>
  page ? pageDescriptions[page] : notFound;
