import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { headData, headHtml } from './app/document-head.ts';
import { structuredData, structuredDataHtml } from './app/structured-data.ts';
import { findRoute, notFoundRoute, routes } from './app/routes.tsx';
import { manifestTexts } from './app/manifest-texts.ts';
import { activateLocale, i18n } from './lib/i18n.ts';
import { DEFAULT_LOCALE, type Locale } from './lib/locales.ts';
import { tourAssets } from './features/tours/tour-content.ts';

export { routes };

/**
 * The source files a page loads before hydrating, for the prerenderer's preload links: its code,
 * its area's German catalog (the shell's is part of the shell) and, for a tour, that tour's
 * details and texts.
 */
export function pageAssets(pathname: string): string[] {
  const { page, tourId } = findRoute(pathname);
  const files = [`src/pages/${page.module}.tsx`];
  if (page.catalog !== 'messages') files.push(`locales/de/${page.catalog}.po`);
  if (tourId) files.push(...tourAssets(tourId));
  return files;
}

export type RenderResult = { html: string; head: string; status: number };

/** Renders one path to static HTML in the default language (German). */
export async function render(pathname: string): Promise<RenderResult> {
  const route = findRoute(pathname);
  await route.page.preload();
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
  return {
    html,
    head: [
      headHtml(headData(route, pathname, i18n)),
      structuredDataHtml(structuredData(route.tourId, i18n)),
    ].join('\n    '),
    status: route === notFoundRoute ? 404 : 200,
  };
}

/** The manifest's texts in one language, for the build's per-language manifests. */
export async function manifestTranslations(
  locale: Locale,
): Promise<Record<keyof typeof manifestTexts, string>> {
  await activateLocale(locale);
  const texts = Object.fromEntries(
    Object.entries(manifestTexts).map(([key, descriptor]) => [key, i18n._(descriptor)]),
  ) as Record<keyof typeof manifestTexts, string>;
  await activateLocale(DEFAULT_LOCALE);
  return texts;
}
