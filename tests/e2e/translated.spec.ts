import type { Page } from '@playwright/test';
import { business } from '../../src/content/business.ts';
import { bookingPanel, contactPanel } from './support/contact-form.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block' });

/**
 * What a browser's page translation does to the page (Chrome's "Translate this page", which has
 * no network here): every text node is swapped for two <font> elements holding its translation,
 * and so is every text node that appears later.
 */
async function translateAsChromeDoes(page: Page) {
  await page.evaluate(() => {
    const swapTexts = () => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
        acceptNode: (text) =>
          text.nodeValue?.trim() && !text.parentElement?.closest('script, style, font')
            ? NodeFilter.FILTER_ACCEPT
            : NodeFilter.FILTER_REJECT,
      });
      const texts: Node[] = [];
      while (walker.nextNode()) texts.push(walker.currentNode);
      for (const text of texts) {
        const outer = document.createElement('font');
        const inner = outer.appendChild(document.createElement('font'));
        inner.textContent = text.nodeValue;
        text.parentNode!.replaceChild(outer, text);
      }
    };
    swapTexts();
    const observer = new MutationObserver(() => {
      observer.disconnect();
      swapTexts();
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

test('a page the browser translates keeps working: the form answers, the tabs and links go', async ({
  page,
  open,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await open('/en/contact', 'rendered');
  await translateAsChromeDoes(page);
  expect(await page.locator('main font').count()).toBeGreaterThan(100);

  // The errors appearing beside the translated labels emptied the whole page.
  await bookingPanel(page).getByRole('button', { name: 'Send booking request' }).click();
  await expect(bookingPanel(page).getByText('Last name is required')).toBeVisible();
  await bookingPanel(page)
    .getByLabel(/^Last name/)
    .fill('Rossi');
  await expect(bookingPanel(page).getByText('Last name is required')).toBeHidden();

  await page.getByRole('tab', { name: 'Contact' }).click();
  await expect(contactPanel(page).getByRole('button', { name: 'Send message' })).toBeVisible();
  await page.getByRole('link', { name: 'Airport transfer' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Airport Transfer');
  expect(errors).toEqual([]);
});

test('the address stays as the visitor must read it out to a driver', async ({ page, open }) => {
  // 'Schwarzstraße' translated is no street a driver finds.
  const { street } = business.address;
  for (const path of ['/en/', '/en/contact', '/en/imprint']) {
    await open(path, 'rendered');
    const shown = await page.evaluate((street) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const places: boolean[] = [];
      while (walker.nextNode()) {
        const text = walker.currentNode;
        if (!text.nodeValue?.includes(street) || text.parentElement?.closest('script')) continue;
        places.push(text.parentElement?.closest('[translate="no"]') !== null);
      }
      return places;
    }, street);
    expect(shown.length, path).toBeGreaterThan(0);
    expect(shown, `${path}: each place the street is shown is left untranslated`).not.toContain(
      false,
    );
  }
});
