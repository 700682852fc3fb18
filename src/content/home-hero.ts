import { msg } from '@lingui/core/macro';

/**
 * The home page's poster of Salzburg at dusk, as a screen reader names it; also the alt text of
 * the link preview's picture, which is cut from it (share-image.ts).
 */
export const homeHeroAlt = msg`Plakatgrafik: Salzburg in der Abenddämmerung, die Festung über Dom und Altstadt an der Salzach`;
