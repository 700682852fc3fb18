import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { deferWebFonts } from './lib/defer-fonts.ts';
import { deferModules } from './lib/defer-modules.ts';
import { hoistHeroHint } from './lib/hoist-hero-hint.ts';
import { minifyInlineScripts } from './lib/minify-inline-scripts.ts';
import { inlineStylesheets } from './lib/inline-css.ts';
import { workerPageWriter } from './lib/worker-pages.ts';
import { redirectsFile, robotsTxt, sitemapXml } from './site-files.ts';
import { manifestFileFor } from './vite-plugin-manifest-i18n.ts';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

type Locale = 'de' | 'en';
type ServerEntry = {
  prerenderPaths: () => string[];
  sitemapPages: () => Record<Locale, string>[];
  render: (
    pathname: string,
  ) => Promise<{ html: string; head: string; status: number; locale: Locale }>;
  /** The source files the page loads before hydrating (keys of Vite's manifest). */
  pageAssets: (pathname: string) => string[];
};

/**
 * Output file of a route (clean URLs): '/' → index.html, '/flughafen' → flughafen.html,
 * '/en/' → en/index.html, '/en/airport-transfer' → en/airport-transfer.html.
 */
export function htmlFileFor(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath.slice(1)}index.html` : `${routePath.slice(1)}.html`;
}

/** The page in its language: `<html lang>` and the web app manifest of that language. */
function localize(template: string, locale: Locale): string {
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(`href="/${manifestFileFor('de')}"`, `href="/${manifestFileFor(locale)}"`);
}

/**
 * After the client build is written, renders every route with the SSR bundle into its own HTML
 * file, with the route page's CSS inlined and its code listed for the boot script, so the page
 * is complete and styled before any script runs. Runs in writeBundle, before vite-plugin-pwa
 * builds the precache manifest in closeBundle, so the precache holds the prerendered files.
 */
export function prerender({ ssrEntry }: { ssrEntry: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // The template's own inline script (the boot script) goes out minified; its hash in the
    // CSP is taken from the built template.
    transformIndexHtml: { order: 'post', handler: minifyInlineScripts },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(
        await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      const server = (await import(
        pathToFileURL(path.resolve(config.root, ssrEntry)).href
      )) as ServerEntry;
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const entryFiles = collect(manifest, 'index.html');
      const writeWorkerPage = await workerPageWriter(outDir);

      const pages = server.prerenderPaths();
      for (const pathname of pages) {
        const { html, head, locale } = await server.render(pathname);
        // The page's code, its German catalogs and a tour's details are dynamic imports: preload
        // them (and what they import) with the page.
        const pageFiles = { js: new Set<string>(), css: new Set<string>() };
        for (const source of server.pageAssets(pathname)) {
          if (!manifest[source]) throw new Error(`${pathname}: ${source} is not in the manifest`);
          const files = collect(manifest, source);
          files.js.forEach((file) => pageFiles.js.add(file));
          files.css.forEach((file) => pageFiles.css.add(file));
        }
        const links = [
          ...[...pageFiles.css]
            .filter((file) => !entryFiles.css.has(file))
            .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          ...[...pageFiles.js]
            .filter((file) => !entryFiles.js.has(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ];
        const page = hoistHeroHint(
          deferWebFonts(
            await inlineStylesheets(
              deferModules(
                localize(template, locale)
                  .replace('<!--app-head-->', [head, ...links].join('\n    '))
                  .replace('<!--app-html-->', html),
              ),
              outDir,
            ),
          ),
        );
        const file = path.join(outDir, htmlFileFor(pathname));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, page);
        // The service worker precaches its own copy of the page: gzipped, without the stylesheets
        // every page inlines (src/lib/worker-pages.ts), so both languages' pages fit the budget.
        await writeWorkerPage(htmlFileFor(pathname), page);
      }
      const today = new Date().toISOString().slice(0, 10);
      await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(server.sitemapPages(), today));
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt());
      const notFoundPages = pages.filter((page) => page.endsWith('/404'));
      await writeFile(path.join(outDir, '_redirects'), redirectsFile(notFoundPages));
      config.logger.info(`prerendered ${pages.length} pages, sitemap.xml, robots.txt, _redirects`);
    },
  };
}

function collect(manifest: Manifest, key: string, seen = new Set<string>()) {
  const result = { js: new Set<string>(), css: new Set<string>() };
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const chunk = manifest[id];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) result.js.add(chunk.file);
    chunk.css?.forEach((file) => result.css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return result;
}
