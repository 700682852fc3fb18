import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { business, pageTitle } from '../content/business.ts';
import { SHARE_PICTURE_SIZE } from '../content/share-image.ts';
import { notFoundPath, pathOf } from '../content/page-paths.ts';
import { withCatalog } from '../lib/i18n.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/locales.ts';
import type { AppRoute } from './routes.tsx';

/** A language version of the page for `hreflang`; `x-default` is the German one. */
type Alternate = { hreflang: Locale | 'x-default'; href: string };

/** The head of a page, but its description (src/content/page-descriptions.ts). */
export type HeadData = {
  title: string;
  canonical: string;
  locale: string;
  alternates: Alternate[];
  /** Kept out of search engines: `<meta name="robots" content="noindex">`. */
  noindex: boolean;
};

const OG_LOCALES: Record<Locale, string> = { de: 'de_AT', en: 'en_GB' };

const absolute = (path: string) => new URL(path, business.siteUrl).href;

/**
 * The page's versions in every language (those of its canonical page), German the default. A
 * 404 page names the other 404 pages: the boot script and the worker move a visitor who chose
 * English from the German one to the English one, as from any page (docs/product.md, 404).
 */
function alternates(route: AppRoute): Alternate[] {
  const page = route.canonical ?? route.page;
  const pathIn = (locale: Locale) => (page ? pathOf(page, locale) : notFoundPath(locale));
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: absolute(pathIn(locale)) })),
    { hreflang: 'x-default', href: absolute(pathIn(DEFAULT_LOCALE)) },
  ];
}

export function headData(route: AppRoute, i18n: I18n): HeadData {
  const page = route.canonical ?? route.page;
  return {
    title: pageTitle(i18n._(route.title)),
    // A 404 page names its own address, never the visitor's: '//evil.example' is another site.
    canonical: absolute(page ? pathOf(page, route.locale) : notFoundPath(route.locale)),
    locale: OG_LOCALES[route.locale],
    alternates: alternates(route),
    noindex: Boolean(route.noindex),
  };
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ROBOTS_NOINDEX = '<meta name="robots" content="noindex">';

const alternateLink = ({ hreflang, href }: Alternate) =>
  `<link rel="alternate" hreflang="${hreflang}" href="${escape(href)}">`;

/**
 * The head tags as HTML, for the prerendered pages: crawlers and link previews read these, the
 * live page keeps only what a visitor sees in step (useDocumentHead).
 */
export function headHtml(
  head: HeadData,
  { description, picture }: { description: string; picture: { path: string; alt: string } },
): string {
  const otherLocales = Object.values(OG_LOCALES).filter((locale) => locale !== head.locale);
  return [
    `<title>${escape(head.title)}</title>`,
    `<meta name="description" content="${escape(description)}">`,
    ...(head.noindex ? [ROBOTS_NOINDEX] : []),
    `<link rel="canonical" href="${escape(head.canonical)}">`,
    ...head.alternates.map(alternateLink),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escape(business.name)}">`,
    `<meta property="og:title" content="${escape(head.title)}">`,
    `<meta property="og:description" content="${escape(description)}">`,
    `<meta property="og:url" content="${escape(head.canonical)}">`,
    `<meta property="og:image" content="${escape(absolute(picture.path))}">`,
    `<meta property="og:image:type" content="image/jpeg">`,
    `<meta property="og:image:width" content="${SHARE_PICTURE_SIZE.width}">`,
    `<meta property="og:image:height" content="${SHARE_PICTURE_SIZE.height}">`,
    `<meta property="og:image:alt" content="${escape(picture.alt)}">`,
    // The large card, not a thumbnail beside the title, where a post shows links so.
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta property="og:locale" content="${head.locale}">`,
    ...otherLocales.map((locale) => `<meta property="og:locale:alternate" content="${locale}">`),
  ].join('\n    ');
}

/** The pages' descriptions with their catalog, loaded on the first navigation in the app. */
const descriptions = () =>
  withCatalog('descriptions', () => import('../content/page-descriptions.ts')).then(
    (module) => module.descriptionOf,
  );

/** Until the first navigation, the head is the prerendered page's, its description included. */
let navigated = false;

/**
 * Keeps the head of the live page in step with the route (the language never changes within a
 * document: the flags load the other language's page).
 */
export function useDocumentHead(route: AppRoute): void {
  const { i18n } = useLingui();
  useEffect(() => {
    const head = headData(route, i18n);
    document.title = head.title;
    setAttr('link[rel="canonical"]', 'href', head.canonical);
    setAttr('meta[property="og:title"]', 'content', head.title);
    setAttr('meta[property="og:url"]', 'content', head.canonical);
    setAlternates(head.alternates);
    setNoindex(head.noindex);
    if (!navigated) {
      navigated = true;
      return;
    }
    let current = true;
    descriptions()
      .then((descriptionOf) => {
        if (!current) return;
        const description = i18n._(descriptionOf(route.page));
        setAttr('meta[name="description"]', 'content', description);
        setAttr('meta[property="og:description"]', 'content', description);
      })
      // Seen by no visitor: crawlers and link previews read the prerendered page's. A load that
      // fails (the link dropped) keeps the last description rather than an unhandled error.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [route, i18n]);
}

/** A page reached in the app from an indexed one (or back) says so too. */
function setNoindex(noindex: boolean) {
  const meta = document.head.querySelector('meta[name="robots"]');
  if (noindex && !meta) {
    const tag = document.createElement('meta');
    Object.assign(tag, { name: 'robots', content: 'noindex' });
    document.head.appendChild(tag);
  } else if (!noindex) meta?.remove();
}

/** A page reached in the app (a 404 page among them) names its own language versions. */
function setAlternates(wanted: Alternate[]) {
  const links = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')];
  const current = links.map(
    (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
  );
  if (current.join() === wanted.map(({ hreflang, href }) => `${hreflang} ${href}`).join()) return;
  links.forEach((link) => link.remove());
  for (const { hreflang, href } of wanted) {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'alternate', hreflang, href });
    document.head.appendChild(link);
  }
}

function setAttr(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}
