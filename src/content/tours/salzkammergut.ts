import { msg } from '@lingui/core/macro';
import {
  tourSalzkammergut,
  gallerySalzkammergut1,
  gallerySalzkammergut2,
  gallerySalzkammergut3,
  gallerySalzkammergut4,
} from '../images.generated.ts';
import { withDriver, notIncluded, type TourDetails } from '../tour-details.ts';

/** The page /salzkammergut: loaded with that page only (src/features/tours/tour-content.ts). */
export const details: TourDetails = {
  hero: {
    photo: tourSalzkammergut,
    alt: msg`Plakatgrafik: Ein Raddampfer auf einem See im Salzkammergut vor bewaldeten Bergen und einem Dorf mit spitzem Kirchturm`,
  },
  tagline: msg`Türkise Seen, Bergpanoramen und Hallstatt – das Salzkammergut in Ihrem eigenen Tempo.`,
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
      alt: msg`Plakatgrafik: Hallstatt im Winter mit verschneiten Dächern und zwei Kirchtürmen, gespiegelt im See`,
    },
    {
      photo: gallerySalzkammergut2,
      alt: msg`Plakatgrafik: Ein Raddampfer auf einem Salzkammergut-See zur blauen Stunde, am Ufer ein Dorf mit Zwiebelturm`,
    },
    {
      photo: gallerySalzkammergut3,
      alt: msg`Plakatgrafik: Ein Dorf mit Zwiebelturm am Seeufer im Frühling, davor Segelboote und ein Bootssteg, dahinter schneebedeckte Gipfel`,
    },
    {
      photo: gallerySalzkammergut4,
      alt: msg`Plakatgrafik: Ein stiller Bergsee zwischen herbstlichen Wäldern vor den Gletschern des Dachsteins, im Wasser gespiegelt`,
    },
  ],
  included: withDriver,
  notIncluded,
};
