import { isIosSafari, runsInstalled, showsIosGuide } from './ios-install.ts';

/**
 * The iPhone guide's state: whether it shows now, and what the device remembers for it (the
 * page views counted so far, up to the second, all the guide needs; whether it was shown on an
 * earlier visit; whether it was closed). Storage that throws (a locked-down browser) remembers
 * nothing: the guide may then show again on another visit, never twice in one.
 */
const VIEWS_KEY = 'ios-guide-views';
const STATE_KEY = 'ios-guide';
const VISIT_KEY = 'ios-guide-this-visit';

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Nothing to keep it in: the guide may show again on another visit.
  }
}

/** Counts this page view; returns the views so far (at most 2). */
function countPageView(): number {
  const views = Math.min(Number(read(localStorage, VIEWS_KEY) ?? 0) + 1, 2);
  write(localStorage, VIEWS_KEY, String(views));
  return views;
}

function guideMemory(): { dismissed: boolean; shownOnEarlierVisit: boolean } {
  const state = read(localStorage, STATE_KEY);
  return {
    dismissed: state === 'dismissed',
    shownOnEarlierVisit: state === 'shown' && read(sessionStorage, VISIT_KEY) === null,
  };
}

let visible = false;
const listeners = new Set<() => void>();

function setVisible(value: boolean): void {
  if (visible === value) return;
  visible = value;
  listeners.forEach((listener) => listener());
}

export function onGuideChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function guideVisible(): boolean {
  return visible;
}

/** A page was opened: counts it and decides whether the guide shows on it. */
export function viewPage({ quietPage }: { quietPage: boolean }): void {
  // Other browsers count nothing and store nothing.
  if (!isIosSafari(navigator)) return;
  const show = showsIosGuide({
    iosSafari: true,
    installed: runsInstalled(window),
    views: countPageView(),
    quietPage,
    ...guideMemory(),
  });
  if (show) {
    write(localStorage, STATE_KEY, 'shown');
    write(sessionStorage, VISIT_KEY, '1');
  }
  setVisible(show);
}

/** Closed by the visitor: never again on this device. */
export function dismissGuide(): void {
  write(localStorage, STATE_KEY, 'dismissed');
  setVisible(false);
}
