import { storeChoice } from './language-choice.ts';
import type { Locale } from './locales.ts';

/** The worker reads the choice from IndexedDB: give the write this long before leaving. */
const STORE_WAIT_MS = 500;

type LinkClick = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'preventDefault'
> & { currentTarget: HTMLAnchorElement };

/**
 * A link to a page in another language (a flag; a translation's link to its German original):
 * keeps the choice, then opens the page, so neither the boot script nor the worker moves the
 * visitor back to the language left. A click that opens a new tab or window is left to the
 * browser; it only keeps the choice.
 */
export function followLanguageLink(event: LinkClick, locale: Locale): void {
  const stored = storeChoice(locale);
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  event.preventDefault();
  const href = event.currentTarget.href;
  const timeout = new Promise((resolve) => setTimeout(resolve, STORE_WAIT_MS));
  void Promise.race([stored, timeout]).finally(() => window.location.assign(href));
}
