import { addPlugins } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import {
  guessedPath,
  localeOfPath,
  notFoundPath,
  pageAt,
  twinPath,
} from '../src/content/page-paths.ts';
import { workerChoice } from '../src/lib/language-choice.ts';
import { DEFAULT_LOCALE } from '../src/lib/locales.ts';
import { matchPage, servePages } from './pages.ts';

/**
 * A visitor who chose English and opens a German address (a bookmark, a shared link, the German
 * app's start) is sent to the English version at once, before the browser paints anything: the
 * same move the boot script makes (src/lib/boot.ts), a step earlier and without the network.
 * The twin comes from the site's table of addresses, so the German page is never read.
 */
export const languageRedirect: WorkboxPlugin = {
  async handlerWillRespond({ request, response }) {
    if (request.mode !== 'navigate' || !response.ok) return response;
    const url = new URL(request.url);
    if (localeOfPath(url.pathname) !== DEFAULT_LOCALE || !pageAt(url.pathname)) return response;
    const choice = await workerChoice();
    if (!choice || choice === DEFAULT_LOCALE) return response;
    return Response.redirect(
      new URL(twinPath(url.pathname, choice) + url.search, url.origin).href,
      302,
    );
  },
};

/**
 * A visitor who chose English and meets an address the site does not have outside /en/ (a broken
 * link) goes to the English 404 page, not the German one: the move above for the 404 pages,
 * which the boot script makes too (the German 404 page names the English one as its version).
 */
async function chosenNotFound(address: string): Promise<Response | undefined> {
  const url = new URL(address);
  if (localeOfPath(url.pathname) !== DEFAULT_LOCALE) return undefined;
  const choice = await workerChoice();
  if (!choice || choice === DEFAULT_LOCALE) return undefined;
  return Response.redirect(new URL(notFoundPath(choice), url.origin).href, 302);
}

/** The same for a 404 answer from the network. */
export const notFoundLanguage: WorkboxPlugin = {
  async handlerWillRespond({ request, response }) {
    if (request.mode !== 'navigate' || response.status !== 404) return response;
    return (await chosenNotFound(request.url)) ?? response;
  },
};

/** The 404 page nearest to an address: /en/... has an English one, everything else German. */
async function notFoundPage(pathname: string): Promise<Response | undefined> {
  const folders = pathname.split('/').slice(1, -1);
  for (let depth = folders.length; depth >= 0; depth--) {
    const page = await matchPage([...folders.slice(0, depth), '404.html'].join('/'));
    if (page) return page;
  }
  return undefined;
}

/**
 * An offline navigation the precache does not answer: a page's address in the other language's
 * place (/contact) moves to that page, which the worker keeps, as the host moves it online; any
 * other shows the prerendered 404 page of its language (the visitor's chosen one outside /en/),
 * with its status.
 */
export async function offlineNavigation(request: Request): Promise<Response> {
  if (request.mode !== 'navigate') return Response.error();
  const url = new URL(request.url);
  const guess = guessedPath(url.pathname);
  if (guess) return Response.redirect(new URL(guess + url.search, url.origin).href, 302);
  const moved = await chosenNotFound(request.url);
  if (moved) return moved;
  const page = await notFoundPage(url.pathname);
  if (!page) return Response.error();
  return new Response(page.body, { status: 404, headers: page.headers });
}

/**
 * Navigations: every page is precached (and so opens offline) in both languages, as the worker's
 * copy (sw/pages.ts); making it the page again and the language redirect above are plugins of the
 * precache.
 * Other pages go to the network, and offline to offlineNavigation.
 */
export function registerNavigation(): void {
  addPlugins([servePages, languageRedirect]);
  registerRoute(
    ({ request }) => request.mode === 'navigate',
    new NetworkOnly({ plugins: [notFoundLanguage] }),
  );
  setCatchHandler(({ request }) => offlineNavigation(request));
}
