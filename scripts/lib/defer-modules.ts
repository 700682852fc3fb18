const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const MANIFEST_LINK = /\s*<link rel="manifest" href="([^"]+)">/;
const BOOT_SCRIPT = '<script data-boot>';

/**
 * Takes the entry script and the modulepreload links out of a built page and hands them to the
 * boot script of index.html, which adds them once the page has painted and its hero photo has
 * arrived. A phone on a slow network (and Lighthouse) then spends the first second on the HTML,
 * the hero and the fonts instead of on 100 KB of code the prerendered page does not need to
 * show itself. The web app manifest waits with them: reading it makes Chrome fetch its 192 px
 * icon too, and installing the app needs the app's code (its service worker) anyway.
 */
export function deferModules(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry || !html.includes(BOOT_SCRIPT)) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const manifest = MANIFEST_LINK.exec(html)?.[1];
  const attributes = [
    `data-entry="${entry}"`,
    `data-modules="${modules.join(' ')}"`,
    ...(manifest ? [`data-manifest="${manifest}"`] : []),
  ];
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(MANIFEST_LINK, '')
    .replace(BOOT_SCRIPT, `<script data-boot ${attributes.join(' ')}>`);
}
