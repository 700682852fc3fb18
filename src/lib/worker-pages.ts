/**
 * The worker's copy of each prerendered page (docs/decisions/precached-pages.md): the
 * page as the host sends it, but each large style element emptied and named by the stylesheet
 * whose text it held. Every page inlines the same few stylesheets, which the precache holds
 * anyway; a first visit's precache so downloads them once, not once per page. The worker puts
 * the text back when it serves a page (`restoreStyles`), and the build checks that this gives
 * the host's page byte for byte (scripts/lib/worker-pages.ts). The worker and the build share
 * this module, so both read one format.
 */

/** The folder of the worker's copies in the build, beside the pages the host serves. */
export const WORKER_PAGE_FOLDER = 'worker-pages';
/**
 * The copies' extension: gzip bytes under a name no host or `npm start` takes for a page or a
 * precompressed one (a `.gz` would answer `/worker-pages/flughafen` itself).
 */
const WORKER_PAGE_EXTENSION = '.page';

/** Smaller style elements stay in the copy: a file of their own would cost more than it saves. */
export const SMALLEST_SHARED_STYLE = 1024;

/** The worker's copy of a built page: 'en/index.html' → 'worker-pages/en/index.page'. */
export function workerPageFile(htmlFile: string): string {
  return `${WORKER_PAGE_FOLDER}/${htmlFile.replace(/\.html$/, WORKER_PAGE_EXTENSION)}`;
}

/** Whether a path ('/worker-pages/flughafen.page') is a worker's copy of a page. */
export function isWorkerPage(pathname: string): boolean {
  return pathname.startsWith(`/${WORKER_PAGE_FOLDER}/`) && pathname.endsWith(WORKER_PAGE_EXTENSION);
}

const STYLE = /<style([^>]*)>([\s\S]*?)<\/style>/g;
// A stylesheet's path as the copy names it: no quote, no markup can stand in it.
const EMPTIED = /<style([^>]*?) data-file="(\/assets\/[\w.-]+\.css)"><\/style>/g;

/**
 * The copy of a page: each style element of at least `SMALLEST_SHARED_STYLE` characters emptied
 * and named by `fileOf(text)`, a stylesheet ('/assets/section-CjQI2AS.css') with exactly its text.
 */
export function emptyStyles(page: string, fileOf: (text: string) => string): string {
  return page.replace(STYLE, (element, attributes: string, text: string) =>
    text.length < SMALLEST_SHARED_STYLE
      ? element
      : `<style${attributes} data-file="${fileOf(text)}"></style>`,
  );
}

/**
 * The page a copy stands for, each emptied style element filled with its stylesheet's text as
 * `read` gives it; undefined when a stylesheet is missing (the page is then not whole).
 */
export async function restoreStyles(
  copy: string,
  read: (file: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  const files = [...new Set([...copy.matchAll(EMPTIED)].map((match) => match[2]!))];
  const texts = new Map<string, string>();
  for (const file of files) {
    const text = await read(file);
    if (text === undefined) return undefined;
    texts.set(file, text);
  }
  return copy.replace(
    EMPTIED,
    (_, attributes: string, file: string) => `<style${attributes}>${texts.get(file)}</style>`,
  );
}
