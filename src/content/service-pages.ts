import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BookableService } from '#shared/schemas/bookable-services.ts';
import { DESTINATION_IDS, type DestinationId } from '#shared/schemas/places.ts';
import { destinations } from './destinations.ts';
import { business } from './business.ts';
import { servicePageNames, type ServicePageId } from './service-page-names.ts';
import {
  serviceAirport,
  serviceTrainStation,
  serviceLongDistance,
  serviceEvent,
  serviceVip,
  serviceWedding,
  type ResponsiveImage,
} from './images.generated.ts';

export type { ServicePageId };

/** A service page: hero, title, body sections, a list and a button to /kontakt. */
export type ServicePageContent = {
  id: ServicePageId;
  /** The booking form's service for this page: its buttons choose it. */
  booking: BookableService;
  hero: { photo: ResponsiveImage; alt: MessageDescriptor; position?: string };
  title: MessageDescriptor;
  lead: MessageDescriptor;
  sections: { heading: MessageDescriptor; paragraphs: MessageDescriptor[] }[];
  list: { heading: MessageDescriptor; items: ServiceListItem[] };
  cta: { heading: MessageDescriptor; text: MessageDescriptor; button: MessageDescriptor };
};

type ServiceListItem = {
  label: MessageDescriptor;
  detail?: MessageDescriptor;
  /** A line under both, such as an airport's meeting point. */
  note?: MessageDescriptor;
  /** A listed destination: the item opens the booking form with it filled in, and its drive. */
  destination?: DestinationId;
};

const bookNow = msg`Jetzt buchen`;

const { opens, closes } = business.hours;

/**
 * Rides at any hour by arrangement, the office at its hours: one wording wherever it is said
 * (the VIP page's "24/7" means the same).
 */
const anyHour = msg`Wir fahren zu jeder Uhrzeit nach Vereinbarung, auch früh am Morgen und spät in der Nacht. Unser Büro erreichen Sie täglich von ${opens} bis ${closes} Uhr.`;

