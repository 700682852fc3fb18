import { business } from '../../src/content/business.ts';
import { bookingPanel } from './support/contact-form.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block' });

test('a page that fails while it draws says what to do, keeps the header and footer, and the next page draws', async ({
  page,
  open,
}) => {
  await open('/en/contact', 'rendered');
  const dateButton = bookingPanel(page).getByRole('button', { name: /^Date/ });
  await dateButton.press('Enter');
  await page.getByRole('dialog', { name: 'Calendar: choose a date' }).getByRole('grid').waitFor();
  // A browser whose dates cannot be formatted as the page asks (an old one throws a RangeError
  // for options it lacks): the chosen day cannot be drawn.
  await page.evaluate(() => {
    Intl.DateTimeFormat = function () {
      throw new RangeError('Incorrect locale information provided');
    } as unknown as typeof Intl.DateTimeFormat;
  });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');

  const message = page.getByRole('heading', { level: 1 });
  await expect(message).toHaveText('This page could not be shown');
  // Where the visitor looks: they were down in the form.
  await expect(message).toBeFocused();
  await expect(message).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: /Call/ }).first()).toBeVisible();
  await expect(page.locator('footer')).toContainText(business.address.street);

  await page.locator('header').getByRole('link', { name: business.shortName }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chauffeur');
});
