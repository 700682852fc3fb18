import type { Page } from '@playwright/test';
import { LOCALES, type Locale } from '../../../src/lib/locales.ts';
import { probeLayout, type LayoutFinding, type LayoutSelectors } from './layout-probe.ts';
import { everyAddress, notFoundPage } from './routes.ts';
import { SCREENS } from './screens.ts';

/**
 * Layout checks for every screen (issue 17), shared by `npm run screenshots:layout`
 * (scripts/layout-screenshots.ts) and tests/e2e/page-sweep.spec.ts. They run in the page
 * (./layout-probe.ts) once it is hydrated, every section below the fold is drawn, the splash has
 * left and the web fonts apply, and each finding says what, where and by how much:
 *
 * - **overflow**: the document is no wider than the window (`scrollWidth` of the root and the
 *   body against `clientWidth`), naming the outermost elements that reach past the window.
 * - **cut-text**: no text is cut by its box. A text node is cut when a line of it lies partly
 *   outside an ancestor whose overflow is not visible (hidden, clip, auto, scroll: the padding
 *   box, 1 px of slack, and vertically the part of a glyph box taller than its line); when it
 *   sticks out of the window; or when it sticks out of its own box (the nearest ancestor laid out
 *   as a block) sideways. A form control is cut when its value (or else its placeholder, or a
 *   select's chosen option) is wider than its content box; an element with
 *   `text-overflow: ellipsis` when its text is wider than its box.
 * - **broken-word**: no word of a text node's is drawn on two lines, its first and last letter
 *   on different lines. Words are the language's (`Intl.Segmenter`), and a soft hyphen ends one,
 *   so a break at a hyphen, soft hyphen, slash or between brackets ('6(1)(f)') is no finding:
 *   what is left is overflow-wrap's break where the language allows none.
 * - **sticks-out**: no box drawn with a ground or a border reaches sideways past the nearest box
 *   with a ground around it (its card, panel or band).
 * - **squeezed**: every drawn icon (an `svg` with a `viewBox`) keeps its proportions within 10 %:
 *   a flex row that runs short shrinks an icon's box, and the icon inside is drawn smaller.
 * - **targets**: every visible checkbox and radio the browser draws is at least 22 × 22 px, the
 *   consent boxes' size (the browser's default is 13 px: hard to hit with a thumb, and drawn in
 *   its own blue). A radio hidden behind a card the visitor taps instead is not looked at.
 * - **header**: every visible item of the fixed header (`SITE_LAYOUT.headerItems`: the logo, the
 *   navigation's entries or the menu toggle, the pending badge when shown, the call button, the
 *   flags) has a box of at least 1 × 1 px inside the window and the header, and no two items'
 *   boxes intersect by more than 1 px both ways.
 * - **edges**: the left edge of the header's content (the logo's box), of every content
 *   container of main (`.container` and `.page`, their content box: padding excluded, since the
 *   text starts there; nested ones are not counted) and of the footer's content (the grid's and
 *   the copyright line's content boxes) are the same within 1 px.
 *
 * Not looked at: what is not drawn (display none, hidden, transparent, content-visibility
 * skipped), what only screen readers get (the visually-hidden pattern: a 1 × 1 px clipped box),
 * `aria-hidden` subtrees (decoration such as the 404 page's big number), text fully hidden by its
 * clipping box (a collapsed panel, a slide off screen), carousel slides not wholly inside their
 * strip (the next slide peeking in is cut by design) and position: fixed elements for the
 * overflow (they do not widen the page).
 */
const SITE_LAYOUT: LayoutSelectors = {
  header: '.site-header',
  headerItems: '.site-header a[href], .site-header button',
  headerEdge: '.site-header__logo',
  mainEdges: 'main .container, main .page',
  footerEdges: '.site-footer__grid, .site-footer__copyright',
  clippedByDesign: '.carousel__slide',
};

/**
 * The screens every page is checked on, narrowest first: the sweep's load without script takes
 * the first.
 */
export const LAYOUT_VIEWPORTS = [
  SCREENS.narrowPhone,
  SCREENS.phone,
  SCREENS.tablet,
  SCREENS.landscapeTablet,
  SCREENS.desktop,
] as const;

export type LayoutAddress = {
  path: string;
  locale: Locale;
  /** A file name for its screenshot, e.g. 'kontakt--tab-contact'. */
  name: string;
};

const CONTACT_TAB = '?tab=contact';

function nameOf(path: string): string {
  const [pathname = '/', query] = path.split('?');
  const base = pathname.replace(/^\/en(\/|$)/, '/').replace(/^\/|\/$/g, '') || 'home';
  return query ? `${base}--${query.replace(/=/g, '-')}` : base;
}

/**
 * Every screen of the site in both languages: each page (tests/e2e/support/routes.ts), the
 * contact page's second tab and the 404 page.
 */
export const layoutAddresses: LayoutAddress[] = LOCALES.flatMap((locale) => {
  const paths = everyAddress.filter((address) => address.locale === locale).map((a) => a.path);
  const contact = paths.find((path) => nameOf(path) === (locale === 'de' ? 'kontakt' : 'contact'));
  return [...paths, `${contact}${CONTACT_TAB}`, notFoundPage[locale].path].map((path) => ({
    path,
    locale,
    name: nameOf(path),
  }));
});

/** A browser of the page's language: a German page offers English to any other. */
export const browserLocale: Record<Locale, string> = { de: 'de-AT', en: 'en-GB' };

/** The findings of every check on the page as it is now. */
export function checkLayout(page: Page): Promise<LayoutFinding[]> {
  return page.evaluate(probeLayout, SITE_LAYOUT);
}

/** One line per finding: '/en/contact at 390: .contact-card__value "…" is cut by its box (…)'. */
export function describeFindings(
  path: string,
  width: number | string,
  findings: LayoutFinding[],
): string[] {
  return findings.map((finding) => `${path} at ${width}: ${finding.message}`);
}

export type { LayoutFinding };
