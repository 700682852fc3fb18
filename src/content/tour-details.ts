import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  sightAltstadt,
  tourSalzkammergut,
  gallerySalzkammergut1,
  gallerySalzkammergut2,
  gallerySalzkammergut3,
  gallerySalzkammergut4,
  tourMovie,
  tourEaglesNest,
  tourSalzwelten,
  sightMirabell,
  sightHellbrunn,
  sightLeopoldskron,
  sightFortress,
  type ResponsiveImage,
} from './images.generated.ts';
import { DEFAULT_MAX_PEOPLE, type TourId } from './tours.ts';

/** The detail page of a tour or sight (spec point 3, "Tour or sight"; facts from point 9). */
export type TourDetails = {
  hero: {
    photo: ResponsiveImage;
    alt: MessageDescriptor;
    /** CSS object-position of the photo. */
    position?: string;
    /** Where the photo starts when fixed behind the hero on desktop (default -20vh). */
    fixedTop?: string;
  };
  /** One line under the title in the hero. */
  tagline: MessageDescriptor;
  duration: MessageDescriptor;
  price: MessageDescriptor;
  /** Defaults to DEFAULT_MAX_PEOPLE. */
  maxPeople?: number;
  /** Defaults to DEFAULT_AVAILABILITY. */
  availability?: MessageDescriptor;
  description: MessageDescriptor[];
  highlights?: MessageDescriptor[];
  gallery?: { photo: ResponsiveImage; alt: MessageDescriptor }[];
  included: MessageDescriptor[];
  notIncluded: MessageDescriptor[];
};

export const DEFAULT_AVAILABILITY = msg`Mai bis September`;

const allYear = msg`Ganzjährig`;

/** Spec point 9: what every tour includes; a guide comes along on some of them. */
const transport = msg`Private Fahrt im Mercedes mit Chauffeur`;
const driver = msg`Deutsch und Englisch sprechender Chauffeur`;
const driverGuide = msg`Deutsch und Englisch sprechender Chauffeur und Guide`;
const pickup = msg`Abholung und Rückfahrt zu Ihrem Hotel in Salzburg`;
const refreshments = msg`Wasser und Erfrischungen an Bord`;
const withDriver = [transport, driver, pickup, refreshments];
const withGuide = [transport, driverGuide, pickup, refreshments];
const notIncluded = [msg`Eintrittsgelder`, msg`Mahlzeiten`, msg`Persönliche Ausgaben`];

