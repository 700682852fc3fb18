import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TourId } from './tour-ids.ts';

/**
 * Each tour's and sight's name, the one place it is written: the page's heading and title, its
 * menu entry, its card on the home page, the booking form's choice and the structured data take
 * it from here (docs/product.md, names and casing). Apart from the rest of a tour (tours.ts),
 * whose booking facts the menus and the route table, on every page, do not need.
 */
export const tourTitles: Record<TourId, MessageDescriptor> = {
  altstadt: msg`Salzburg-Stadttour`,
  salzkammergut: msg`Salzkammergut-Seentour`,
  movieTour: msg`Sound-of-Music-Tour`,
  eaglesNest: msg`Kehlsteinhaus-Tour (Eagle’s Nest)`,
  salzwelten: msg`Salzwelten-Tour`,
  mirabell: msg`Schloss Mirabell`,
  hellbrunn: msg`Schloss Hellbrunn`,
  leopoldskron: msg`Schloss Leopoldskron`,
  fortress: msg`Festung Hohensalzburg`,
};
