import { use } from 'react';
import type { TourDetails } from '../../content/tour-details.ts';
import { TOURS, type TourId } from '../../content/tour-ids.ts';
import { withCatalog } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';

/** Each tour's details are a chunk of their own, loaded with its page only. */
const detailFiles = import.meta.glob<{ details: TourDetails }>('../../content/tours/*.ts');

/** A tour's details and texts as source files, for the prerenderer's preload links. */
export function tourAssets(id: TourId, locale: Locale): string[] {
  const { file } = TOURS[id];
  return [`src/content/tours/${file}.ts`, `locales/${locale}/tour-${file}.po`];
}

const loaded = new Map<TourId, TourDetails>();
const pending = new Map<TourId, Promise<TourDetails>>();

/** Loads a tour's details and its catalog (in the current language and any chosen later). */
export function loadTourDetails(id: TourId): Promise<TourDetails> {
  let promise = pending.get(id);
  if (!promise) {
    const { file } = TOURS[id];
    const details = detailFiles[`../../content/tours/${file}.ts`]!;
    promise = withCatalog(`tour-${file}`, details).then((module) => {
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
