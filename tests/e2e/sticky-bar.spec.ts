import { type Locator, type Page } from '@playwright/test';
import { business, telHref } from '../../src/content/business.ts';
import { hrefOf, type LinkTarget } from '../../src/content/page-paths.ts';
import { expect, openAt, test } from './support/fixtures.ts';
import { twoFrames } from './support/frames.ts';
import { layoutShifts, watchLayoutShifts } from './support/layout-shifts.ts';
import { LARGE_TEXT, setTextSize } from './support/text-size.ts';
import { PHONE, SCREENS } from './support/screens.ts';

/** The phone's book-and-call bar of tour, sight and service pages (booking-bar.tsx). */

const texts = {
  de: { bar: 'Schnellkontakt', call: 'Anrufen' },
  en: { bar: 'Quick contact', call: 'Call' },
} as const;

type Case = {
  kind: string;
  page: LinkTarget;
  /** The booking form's start its buttons carry: the service, and a tour's or sight's own id. */
  query: string;
  /** The page's own call to action at its end, and its button's text. */
  cta: string;
  book: Record<'de' | 'en', string>;
};

/** A tour, a sight and a service, with what each books. */
const pages: Case[] = [
  {
    kind: 'tour',
    page: 'eaglesNest',
    query: '?service=eaglesTour&tour=eaglesNest',
    cta: '.tour-request',
    book: { de: 'Tour anfragen', en: 'Request tour' },
  },
  {
    kind: 'sight',
    page: 'mirabell',
    query: '?service=salzburgTour&tour=mirabell',
    cta: '.tour-request',
    book: { de: 'Tour anfragen', en: 'Request tour' },
  },
  {
    kind: 'service',
    page: 'airport',
    query: '?service=airportTransfer',
    cta: '.service-cta',
    book: { de: 'Jetzt buchen', en: 'Book now' },
  },
];

const bar = (page: Page, locale: 'de' | 'en' = 'de') =>
  page.getByRole('navigation', { name: texts[locale].bar });

