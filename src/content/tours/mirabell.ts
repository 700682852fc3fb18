import { msg } from '@lingui/core/macro';
import { sightMirabell } from '../images.generated.ts';
import { withDriver, notIncluded, type TourDetails } from '../tour-details.ts';

/** The page /schloss-mirabell: loaded with that page only (src/features/tours/tour-content.ts). */
export const details: TourDetails = {
  hero: {
    photo: sightMirabell,
    alt: msg`Plakatgrafik: Der Mirabellgarten im Frühling mit Blumenbeeten, Eibenkegeln und dem großen Springbrunnen, links das Schloss, dahinter Dom und Festung Hohensalzburg`,
  },
  tagline: msg`Barocke Gärten, der Marmorsaal und der klassische Blick auf die Festung.`,
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
};
