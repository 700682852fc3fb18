import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Service as ServiceValue } from '#shared/schemas/constants.ts';
import { serviceNames, type ServiceId } from './service-names.ts';
import {
  serviceAirport,
  serviceTrainStation,
  serviceLongDistance,
  serviceEvent,
  serviceVip,
  type ResponsiveImage,
} from './images.generated.ts';

export type { ServiceId };

/** A service page: hero, title, body sections, a list and a button to /kontakt. */
export type Service = {
  id: ServiceId;
  /** The booking form's service for this page: its buttons choose it. */
  booking: ServiceValue;
  hero: { photo: ResponsiveImage; alt: MessageDescriptor; position?: string };
  title: MessageDescriptor;
  lead: MessageDescriptor;
  sections: { heading: MessageDescriptor; paragraphs: MessageDescriptor[] }[];
  list: { heading: MessageDescriptor; items: ServiceListItem[] };
  cta: { heading: MessageDescriptor; text: MessageDescriptor; button: MessageDescriptor };
};

type ServiceListItem = { label: MessageDescriptor; detail?: MessageDescriptor };

/** Popular long-distance destinations (/langstrecke). */
type Destination = {
  id: string;
  city: MessageDescriptor;
  country: MessageDescriptor;
};

const austria = msg`Österreich`;
const germany = msg`Deutschland`;
const italy = msg`Italien`;
const switzerland = msg`Schweiz`;
const czechia = msg`Tschechien`;

const destinations: Destination[] = [
  { id: 'vienna', city: msg`Wien`, country: austria },
  { id: 'munich', city: msg`München`, country: germany },
  { id: 'innsbruck', city: msg`Innsbruck`, country: austria },
  { id: 'graz', city: msg`Graz`, country: austria },
  { id: 'venice', city: msg`Venedig`, country: italy },
  { id: 'milan', city: msg`Mailand`, country: italy },
  { id: 'zurich', city: msg`Zürich`, country: switzerland },
  { id: 'prague', city: msg`Prag`, country: czechia },
  { id: 'lucerne', city: msg`Luzern`, country: switzerland },
];

const bookNow = msg`Jetzt buchen`;

