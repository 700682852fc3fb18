/**
 * The iPhone's "Add to Home Screen" guide: who sees it and when. iOS Safari has no install
 * prompt (no beforeinstallprompt), so the site shows the two taps itself, once, politely: from
 * the visitor's second page view, never on the booking page or the console, never inside the
 * installed app, and never again once closed (docs/product.md, shared layout).
 */
import { pageAt, prerenderedPath } from '../../content/page-paths.ts';

/** What the guide reads of the browser. */
export type BrowserTraits = { userAgent: string; maxTouchPoints: number };

/**
 * Browsers on iOS that are not Safari, though their user agent names Safari too (Chrome,
 * Firefox, Edge, Opera, Google, DuckDuckGo, Yandex), and apps' built-in browsers, which cannot
 * add a page to the Home Screen at all.
 */
const NOT_SAFARI =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|DuckDuckGo|Ddg\/|YaBrowser|FBAN|FBAV|Instagram|LinkedInApp|Line\/|MicroMessenger|Snapchat|Twitter/;

/**
 * Safari on an iPhone, iPod or iPad. iPadOS presents itself as a Mac: a "Mac" with touch points
 * is an iPad (Macs have none).
 */
export function isIosSafari({ userAgent, maxTouchPoints }: BrowserTraits): boolean {
  const apple = /iPhone|iPod|iPad/.test(userAgent);
  const ipadAsMac = /Macintosh/.test(userAgent) && maxTouchPoints > 1;
  return (
    (apple || ipadAsMac) &&
    /Version\/[\d.]+.* Safari\//.test(userAgent) &&
    !NOT_SAFARI.test(userAgent)
  );
}

/** Opened from the Home Screen already (iOS's own flag, or the display mode elsewhere). */
export function runsInstalled(win: Window): boolean {
  const standalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || win.matchMedia?.('(display-mode: standalone)').matches === true;
}

/**
 * Whether a page may carry an install offer: not the booking form a visitor is filling in, and
 * not the operator's console (not kept offline, and not what the installed app is for).
 */
export function installOfferAllowed(pathname: string): boolean {
  const page = pageAt(prerenderedPath(pathname));
  return page !== 'contact' && page !== 'console';
}

export type GuideFacts = {
  iosSafari: boolean;
  installed: boolean;
  /** Pages this visitor has viewed, this one included. */
  views: number;
  /** A page no install offer covers (installOfferAllowed). */
  quietPage: boolean;
  /** Closed by the visitor, on any visit. */
  dismissed: boolean;
  /** Shown on an earlier visit: the guide is shown in one visit only. */
  shownOnEarlierVisit: boolean;
};

/** Whether the guide shows on this page view. */
export function showsIosGuide(facts: GuideFacts): boolean {
  return (
    facts.iosSafari &&
    !facts.installed &&
    facts.views >= 2 &&
    !facts.quietPage &&
    !facts.dismissed &&
    !facts.shownOnEarlierVisit
  );
}
