import { expect, test, type Page, type Route } from '@playwright/test';
import { htmlFileFor } from '../../scripts/vite-plugin-prerender.ts';
import { notFoundPath, pathOf } from '../../src/content/page-paths.ts';
import { LOCALES } from '../../src/lib/locales.ts';
import { expectBuiltPage } from './support/built-pages.ts';
import { watchConsole } from './support/console-problems.ts';
import { isDecoded } from './support/images.ts';
import { reach } from './support/readiness.ts';
import { mailsMentioning, uniqueEmail } from './support/sent-mails.ts';
import { notFoundPage, offlineAddresses } from './support/routes.ts';
import {
  contactPayload,
  keepRequestOffline,
  countPersistCalls,
  countPostsToServer,
  denyBackgroundSync,
  postFromPage,
  replayAndWait,
  waitForServiceWorker,
} from './support/service-worker.ts';

/** The pages without a photo hero: the forms, the legal texts and the visitor's requests. */
const NO_HERO = new Set(
  (['contact', 'imprint', 'terms', 'privacy', 'requests'] as const).flatMap((page) =>
    LOCALES.map((locale) => pathOf(page, locale)),
  ),
);

/** The hero photo is there, from the precache (one size) or the runtime cache. */
async function expectHeroLoaded(page: Page, path: string) {
  if (NO_HERO.has(path)) return;
  const photo = page.locator('.hero-image__photo img').first();
  await expect
    .poll(() => isDecoded(photo), { message: `${path}: hero photo loaded offline` })
    .toBe(true);
}

for (const locale of LOCALES) {
  test(`after one visit every ${locale} route opens offline at its own address`, async ({
    page,
    context,
  }) => {
    const addresses = offlineAddresses.filter((address) => address.locale === locale);
    // A few seconds per address on a loaded 2-core machine: the list grows with every page.
    test.setTimeout(30_000 + addresses.length * 4_000);
    // Each page hydrates from the worker's copy without a warning, an error or a raw message id
    // (the page sweep reads the console of the server's copy, with the worker blocked).
    const problems = watchConsole(page);
    await page.goto(pathOf('home', locale));
    await waitForServiceWorker(page);
    await context.setOffline(true);

    for (const { path, heading } of addresses) {
      await expectBuiltPage(await page.goto(path), htmlFileFor(path));
      await expect(page.locator('h1'), path).toHaveText(heading);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await reach(page, 'rendered');
      await expectHeroLoaded(page, path);
    }
    expect(problems).toEqual([]);
    if (locale === 'en') {
      // The English home page answers without its slash too, as the server has it.
      await page.goto('/en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // A page's address in the other language's place leads to the English page, as online.
      for (const typed of ['/contact', '/en/kontakt']) {
        await page.goto(typed);
        await expect(page, typed).toHaveURL(/\/en\/contact$/);
        await expect(page.locator('h1'), typed).toHaveText('Contact');
      }
    }
    const { path, heading } = notFoundPage[locale];
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404); // the worker's precached 404 page
    await expectBuiltPage(response, htmlFileFor(notFoundPath(locale)));
    await expect(page.locator('h1')).toHaveText(heading);
  });
}

test('a submission sent offline is kept and delivered exactly once when back online', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('offline-queue');
  const key = crypto.randomUUID();
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  const answer = await postFromPage(page, contactPayload(email), key);
  expect(answer).toEqual({
    status: 202,
    json: { queued: true, backgroundSync: true, reason: 'offline' },
  });
  await expect(page.locator('.pending-indicator')).toContainText('1');

  const posts = await countPostsToServer(context);
  await context.setOffline(false);
  await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);
  await expect(page.locator('.pending-indicator')).toBeHidden();
  // Neither a second sync nor a reload sends it again: one request reached the server.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await waitForServiceWorker(page);
  expect((await replayAndWait(page)).waiting).toBe(0);
  expect(await posts.delivered()).toEqual({ [key]: 1 });
  expect(mailsMentioning(email)).toHaveLength(2);
});

test('a 5xx during replay keeps the request queued until the server recovers', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('replay-500');
  const key = crypto.randomUUID();
  await keepRequestOffline(page, context, email, key);

  // The worker's replay meets a failing server.
  let failures = 0;
  const failing = async (route: Route) => {
    failures++;
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
  };
  await context.route('**/functions/v1/send-notification', failing);
  await context.setOffline(false);
  await expect.poll(() => failures).toBeGreaterThan(0);
  // Once that replay is over the request is still kept on the device, and nobody is told of a
  // failure: a 5xx is no refusal.
  expect((await replayAndWait(page)).waiting).toBe(1);
  await expect(page.locator('.pending-indicator')).toContainText('1');
  await expect(page.getByText(/Anfrage konnte nicht zugestellt werden/)).toHaveCount(0);

  // Recovered: the next trigger (here the site being opened again) delivers it, once. The
  // counter goes in before the failing server goes (that handler alone): registered last, it
  // answers first, so no POST slips through a gap between the two.
  const posts = await countPostsToServer(context);
  await context.unroute('**/functions/v1/send-notification', failing);
  await page.reload();
  await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);
  // Then the queue is empty: asked once the page and its worker are up (the helper reads only
  // the answer to its own replay, whatever the site asks on opening).
  await reach(page, 'hydrated');
  await waitForServiceWorker(page);
  expect((await replayAndWait(page)).waiting).toBe(0);
  await expect(page.locator('.pending-indicator')).toBeHidden();
  expect(await posts.delivered()).toEqual({ [key]: 1 });
});

test('a 4xx during replay removes the request and tells the visitor', async ({ page, context }) => {
  const email = uniqueEmail('replay-400');
  await keepRequestOffline(page, context, email);

  let refusals = 0;
  await context.route('**/functions/v1/send-notification', async (route) => {
    refusals++;
    await route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"x"}' });
  });
  await context.setOffline(false);
  await expect(
    page.getByText('Eine gespeicherte Anfrage konnte nicht zugestellt werden.'),
  ).toBeVisible();
  await expect(page.locator('.pending-indicator')).toBeHidden();
  // A refusal is final: the next replay does not send the request again.
  expect((await replayAndWait(page)).waiting).toBe(0);
  expect(refusals).toBe(1);
});

test('without Background Sync (as on iOS) the request goes out when the online event fires', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('no-sync');
  const key = crypto.randomUUID();
  const cdp = await denyBackgroundSync(browser, context, page, baseURL!);
  await countPersistCalls(page);
  await page.goto('/');
  await waitForServiceWorker(page);
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (registration as unknown as { sync: { register(tag: string): Promise<void> } }).sync
        .register('probe')
        .then(
          () => 'granted',
          () => 'denied',
        );
    }),
  ).toBe('denied');

  await context.setOffline(true);
  // The worker says the truth: no Background Sync will send this one.
  expect(await postFromPage(page, contactPayload(email), key)).toEqual({
    status: 202,
    json: { queued: true, backgroundSync: false, reason: 'offline' },
  });
  // Kept on the device, and the visitor sees that it waits.
  await expect(page.locator('.pending-indicator')).toContainText('1');
  // Something waits: the site asks to keep its storage.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls))
    .toBe(1);
  const posts = await countPostsToServer(context);
  await context.setOffline(false);
  await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);
  await expect(page.locator('.pending-indicator')).toBeHidden();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await waitForServiceWorker(page);
  expect((await replayAndWait(page)).waiting).toBe(0);
  expect(await posts.delivered()).toEqual({ [key]: 1 });
  await cdp.detach();
});
