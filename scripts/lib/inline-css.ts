import { readFile } from 'node:fs/promises';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * Puts the content of each of the page's own stylesheets into the HTML in place of its link, so
 * the first paint waits for the HTML alone and not for further round trips. The link stays,
 * `disabled` (neither fetched nor applied), so that Vite's preloader, which skips stylesheets a
 * link in the document already names, does not fetch the same file again when the page hydrates.
 */
export async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  const files = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
  const css = new Map<string, string>();
  for (const file of new Set(files)) {
    const text = await readFile(path.join(outDir, file), 'utf8');
    css.set(file, text.replaceAll('</style', '<\\/style'));
  }
  return html.replace(
    STYLESHEET_LINK,
    (_, file: string) =>
      `<style>${css.get(file)}</style><link rel="stylesheet" href="/${file}" disabled>`,
  );
}
