/**
 * Every tour and sight, with the file name of its details: the module src/content/tours/<name>.ts
 * and the catalogs locales/{de,en}/tour-<name>.po, both loaded only on that tour's page. Plain data
 * without macros, so lingui.config.ts can read it too.
 */
export const TOUR_FILES = {
  altstadt: 'altstadt',
  salzkammergut: 'salzkammergut',
  movieTour: 'movie-tour',
  eaglesNest: 'eagles-nest',
  salzwelten: 'salzwelten',
  mirabell: 'mirabell',
  hellbrunn: 'hellbrunn',
  leopoldskron: 'leopoldskron',
  fortress: 'fortress',
} as const;

export type TourId = keyof typeof TOUR_FILES;
