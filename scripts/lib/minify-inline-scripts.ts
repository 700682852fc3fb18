import { minifySync } from 'rolldown/experimental';

/** The classic inline scripts of index.html: no src, no type (JSON-LD is left alone). */
const INLINE_SCRIPT = /(<script(?: data-boot)?>)([\s\S]*?)(<\/script>)/g;

/**
 * Minifies the inline scripts of the page template. They ship in every page's HTML, and every
 * byte of it counts: a page whose compressed HTML stays within the first 14 KB the server may
 * send (TCP's initial window) arrives a round trip sooner. Their comments stay in the source.
 */
export function minifyInlineScripts(html: string): string {
  return html.replace(INLINE_SCRIPT, (_, open: string, code: string, close: string) => {
    const result = minifySync('inline.js', code);
    if (result.errors.length) throw new Error(`inline script: ${result.errors[0]!.message}`);
    return `${open}${result.code.trim()}${close}`;
  });
}
