import { msg } from '@lingui/core/macro';
import { sightHellbrunn } from '../images.generated.ts';
import { withDriver, notIncluded, type TourDetails } from '../tour-details.ts';

/** The page /schloss-hellbrunn: loaded with that page only (src/features/tours/tour-content.ts). */
export const details: TourDetails = {
  hero: {
    photo: sightHellbrunn,
    alt: msg`Plakatgrafik: Schloss Hellbrunn am Ende seines langen Wasserbeckens mit Fontänen im Abendlicht, dahinter das Monatsschlössl und der Untersberg`,
  },
  tagline: msg`Lustschloss, Wasserspiele und der Sound-of-Music-Pavillon am Rand von Salzburg.`,
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
};
