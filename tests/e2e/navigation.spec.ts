import { expect, test } from '@playwright/test';
import { PHONE, SCREENS } from './support/screens.ts';

test.describe('desktop navigation', () => {
  test.use({ viewport: SCREENS.desktop });

  test.beforeEach(async ({ page }) => {
    await page.goto('/impressum');
    await page.locator('html[data-hydrated]').waitFor();
  });

  for (const [group, link, path] of [
    ['Limousinenservice', 'Flughafentransfer', '/flughafen'],
    ['Touren', 'Salzkammergut-Seentour', '/salzkammergut'],
    ['Sehenswürdigkeiten', 'Schloss Hellbrunn', '/schloss-hellbrunn'],
  ] as const) {
    test(`the ${group} dropdown opens on hover and leads to ${path}`, async ({ page }) => {
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      const button = nav.getByRole('button', { name: group });
      await button.hover();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await nav.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('h1')).toBeVisible();
    });
  }

  test('a dropdown closes after the pointer leaves it', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Touren' });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(700, 600);
    // The close waits 300 ms; it must have happened well within the assertion timeout.
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the dropdowns work by keyboard', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Sehenswürdigkeiten' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Festung Hohensalzburg' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Schloss Mirabell' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/schloss-mirabell$/);
  });

  test('a link followed by keyboard starts the new page with the focus on its content', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Kontakt' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.locator('h1')).toBeVisible();
    // Not on the header's link any more, which the next Tab would have gone on from.
    await expect(page.locator('main#main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement)),
    ).toBe(true);
  });

  test.describe('before the worker has cached the site', () => {
    test.use({ serviceWorkers: 'block' });

    test('a page whose code fails to load is loaded from its address', async ({ page }) => {
      // The link is down while the tour page's code loads in the app, as on a roaming connection,
      // and back by the time the browser asks for the page itself.
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      });
      let dropped = 0;
      await page.route(/\/assets\/tour-page-[\w-]+\.js$/, (route) =>
        documents.length ? route.continue() : (dropped++, route.abort('internetdisconnected')),
      );
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      await nav.getByRole('button', { name: 'Touren' }).hover();
      await nav.getByRole('link', { name: /Kehlsteinhaus/ }).click();
      await expect(page.locator('h1')).toContainText('Kehlsteinhaus');
      expect(dropped).toBeGreaterThan(0);
      expect(documents).toEqual(['/eagles-nest']);
    });
  });

  test('the header turns dark past 20 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 400 });
    const header = page.locator('header.site-header');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(header).toHaveAttribute('data-scrolled');
  });
});

test.describe('mobile navigation at 390 px', () => {
  test.use(PHONE);

  test('the toggle opens a menu whose groups expand', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByRole('button', { name: 'Touren' })).toBeHidden();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const tours = menu.getByRole('button', { name: 'Touren' });
    await expect(tours).toHaveAttribute('aria-expanded', 'false');
    // The flags stand in the header here, not in the menu.
    await expect(menu.getByRole('link', { name: 'English' })).toBeHidden();
    await tours.click();
    await expect(tours).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Salzwelten-Tour' }).click();
    await expect(page).toHaveURL(/\/salzwelten$/);
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('by keyboard, Escape and Tab out of the menu close it', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    const toggle = page.getByRole('button', { name: 'Menü öffnen' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Limousinenservice' })).toBeFocused();
    // Escape from inside: closed, and the focus back on its button, not lost to the page.
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    // Tabbing past its last link into the page closes it: open, it hid the focused link.
    await page.keyboard.press('Enter');
    const contact = menu.getByRole('link', { name: 'Kontakt' });
    await contact.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test.describe('a 390 px phone zoomed to 200 %', () => {
  // 195 px across with the usual text (docs/product.md, "The largest text"): until 28 November
  // the header's targets of 44 px did not fit, and the menu toggle stood past the screen.
  test.use({
    viewport: { width: 195, height: 422 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
  });

  test('the header fits, and the other language is in the menu', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    const header = page.locator('.site-header');
    await expect(header.getByRole('link', { name: 'English' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menü öffnen' });
    for (const item of [toggle, header.getByRole('link', { name: /^Anrufen/ })]) {
      const box = (await item.boundingBox())!;
      expect(box.x + box.width, 'in view').toBeLessThanOrEqual(195);
    }
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await menu.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
