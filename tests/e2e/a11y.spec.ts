import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  bookingPanel,
  bookingValues,
  contactPanel,
  fillBooking,
  fillContact,
} from './support/contact-form.ts';
import { uniqueEmail } from './support/sent-mails.ts';
import { englishCases, routeCases } from './support/routes.ts';

/** WCAG 2.2 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const notFound = { de: 'Hoppla! Seite nicht gefunden', en: 'Oops! Page not found' };

const languages = [
  { flag: 'Deutsch', lang: 'de' },
  { flag: 'English', lang: 'en' },
] as const;

/** The page's violations, one readable line per rule and element. */
async function violations(page: Page, state: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${state}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/** The violations of the state the page is in, at each of the two widths. */
async function violationsAtBothWidths(page: Page, state: string): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    found.push(...(await violations(page, `${state} at ${viewport.width} px`)));
  }
  return found;
}

/** Interactive, drawn whole (axe reads colours from what is drawn), no splash over the page. */
async function ready(page: Page) {
  await page.locator('html[data-hydrated]').waitFor();
  await page.locator('html[data-rendered]').waitFor();
  await page.locator('.splash').waitFor({ state: 'detached' });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await ready(page);
}

// The reveal animations and the splash are brief either way; reduced motion keeps every scan on
// the final colours instead of a frame of a fade.
test.use({ serviceWorkers: 'block', reducedMotion: 'reduce' });

for (const viewport of viewports) {
  for (const { flag, lang } of languages) {
    test(`every route in ${flag} at ${viewport.width} px has no axe violation`, async ({
      page,
    }) => {
      // About 30 pages, each loaded and scanned: a minute alone, more beside other tests.
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      const found: string[] = [];
      for (const route of lang === 'en' ? englishCases : routeCases) {
        const path = lang === 'en' ? route.enPath : route.path;
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('h1')).toHaveText(route[lang]);
        found.push(...(await violations(page, path)));
      }
      await open(page, lang === 'en' ? '/en/no-such-page' : '/diese-seite-gibt-es-nicht');
      await expect(page.locator('h1')).toHaveText(notFound[lang]);
      found.push(...(await violations(page, '404')));
      expect(found).toEqual([]);
    });
  }
}

test.describe('states on /kontakt', () => {
  for (const { flag } of languages) {
    test(`the booking and contact forms with their errors, in ${flag}`, async ({ page }) => {
      await open(page, flag === 'English' ? '/en/contact' : '/kontakt');
      const found: string[] = [];
      await bookingPanel(page).locator('button[type="submit"]').click();
      await expect(bookingPanel(page).getByRole('alert')).toHaveCount(12);
      found.push(...(await violationsAtBothWidths(page, 'booking errors')));

      await page.getByRole('tab', { selected: false }).click();
      await contactPanel(page).locator('button[type="submit"]').click();
      await expect(contactPanel(page).getByRole('alert')).toHaveCount(6);
      found.push(...(await violationsAtBothWidths(page, 'contact errors')));
      expect(found).toEqual([]);
    });
  }

  test('the calendar popup open', async ({ page }) => {
    await open(page, '/kontakt');
    await bookingPanel(page)
      .getByRole('button', { name: /^Datum/ })
      .press('Enter');
    await page.getByRole('dialog', { name: 'Kalender: Datum wählen' }).getByRole('grid').waitFor();
    expect(await violationsAtBothWidths(page, 'calendar')).toEqual([]);
  });

  test('the booking-received view', async ({ page }) => {
    await open(page, '/kontakt');
    await fillBooking(page, bookingValues(uniqueEmail('a11y-booking')));
    await bookingPanel(page).getByRole('button', { name: 'Buchungsanfrage senden' }).click();
    await expect(page.getByRole('heading', { name: 'Wie geht es weiter?' })).toBeVisible();
    await expect(
      page.getByText('Ihre Buchungsanfrage wurde erfolgreich übermittelt!'),
    ).toBeVisible();
    expect(await violationsAtBothWidths(page, 'booking received')).toEqual([]);
  });

  test('the contact thank-you panel', async ({ page }) => {
    await open(page, '/kontakt?tab=contact');
    await fillContact(page, {
      name: 'Erika Mustermann',
      email: uniqueEmail('a11y-contact'),
      subject: 'Barrierefreiheit',
      message: 'Eine Nachricht, um die Dankesseite zu prüfen.',
    });
    await contactPanel(page).getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' }),
    ).toBeVisible();
    await expect(page.getByText('Ihre Nachricht wurde gesendet. Vielen Dank!')).toBeVisible();
    expect(await violationsAtBothWidths(page, 'contact thank-you')).toEqual([]);
  });
});

test.describe("the phone's book-and-call bar and the gallery's lightbox", () => {
  const texts = {
    de: { bar: 'Schnellkontakt', photo: /^Foto öffnen: /, lightbox: 'Bildergalerie' },
    en: { bar: 'Quick contact', photo: /^Open photo: /, lightbox: 'Photo gallery' },
  };
  for (const { flag, lang } of languages) {
    test(`in ${flag}: the bar on a service and a tour page, the lightbox open`, async ({
      page,
    }) => {
      const found: string[] = [];
      await page.setViewportSize(viewports[0]!);
      const paths =
        lang === 'en'
          ? ['/en/airport-transfer', '/en/eagles-nest']
          : ['/flughafen', '/eagles-nest'];
      for (const path of paths) {
        await open(page, path);
        const bar = page.getByRole('navigation', { name: texts[lang].bar });
        await expect(bar).toBeInViewport();
        await bar.getByRole('link').first().focus();
        found.push(...(await violations(page, `the bar on ${path}`)));
      }
      await open(page, lang === 'en' ? '/en/salzkammergut' : '/salzkammergut');
      await page.getByRole('button', { name: texts[lang].photo }).first().click();
      const lightbox = page.getByRole('dialog', { name: texts[lang].lightbox });
      await expect(lightbox.locator('.lightbox__photo')).toBeVisible();
      found.push(...(await violationsAtBothWidths(page, 'the lightbox')));
      expect(found).toEqual([]);
    });
  }
});

test.describe('the navigation opened', () => {
  test('the mobile menu with a group expanded', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await menu.getByRole('button', { name: 'Touren' }).click();
    await expect(menu.getByRole('link', { name: 'Salzwelten-Tour' })).toBeVisible();
    expect(await violations(page, 'mobile menu')).toEqual([]);
  });

  test('a desktop dropdown', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('button', { name: 'Sehenswürdigkeiten' }).press('Enter');
    await expect(nav.getByRole('link', { name: 'Festung Hohensalzburg' })).toBeFocused();
    expect(await violations(page, 'desktop dropdown')).toEqual([]);
  });
});
