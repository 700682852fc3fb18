import { useEffect } from 'react';
import { BOOT_SIGNALS, setSignal } from '../../lib/boot.ts';

/** How far below main's and footer's children a skipped part may sit. */
const MAX_DEPTH = 4;

/**
 * The sections further down a page are skipped by the first paint (`content-visibility: auto` in
 * the CSS), which then lays out little more than what is on screen. Once the page is interactive,
 * this renders them one at a time, each in an idle moment of its own (so no long task), and
 * marks the document `data-rendered` when all are: a visitor who scrolls or searches the page then
 * finds it complete, and tools that read the page (screen readers, contrast checkers) see it as
 * drawn.
 */
export function renderAhead(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  // Safari has no idle callbacks: a short timer stands in.
  const hasIdle = typeof win.requestIdleCallback === 'function';
  // No style is read inside a skipped part: that would make the browser draw it there and then.
  const isSkipped = (element: Element): element is HTMLElement =>
    element instanceof win.HTMLElement &&
    win.getComputedStyle(element).contentVisibility === 'auto';
  // Down from main and footer, as deep as the layout nests them (a tour page's sections sit
  // four levels down), never into a skipped part nor into text.
  const skippedIn = (element: Element, depth: number): HTMLElement[] =>
    isSkipped(element)
      ? [element]
      : depth === 0
        ? []
        : [...element.children].flatMap((child) => skippedIn(child, depth - 1));
  const skipped = [...doc.querySelectorAll('main, footer')]
    .flatMap((part) => [...part.children].flatMap((child) => skippedIn(child, MAX_DEPTH)))
    .reverse();
  let handle: number | undefined;
  const idle = (callback: () => void): number =>
    hasIdle ? win.requestIdleCallback(callback, { timeout: 1000 }) : win.setTimeout(callback, 50);
  const next = () => {
    const element = skipped.pop();
    if (!element) {
      setSignal(BOOT_SIGNALS.rendered, doc);
      return;
    }
    element.style.contentVisibility = 'visible';
    handle = idle(next);
  };
  doc.documentElement.removeAttribute(BOOT_SIGNALS.rendered);
  handle = idle(next);
  return () => {
    if (handle === undefined) return;
    if (hasIdle) win.cancelIdleCallback(handle);
    else win.clearTimeout(handle);
  };
}

/** Renders the skipped sections of each page shown (see renderAhead). */
export function useRenderAhead(pathname: string): void {
  useEffect(() => renderAhead(), [pathname]);
}
