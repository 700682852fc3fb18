import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { twoFrames } from './support/frames.ts';
import { alternatesOf, canonicalOf, headingOf, langOf } from './support/html.ts';
import { englishCases, everyAddress } from './support/routes.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

const local = (address: string) => new URL(address).pathname;

test('every English address answers 200 with its English heading in the HTML itself', async ({
  request,
}) => {
  for (const route of englishCases) {
    const response = await request.get(route.enPath);
    expect(response.status(), route.enPath).toBe(200);
    const html = await response.text();
    expect(langOf(html), route.enPath).toBe('en');
    expect(headingOf(html), route.enPath).toBe(route.en);
    expect(html, route.enPath).toContain('<a href="/en/contact"');
  }
});

test("every page's internal links stay in its language (the other language's flag aside)", async ({
  request,
}) => {
  for (const { path, locale } of everyAddress) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<a [^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !/hrefLang="(de|en)"/.test(tag))
      .flatMap((tag) => /href="(\/[^"]*)"/.exec(tag)?.[1] ?? []);
    expect(links.length, path).toBeGreaterThan(10);
    const english = (href: string) => href === '/en' || href.startsWith('/en/');
    expect(
      links.filter((href) => english(href) !== (locale === 'en')),
      path,
    ).toEqual([]);
  }
});

test('hreflang and canonical links are reciprocal on every page', async ({ request }) => {
  const pages = new Map<string, string>();
  const html = async (path: string) => {
    if (!pages.has(path)) pages.set(path, await (await request.get(path)).text());
    return pages.get(path)!;
  };
  for (const { path, locale } of everyAddress) {
    const page = await html(path);
    const alternates = alternatesOf(page);
    expect(Object.keys(alternates).sort(), path).toEqual(['de', 'en', 'x-default']);
    expect(alternates['x-default'], path).toBe(alternates.de);
    // Its canonical page is in its language and among its versions.
    const canonical = canonicalOf(page)!;
    expect(canonical, path).toBe(alternates[locale]);
    // Each version names the same versions, and itself as canonical.
    for (const version of ['de', 'en'] as const) {
      const other = await html(local(alternates[version]!));
      expect(alternatesOf(other), `${path} → ${version}`).toEqual(alternates);
      expect(canonicalOf(other), `${path} → ${version}`).toBe(alternates[version]);
      expect(langOf(other)).toBe(version);
    }
  }
});

test('sitemap.xml lists every page in both languages, each with its alternates', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: local(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!),
    alternates: Object.fromEntries(
      [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        local(href!),
      ]),
    ),
  }));
  const locs = entries.map((entry) => entry.loc);
  for (const path of [
    '/',
    '/en/',
    '/flughafen',
    '/en/airport-transfer',
    '/en/eagles-nest',
    '/hochzeiten',
    '/en/weddings',
  ]) {
    expect(locs).toContain(path);
  }
  // Aliases are left to their canonical page.
  for (const path of ['/eventservice', '/stadttouren', '/en/city-tours']) {
    expect(locs).not.toContain(path);
  }
  for (const { loc, alternates } of entries) {
    expect(Object.keys(alternates).sort(), loc).toEqual(['de', 'en', 'x-default']);
    expect(Object.values(alternates), loc).toContain(loc);
    const twin = entries.find(
      (entry) => entry.loc === alternates[loc.startsWith('/en') ? 'de' : 'en'],
    );
    expect(twin?.alternates, loc).toEqual(alternates);
  }
  expect(locs.filter((loc) => loc.startsWith('/en')).length).toBe(locs.length / 2);
});

test('an unknown address under /en/ gets the English 404 page, with its status', async ({
  request,
}) => {
  for (const path of ['/en/no-such-page', '/en/tours/nowhere']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(langOf(html), path).toBe('en');
    expect(headingOf(html), path).toBe('Oops! Page not found');
  }
  const german = await request.get('/gibt-es-nicht');
  expect(german.status()).toBe(404);
  expect(headingOf(await german.text())).toBe('Hoppla! Seite nicht gefunden');
});

