/**
 * The picture a link preview shows (Open Graph): the home poster, cut to the 1.91:1 of the
 * preview cards, as a JPEG, which every messenger and network reads. `npm run images` writes it
 * (scripts/images/share-image.ts); its alt text is the poster's (home-hero.ts).
 */
export const shareImage = { path: '/img/share.jpg', width: 1200, height: 630 } as const;
