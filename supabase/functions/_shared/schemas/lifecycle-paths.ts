/**
 * The lifecycle's times, the function's routes and session header, the addresses of the status
 * page and the console, and the status link. Without zod (and re-exported by lifecycle.ts), so
 * the site's table of addresses, its pages, its static server and the service worker take them
 * without the schemas' weight.
 */
import type { Locale } from './constants.ts';
import { isReference } from './reference.ts';

/** The lifecycle's times, in hours. */
const REPLY_WITHIN_HOURS = 24;
export const REMINDER_AFTER_HOURS = 20;

/**
 * By when the operator answers a request that came in at `receivedAt` (REPLY_WITHIN_HOURS later):
 * the visitor's receipt, received view and status page name it, the reminder mail and the console
 * count towards it.
 */
export function answerDueAt(receivedAt: Date | string | number): Date {
  return new Date(new Date(receivedAt).getTime() + REPLY_WITHIN_HOURS * 3_600_000);
}

/** A pickup closer than this may still be requested; the form says to call. */
export const SHORT_NOTICE_HOURS = 12;
/** A signed-in device stays signed in this long (or until it signs out). */
export const OPERATOR_SESSION_DAYS = 30;
export const OPERATOR_PASSPHRASE_MIN = 16;

/** The function's routes below FUNCTION_PATH; every one is a POST with a JSON body. */
export const LIFECYCLE_ROUTES = {
  /** `{ token }` → StatusAnswer (404 for an unknown token). */
  status: '/status',
  /** `{ passphrase }` → SignInAnswer; 401 wrong, 429 too many wrong attempts. */
  signIn: '/operator/sign-in',
  /** `{}` with the session header → 204. */
  signOut: '/operator/sign-out',
  /** `{}` → `{ requests: OperatorListItem[] }`, undecided first by pickup time. */
  list: '/operator/requests',
  /** `{ reference }` → OperatorRequest. */
  detail: '/operator/request',
  /** Decision → OperatorRequest; 409 `{ error: 'already_decided', request }` when late. */
  decide: '/operator/decide',
} as const;

/** The console's session travels in this header (the console is cross-origin: no cookies). */
export const OPERATOR_SESSION_HEADER = 'x-operator-session';

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
