import type { MessageDescriptor } from '@lingui/core';
import { homeHeroAlt } from '../content/home-hero.ts';
import * as images from '../content/images.generated.ts';
import { servicePages, type ServicePageId } from '../content/service-pages.ts';
import { sharePicturePath } from '../content/share-image.ts';
import { loadTourDetails } from '../features/tours/tour-content.ts';
import type { AppRoute } from './routes.tsx';

/** A page's link preview picture: where it is served and what it shows. */
export type PagePicture = { path: string; alt: MessageDescriptor };

const isServicePage = (page: string): page is ServicePageId => Object.hasOwn(servicePages, page);

/**
 * The picture a link to this page is previewed with (src/content/share-image.ts): its own hero
 * (a tour's, a sight's or a service's), or the home poster on a page without one. For the
 * prerenderer only: it loads the tour's details and texts, in the language being rendered.
 */
export async function pagePicture(route: AppRoute): Promise<PagePicture> {
  const hero = route.tourId
    ? (await loadTourDetails(route.tourId)).hero
    : route.page && isServicePage(route.page)
      ? servicePages[route.page].hero
      : { photo: images.homeHero, alt: homeHeroAlt };
  // The hero's slot, by which `npm run images` named its preview picture.
  const slot = Object.entries(images).find(([, image]) => image === hero.photo)?.[0];
  if (!slot) throw new Error(`${route.path}: its hero is no slot of images.generated.ts`);
  return { path: sharePicturePath(slot), alt: hero.alt };
}
