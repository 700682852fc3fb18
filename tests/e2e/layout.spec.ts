import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { SCREENS } from './support/screens.ts';

const viewports = [SCREENS.phone, SCREENS.desktop];

/**
 * Scrolls down the whole page in viewport steps, so every lazy image comes near the screen. The
 * page's height is read again at each step: a section drawn late may still change it.
 */
async function scrollThrough(page: Page) {
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height / 2;
  for (let y = 0; y <= (await height()); y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(
      (top) =>
        Math.abs(window.scrollY - Math.min(top, document.documentElement.scrollHeight)) < 2 ||
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2,
      y,
    );
  }
}

/** The images that have not loaded, or have no width and height attributes. */
function imageProblems(page: Page) {
  return page.evaluate(() =>
    [...document.images]
      .map((img) => {
        const problems = [];
        if (!img.complete || img.naturalWidth === 0) problems.push('not loaded');
        if (!(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0)) {
          problems.push('no size');
        }
        return problems.length ? `${img.currentSrc || img.src}: ${problems.join(', ')}` : '';
      })
      .filter(Boolean),
  );
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const path of ['/', '/salzkammergut']) {
      test(`every image on ${path} loads and has its size set`, async ({ page, open }) => {
        // Drawn whole first: while the sections below are drawn one by one, each changes the
        // page's height, and the browser's scroll anchoring moves the position the test set.
        await open(path, 'rendered');
        await scrollThrough(page);
        // A photo the quick scroll passed by still waits, as one did under load (the V-Class,
        // with the sweep beside this test): brought into view as a visitor's slower scroll would.
        for (const image of await page.locator('img[loading="lazy"]').all()) {
          const waiting = await image.evaluate(
            (img: HTMLImageElement) => !img.complete && !img.closest('.carousel'),
          );
          if (waiting) await image.scrollIntoViewIfNeeded();
        }
        // Carousel slides beside the visible ones stay lazy until shown: show each one.
        for (const carousel of await page.locator('section.carousel').all()) {
          await carousel.scrollIntoViewIfNeeded();
          await expect(carousel).toHaveAttribute('data-enhanced', '');
          const slides = await carousel.getByRole('group').count();
          const next = carousel.locator('.carousel__button--next');
          for (let i = 0; i < slides; i++) {
            await next.click();
            const shown = (i + 1) % slides;
            await expect(carousel).toHaveAttribute('data-selected', String(shown));
            // Wait for the slide to settle in view, as a visitor would look at it.
            await expect(carousel.getByRole('group').nth(shown)).toBeInViewport({ ratio: 0.9 });
          }
        }
        expect(await page.locator('img').count()).toBeGreaterThan(3);
        await expect.poll(() => imageProblems(page), { timeout: 15_000 }).toEqual([]);
      });
    }
  });
}

test.describe('sections below the fold', () => {
  const skipped = (page: Page) =>
    page.evaluate(
      () =>
        // A skipped section's own box stays; what it holds is what is not drawn.
        [
          ...document.querySelectorAll('.home-hero ~ section > *, .site-footer__grid > * > *'),
        ].filter((child) => !child.checkVisibility({ contentVisibilityAuto: true })).length,
    );

  test.describe('without the app', () => {
    test.use({ javaScriptEnabled: false, viewport: SCREENS.phone });
    test('are left out of the first paint', async ({ page }) => {
      await page.goto('/');
      // The fleet, the call to action and the footer, at least, are far below the screen.
      expect(await skipped(page)).toBeGreaterThanOrEqual(3);
    });
  });

  test('are drawn one by one once the page is interactive', async ({ page, open }) => {
    await page.setViewportSize(SCREENS.phone);
    await open('/');
    await page.locator('html[data-rendered]').waitFor();
    expect(await skipped(page)).toBe(0);
  });
});

test.describe('at 320 px, the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const [path, button] of [
    ['/kontakt', 'Datum'],
    ['/en/contact', 'Date'],
  ] as const) {
    test(`the date picker on ${path} opens within the screen`, async ({ page, open }) => {
      await open(path);
      await page.getByRole('button', { name: new RegExp(`^${button}`) }).click();
      const popup = page.getByRole('dialog');
      await expect(popup.getByRole('grid')).toBeVisible();
      const box = (await popup.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
    });
  }
});

/** Where the date popup and its focused day stand, against the header and the screen. */
function calendarInView(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    const popup = document.querySelector('[role="dialog"]')!.getBoundingClientRect();
    const day = document.activeElement!.getBoundingClientRect();
    return {
      popup: popup.top >= header - 1 && popup.top >= -1 && popup.bottom <= innerHeight + 1,
      day: day.top >= header - 1 && day.top >= -1 && day.bottom <= innerHeight + 1,
    };
  });
}

test.describe('a phone held sideways', () => {
  test.beforeEach(async ({ page }) => {
    // A Monday alone in the month's last row: the focused day is the calendar's lowest.
    await page.clock.setFixedTime(new Date('2026-11-30T10:00:00+01:00'));
  });

  test('the header stays at the top of the page, not over the text', async ({ page, open }) => {
    await page.setViewportSize({ width: 568, height: 320 });
    await open('/en/eagles-nest');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect
      .poll(() => page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(0);
    // Upright, it stays over the page.
    await page.setViewportSize({ width: 320, height: 568 });
    await expect
      .poll(() => page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().top))
      .toBe(0);
  });

  for (const [viewport, whole] of [
    [{ width: 844, height: 390 }, true],
    [{ width: 568, height: 320 }, true],
    // The same phone zoomed to 200 %: no room for the whole month.
    [{ width: 422, height: 195 }, false],
  ] as const) {
    test(`${viewport.width} × ${viewport.height}: the date picker opened low on the screen shows ${whole ? 'whole' : 'its focused day'}`, async ({
      page,
      open,
    }) => {
      await page.setViewportSize(viewport);
      await open('/en/contact');
      const date = page.getByRole('button', { name: /^Date/ });
      await date.evaluate((button) => {
        window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 8);
      });
      await date.click();
      await expect(page.getByRole('dialog').getByRole('button', { name: /30/ })).toBeFocused();
      // The browser scrolled the focused day to the screen's middle, the month above the top.
      expect(await calendarInView(page)).toEqual({
        popup: whole || expect.any(Boolean),
        day: true,
      });
    });
  }
});
