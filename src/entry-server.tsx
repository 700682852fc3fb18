import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { headData, headHtml } from './app/document-head.ts';
import { pagePicture } from './app/page-picture.ts';
import { structuredData, structuredDataHtml } from './app/structured-data.ts';
import { findRoute, isNotFound, routes } from './app/routes.tsx';
import { manifestTexts } from './app/manifest-texts.ts';
import { activateLocale, i18n, loadCatalog } from './lib/i18n.ts';
import { descriptionOf } from './content/page-descriptions.ts';
import { notFoundPath, PAGE_PATHS, pathOf, type LocalePaths } from './content/page-paths.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './lib/locales.ts';
import { tourAssets } from './features/tours/tour-content.ts';

/** Every address the build writes a page for: each route, and each language's 404 page. */
export function prerenderPaths(): string[] {
  return [...routes.map((route) => route.path), ...LOCALES.map((locale) => notFoundPath(locale))];
}

/**
 * The pages with an address of their own (no alias), in every language, for sitemap.xml; not
 * those kept out of search engines (a visitor's requests, the console).
 */
export function sitemapPages(): LocalePaths[] {
  const pages = routes
    .filter(
      (route) =>
        !route.noindex &&
        route.page === route.canonical &&
        route.path === pathOf(route.page!, route.locale),
    )
    .map((route) => route.page!);
  return [...new Set(pages)].map((page) => PAGE_PATHS[page]);
}

/**
 * The source files a page loads before hydrating, for the prerenderer's preload links: its code,
 * the shell's catalog and its area's in its language and, for a tour, that tour's details and
 * texts.
 */
export function pageAssets(pathname: string): string[] {
  const { lazy, tourId, locale } = findRoute(pathname);
  const files = [`src/pages/${lazy.module}.tsx`];
  files.push(`locales/${locale}/messages.po`);
  for (const catalog of lazy.catalogs) {
    if (catalog !== 'messages') files.push(`locales/${locale}/${catalog}.po`);
  }
  if (tourId) files.push(...tourAssets(tourId, locale));
  return files;
}

export type RenderResult = { html: string; head: string; status: number; locale: Locale };

/** Renders one path to static HTML in its language (the address's). */
export async function render(pathname: string): Promise<RenderResult> {
  const route = findRoute(pathname);
  await activateLocale(route.locale);
  // The description is the head's alone (the app loads it only after a navigation).
  await loadCatalog('descriptions');
  await route.lazy.preload();
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Never outline a large Suspense boundary into a hidden div plus an inline $RC script: the
    // strict CSP blocks that script, and the page would stay hidden and render twice.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const picture = await pagePicture(route);
  return {
    html,
    head: [
      headHtml(headData(route, i18n), {
        description: i18n._(descriptionOf(route.page)),
        picture: { path: picture.path, alt: i18n._(picture.alt) },
      }),
      structuredDataHtml(structuredData(route.tourId, i18n, route.locale, picture.path)),
    ].join('\n    '),
    status: isNotFound(route) ? 404 : 200,
    locale: route.locale,
  };
}

/** The manifest's texts in one language, for the build's per-language manifests. */
export async function manifestTranslations(
  locale: Locale,
): Promise<Record<keyof typeof manifestTexts, string>> {
  await activateLocale(locale);
  await loadCatalog('manifest');
  const texts = Object.fromEntries(
    Object.entries(manifestTexts).map(([key, descriptor]) => [key, i18n._(descriptor)]),
  ) as Record<keyof typeof manifestTexts, string>;
  await activateLocale(DEFAULT_LOCALE);
  return texts;
}
