import { msg } from '@lingui/core/macro';
import { sightLeopoldskron } from '../images.generated.ts';
import { withDriver, notIncluded, type TourDetails } from '../tour-details.ts';

/** The page /schloss-leopoldskron: loaded with that page only (src/features/tours/tour-content.ts). */
export const details: TourDetails = {
  hero: {
    photo: sightLeopoldskron,
    alt: msg`Plakatgrafik: Schloss Leopoldskron in der Abenddämmerung am Weiher vor der Felswand des Untersbergs, die Fassade golden beleuchtet und im Wasser gespiegelt`,
  },
  tagline: msg`Rokoko am Weiher: das Schloss von Max Reinhardt und eine der schönsten Kulissen Salzburgs.`,
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
};
