/**
 * The lifecycle's addresses: the status page, the console and the status link. Without zod (and
 * re-exported by lifecycle.ts), so the site's table of addresses, its static server and the
 * service worker take them without the schemas' weight.
 */
import type { Locale } from './constants.ts';
import { isReference } from './reference.ts';

/** Pages of the site: the status page (secret in the fragment) and the console. */
export const STATUS_PAGE_PATHS: Readonly<Record<Locale, string>> = {
  de: '/anfrage',
  en: '/en/request',
};
export const CONSOLE_PATHS: Readonly<Record<Locale, string>> = {
  de: '/betrieb',
  en: '/en/operator',
};
const CONSOLE_REQUEST_SEGMENT: Readonly<Record<Locale, string>> = {
  de: 'anfrage',
  en: 'request',
};

/** `/betrieb/anfrage/SLZ-7K3M`: one request in the console. */
export function consoleRequestPath(locale: Locale, reference: string): string {
  return `${CONSOLE_PATHS[locale]}/${CONSOLE_REQUEST_SEGMENT[locale]}/${reference}`;
}

/** The reference a console address names, or null (`/en/operator/request/SLZ-7K3M`). */
export function referenceOfConsolePath(pathname: string): string | null {
  for (const locale of ['de', 'en'] as const) {
    const prefix = `${CONSOLE_PATHS[locale]}/${CONSOLE_REQUEST_SEGMENT[locale]}/`;
    if (pathname.startsWith(prefix)) {
      const rest = pathname.slice(prefix.length).replace(/\/$/, '');
      return isReference(rest) ? rest : null;
    }
  }
  return null;
}

/** The fragment's key: `/en/request#t=…`. A fragment never reaches a server or a log. */
export const STATUS_TOKEN_PARAM = 't';
/** 16 random bytes, base64url without padding. */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function statusPageUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${STATUS_PAGE_PATHS[locale]}#${STATUS_TOKEN_PARAM}=${token}`;
}
