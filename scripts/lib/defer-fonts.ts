const WEB_FONT_FACE = /@font-face\{[^}]*url\([^}]*\}/g;
const BOOT_SCRIPT = '<script data-boot';

/**
 * Moves the web fonts' @font-face rules out of a page's inlined CSS into their own style element,
 * switched off (media="not all"). The boot script of index.html switches it on at once on a
 * visit after the first (the fonts are cached by then); on a first visit it loads the same faces
 * through the FontFace API once the page has painted and its hero photo has arrived. On a first visit the text shows at once in the metric-matched
 * local fallbacks and the fonts do not compete with the hero for the network. Without scripts
 * (noscript) the fonts load as usual.
 */
export function deferWebFonts(html: string): string {
  const faces = html.match(WEB_FONT_FACE);
  if (!faces || !html.includes(BOOT_SCRIPT)) return html;
  const rules = faces.join('');
  return html
    .replace(WEB_FONT_FACE, '')
    .replace(
      BOOT_SCRIPT,
      `<style id="web-fonts" media="not all">${rules}</style>` +
        `<noscript><style>${rules}</style></noscript>\n    ${BOOT_SCRIPT}`,
    );
}
