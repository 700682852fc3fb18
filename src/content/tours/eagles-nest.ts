import { msg } from '@lingui/core/macro';
import { tourEaglesNest } from '../images.generated.ts';
import { withDriver, notIncluded, type TourDetails } from '../tour-details.ts';

/** The page /eagles-nest: loaded with that page only (src/features/tours/tour-content.ts). */
export const details: TourDetails = {
  hero: {
    photo: tourEaglesNest,
    fixedTop: '0vh',
    alt: msg`Plakatgrafik: Das Kehlsteinhaus auf dem Felsgipfel des Kehlsteins im Alpenglühen, darunter Wald und Bergstraße, dahinter Watzmann und Hoher Göll`,
  },
  tagline: msg`Das Kehlsteinhaus auf 1.834 m: Zeitgeschichte und eines der großartigsten Panoramen der Alpen.`,
  availability: msg({
    message:
      'Touren von {from} bis {to}; das Kehlsteinhaus selbst ist meist von Mitte Mai bis Ende Oktober geöffnet, im Winter schlagen wir Alternativen vor',
    comment: 'from and to: the months the tour runs, e.g. "Mai" and "September"',
  }),
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
};
