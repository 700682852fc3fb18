import { CONSOLE_PATHS, consoleRequestPath } from '#shared/schemas/lifecycle-paths.ts';
import { business } from '../src/content/business.ts';
import { guessedAddresses } from '../src/content/page-paths.ts';
import { cacheHeaderRules } from '../platform/cache-rules.ts';
import {
  functionsOriginFromEnv,
  inlineScriptHashes,
  securityHeaders,
} from '../platform/security-headers.ts';
import { buildEnv } from './build-env.ts';

type LocalePaths = Record<'de' | 'en', string>;

/**
 * sitemap.xml: every page once per language, by its canonical address, each naming all its
 * language versions (German the default), as search engines read hreflang in a sitemap.
 */
export function sitemapXml(pages: LocalePaths[], lastModified: string): string {
  const absolute = (path: string) => new URL(path, business.siteUrl).href;
  const urls = pages.flatMap((paths) => {
    const alternates = [
      ...Object.entries(paths).map(([locale, path]) => [locale, path] as const),
      ['x-default', paths.de] as const,
    ]
      .map(
        ([hreflang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(path)}"/>`,
      )
      .join('\n');
    return Object.values(paths).map(
      (path) =>
        `  <url>\n    <loc>${absolute(path)}</loc>\n    <lastmod>${lastModified}</lastmod>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * _redirects (Netlify, Cloudflare Pages): one request in the console (/betrieb/anfrage/SLZ-7K3M)
 * is the console's page, served with a 200 (a rewrite, the address stays; the page reads the
 * reference from it), as `npm start` does (platform/static-site.ts). The 404 pages' own addresses
 * (/404, /en/404) answer 404, as the app shows them (forced: a file stands there); an unknown
 * address in a folder with a 404 page of its own (/en/) gets that page, with its status.
 * Cloudflare Pages and `npm start` find the nearest 404.html by themselves; both, and Netlify's
 * pretty URLs, lead a file's name (/en/contact.html) to its address. A page's address in the
 * other language's place (/contact, /en/kontakt) moves to the page (guessedPath), as `npm start`
 * does. First match wins: the console's rules come first, the moves before the English 404.
 */
export function redirectsFile(notFoundPages: string[]): string {
  const consoleRules = (['de', 'en'] as const).map((locale) => {
    const requests = consoleRequestPath(locale, '*');
    return `${requests}  ${CONSOLE_PATHS[locale]}  200\n`;
  });
  const own = notFoundPages.map((page) => `${page}  ${page}.html  404!\n`);
  const folders = notFoundPages
    .map((page) => page.slice(0, page.lastIndexOf('/')))
    .filter((folder) => folder !== '')
    .map((folder) => `${folder}/*  ${folder}/404.html  404\n`);
  const moves = guessedAddresses().map(([from, to]) => `${from}  ${to}  301\n`);
  return [...consoleRules, ...own, ...moves, ...folders].join('');
}

/** The console is no page for search engines (it is `noindex` too): they are kept out of it. */
export function robotsTxt(): string {
  const console = Object.values(CONSOLE_PATHS).map((path) => `Disallow: ${path}\n`);
  return `User-agent: *\nAllow: /\nDisallow: /functions/\n${console.join('')}\nSitemap: ${new URL('/sitemap.xml', business.siteUrl).href}\n`;
}

/**
 * `_headers` for the hosts that read one (Cloudflare Pages, Netlify): the security headers of
 * `npm start` on every path, and its caching rules (platform/cache-rules.ts) for the built
 * addresses, written so that no two rules set Cache-Control for one file.
 */
export function headersFile(indexHtml: string, addresses: readonly string[]): string {
  const headers = securityHeaders({
    scriptHashes: inlineScriptHashes(indexHtml),
    functionsOrigin: functionsOriginFromEnv(buildEnv()),
  });
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, ...cacheHeaderRules(addresses), ''].join('\n');
}
