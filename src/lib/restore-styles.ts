/**
 * Brings back a stylesheet that failed to load. A part loaded later (lazy-chunk.ts) brings its
 * styles as a link that Vite adds once: offline without a service worker that link fails, and
 * when the part's code loads on a later try, Vite does not add it again, so the part came
 * unstyled (the calendar's days as a column of grey buttons). Each such part calls this when its
 * code runs: a failed link is replaced by a copy, which loads anew. The disabled links stand for
 * styles already inlined in the page.
 */
export function restoreFailedStyles(): void {
  if (typeof document === 'undefined') return; // prerendering
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (failed(link)) link.replaceWith(link.cloneNode());
  }
}

/** Chromium leaves a failed sheet whose rules may not be read; the site has no other origin's. */
function failed(link: HTMLLinkElement): boolean {
  // Inlined, still loading, or for print: a late stylesheet stays so until it has loaded, and
  // React, which swaps it in (late-stylesheet.tsx), would not know a copy.
  if (link.disabled || !link.sheet || link.media === 'print') return false;
  try {
    return link.sheet.cssRules.length === 0;
  } catch {
    return true;
  }
}
