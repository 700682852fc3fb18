const HERO_HINT = /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*\/>/g;
const VIEWPORT = /<meta name="viewport"[^>]*>/;

/**
 * Moves the page's hero photo hint (ResponsiveImage's `preload`, high priority) to the top of
 * the head. React writes its image hints at the start of the root, the first ten images it meets
 * first: the logo and the flags came before the hero, and on a connection-limited network they
 * took the open connection while the LCP photo waited for a new one. At the top of the head the
 * browser asks for the photo before anything else the page needs.
 */
export function hoistHeroHint(html: string): string {
  const hints = html.match(HERO_HINT);
  if (!hints || !VIEWPORT.test(html)) return html;
  return html
    .replace(HERO_HINT, '')
    .replace(VIEWPORT, (viewport) => `${viewport}\n    ${hints.join('\n    ')}`);
}
