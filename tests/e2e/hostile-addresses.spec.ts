/**
 * Addresses as an attacker or an unlucky visitor types them (issue 23): no link leaves the site,
 * the server and the app give one answer per address, and a fresh load with `?service=`
 * hydrates without a mismatch and keeps what was typed while it loaded.
 */
import { expect, test, type Page } from '@playwright/test';
import { business } from '../../src/content/business.ts';
import { PAGE_PATHS } from '../../src/content/page-paths.ts';
import { WORKER_BLOCKED, watchConsole } from './support/console-problems.ts';
import { storedDrafts } from './support/drafts.ts';

/** Every address in the site's table. */
const TABLE = new Set(Object.values(PAGE_PATHS).flatMap((paths) => [paths.de, paths.en]));
const SITE = new URL(business.siteUrl).origin;

/** The 404 page logs the address it was asked for, and the browser its 404 status. */
const notFoundLogs = (text: string) => /404 Error|status of 404/.test(text);

/** Where the page's links lead: every anchor, the flags among them, and the head's links. */
function linksOf(page: Page) {
  return page.evaluate(() => ({
    anchors: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href),
    flags: [...document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')].map((a) => ({
      raw: a.getAttribute('href')!,
      href: a.href,
    })),
    head: [
      ...[...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href),
      ...[...document.querySelectorAll<HTMLMetaElement>('meta[property="og:url"]')].map(
        (meta) => meta.content,
      ),
    ],
  }));
}

