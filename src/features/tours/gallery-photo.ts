import type { TourDetails } from '../../content/tour-details.ts';

/** One photo of a tour's gallery, with its alt text (also the lightbox's caption). */
export type GalleryPhoto = NonNullable<TourDetails['gallery']>[number];
