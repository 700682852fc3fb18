import { msg } from '@lingui/core/macro';
import { sightAltstadt } from '../images.generated.ts';
import { withGuide, notIncluded, type TourDetails } from '../tour-details.ts';

/** The page /altstadt-salzburg: loaded with that page only (src/features/tours/tour-content.ts). */
export const details: TourDetails = {
  hero: {
    photo: sightAltstadt,
    alt: msg`Plakatgrafik: Die Häuserzeile der Salzburger Altstadt an der Salzach zur blauen Stunde, darüber Kollegienkirche, Dom und die Festung Hohensalzburg`,
  },
  tagline: msg`Barocke Pracht, Mozart und UNESCO-Welterbe – in zwei entspannten Stunden.`,
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
};
