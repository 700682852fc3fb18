import { pathOf } from '../../content/page-paths.ts';
import type { Locale } from '../../lib/locales.ts';
import type { Notice } from '../../lib/sw-protocol.ts';

/** Where a refused or expired request is filled in again, in the page's language. */
export function returnedRequestPath(notice: Notice, locale: Locale): string {
  const form = pathOf('contact', locale);
  return notice.kind === 'contact' ? `${form}?tab=contact` : form;
}