export const servicePages: Record<ServicePageId, ServicePageContent> = {
  airport: {
    id: 'airport',
    booking: 'airportTransfer',
    hero: {
      photo: serviceAirport,
      alt: msg`Plakatgrafik: Ein startendes Flugzeug über der beleuchteten Startbahn in der Abenddämmerung, dahinter Tower und Untersberg`,
    },
    title: servicePageNames.airport,
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
      {
        heading: msg`Wartezeit und Verspätungen`,
        paragraphs: [
          msg`Nach der Landung warten wir am Flughafen 60 Minuten ohne Aufpreis, bei allen anderen Abholungen 15 Minuten. Die Wartezeit beginnt mit der tatsächlichen Landung: Hat Ihr Flug Verspätung, kostet Sie das nichts. Fällt Ihr Flug aus oder landet er an einem anderen Flughafen, rufen Sie uns an – wir planen Ihre Fahrt neu.`,
          anyHour,
        ],
      },
    ],
    list: {
      heading: msg`Unsere Flughäfen`,
      items: [
        {
          label: msg`Salzburg`,
          detail: msg`Salzburg Airport W. A. Mozart (SZG)`,
          note: msg`Treffpunkt: Ankunftshalle, am Ausgang der Gepäckausgabe, mit Namensschild`,
        },
        {
          label: msg`München`,
          detail: msg`Flughafen München (MUC)`,
          note: msg`Treffpunkt: Ankunftshalle Ihres Terminals (1 oder 2), nach dem Zoll, mit Namensschild`,
        },
        {
          label: msg`Wien`,
          detail: msg`Flughafen Wien-Schwechat (VIE)`,
          note: msg`Treffpunkt: Ankunftshalle im Terminal 3, nach der Gepäckausgabe, mit Namensschild`,
        },
        {
          label: msg`Innsbruck`,
          detail: msg`Flughafen Innsbruck (INN)`,
          note: msg`Treffpunkt: Ankunftshalle, am Ausgang der Gepäckausgabe, mit Namensschild`,
        },
      ],
    },
    cta: {
      heading: msg`Ihr Transfer zum Flughafen`,
      text: msg`Nennen Sie uns Flugnummer, Datum und Uhrzeit – wir antworten Ihnen innerhalb von 24 Stunden.`,
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
    title: servicePageNames.trainStation,
    lead: msg`Vom Bahnsteig direkt in die Limousine: unser Transfer vom und zum Salzburger Hauptbahnhof.`,
    sections: [
      {
        heading: msg`Ankommen ohne Taxischlange`,
        paragraphs: [
          msg`Ihr Chauffeur erwartet Sie am Bahnsteig oder in der Halle des Hauptbahnhofs, übernimmt Ihr Gepäck und bringt Sie in Ihr Hotel, zu Ihrem Termin oder zum nächsten Ziel Ihrer Reise.`,
          msg`Hat Ihr Zug Verspätung, passen wir die Abholung an. Auch Fahrten zu anderen Bahnhöfen der Region und darüber hinaus übernehmen wir gerne.`,
        ],
      },
      {
        heading: msg`Wartezeit und Verspätungen`,
        paragraphs: [
          msg`Nach der Ankunft Ihres Zuges warten wir 15 Minuten ohne Aufpreis. Wir verfolgen Ihre Verbindung: Die Wartezeit beginnt mit der tatsächlichen Ankunft, eine Verspätung kostet Sie nichts. Verpassen Sie einen Anschluss, rufen Sie uns an – wir holen Sie mit dem nächsten Zug ab.`,
          anyHour,
        ],
      },
    ],
    list: {
      heading: msg`Ihre Vorteile`,
      items: [
        { label: msg`Abholung am Bahnsteig mit Namensschild` },
        { label: msg`15 Minuten Wartezeit inklusive` },
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
      // The car runs low in the picture: a desktop's wide crop keeps it whole.
      position: '50% 75%',
    },
    title: servicePageNames.longDistance,
    lead: msg`Komfortabel von Tür zu Tür: Fahrten ab Salzburg in ganz Europa.`,
    sections: [
      {
        heading: msg`Die entspannteste Art zu reisen`,
        paragraphs: [
          msg`Keine Umstiege, keine Sicherheitskontrollen, kein Warten: Sie arbeiten, telefonieren oder ruhen sich aus, während Ihr Chauffeur Sie sicher an Ihr Ziel bringt, ob zu einem Termin in Wien oder für ein Wochenende in Venedig.`,
          msg`Pausen planen wir nach Ihren Wünschen, und auf Wunsch holen wir Sie am Ziel auch wieder ab.`,
          msg`Die angegebenen Fahrzeiten sind ungefähre Zeiten ab Salzburg ohne Pausen. Wählen Sie ein Ziel, und es steht schon in Ihrer Anfrage.`,
        ],
      },
    ],
    list: {
      heading: msg`Beliebte Ziele`,
      items: DESTINATION_IDS.map((id) => ({
        label: destinations[id].city,
        detail: destinations[id].country,
        destination: id,
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
    title: servicePageNames.event,
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
    booking: 'vipTransport',
    hero: {
      photo: serviceVip,
      alt: msg`Plakatgrafik: Eine schwarze Limousine bei Nacht vor einem Palais, dessen beleuchtetes Portal über einen roten Teppich zu erreichen ist`,
    },
    title: servicePageNames.vip,
    lead: msg`Diskretion, Sicherheit und Komfort auf höchstem Niveau.`,
    sections: [
      {
        heading: msg`Ihr persönlicher Chauffeur`,
        paragraphs: [
          msg`Für Persönlichkeiten aus Wirtschaft, Kultur und Sport, für Delegationen und für alle, denen ihre Privatsphäre besonders wichtig ist, bieten wir einen individuell abgestimmten VIP-Service.`,
          msg`Ihre Wünsche besprechen wir persönlich: von der Route über die Ausstattung des Fahrzeugs bis zu den Abläufen vor Ort. Was Sie uns anvertrauen, bleibt bei uns.`,
          anyHour,
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
        { label: msg`Fahrten rund um die Uhr nach Vereinbarung (24/7)` },
        { label: msg`Höchste Sicherheits\u00adstandards` },
      ],
    },
    cta: {
      heading: msg`Ihr VIP-Transport nach Maß`,
      text: msg`Wir erstellen Ihnen ein persönliches Angebot, vertraulich und kostenfrei.`,
      button: msg`Persönliches Angebot anfordern`,
    },
  },
  weddings: {
    id: 'weddings',
    booking: 'weddingService',
    hero: {
      photo: serviceWedding,
      alt: msg`Plakatgrafik: Vor Schloss Mirabell wartet eine schwarze E-Klasse mit cremefarbenen Bändern und Rosen auf dem Brautpaar, Blütenblätter fliegen, darüber die Festung Hohensalzburg im Nachmittagslicht`,
      // The couple stands at the right edge, the dressed bonnet just left of them: a phone's
      // narrow crop (about 43 % of the width) keeps both; a desktop's wide crop shows it all.
      position: '84% 72%',
    },
    title: servicePageNames.weddings,
    lead: msg`Ihr Hochzeitstag in besten Händen: ein geschmückter Wagen, ein Chauffeur, der den Tag mit Ihnen plant, und keine Minute Stress.`,
    sections: [
      {
        heading: msg`Der geschmückte Wagen`,
        paragraphs: [
          msg`Sie fahren in einer Mercedes E-Klasse oder, für Trauzeugen und Familie, in einer V-Klasse. Wir schmücken den Wagen mit Blumen und Bändern in Ihren Hochzeitsfarben; Ihr Chauffeur trägt dunklen Anzug, hält die Türen auf und sorgt dafür, dass das Kleid heil ankommt.`,
          msg`Wasser ist immer an Bord, und auf Wunsch steht Sekt zum Anstoßen nach der Trauung bereit.`,
        ],
      },
      {
        heading: msg`Der Tag, gut geplant`,
        paragraphs: [
          msg`Vorab gehen wir mit Ihnen den Ablauf durch: wer wann wo abgeholt wird, wo der Wagen vor der Kirche oder dem Standesamt hält, wo die Fotos entstehen. Am Tag selbst plant Ihr Chauffeur Puffer ein, damit niemand wartet, und bleibt so lange, wie Sie ihn brauchen, bis zur Heimfahrt nach der Feier.`,
          msg`Gerne fahren wir auch Ihre Gäste zwischen Trauung, Fotoort und Feier, mit mehreren Fahrzeugen wenn nötig.`,
        ],
      },
    ],
    list: {
      heading: msg`Ein Hochzeitstag im Ablauf`,
      items: [
        {
          label: msg`Abholung der Braut`,
          detail: msg`ca. 45 Minuten vor der Trauung`,
        },
        {
          label: msg`Ankunft zur Trauung`,
          detail: msg`15 Minuten vorher, am Eingang`,
        },
        {
          label: msg`Fotos nach der Trauung`,
          detail: msg`an einem Ort Ihrer Wahl, der Wagen wartet`,
        },
        {
          label: msg`Fahrt zur Feier`,
          detail: msg`auf Wunsch mit Sekt zum Anstoßen`,
        },
        {
          label: msg`Heimfahrt nach der Feier`,
          detail: msg`zu jeder Uhrzeit nach Vereinbarung`,
        },
      ],
    },
    cta: {
      heading: msg`Ihr Hochzeitswagen`,
      text: msg`Nennen Sie uns Datum, Orte und Uhrzeiten – wir melden uns innerhalb von 24 Stunden mit einem persönlichen Angebot für Ihren Tag.`,
      button: msg`Jetzt anfragen`,
    },
  },
};
