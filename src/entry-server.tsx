import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { headData, headHtml } from './app/document-head.ts';
import { structuredData, structuredDataHtml } from './app/structured-data.ts';
import { findRoute, notFoundRoute, routes } from './app/routes.tsx';
import { manifestTexts } from './app/manifest-texts.ts';
import { activateLocale, i18n } from './features/language/i18n.ts';
import { DEFAULT_LOCALE, type Locale } from './features/language/locales.ts';

export { routes };

/** The page's source module and catalog, for the prerenderer's preload links. */
export function pageAssets(pathname: string): { module: string; catalog: string } {
  const { page } = findRoute(pathname);
  return { module: page.module, catalog: page.catalog };
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