test.describe('hostile addresses', () => {
  test('no flag and no link leads off the site', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const origin = new URL(baseURL!).origin;
    const onSite = (href: string) => [origin, SITE].includes(new URL(href).origin);
    // The links a page of the site has to other sites (Instagram, a map, the phone): none more.
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    const known = new Set((await linksOf(page)).anchors.filter((href) => !onSite(href)));
    await page.goto('/en/');
    await page.locator('html[data-hydrated]').waitFor();
    for (const href of (await linksOf(page)).anchors) if (!onSite(href)) known.add(href);

    for (const hostile of [
      '/en//evil.example?x=1',
      '/en/\\evil.example?x=1',
      '//evil.example?x=1',
      '/\\evil.example?x=1',
      '/en//evil.example/path?x=1',
      '/en/%2F%2Fevil.example?x=1',
      '/%2F%2Fevil.example?x=1',
      '/en/..%2F..%2F%2Fevil.example?x=1',
      '/en/%5Cevil.example?x=1',
      '/en/javascript:alert(1)?x=1',
    ]) {
      await page.goto(`${origin}${hostile}`);
      await page.locator('html[data-hydrated]').waitFor();
      // The flags carry the query once hydrated: the state a click follows.
      await expect
        .poll(async () => (await linksOf(page)).flags.every(({ raw }) => raw.endsWith('?x=1')))
        .toBe(true);
      const { anchors, flags, head } = await linksOf(page);
      for (const { raw, href } of flags) {
        expect(new URL(href).origin, `${hostile}: flag ${raw}`).toBe(origin);
        expect(TABLE, `${hostile}: flag ${raw}`).toContain(new URL(href).pathname);
      }
      for (const href of anchors) {
        if (!onSite(href)) expect(known, `${hostile}: link ${href}`).toContain(href);
      }
      for (const href of head) expect(onSite(href), `${hostile}: head ${href}`).toBe(true);
    }

    // A click on the German flag stays on the site.
    await page.goto(`${origin}/en//evil.example?x=1`);
    await page.locator('html[data-hydrated]').waitFor();
    const german = page.getByRole('link', { name: 'Deutsch', exact: true }).first();
    await expect(german).toHaveAttribute('href', '/?x=1');
    await german.click();
    await expect(page).toHaveURL(`${origin}/?x=1`);
  });

  test('a fresh load with ?service= hydrates without a mismatch and starts with that service', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    for (const [path, service] of [
      ['/kontakt?service=eaglesTour', 'eaglesTour'],
      ['/en/contact?service=eaglesTour', 'eaglesTour'],
      ['/kontakt?service=airportTransfer', 'airportTransfer'],
      ['/en/contact?service=lakeDistrictTour&tab=booking', 'lakeDistrictTour'],
    ] as const) {
      await page.goto(path);
      await page.locator('html[data-rendered]').waitFor();
      await expect(page.locator('#booking-service'), path).toHaveValue(service);
      if (service === 'airportTransfer') {
        await expect(page.locator('#booking-flightNumber'), path).toBeVisible();
      } else {
        await expect(page.locator('.chosen-tour'), path).toBeVisible();
      }
      expect(problems, path).toEqual([]);
    }
  });

  // A test of its own, so no draft is on the device: a start the form took can be kept in the
  // draft, and a later address without one then opens the form with it.
  test('a fresh load with a ?service= the form does not have chooses nothing and runs nothing', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    for (const service of ['__proto__', 'constructor', '<script>alert(1)</script>', 'toString']) {
      await page.goto(`/kontakt?service=${encodeURIComponent(service)}`);
      await page.locator('html[data-rendered]').waitFor();
      await expect(page.locator('#booking-service'), service).toHaveValue('');
      await expect(page.locator('.chosen-tour')).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });

  test('a fresh load with ?service= keeps what the visitor typed while the page loaded', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    // The app's code held back until the visitor has typed, as on a slow phone.
    const typed = Promise.withResolvers<void>();
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await typed.promise;
      await route.continue();
    });
    await page.goto('/en/contact?service=vipTransport', { waitUntil: 'domcontentloaded' });
    await page.locator('#booking-firstName').pressSequentially('Emily');
    await page.locator('#booking-lastName').pressSequentially('Carter');
    await expect(page.locator('html')).not.toHaveAttribute('data-react');
    typed.resolve();

    await page.locator('html[data-rendered]').waitFor();
    await expect(page.locator('#booking-service')).toHaveValue('vipTransport');
    await expect(page.locator('#booking-firstName')).toHaveValue('Emily');
    await expect(page.locator('#booking-lastName')).toHaveValue('Carter');
    // And the form counts them: a send names the fields still empty, not these.
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await expect(page.locator('#booking-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#booking-firstName')).toHaveAttribute('aria-invalid', 'false');
    await expect(page.locator('#booking-lastName')).toHaveAttribute('aria-invalid', 'false');
    expect(problems).toEqual([]);
  });

  test.describe('with a stored draft', () => {
    // The page's own scripts, held back below, come from the network: a worker that had taken
    // control of the reloads would serve them past the route.
    test.use({ serviceWorkers: 'block' });

    test('a reload keeps what the visitor typed while the page loaded over the stored draft', async ({
      page,
    }) => {
      // (The blocked worker is the test's own doing.)
      const problems = watchConsole(page, (text) => text === WORKER_BLOCKED);
      await page.goto('/en/contact');
      await page.locator('html[data-rendered]').waitFor();
      await page.locator('#booking-firstName').fill('Anna');
      await page.locator('#booking-email').fill('anna@example.com');
      // The draft is on the device (a reload before the write drops it): a reload puts it back.
      await expect.poll(() => storedDrafts(page)).toContain('anna@example.com');
      await page.reload();
      await page.locator('html[data-rendered]').waitFor();
      await expect(page.locator('#booking-email')).toHaveValue('anna@example.com');

      const typed = Promise.withResolvers<void>();
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await typed.promise;
        await route.continue();
      });
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.locator('#booking-firstName').pressSequentially('Emily');
      await expect(page.locator('html')).not.toHaveAttribute('data-react');
      typed.resolve();
      await page.locator('html[data-rendered]').waitFor();
      // What the visitor typed stays, and the old draft is not mixed into it: it is now the draft.
      await page.unroute(/\/assets\/.+\.js$/);
      await expect.poll(() => storedDrafts(page)).toContain('Emily');
      await page.reload();
      await page.locator('html[data-rendered]').waitFor();
      await expect(page.locator('#booking-firstName')).toHaveValue('Emily');
      await expect(page.locator('#booking-email')).toHaveValue('');
      expect(problems).toEqual([]);
    });
  });

  test('the server and the app give one answer per address', async ({ page, request }) => {
    const problems = watchConsole(page, notFoundLogs);
    // An escaped address is none of the site's: the server's 404 page is the one the app draws.
    for (const [path, heading] of [
      ['/%65n/contact', 'Hoppla! Seite nicht gefunden'],
      ['/%6Bontakt', 'Hoppla! Seite nicht gefunden'],
      ['/en/%63ontact', 'Oops! Page not found'],
      ['/404', 'Hoppla! Seite nicht gefunden'],
      ['/en/404', 'Oops! Page not found'],
    ]) {
      const response = await page.goto(path!);
      expect(response?.status(), path).toBe(404);
      await page.locator('html[data-hydrated]').waitFor();
      await expect(page.locator('h1'), path).toHaveText(heading!);
    }
    // A page's file name leads to its address, the query kept, and so does a page's address in
    // the other language's place, to the English page.
    for (const [path, address, heading] of [
      ['/en/contact.html', '/en/contact', 'Contact'],
      ['/contact?tab=contact', '/en/contact?tab=contact', 'Contact'],
      ['/en/kontakt', '/en/contact', 'Contact'],
      ['/kontakt.html?tab=contact', '/kontakt?tab=contact', 'Kontakt'],
      ['/en/index.html', '/en/', 'Chauffeur service in a class of its own in Salzburg'],
    ]) {
      const answer = await request.get(path!, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(301);
      expect(answer.headers()['location'], path).toBe(address);
      await page.goto(path!);
      await expect(page, path).toHaveURL(new RegExp(`${address!.replace('?', '\\?')}$`));
      await page.locator('html[data-hydrated]').waitFor();
      await expect(page.locator('h1'), path).toHaveText(heading!);
    }
    expect(problems).toEqual([]);
  });
});
