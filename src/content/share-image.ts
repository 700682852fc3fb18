import { kebab } from '../lib/kebab.ts';

/**
 * The picture a link preview shows (Open Graph): the page's own hero, cut to the 1.91:1 of the
 * preview cards, as a JPEG, which every messenger and network reads. `npm run images` writes one
 * for every hero slot (scripts/images/share-image.ts); a page's head names its hero's, with the
 * hero's alt text (src/app/page-picture.ts). Pages without a hero of their own show the home
 * poster's.
 */
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;

/** Where the preview picture of the hero slot `slot` (images.generated.ts's name) is served. */
export const sharePicturePath = (slot: string): string => `/img/share-${kebab(slot)}.jpg`;