test.describe('a visitor who chose English and follows a broken link', () => {
  const english404 = async (page: Page) => {
    await expect(page).toHaveURL(/\/en\/404$/);
    await expect(page.locator('h1')).toHaveText('Oops! Page not found');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  };

  test('gets the English 404 page on a fresh load, without a worker', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/en/');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/gibt-es-nicht');
    await english404(page);
    await context.close();
  });

  test('gets it from the worker too, online and offline, and in the app', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await waitForServiceWorker(page);
    // Only the worker knows the choice now: the boot script would move nobody.
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.goto('/gibt-es-nicht');
    await english404(page);
    await context.setOffline(true);
    await page.goto('/noch-eine-luecke');
    await english404(page);
    await context.setOffline(false);

    // A broken link inside the app: the English page's own 404, its head English too.
    await page.goto('/en/');
    await page.locator('html[data-hydrated]').waitFor();
    await page.evaluate(() => {
      history.pushState(null, '', '/gibt-es-nicht');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('h1')).toHaveText('Oops! Page not found');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/404$/);
  });
});

test.describe('the flags', () => {
  for (const [from, to, heading] of [
    ['/eagles-nest', '/en/eagles-nest', 'Eagle’s Nest Tour'],
    ['/flughafen', '/en/airport-transfer', 'Airport Transfer'],
    ['/kontakt?tab=contact', '/en/contact?tab=contact', 'Contact'],
  ] as const) {
    test(`lead from ${from} to ${to} and back, keeping the query and storing the choice`, async ({
      page,
    }) => {
      await page.goto(from);
      await page.locator('html[data-hydrated]').waitFor();
      await page.getByRole('link', { name: 'English', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${to.replace('?', '\\?')}$`));
      await expect(page.locator('h1')).toHaveText(heading);
      await expect(page.locator('html[data-hydrated]')).toHaveAttribute('lang', 'en');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
      if (from.includes('tab=contact')) {
        await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
      }

      await page.getByRole('link', { name: 'Deutsch', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${from.replace('?', '\\?')}$`));
      await expect(page.locator('html[data-hydrated]')).toHaveAttribute('lang', 'de');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
    });
  }

  test('are links that work without script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/schloss-mirabell');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/mirabell-palace$/);
    await expect(page.locator('h1')).toHaveText('Mirabell Palace');
    await page.getByRole('link', { name: 'Deutsch', exact: true }).click();
    await expect(page.locator('h1')).toHaveText('Schloss Mirabell');
    await context.close();
  });
});

/**
 * Records, in every document the tab shows, the h1's text at each frame the page is drawn in
 * (a frame callback runs before each paint), and which addresses ran a document at all.
 */
