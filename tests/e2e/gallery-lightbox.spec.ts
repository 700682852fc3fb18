import { type Locator, type Page } from '@playwright/test';
import { leaksIn } from '../support/language-words.ts';
import { isDecoded } from './support/images.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { swipeLeft, swipeRight } from './support/swipe.ts';
import { expect, test } from './support/fixtures.ts';
import { PHONE, SCREENS } from './support/screens.ts';

/** The lake district tour's photos opened large (tour-gallery.tsx, gallery-lightbox.tsx). */

const alts = {
  de: [
    'Plakatgrafik: Hallstatt im Winter mit verschneiten Dächern und zwei Kirchtürmen, gespiegelt im See',
    'Plakatgrafik: Ein Raddampfer auf einem Salzkammergut-See zur blauen Stunde, am Ufer ein Dorf mit Zwiebelturm',
    'Plakatgrafik: Ein Dorf mit Zwiebelturm am Seeufer im Frühling, davor Segelboote und ein Bootssteg, dahinter schneebedeckte Gipfel',
    'Plakatgrafik: Ein stiller Bergsee zwischen herbstlichen Wäldern vor den Gletschern des Dachsteins, im Wasser gespiegelt',
  ],
  en: [
    'Poster illustration: Hallstatt in winter with snow on its roofs and two church spires, mirrored in the lake',
    'Poster illustration: a paddle steamer on a Salzkammergut lake at the blue hour, a village with an onion-domed tower on the shore',
  ],
};

const lightbox = (page: Page, name = 'Bildergalerie') => page.getByRole('dialog', { name });
const photos = (page: Page, name = /^Foto öffnen: /) => page.getByRole('button', { name });

/** The photo the lightbox shows has arrived and is drawn (never a broken image). */
async function expectPhotoShown(page: Page, alt: string) {
  const img = page.locator('dialog.lightbox[open]').getByRole('img', { name: alt });
  await expect(img).toBeVisible();
  await expect.poll(() => isDecoded(img)).toBe(true);
}

