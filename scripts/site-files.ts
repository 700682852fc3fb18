import { business } from '../src/content/business.ts';
import {
  functionsOriginFromEnv,
  inlineScriptHashes,
  securityHeaders,
} from '../platform/security-headers.ts';

/** sitemap.xml: every route once, by its canonical address. */
export function sitemapXml(paths: string[], lastModified: string): string {
  const urls = paths
    .map(
      (path) =>
        `  <url><loc>${new URL(path, business.siteUrl).href}</loc><lastmod>${lastModified}</lastmod></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /functions/\n\nSitemap: ${new URL('/sitemap.xml', business.siteUrl).href}\n`;
}

/** The headers of `npm start` for static hosts that read a _headers file (Netlify, Cloudflare). */
export function headersFile(indexHtml: string): string {
  const headers = securityHeaders({
    scriptHashes: inlineScriptHashes(indexHtml),
    functionsOrigin: functionsOriginFromEnv(),
  });
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '/*',
    ...lines,
    '  Cache-Control: no-cache',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/img/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
