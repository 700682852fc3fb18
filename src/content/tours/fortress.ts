import { msg } from '@lingui/core/macro';
import { sightFortress } from '../images.generated.ts';
import { withGuide, notIncluded, type TourDetails } from '../tour-details.ts';

/** The page /festung-hohensalzburg: loaded with that page only (src/features/tours/tour-content.ts). */
export const details: TourDetails = {
  hero: {
    photo: sightFortress,
    fixedTop: '-6vh',
    alt: msg`Plakatgrafik: Die Festung Hohensalzburg auf ihrem Felsen bei Vollmond über der nächtlichen Altstadt an der Salzach`,
  },
  tagline: msg`Über 900 Jahre Geschichte hoch über der Stadt und der schönste Blick auf Salzburg.`,
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
};