export const services: Record<ServiceId, Service> = {
  airport: {
    id: 'airport',
    booking: 'airportTransfer',
    hero: {
      photo: serviceAirport,
      alt: msg`Plakatgrafik: Ein startendes Flugzeug über der beleuchteten Startbahn in der Abenddämmerung, dahinter Tower und Untersberg`,
    },
    title: serviceNames.airport,
    lead: msg`Entspannt ankommen, pünktlich abfliegen: Wir bringen Sie zu den Flughäfen Salzburg, München, Wien und Innsbruck und holen Sie dort ab.`,
    sections: [
      {
        heading: msg`Vom Gate direkt ans Ziel`,
        paragraphs: [
          msg`Ihr Chauffeur erwartet Sie in der Ankunftshalle mit einem Namensschild, hilft Ihnen mit dem Gepäck und bringt Sie ohne Umwege in Ihr Hotel, zu Ihrem Termin oder nach Hause. Für Abflüge planen wir die Fahrzeit großzügig, damit Sie ohne Eile am Terminal ankommen.`,
        ],
      },
      {
        heading: msg`Flugüberwachung inklusive`,
        paragraphs: [
          msg`Wir verfolgen Ihren Flug in Echtzeit. Landet Ihre Maschine früher oder später als geplant, passen wir die Abholzeit selbstständig an. Sie müssen uns nicht Bescheid geben: Ihr Chauffeur ist da, wenn Sie ankommen.`,
        ],
      },
    ],
    list: {
      heading: msg`Unsere Flughäfen`,
      items: [
        { label: msg`Salzburg`, detail: msg`Salzburg Airport W. A. Mozart (SZG)` },
        { label: msg`München`, detail: msg`Flughafen München (MUC)` },
        { label: msg`Wien`, detail: msg`Flughafen Wien-Schwechat (VIE)` },
        { label: msg`Innsbruck`, detail: msg`Flughafen Innsbruck (INN)` },
      ],
    },
    cta: {
      heading: msg`Ihr Transfer zum Flughafen`,
      text: msg`Nennen Sie uns Flugnummer, Datum und Uhrzeit – wir bestätigen Ihre Fahrt innerhalb von 24 Stunden.`,
      button: bookNow,
    },
  },
  trainStation: {
    id: 'trainStation',
    booking: 'trainTransfer',
    hero: {
      photo: serviceTrainStation,
      alt: msg`Plakatgrafik: Ein Zug am Bahnsteig unter der gewölbten Glas- und Eisenhalle eines Bahnhofs, daneben die Bahnsteiguhr`,
    },
    title: serviceNames.trainStation,
    lead: msg`Vom Bahnsteig direkt in die Limousine: unser Transfer vom und zum Salzburger Hauptbahnhof.`,
    sections: [
      {
        heading: msg`Ankommen ohne Taxischlange`,
        paragraphs: [
          msg`Ihr Chauffeur erwartet Sie am Bahnsteig oder in der Halle des Hauptbahnhofs, übernimmt Ihr Gepäck und bringt Sie in Ihr Hotel, zu Ihrem Termin oder zum nächsten Ziel Ihrer Reise.`,
          msg`Hat Ihr Zug Verspätung, passen wir die Abholung an. Auch Fahrten zu anderen Bahnhöfen der Region und darüber hinaus übernehmen wir gerne.`,
        ],
      },
    ],
    list: {
      heading: msg`Ihre Vorteile`,
      items: [
        { label: msg`Abholung am Bahnsteig mit Namensschild` },
        { label: msg`Hilfe mit dem Gepäck` },
        { label: msg`Anpassung bei Zugverspätungen` },
        { label: msg`Vereinbarter Festpreis ohne Überraschungen` },
      ],
    },
    cta: {
      heading: msg`Ihr Transfer vom Bahnhof`,
      text: msg`Nennen Sie uns Zugnummer, Datum und Ankunftszeit – wir kümmern uns um den Rest.`,
      button: bookNow,
    },
  },
  longDistance: {
    id: 'longDistance',
    booking: 'longDistanceTrip',
    hero: {
      photo: serviceLongDistance,
      alt: msg`Plakatgrafik: Eine schwarze Limousine auf einer Landstraße, die in weiten Kurven durch das Voralpenland zu den Bergen führt, im Licht der tief stehenden Sonne`,
    },
    title: serviceNames.longDistance,
    lead: msg`Komfortabel von Tür zu Tür: Fahrten ab Salzburg in ganz Europa.`,
    sections: [
      {
        heading: msg`Die entspannteste Art zu reisen`,
        paragraphs: [
          msg`Keine Umstiege, keine Sicherheitskontrollen, kein Warten: Sie arbeiten, telefonieren oder ruhen sich aus, während Ihr Chauffeur Sie sicher an Ihr Ziel bringt, ob zu einem Termin in Wien oder für ein Wochenende in Venedig.`,
          msg`Pausen planen wir nach Ihren Wünschen, und auf Wunsch holen wir Sie am Ziel auch wieder ab.`,
        ],
      },
    ],
    list: {
      heading: msg`Beliebte Ziele`,
      items: destinations.map((destination) => ({
        label: destination.city,
        detail: destination.country,
      })),
    },
    cta: {
      heading: msg`Ihr Ziel ist nicht dabei?`,
      text: msg`Wir fahren Sie an jedes Ziel in Europa. Nennen Sie uns Start, Ziel und Datum – Sie erhalten ein persönliches Angebot.`,
      button: bookNow,
    },
  },
  event: {
    id: 'event',
    booking: 'customService',
    hero: {
      photo: serviceEvent,
      alt: msg`Plakatgrafik: Zwei Champagnergläser vor dem roten Bühnenvorhang, darüber ein funkelnder Kronleuchter`,
    },
    title: serviceNames.event,
    lead: msg`Ankommen wie ein Ehrengast: Chauffeurservice für Ihren besonderen Abend.`,
    sections: [
      {
        heading: msg`Stilvoll zum Anlass`,
        paragraphs: [
          msg`Ob Galaabend, Premiere bei den Salzburger Festspielen oder Firmenfeier: Wir bringen Sie und Ihre Gäste stilvoll und pünktlich zum Veranstaltungsort und holen Sie wieder ab, wann immer Sie möchten.`,
          msg`Für Firmenveranstaltungen und Konferenzen koordinieren wir auch mehrere Fahrzeuge sowie Shuttlefahrten zwischen Flughafen, Hotel und Veranstaltungsort.`,
        ],
      },
    ],
    list: {
      heading: msg`Perfekt für`,
      items: [
        { label: msg`Galaabende` },
        { label: msg`Firmenevents` },
        { label: msg`Konferenzen` },
        { label: msg`Konzerte` },
        { label: msg`Festivals` },
        { label: msg`Messen` },
      ],
    },
    cta: {
      heading: msg`Planen Sie Ihr Event mit uns`,
      text: msg`Erzählen Sie uns von Ihrer Veranstaltung – wir melden uns innerhalb von 24 Stunden mit einem Vorschlag.`,
      button: msg`Jetzt anfragen`,
    },
  },
  vip: {
    id: 'vip',
    booking: 'corporateTransport',
    hero: {
      photo: serviceVip,
      alt: msg`Plakatgrafik: Eine schwarze Limousine bei Nacht vor einem Palais, dessen beleuchtetes Portal über einen roten Teppich zu erreichen ist`,
    },
    title: serviceNames.vip,
    lead: msg`Diskretion, Sicherheit und Komfort auf höchstem Niveau.`,
    sections: [
      {
        heading: msg`Ihr persönlicher Chauffeur`,
        paragraphs: [
          msg`Für Persönlichkeiten aus Wirtschaft, Kultur und Sport, für Delegationen und für alle, denen ihre Privatsphäre besonders wichtig ist, bieten wir einen individuell abgestimmten VIP-Service.`,
          msg`Ihre Wünsche besprechen wir persönlich: von der Route über die Ausstattung des Fahrzeugs bis zu den Abläufen vor Ort. Was Sie uns anvertrauen, bleibt bei uns.`,
        ],
      },
    ],
    list: {
      // "Includes" here; the tour pages' "Inklusive" is "Included" in English.
      heading: msg({ message: 'Inklusive', context: 'VIP service includes' }),
      items: [
        { label: msg`Diskretion` },
        { label: msg`Flexibilität` },
        { label: msg`Persönlicher Service` },
        { label: msg`Luxusfahrzeuge` },
        { label: msg`Rund um die Uhr verfügbar (24/7)` },
        { label: msg`Höchste Sicherheitsstandards` },
      ],
    },
    cta: {
      heading: msg`Ihr VIP-Transport nach Maß`,
      text: msg`Wir erstellen Ihnen ein persönliches Angebot, vertraulich und kostenfrei.`,
      button: msg`Persönliches Angebot anfordern`,
    },
  },
};
