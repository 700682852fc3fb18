import { LOCALES, type Locale } from '#shared/schemas/constants.ts';

// The languages are declared once, with the request schemas the function validates `locale` by.
export { DEFAULT_LOCALE, intlTag, LOCALES, type Locale } from '#shared/schemas/constants.ts';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
