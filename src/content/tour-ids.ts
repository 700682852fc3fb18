import type { TourId } from '#shared/schemas/bookable-tours.ts';

/**
 * Every tour and sight (the ids are the booking's, #shared/schemas/bookable-tours.ts): the file name of its details (the module src/content/tours/<file>.ts and
 * the catalogs locales/{de,en}/tour-<file>.po, both loaded only on that tour's page) and the
 * addresses of its page in German and English. Plain data without macros, so lingui.config.ts,
 * the build and the end-to-end tests can read it too.
 */
export const TOURS = {
  altstadt: { file: 'altstadt', de: '/altstadt-salzburg', en: '/en/salzburg-old-town' },
  salzkammergut: { file: 'salzkammergut', de: '/salzkammergut', en: '/en/salzkammergut' },
  movieTour: { file: 'movie-tour', de: '/movie-tour', en: '/en/sound-of-music-tour' },
  eaglesNest: { file: 'eagles-nest', de: '/eagles-nest', en: '/en/eagles-nest' },
  salzwelten: { file: 'salzwelten', de: '/salzwelten', en: '/en/salt-mines' },
  mirabell: { file: 'mirabell', de: '/schloss-mirabell', en: '/en/mirabell-palace' },
  hellbrunn: { file: 'hellbrunn', de: '/schloss-hellbrunn', en: '/en/hellbrunn-palace' },
  leopoldskron: {
    file: 'leopoldskron',
    de: '/schloss-leopoldskron',
    en: '/en/leopoldskron-palace',
  },
  fortress: { file: 'fortress', de: '/festung-hohensalzburg', en: '/en/hohensalzburg-fortress' },
} as const satisfies Record<TourId, { file: string; de: string; en: string }>;

export type { TourId };
