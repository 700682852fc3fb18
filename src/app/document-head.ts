import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { business } from '../content/business.ts';
import type { AppRoute } from './routes.tsx';

export type HeadData = {
  title: string;
  description: string;
  canonical: string;
  locale: string;
  image: string;
};

export function headData(route: AppRoute, pathname: string, i18n: I18n): HeadData {
  const pagePath = route.path === '*' ? pathname : (route.canonical ?? route.path);
  return {
    title: `${i18n._(route.title)} | ${business.name}`,
    description: i18n._(route.description),
    canonical: new URL(pagePath, business.siteUrl).href,
    locale: i18n.locale === 'en' ? 'en_GB' : 'de_AT',
    image: new URL('/icons/og-image.png', business.siteUrl).href,
  };
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head tags as HTML, for the prerendered pages. */
export function headHtml(head: HeadData): string {
  return [
    `<title>${escape(head.title)}</title>`,
    `<meta name="description" content="${escape(head.description)}">`,
    `<link rel="canonical" href="${escape(head.canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escape(business.name)}">`,
    `<meta property="og:title" content="${escape(head.title)}">`,
    `<meta property="og:description" content="${escape(head.description)}">`,
    `<meta property="og:url" content="${escape(head.canonical)}">`,
    `<meta property="og:image" content="${escape(head.image)}">`,
    `<meta property="og:locale" content="${head.locale}">`,
  ].join('\n    ');
}

/** Keeps the head of the live page in step with the route and language. */
export function useDocumentHead(route: AppRoute, pathname: string): void {
  const { i18n } = useLingui();
  useEffect(() => {
    const head = headData(route, pathname, i18n);
    document.title = head.title;
    setAttr('meta[name="description"]', 'content', head.description);
    setAttr('link[rel="canonical"]', 'href', head.canonical);
    setAttr('meta[property="og:title"]', 'content', head.title);
    setAttr('meta[property="og:description"]', 'content', head.description);
    setAttr('meta[property="og:url"]', 'content', head.canonical);
    setAttr('meta[property="og:locale"]', 'content', head.locale);
  }, [route, pathname, i18n, i18n.locale]);
}

function setAttr(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}