export const tourDetails: Record<TourId, TourDetails> = {
  altstadt: {
    hero: {
      photo: sightAltstadt,
      alt: msg`Die Salzburger Altstadt mit Dom und Festung Hohensalzburg bei Nacht, vom Salzachufer aus gesehen`,
    },
    tagline: msg`Barocke Pracht, Mozart und UNESCO-Welterbe – in zwei entspannten Stunden.`,
    duration: msg`2 Stunden`,
    price: msg`180 €`,
    maxPeople: 7,
    description: [
      msg`Die Salzburger Altstadt gehört seit 1996 zum UNESCO-Welterbe, und kaum eine Stadt Europas zeigt ihre Geschichte so geschlossen. Zwischen Mönchsberg, Kapuzinerberg und Salzach reihen sich barocke Plätze, Kirchen und Bürgerhäuser aneinander, über denen die Festung Hohensalzburg thront.`,
      msg`Ihr Chauffeur holt Sie an Ihrem Hotel ab und bringt Sie zu den schönsten Aussichtspunkten, etwa an das rechte Salzachufer mit dem klassischen Blick auf Dom und Festung. Zu Fuß geht es dann durch die Getreidegasse mit ihren schmiedeeisernen Zunftschildern zu Mozarts Geburtshaus, über Residenzplatz und Domplatz bis zum Stift St. Peter mit seinem stimmungsvollen Friedhof.`,
      msg`Sie bestimmen das Tempo: ob Kaffeepause in einem traditionsreichen Kaffeehaus, Fotostopp oder ein Abstecher in den Dom, in dem Mozart getauft wurde. Der Wagen wartet, und am Ende bringen wir Sie bequem zurück.`,
    ],
    highlights: [
      msg`Getreidegasse und Mozarts Geburtshaus`,
      msg`Salzburger Dom, Residenzplatz und Domplatz`,
      msg`Stift St. Peter und Petersfriedhof`,
      msg`Kapitelplatz mit der goldenen Kugel „Sphaera“`,
      msg`Fotostopps an der Salzach mit Blick auf Altstadt und Festung`,
      msg`Tempo und Route nach Ihren Wünschen`,
    ],
    included: withGuide,
    notIncluded,
  },
  salzkammergut: {
    hero: {
      photo: tourSalzkammergut,
      alt: msg`Ein Ausflugsschiff auf einem See im Salzkammergut vor Bergen und einem Dorf mit Kirchturm`,
    },
    tagline: msg`Türkise Seen, Bergpanoramen und Hallstatt – das Salzkammergut in Ihrem eigenen Tempo.`,
    duration: msg`ab 4 Stunden`,
    price: msg`ab 360 €`,
    maxPeople: 6,
    availability: allYear,
    description: [
      msg`Östlich von Salzburg beginnt eine der schönsten Seenlandschaften der Alpen. Das Salzkammergut verdankt seinen Namen dem Salz, das hier über Jahrhunderte abgebaut wurde und die Region wohlhabend machte. Heute ziehen die klaren Seen, die Berge und die malerischen Orte Gäste aus aller Welt an.`,
      msg`Vorbei am Fuschlsee geht es an den Wolfgangsee nach St. Gilgen, den Geburtsort von Mozarts Mutter, und weiter nach St. Wolfgang mit seiner Wallfahrtskirche und dem berühmten Flügelaltar von Michael Pacher. In der Saison fahren Sie auf Wunsch mit dem Schiff über den See oder mit der Zahnradbahn auf den Schafberg.`,
      msg`Auf einer längeren Tour erreichen Sie Hallstatt am Hallstätter See, dessen Kulturlandschaft seit 1997 zum UNESCO-Welterbe zählt. Auf dem Rückweg lohnt ein Halt in Mondsee mit der Basilika St. Michael. Route und Dauer stimmen wir vorab mit Ihnen ab, im Sommer wie im Winter, wenn die verschneiten Ufer besonders still sind.`,
    ],
    highlights: [
      msg`Fuschlsee und Wolfgangsee mit Fotostopps`,
      msg`St. Gilgen und St. Wolfgang`,
      msg`Hallstatt am Hallstätter See (UNESCO-Welterbe)`,
      msg`Mondsee mit der Basilika St. Michael`,
      msg`Auf Wunsch Schifffahrt oder Schafbergbahn (saisonal)`,
    ],
    gallery: [
      {
        photo: gallerySalzkammergut1,
        alt: msg`Hallstatt mit Kirchturm und Häusern, die sich im See spiegeln`,
      },
      {
        photo: gallerySalzkammergut2,
        alt: msg`Ein Ausflugsschiff auf einem Salzkammergut-See in der Abenddämmerung`,
      },
      {
        photo: gallerySalzkammergut3,
        alt: msg`Ein Dorf am Seeufer mit Segelbooten vor schneebedeckten Gipfeln`,
      },
      {
        photo: gallerySalzkammergut4,
        alt: msg`Ein stiller Bergsee zwischen Wäldern vor einem schneebedeckten Bergmassiv`,
      },
    ],
    included: withDriver,
    notIncluded,
  },
  movieTour: {
    hero: {
      photo: tourMovie,
      alt: msg`Der Pavillon aus „The Sound of Music“ auf einer Almwiese vor schneebedeckten Gipfeln`,
    },
    tagline: msg`Auf den Spuren von „The Sound of Music“ zu den Drehorten in Salzburg und im Salzkammergut.`,
    duration: msg`ab 4 Stunden`,
    price: msg`ab 360 €`,
    maxPeople: 6,
    availability: allYear,
    description: [
      msg`1964 wurde in Salzburg und Umgebung „The Sound of Music“ gedreht, der Film über die Familie von Trapp, der ein Jahr später in die Kinos kam und bis heute Menschen aus aller Welt nach Salzburg führt. Viele Drehorte sind nahezu unverändert erhalten.`,
      msg`Im Mirabellgarten tanzten die Kinder beim Lied „Do-Re-Mi“ um den Pegasusbrunnen und die Treppe hinauf. Am Leopoldskroner Weiher entstanden die Szenen am See, und der berühmte Pavillon steht heute im Park von Schloss Hellbrunn. Auch die Benediktinerinnenabtei Nonnberg, in die die echte Maria von Trapp als junge Frau eintrat, liegt auf der Route.`,
      msg`Im Salzkammergut führt die Tour nach Mondsee, wo in der Basilika St. Michael die Hochzeit gefilmt wurde, und an den Wolfgangsee. Ihr Chauffeur kennt die Geschichten hinter den Szenen und die besten Plätze für Ihre eigenen Fotos.`,
    ],
    highlights: [
      msg`Mirabellgarten mit Pegasusbrunnen und „Do-Re-Mi“-Treppe`,
      msg`Schloss Leopoldskron und der Weiher`,
      msg`Der Pavillon im Park von Schloss Hellbrunn`,
      msg`Stift Nonnberg`,
      msg`Die Hochzeitskirche in Mondsee`,
      msg`Wolfgangsee und Salzkammergut`,
    ],
    included: withGuide,
    notIncluded,
  },
  eaglesNest: {
    hero: {
      photo: tourEaglesNest,
      fixedTop: '0vh',
      alt: msg`Das Kehlsteinhaus auf seinem Gipfel hoch über den Berchtesgadener Alpen`,
    },
    tagline: msg`Das Kehlsteinhaus auf 1.834 m: Zeitgeschichte und eines der großartigsten Panoramen der Alpen.`,
    duration: msg`6 Stunden`,
    price: msg`540 €`,
    maxPeople: 6,
    availability: msg`Mai bis September; in der Regel von Mitte Mai bis Ende Oktober geöffnet, im Winter bieten wir Alternativen an`,
    description: [
      msg`Das Kehlsteinhaus steht auf 1.834 Metern auf dem Gipfelgrat des Kehlsteins über Berchtesgaden, nur rund 30 Kilometer von Salzburg entfernt. 1937/38 im Auftrag der NSDAP gebaut, ist es heute ein Ort, an dem sich Zeitgeschichte und Natur eindrucksvoll begegnen, und einer der schönsten Aussichtspunkte der Berchtesgadener Alpen.`,
      msg`Ihr Chauffeur bringt Sie über die Grenze zum Obersalzberg. Von dort fahren eigene Busse über die für den privaten Verkehr gesperrte Kehlsteinstraße hinauf. Durch einen in den Fels gehauenen Tunnel erreichen Sie den messingverkleideten Aufzug, der Sie die letzten 124 Meter ins Haus bringt. Bei klarem Wetter reicht der Blick über den Königssee und den Watzmann bis weit ins Salzburger Land.`,
      msg`Auf Wunsch besuchen Sie die Dokumentation Obersalzberg, die die Geschichte des Ortes sachlich aufarbeitet. Das Kehlsteinhaus ist je nach Schneelage meist von Mitte Mai bis Ende Oktober geöffnet; im Winter schlagen wir Ihnen gerne Alternativen wie den Königssee oder den Markt Berchtesgaden vor.`,
    ],
    highlights: [
      msg`Kehlsteinhaus auf 1.834 m über Berchtesgaden`,
      msg`Kehlsteinstraße und historischer Messingaufzug`,
      msg`Panorama über Königssee, Watzmann und Salzburger Land`,
      msg`Auf Wunsch Dokumentation Obersalzberg`,
      msg`Bequeme Fahrt ab Salzburg und zurück`,
    ],
    included: withDriver,
    notIncluded,
  },
  salzwelten: {
    hero: {
      photo: tourSalzwelten,
      alt: msg`Ein beleuchteter Stollen im Salzbergwerk mit Holzstützen und den Gleisen der Grubenbahn`,
    },
    tagline: msg`Mit der Grubenbahn in den Berg: Salzgeschichte seit der Keltenzeit am Dürrnberg bei Hallein.`,
    duration: msg`ab 4 Stunden`,
    price: msg`ab 360 €`,
    maxPeople: 6,
    availability: allYear,
    description: [
      msg`Salz hat Salzburg reich gemacht, und der Name der Stadt erzählt davon. Am Dürrnberg oberhalb von Hallein, nur eine knappe halbe Stunde von Salzburg entfernt, wurde schon zur Keltenzeit Salz abgebaut. Im Schaubergwerk der Salzwelten erleben Sie diese Geschichte dort, wo sie entstanden ist: tief im Berg.`,
      msg`In Bergmannskleidung fahren Sie mit der Grubenbahn in den Stollen, sausen über die hölzernen Bergmannsrutschen in die Tiefe und gleiten auf einem Floß über den unterirdischen Salzsee. Unterwegs überqueren Sie unter Tage sogar die Grenze zwischen Österreich und Deutschland.`,
      msg`Ergänzen lässt sich der Besuch mit dem Keltendorf am Dürrnberg oder der Altstadt von Hallein mit dem Keltenmuseum. Auf Wunsch planen wir die Tour zu den Salzwelten Hallstatt, deren Bergwerk saisonal geöffnet ist.`,
    ],
    highlights: [
      msg`Grubenbahnfahrt in den Salzberg`,
      msg`Bergmannsrutschen und Floßfahrt über den Salzsee`,
      msg`Grenzübertritt nach Deutschland unter Tage`,
      msg`Keltengeschichte am Dürrnberg`,
      msg`Auf Wunsch Altstadt Hallein oder Salzwelten Hallstatt (saisonal)`,
    ],
    included: withDriver,
    notIncluded,
  },
  mirabell: {
    hero: {
      photo: sightMirabell,
      alt: msg`Der Mirabellgarten mit Blumenbeeten und Fontäne, dahinter Dom und Festung Hohensalzburg`,
    },
    tagline: msg`Barocke Gärten, der Marmorsaal und der klassische Blick auf die Festung.`,
    duration: msg`1–2 Stunden`,
    price: msg`180 €`,
    maxPeople: 7,
    availability: allYear,
    description: [
      msg`Schloss Mirabell ließ Fürsterzbischof Wolf Dietrich von Raitenau 1606 für Salome Alt errichten, die Frau an seiner Seite und Mutter seiner Kinder. Sein Nachfolger Markus Sittikus gab dem Schloss den Namen, den es bis heute trägt; Johann Lukas von Hildebrandt baute es im frühen 18. Jahrhundert barock um. Heute hat hier der Bürgermeister der Stadt Salzburg seinen Sitz.`,
      msg`Der Marmorsaal, einst Festsaal der Fürsterzbischöfe, in dem schon der junge Mozart mit seiner Familie musizierte, gilt als einer der schönsten Trauungssäle der Welt. Über die Engelsstiege mit ihren verspielten Putten gelangen Sie nach oben.`,
      msg`Der Mirabellgarten mit seinen geometrischen Beeten, dem Pegasusbrunnen, dem Heckentheater und dem Zwerglgarten ist frei zugänglich und zu jeder Jahreszeit reizvoll. Von seiner Hauptachse bietet sich einer der bekanntesten Blicke auf Dom und Festung Hohensalzburg.`,
    ],
    highlights: [
      msg`Mirabellgarten mit Pegasusbrunnen und Rosenhügel`,
      msg`Marmorsaal, einer der schönsten Trauungssäle der Welt`,
      msg`Engelsstiege mit barocken Putten`,
      msg`Heckentheater und Zwerglgarten`,
      msg`Blick auf Dom und Festung`,
    ],
    included: withDriver,
    notIncluded,
  },
  hellbrunn: {
    hero: {
      photo: sightHellbrunn,
      alt: msg`Schloss Hellbrunn mit Wasserbecken und Fontänen im Abendlicht`,
    },
    tagline: msg`Lustschloss, Wasserspiele und der Sound-of-Music-Pavillon am Rand von Salzburg.`,
    duration: msg`2–3 Stunden`,
    price: msg`270 €`,
    maxPeople: 7,
    availability: allYear,
    description: [
      msg`Fürsterzbischof Markus Sittikus ließ Schloss Hellbrunn von 1612 bis 1615 durch den Baumeister Santino Solari als Sommersitz errichten: ein Lustschloss für heitere Tage, umgeben von einem weitläufigen Park am südlichen Stadtrand von Salzburg.`,
      msg`Berühmt sind die Wasserspiele mit versteckten Fontänen, Grotten und einem mechanischen Theater aus dem 18. Jahrhundert, das allein mit Wasserkraft betrieben wird. Wer am steinernen Fürstentisch Platz nimmt, bleibt selten trocken, so wie schon die Gäste des Fürsterzbischofs. Die Wasserspiele sind von Frühling bis Herbst in Betrieb.`,
      msg`Im Schlosspark steht der Pavillon aus „The Sound of Music“, auf dem Hügel darüber das Monatsschlössl. Im Advent verwandelt sich der Schlosshof in einen stimmungsvollen Adventmarkt. Ihr Chauffeur bringt Sie in wenigen Minuten aus der Stadt hierher und wieder zurück.`,
    ],
    highlights: [
      msg`Wasserspiele mit Fürstentisch und Grotten (Frühling bis Herbst)`,
      msg`Mechanisches Theater aus dem 18. Jahrhundert`,
      msg`Prunkräume des Schlosses`,
      msg`Sound-of-Music-Pavillon im Schlosspark`,
      msg`Monatsschlössl und Steintheater`,
      msg`Im Advent: Adventmarkt im Schlosshof`,
    ],
    included: withDriver,
    notIncluded,
  },
  leopoldskron: {
    hero: {
      photo: sightLeopoldskron,
      alt: msg`Schloss Leopoldskron am Weiher vor dem Untersberg`,
    },
    tagline: msg`Rokoko am Weiher: das Schloss von Max Reinhardt und eine der schönsten Kulissen Salzburgs.`,
    duration: msg`1–2 Stunden`,
    price: msg`180 €`,
    maxPeople: 7,
    description: [
      msg`Fürsterzbischof Leopold Anton von Firmian ließ Schloss Leopoldskron ab 1736 als Sitz seiner Familie errichten: ein Juwel des Rokoko am Ufer des Leopoldskroner Weihers, mit der Festung Hohensalzburg und dem Untersberg als Kulisse.`,
      msg`1918 erwarb Max Reinhardt, Mitbegründer der Salzburger Festspiele, das Schloss und machte es zum Treffpunkt von Künstlern und Intellektuellen aus aller Welt. Seit 1947 ist es Sitz des Salzburg Global Seminar und wird heute auch als Hotel geführt. Weltbekannt wurde der Blick über den Weiher durch „The Sound of Music“, dessen Szenen am See hier gedreht wurden.`,
      msg`Das Schloss selbst ist Hotelgästen und Veranstaltungen vorbehalten; der schönste Blick bietet sich ohnehin vom Weg am gegenüberliegenden Ufer. Gerne verbinden wir den Besuch mit der nahen Altstadt oder einer Fahrt zum Untersberg.`,
    ],
    highlights: [
      msg`Rokokoschloss am Leopoldskroner Weiher`,
      msg`Blick auf Festung und Untersberg`,
      msg`Drehort der Seeszenen aus „The Sound of Music“`,
      msg`Max Reinhardt und die Salzburger Festspiele`,
      msg`Spaziergang entlang des Weihers`,
    ],
    included: withDriver,
    notIncluded,
  },
  fortress: {
    hero: {
      photo: sightFortress,
      fixedTop: '-6vh',
      alt: msg`Die Festung Hohensalzburg bei Vollmond über der nächtlichen Stadt`,
    },
    tagline: msg`Über 900 Jahre Geschichte hoch über der Stadt und der schönste Blick auf Salzburg.`,
    duration: msg`2–3 Stunden`,
    price: msg`270 €`,
    maxPeople: 7,
    description: [
      msg`Seit 1077 wacht die Festung Hohensalzburg über der Stadt. Erzbischof Gebhard ließ sie in unruhigen Zeiten anlegen, seine Nachfolger bauten sie über Jahrhunderte aus, bis sie zu einer der größten vollständig erhaltenen Burgen Mitteleuropas wurde. Im Kampf eingenommen wurde sie nie.`,
      msg`Bequem erreichen Sie die Festung mit der FestungsBahn, der ältesten in Betrieb befindlichen Standseilbahn Österreichs aus dem Jahr 1892. Oben erwarten Sie die Fürstenzimmer mit dem Goldenen Saal und der Goldenen Stube aus der Zeit von Erzbischof Leonhard von Keutschach, das Festungsmuseum und das Marionettenmuseum.`,
      msg`Von den Basteien reicht der Blick über die Dächer der Altstadt und die Salzach weit hinein in die Alpen. Am Abend finden in den Fürstenzimmern regelmäßig Konzerte statt, ein Erlebnis, das wir gerne mit Ihrer Fahrt verbinden.`,
    ],
    highlights: [
      msg`Fahrt mit der FestungsBahn`,
      msg`Fürstenzimmer mit Goldenem Saal und Goldener Stube`,
      msg`Festungsmuseum und Marionettenmuseum`,
      msg`Panoramablick über Altstadt und Alpen`,
      msg`Auf Wunsch Abendkonzert in den Fürstenzimmern`,
    ],
    included: withGuide,
    notIncluded,
  },
};

/** The four facts of the info card, with the spec's defaults applied. */
export function tourFacts(id: TourId): {
  duration: MessageDescriptor;
  price: MessageDescriptor;
  maxPeople: number;
  availability: MessageDescriptor;
} {
  const details = tourDetails[id];
  return {
    duration: details.duration,
    price: details.price,
    maxPeople: details.maxPeople ?? DEFAULT_MAX_PEOPLE,
    availability: details.availability ?? DEFAULT_AVAILABILITY,
  };
}
