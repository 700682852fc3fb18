import { expect, test } from '@playwright/test';
import { htmlFileFor } from '../../scripts/vite-plugin-prerender.ts';
import { pathOf } from '../../src/content/page-paths.ts';
import { expectBuiltPage } from './support/built-pages.ts';
import { bookingPanel, bookingValues, fillBooking } from './support/contact-form.ts';
import { mailsMentioning, uniqueEmail } from './support/sent-mails.ts';
import {
  countPostsToServer,
  replayAndWait,
  sendMessageOffline,
  waitForServiceWorker,
} from './support/service-worker.ts';
import { PHONE } from './support/screens.ts';

/**
 * What Safari on iOS 15 lacks of what the site's code calls (docs/product.md, "Older iPhones"):
 * `AbortSignal.timeout` (Safari 16), `AbortSignal.any` (17.4) and the compression streams (16.4).
 * Removed from the page and from its worker, Chromium runs the site as such a phone would.
 */
function withoutNewerApis() {
  const scope = globalThis as unknown as Record<string, unknown>;
  delete scope.DecompressionStream;
  delete scope.CompressionStream;
  const signal = AbortSignal as unknown as Record<string, unknown>;
  delete signal.timeout;
  delete signal.any;
}

test('an iPhone on iOS 15 books, reads its status, and sends and opens pages offline', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    ...PHONE,
    locale: 'en-GB',
  });
  await context.addInitScript(withoutNewerApis);
  const page = await context.newPage();
  await page.goto(pathOf('contact', 'en'));
  await waitForServiceWorker(page);
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(withoutNewerApis);
  expect(await page.evaluate(() => typeof AbortSignal.timeout)).toBe('undefined');

  // Online: the booking goes out through the worker, and its status page asks the service.
  const email = uniqueEmail('older-iphone');
  await fillBooking(page, bookingValues(email, { destination: 'Munich Airport' }), {
    locale: 'en',
  });
  await bookingPanel(page).getByRole('button', { name: 'Send booking request' }).click();
  await expect(page.getByRole('heading', { name: 'Booking received' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())!;
  await page.getByRole('link', { name: 'Track your request' }).click();
  await expect(page.getByTestId('status-reference')).toHaveText(reference);
  await expect(page.locator('.status-panel[data-status="requested"]')).toContainText('Requested');
  await expect.poll(() => mailsMentioning(email).length).toBe(2);

  // Offline: a message is kept, the worker's copies of the pages open whole, and the message
  // goes out once when the network is back.
  const kept = uniqueEmail('older-iphone-kept');
  await sendMessageOffline(page, context, kept);
  for (const path of [pathOf('home', 'en'), pathOf('hellbrunn', 'de')]) {
    await expectBuiltPage(await page.goto(path), htmlFileFor(path));
  }
  const posts = await countPostsToServer(context);
  await context.setOffline(false);
  await expect.poll(() => mailsMentioning(kept).length, { timeout: 20_000 }).toBe(2);
  expect((await replayAndWait(page)).waiting).toBe(0);
  expect(Object.values(await posts.delivered())).toEqual([1]);

  // The same worker all along: one Chromium started afresh would have had the streams again.
  expect(await worker!.evaluate(() => typeof DecompressionStream)).toBe('undefined');
  await context.close();
});
