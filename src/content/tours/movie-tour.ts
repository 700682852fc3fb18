import { msg } from '@lingui/core/macro';
import { tourMovie } from '../images.generated.ts';
import { withGuide, notIncluded, type TourDetails } from '../tour-details.ts';

/** The page /movie-tour: loaded with that page only (src/features/tours/tour-content.ts). */
export const details: TourDetails = {
  hero: {
    photo: tourMovie,
    alt: msg`Plakatgrafik: Der gläserne Pavillon aus „The Sound of Music“ auf einer blühenden Almwiese vor bewaldeten Hügeln und schneebedeckten Gipfeln`,
  },
  tagline: msg`Auf den Spuren von „The Sound of Music“ zu den Drehorten in Salzburg und im Salzkammergut.`,
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
};
