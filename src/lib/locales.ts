import { LOCALES, type Locale } from '#shared/schemas/constants.ts';

// The languages are declared once, with the request schemas the function validates `locale` by.
export { DEFAULT_LOCALE, LOCALES, type Locale } from '#shared/schemas/constants.ts';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language tag Intl formats a page's language with: British English, Austrian German. */
export const intlTag = (locale: string) => (locale === 'en' ? 'en-GB' : 'de-AT');