/** The lightbox's text, its labels and its photo's alternative, as a visitor reads them. */
function readable(dialog: Locator): Promise<string> {
  return dialog.evaluate((root) =>
    [
      root.textContent,
      ...[...root.querySelectorAll('[aria-label], [alt]')].map(
        (el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('alt') ?? ''}`,
      ),
      root.getAttribute('aria-label'),
    ].join('\n'),
  );
}

test.describe('by keyboard', () => {
  test.use({ viewport: SCREENS.desktop, reducedMotion: 'reduce' });

  test('Enter opens the focused photo, the arrows move, Escape closes and the focus comes back', async ({
    page,
    open,
  }) => {
    await open('/salzkammergut', 'rendered');
    // Not in the page's first load: the lightbox's code comes with the first opening.
    const lightboxCode = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('gallery-lightbox')),
      );
    expect(await lightboxCode()).toBe(false);

    // After the info card's request button, the next stop is the first photo.
    await page.locator('.tour-facts').getByRole('link', { name: 'Tour anfragen' }).focus();
    await page.keyboard.press('Tab');
    const first = photos(page).first();
    await expect(first).toBeFocused();
    await expect(first).toHaveAccessibleName(`Foto öffnen: ${alts.de[0]}`);
    const scrollY = await page.evaluate(() => window.scrollY);

    await page.keyboard.press('Enter');
    const dialog = lightbox(page);
    await expect(dialog).toBeVisible();
    expect(await lightboxCode()).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
    await expect(dialog.locator('.lightbox__counter')).toHaveText('1 von 4');
    await expect(dialog.locator('.lightbox__caption')).toHaveText(alts.de[0]!);
    expect(leaksIn(await readable(dialog), 'de')).toEqual([]);
    await expectPhotoShown(page, alts.de[0]!);
    // Reduced motion: the lightbox appears without its fade.
    expect(await dialog.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');

    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.lightbox__counter')).toHaveText('2 von 4');
    await expectPhotoShown(page, alts.de[1]!);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('.lightbox__counter')).toHaveText('4 von 4');
    await expect(dialog.locator('.lightbox__caption')).toHaveText(alts.de[3]!);

    // The focus stays inside, whichever way the visitor tabs.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    // The page behind does not scroll.
    await page.mouse.wheel(0, 600);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  });

  test('in English: Space opens, the buttons move and close', async ({ page, open }) => {
    await open('/en/salzkammergut', 'rendered');
    const openers = photos(page, /^Open photo: /);
    await openers.first().focus();
    // The gallery's arrow keys move the focus to the next photo.
    await page.keyboard.press('ArrowRight');
    const second = openers.nth(1);
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    const dialog = lightbox(page, 'Photo gallery');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.lightbox__counter')).toHaveText('2 of 4');
    await expect(dialog.locator('.lightbox__caption')).toHaveText(alts.en[1]!);
    expect(leaksIn(await readable(dialog), 'en')).toEqual([]);
    // Close, Previous photo, Next photo, in that order.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Previous photo' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Next photo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.locator('.lightbox__counter')).toHaveText('3 of 4');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
  });
});

test.describe('by touch', () => {
  test.use(PHONE);

  test('a tap opens, a swipe moves, a tap on close or beside the photo closes', async ({
    page,
    open,
  }) => {
    await open('/salzkammergut', 'rendered');
    const first = photos(page).first();
    await first.scrollIntoViewIfNeeded();
    await page.locator('.tour-gallery[data-enhanced]').waitFor();
    await first.tap();
    const dialog = lightbox(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.lightbox__counter')).toHaveText('1 von 4');
    await expectPhotoShown(page, alts.de[0]!);
    // The photo fits the screen: no wider than the phone, nothing off screen.
    const photo = dialog.getByRole('img');
    const box = (await photo.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.width).toBeGreaterThan(300);

    await swipeLeft(page, dialog.locator('.lightbox__stage'));
    await expect(dialog.locator('.lightbox__counter')).toHaveText('2 von 4');
    await expectPhotoShown(page, alts.de[1]!);
    await swipeRight(page, dialog.locator('.lightbox__stage'));
    await swipeRight(page, dialog.locator('.lightbox__stage'));
    await expect(dialog.locator('.lightbox__counter')).toHaveText('4 von 4');
    // A swipe to the right is the lightbox's, not the browser's way back.
    await expect(page).toHaveURL(/\/salzkammergut$/);

    // The first tap right after a swipe counts (Chromium used to swallow it: see useSwipe).
    await dialog.getByRole('button', { name: 'Schließen' }).tap();
    await expect(dialog).toBeHidden();

    // A tap on the dark space above the photo closes it too.
    await photos(page).nth(1).tap();
    await expect(dialog.locator('.lightbox__counter')).toHaveText('2 von 4');
    const above = (await dialog.getByRole('img').boundingBox())!;
    await page.touchscreen.tap(195, above.y - 40);
    await expect(dialog).toBeHidden();
  });
});

test.describe('offline', () => {
  test.use({ viewport: SCREENS.desktop });

  test('shows the size the phone has when the large one is not there', async ({
    page,
    context,
    open,
  }) => {
    await open('/salzkammergut', 'rendered');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/img/gallery-salzkammergut-2.')) requested.push(request.url());
    });
    const second = photos(page).nth(1);
    await second.scrollIntoViewIfNeeded();
    await second.click();
    const dialog = lightbox(page);
    await expect(dialog).toBeVisible();
    // The lightbox asks for the 1600 px size (its box is about 1000 px wide here; never cached
    // here); the worker answers offline with the precached one, and the photo shows.
    await expectPhotoShown(page, alts.de[1]!);
    expect(requested.some((url) => url.includes('.1600.'))).toBe(true);
    // The worker's answer, not the lightbox's own stand-in (which takes over should that fail).
    expect(
      await dialog.locator('.lightbox__photo').evaluate((el) => el.parentElement?.tagName),
    ).toBe('PICTURE');
  });
});