async function top(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

test.describe('on a phone', () => {
  test.use({ viewport: SCREENS.phone });

  for (const { kind, page: target, query, cta, book } of pages) {
    for (const locale of ['de', 'en'] as const) {
      const path = hrefOf(target, locale);
      test(`a ${kind} page (${path}) has the bar: book with the page's service, call, clear of the page's end`, async ({
        page,
        open,
      }) => {
        await open(path);
        const nav = bar(page, locale);
        await expect(nav).toBeInViewport();
        const bookLink = nav.getByRole('link', { name: book[locale], exact: true });
        await expect(bookLink).toHaveAttribute('href', `${hrefOf('contact', locale)}${query}`);
        // The same text and address as the page's own button.
        const own = page.locator(cta).getByRole('link', { name: book[locale], exact: true });
        await expect(own).toHaveAttribute('href', (await bookLink.getAttribute('href'))!);
        const call = nav.getByRole('link', {
          name: `${texts[locale].call} ${business.phoneDisplay}`,
        });
        await expect(call).toHaveAttribute('href', telHref);

        // Scrolled to the very end, the footer's last line stays above the bar. (Sections drawn
        // as they come into view may still lengthen the page: scrolled again until it holds.)
        await expect
          .poll(() =>
            page.evaluate(() => {
              window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
              const footer = document.querySelector('.site-footer')!.getBoundingClientRect();
              const bar = document.querySelector('.booking-bar')!.getBoundingClientRect();
              return footer.bottom - bar.top;
            }),
          )
          .toBeLessThanOrEqual(0.5);
        await expect(nav).toBeInViewport();
      });
    }
  }

  test("steps aside while the page's own button is on screen, and takes the visitor to the booking form", async ({
    page,
    open,
  }) => {
    await open('/flughafen');
    const nav = bar(page);
    const own = page.locator('.service-cta').getByRole('link', { name: 'Jetzt buchen' });
    await own.scrollIntoViewIfNeeded();
    await expect(nav).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav).toBeInViewport();
    await nav.getByRole('link', { name: 'Jetzt buchen' }).click();
    await expect(page).toHaveURL(/\/kontakt\?service=airportTransfer$/);
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.locator('.booking-bar')).toHaveCount(0);
  });

  test('comes after the page in the tab order, slides in for the keyboard, with a visible focus', async ({
    page,
    open,
  }) => {
    await open('/eagles-nest');
    // The first stop is the skip link, not the bar.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();

    const nav = bar(page);
    const own = page.locator('.tour-request').getByRole('link', { name: 'Tour anfragen' });
    await own.focus();
    await expect(nav).not.toBeInViewport();
    await page.keyboard.press('Tab');
    const call = nav.getByRole('link', { name: /^Anrufen/ });
    await expect(call).toBeFocused();
    await expect(nav).toBeInViewport();
    const outline = await call.evaluate((link) => getComputedStyle(link).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Tour anfragen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('.site-footer :focus')).toHaveCount(1);
  });

  test('moves nothing: no layout shift while loading and scrolling', async ({ page, open }) => {
    await page.addInitScript(watchLayoutShifts);
    // A service page and a tour page (its sections sit deeper, in the layout's columns: they
    // are drawn ahead too, so jumping to the end moves nothing).
    for (const { path, cta } of [
      { path: '/flughafen', cta: '.service-cta' },
      { path: '/eagles-nest', cta: '.tour-request' },
    ]) {
      await open(path);
      await page.locator('html[data-rendered]').waitFor();
      await page.locator(cta).scrollIntoViewIfNeeded();
      await expect(bar(page)).not.toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar(page)).toBeInViewport();
      // Layout-shift entries are reported asynchronously: wait a frame for the last ones.
      await twoFrames(page);
      expect((await layoutShifts(page)).shifts, path).toEqual([]);
    }
  });

  test('stands still when a half-parsed page shows the call button before the book button', async ({
    page,
  }) => {
    // The bar is at the end of the HTML, where a slow connection may cut the page.
    await page.goto('/flughafen', { waitUntil: 'domcontentloaded' });
    for (const width of [320, 390, 412, 800, 1000]) {
      await page.setViewportSize({ width, height: 800 });
      const moved = await bar(page).evaluate((nav) => {
        const [call, book] = [...nav.children] as HTMLElement[];
        const before = [call!.getBoundingClientRect().x, nav.getBoundingClientRect().height];
        book!.remove();
        const after = [call!.getBoundingClientRect().x, nav.getBoundingClientRect().height];
        nav.append(book!);
        return [after[0]! - before[0]!, after[1]! - before[1]!];
      });
      expect(moved, `${width} px`).toEqual([0, 0]);
    }
  });

  test("by touch: big enough to hit, and a tap books with the page's service", async ({
    browser,
  }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await openAt(page, '/en/eagles-nest');
    const nav = bar(page, 'en');
    for (const link of await nav.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      // WCAG 2.5.8 asks 24 px; a thumb on a moving bus wants the 44 px of Apple's guidelines.
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await nav.getByRole('link', { name: 'Request tour' }).tap();
    await expect(page).toHaveURL(/\/en\/contact\?service=eaglesTour&tour=eaglesNest$/);
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByRole('combobox', { name: /^Service/ })).toHaveValue('eaglesTour');
    await context.close();
  });

  test('fits a 320 px phone with large text: the call button shows its icon, still named', async ({
    page,
  }) => {
    // The VIP page's book button has the longest text: 'Persönliches Angebot anfordern'.
    await page.setViewportSize(SCREENS.narrowPhone);
    for (const size of [22, LARGE_TEXT]) {
      await setTextSize(page, size);
      for (const locale of ['de', 'en'] as const) {
        await openAt(page, hrefOf('vip', locale));
        const root = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
        expect(root).toBe(`${size}px`);
        const nav = bar(page, locale);
        const call = nav.getByRole('link', {
          name: `${texts[locale].call} ${business.phoneDisplay}`,
        });
        for (const link of [call, nav.getByRole('link').last()]) {
          const box = (await link.boundingBox())!;
          const where = `${locale} at ${size} px text`;
          expect(box.x, where).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, where).toBeLessThanOrEqual(320);
          expect(box.height, where).toBeGreaterThanOrEqual(44);
        }
      }
    }
  });

  test('is no part of the contact page, the home page or the legal pages', async ({
    page,
    open,
  }) => {
    for (const target of ['contact', 'home', 'imprint', 'terms', 'privacy'] as const) {
      for (const locale of ['de', 'en'] as const) {
        await open(hrefOf(target, locale));
        await expect(page.locator('.booking-bar'), hrefOf(target, locale)).toHaveCount(0);
      }
    }
  });

  test('keeps the language offer clear of it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: SCREENS.phone, locale: 'en-GB' });
    const page = await context.newPage();
    await openAt(page, '/flughafen');
    const offer = page.locator('.language-offer');
    await expect(offer).toBeVisible();
    const offerBottom = await offer.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(offerBottom).toBeLessThanOrEqual(await top(bar(page)));
    await context.close();
  });

  test('is in the prerendered page and works without script', async ({ browser }) => {
    const context = await browser.newContext({ viewport: SCREENS.phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/salzkammergut');
    const nav = bar(page, 'en');
    await expect(nav).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Request tour' })).toHaveAttribute(
      'href',
      '/en/contact?service=lakeDistrictTour&tour=salzkammergut',
    );
    await context.close();
  });

  test('is left out of print', async ({ page, open }) => {
    await open('/vip-transport');
    await page.emulateMedia({ media: 'print' });
    await expect(bar(page)).toBeHidden();
  });
});

test.describe('on a large screen', () => {
  test.use({ viewport: SCREENS.desktop });

  test('is hidden: the info card and the page carry the buttons', async ({ page, open }) => {
    for (const { page: target } of pages) {
      for (const locale of ['de', 'en'] as const) {
        await open(hrefOf(target, locale));
        await expect(page.locator('.booking-bar')).toHaveCount(1);
        await expect(bar(page, locale)).toBeHidden();
      }
    }
  });
});
