import { use } from 'react';
import type { TourDetails } from '../../content/tour-details.ts';
import { TOUR_FILES, type TourId } from '../../content/tour-ids.ts';
import { loadCatalog, type CatalogLoaders } from '../../lib/i18n.ts';

type TourContent = {
  details: () => Promise<{ details: TourDetails }>;
  catalog: CatalogLoaders;
};

/**
 * Each tour's details and texts are their own chunks, loaded with its page only. The imports are
 * spelled out: a template-string import would bundle all nine into one chunk.
 */
const content = {
  altstadt: {
    details: () => import('../../content/tours/altstadt.ts'),
    catalog: {
      de: () => import('../../../locales/de/tour-altstadt.po'),
      en: () => import('../../../locales/en/tour-altstadt.po'),
    },
  },
  salzkammergut: {
    details: () => import('../../content/tours/salzkammergut.ts'),
    catalog: {
      de: () => import('../../../locales/de/tour-salzkammergut.po'),
      en: () => import('../../../locales/en/tour-salzkammergut.po'),
    },
  },
  movieTour: {
    details: () => import('../../content/tours/movie-tour.ts'),
    catalog: {
      de: () => import('../../../locales/de/tour-movie-tour.po'),
      en: () => import('../../../locales/en/tour-movie-tour.po'),
    },
  },
  eaglesNest: {
    details: () => import('../../content/tours/eagles-nest.ts'),
    catalog: {
      de: () => import('../../../locales/de/tour-eagles-nest.po'),
      en: () => import('../../../locales/en/tour-eagles-nest.po'),
    },
  },
  salzwelten: {
    details: () => import('../../content/tours/salzwelten.ts'),
    catalog: {
      de: () => import('../../../locales/de/tour-salzwelten.po'),
      en: () => import('../../../locales/en/tour-salzwelten.po'),
    },
  },
  mirabell: {
    details: () => import('../../content/tours/mirabell.ts'),
    catalog: {
      de: () => import('../../../locales/de/tour-mirabell.po'),
      en: () => import('../../../locales/en/tour-mirabell.po'),
    },
  },
  hellbrunn: {
    details: () => import('../../content/tours/hellbrunn.ts'),
    catalog: {
      de: () => import('../../../locales/de/tour-hellbrunn.po'),
      en: () => import('../../../locales/en/tour-hellbrunn.po'),
    },
  },
  leopoldskron: {
    details: () => import('../../content/tours/leopoldskron.ts'),
    catalog: {
      de: () => import('../../../locales/de/tour-leopoldskron.po'),
      en: () => import('../../../locales/en/tour-leopoldskron.po'),
    },
  },
  fortress: {
    details: () => import('../../content/tours/fortress.ts'),
    catalog: {
      de: () => import('../../../locales/de/tour-fortress.po'),
      en: () => import('../../../locales/en/tour-fortress.po'),
    },
  },
} satisfies Record<TourId, TourContent>;

/** A tour's details and German texts as source files, for the prerenderer's preload links. */
export function tourAssets(id: TourId): string[] {
  const file = TOUR_FILES[id];
  return [`src/content/tours/${file}.ts`, `locales/de/tour-${file}.po`];
}

const loaded = new Map<TourId, TourDetails>();
const pending = new Map<TourId, Promise<TourDetails>>();

/** Loads a tour's details and its catalog (in the current language and any chosen later). */
export function loadTourDetails(id: TourId): Promise<TourDetails> {
  let promise = pending.get(id);
  if (!promise) {
    const { details, catalog } = content[id];
    promise = Promise.all([details(), loadCatalog(`tour:${id}`, catalog)]).then(([module]) => {
      loaded.set(id, module.details);
      return module.details;
    });
    pending.set(id, promise);
  }
  return promise;
}

/**
 * A tour's details: at once when loaded (the route preloads them before hydrating, so the
 * prerendered page hydrates as is), otherwise suspends until they are.
 */
export function useTourDetails(id: TourId): TourDetails {
  return loaded.get(id) ?? use(loadTourDetails(id));
}