async function recordPaintedHeadings(context: BrowserContext) {
  await context.addInitScript(() => {
    if (location.protocol !== 'http:') return;
    const record = (key: string, value: string) => {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      if (list.at(-1) !== value) sessionStorage.setItem(key, JSON.stringify([...list, value]));
    };
    record('documents', location.pathname);
    const frame = () => {
      const html = document.documentElement;
      const h1 = document.querySelector('h1');
      if (h1 && getComputedStyle(html).visibility !== 'hidden') {
        record('painted', h1.textContent ?? '');
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function recorded(page: Page, key: 'painted' | 'documents'): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), key);
}

test.describe('a visitor who chose English opens /flughafen', () => {
  test('without a service worker: the page moves to English before its first paint', async ({
    browser,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/flughafen');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.locator('html[lang="en"][data-hydrated]').waitFor();

    await recordPaintedHeadings(context);
    await page.goto('/flughafen');
    await expect(page).toHaveURL(/\/en\/airport-transfer$/);
    await expect(page.locator('h1')).toHaveText('Airport Transfer');
    await page.locator('html[data-hydrated]').waitFor();
    const painted = await recorded(page, 'painted');
    console.log(`First painted heading (no worker): ${JSON.stringify(painted[0])}`);
    expect(painted).toEqual(['Airport Transfer']);
    // The German document ran (its boot script moved it) but painted nothing.
    expect(await recorded(page, 'documents')).toEqual(['/flughafen', '/en/airport-transfer']);
    await context.close();
  });

  test('with the service worker: the worker answers with the English page', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/flughafen');
    await waitForServiceWorker(page);
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.locator('html[lang="en"][data-hydrated]').waitFor();

    await recordPaintedHeadings(context);
    await page.goto('/flughafen?ref=bookmark');
    await expect(page).toHaveURL(/\/en\/airport-transfer\?ref=bookmark$/);
    await expect(page.locator('h1')).toHaveText('Airport Transfer');
    await page.locator('html[data-hydrated]').waitFor();
    const painted = await recorded(page, 'painted');
    console.log(`First painted heading (worker): ${JSON.stringify(painted[0])}`);
    expect(painted).toEqual(['Airport Transfer']);
    // No German document ever ran: the worker redirected the navigation itself.
    expect(await recorded(page, 'documents')).toEqual(['/en/airport-transfer']);
    await context.close();
  });

  test('and one who chose German is not moved, nor is anyone without a choice', async ({
    page,
  }) => {
    await page.goto('/en/airport-transfer');
    await page.getByRole('link', { name: 'Deutsch', exact: true }).click();
    await page.locator('html[lang="de"][data-hydrated]').waitFor();
    await page.goto('/en/eagles-nest');
    await expect(page.locator('h1')).toHaveText('Eagle’s Nest Tour');
    await page.goto('/eagles-nest');
    await expect(page.locator('h1')).toHaveText('Kehlsteinhaus-Tour (Eagle’s Nest)');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/flughafen');
    await expect(page.locator('html[data-hydrated]')).toHaveAttribute('lang', 'de');
  });
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-GB' });

  test('sees the German page and a dismissible offer of the English one', async ({ page }) => {
    await page.goto('/flughafen');
    await expect(page.locator('h1')).toHaveText('Flughafentransfer');
    const offer = page.getByRole('complementary', { name: 'Language' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'en');
    await expect(offer).toContainText('This page is also available in English.');
    const link = offer.getByRole('link', { name: 'Read in English' });
    await expect(link).toHaveAttribute('href', '/en/airport-transfer');
    expect(await axeViolations(page, 'the language offer', '.language-offer')).toEqual([]);

    await offer.getByRole('button', { name: 'No, thanks' }).press('Enter');
    await expect(offer).toHaveCount(0);
    // The button went with the panel; the keyboard goes on from the page's content.
    await expect(page.locator('#main')).toBeFocused();
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/flughafen$/);
  });

  test('takes the offer: the English page, and English from then on', async ({ page }) => {
    await page.goto('/kontakt?tab=contact');
    const offer = page.getByRole('complementary', { name: 'Language' });
    await offer.getByRole('link', { name: 'Read in English' }).click();
    await expect(page).toHaveURL(/\/en\/contact\?tab=contact$/);
    await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
    await page.goto('/limousinen');
    await expect(page).toHaveURL(/\/en\/limousines$/);
  });

  // Until 29 November the offer's words failing to load (offline, no service worker yet) took
  // the whole app down to an empty screen: nothing above the offer caught the failure.
  test('offline before the offer could load its words: the page stays, without the offer', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const words = /\/assets\/language-offer-[\w-]+\.js$/;
    await page.route(words, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', (request) => words.test(request.url()));
    await page.goto('/flughafen');
    await failed;
    await twoFrames(page);
    await twoFrames(page);
    await expect(page.locator('h1')).toHaveText('Flughafentransfer');
    await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('is offered nothing on an English page, nor once it chose German', async ({ page }) => {
    await page.goto('/en/eagles-nest');
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Deutsch', exact: true }).click();
    await page.locator('html[lang="de"][data-hydrated]').waitFor();
    await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
  });
});

test('a German-speaking browser is offered nothing', async ({ page }) => {
  await page.goto('/flughafen');
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
});

test('the English pages link the English web app manifest', async ({ page }) => {
  for (const [path, manifest] of [
    ['/', '/manifest.webmanifest'],
    ['/en/', '/manifest.en.webmanifest'],
    ['/en/contact', '/manifest.en.webmanifest'],
  ]) {
    await page.goto(path!);
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest!);
  }
});
