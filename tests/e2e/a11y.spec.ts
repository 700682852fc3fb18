import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config.ts';
import {
  bookingPanel,
  bookingValues,
  contactPanel,
  fieldMessages,
  fillBooking,
  fillContact,
  pickDate,
} from './support/contact-form.ts';
import { uniqueEmail } from './support/sent-mails.ts';
import { axeViolations } from './support/axe.ts';
import { expect, openAt, test } from './support/fixtures.ts';
import { SCREENS } from './support/screens.ts';

const viewports = [SCREENS.phone, SCREENS.desktop];

const languages = [
  { flag: 'Deutsch', lang: 'de' },
  { flag: 'English', lang: 'en' },
] as const;

/** The violations of the state the page is in, at each of the two widths. */
async function violationsAtBothWidths(page: Page, state: string): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    found.push(...(await axeViolations(page, `${state} at ${viewport.width} px`)));
  }
  return found;
}

// The reveal animations and the splash are brief either way; reduced motion keeps every scan on
// the final colours instead of a frame of a fade.
test.use({ serviceWorkers: 'block', reducedMotion: 'reduce' });

test.describe('states on /kontakt', () => {
  for (const { flag } of languages) {
    test(`the booking and contact forms with their errors, in ${flag}`, async ({ page, open }) => {
      await open(flag === 'English' ? '/en/contact' : '/kontakt', 'rendered');
      const found: string[] = [];
      await bookingPanel(page).locator('button[type="submit"]').click();
      await expect(fieldMessages(bookingPanel(page))).toHaveCount(12);
      found.push(...(await violationsAtBothWidths(page, 'booking errors')));

      await page.getByRole('tab', { selected: false }).click();
      await contactPanel(page).locator('button[type="submit"]').click();
      await expect(fieldMessages(contactPanel(page))).toHaveCount(6);
      found.push(...(await violationsAtBothWidths(page, 'contact errors')));
      expect(found).toEqual([]);
    });
  }

  test('the calendar popup open', async ({ page, open }) => {
    await open('/kontakt', 'rendered');
    await bookingPanel(page)
      .getByRole('button', { name: /^Datum/ })
      .press('Enter');
    await page.getByRole('dialog', { name: 'Kalender: Datum wählen' }).getByRole('grid').waitFor();
    expect(await violationsAtBothWidths(page, 'calendar')).toEqual([]);
  });

  test('in a contrast theme (forced colours) the chosen tab, car and day stand out from the others', async ({
    page,
    open,
  }) => {
    // Windows' contrast themes drop the page's colours: a choice marked by a fill alone would
    // look like the rest. Each pair's paint is compared as it shows over the page.
    await page.emulateMedia({ forcedColors: 'active' });
    await open('/en/contact', 'hydrated');
    const panel = bookingPanel(page);
    await panel.getByRole('radio', { name: /V-Class/ }).check();
    const dateButton = panel.getByRole('button', { name: /^Date/ });
    // Three days ahead, not the first day open: on a month's last day (30 November) that was
    // today, the month's only day to choose, and the chosen day had none to stand out from.
    await pickDate(page, 3, 'en');
    const calendar = page.getByRole('dialog', { name: 'Calendar: choose a date' });
    await expect(calendar).toBeHidden();
    await dateButton.press('Enter');
    await expect(calendar.locator('.rdp-selected button')).toBeVisible();

    const paints = await page.evaluate(() => {
      const canvas = document.createElement('div');
      canvas.style.background = 'Canvas';
      document.body.append(canvas);
      const pageColour = getComputedStyle(canvas).backgroundColor;
      canvas.remove();
      const paint = (selector: string) => {
        const colour = getComputedStyle(document.querySelector(selector)!).backgroundColor;
        return /^rgba\(.*, 0\)$/.test(colour) ? pageColour : colour;
      };
      return {
        tab: [
          paint('[role="tab"][aria-selected="true"]'),
          paint('[role="tab"][aria-selected="false"]'),
        ],
        car: [
          paint('.car-option:has(:checked) .car-option__check'),
          paint('.car-option:not(:has(:checked)) .car-option__check'),
        ],
        day: [paint('.rdp-selected button'), paint('td:not(.rdp-selected, .rdp-disabled) button')],
      };
    });
    for (const [what, [chosen, other]] of Object.entries(paints)) {
      expect.soft(chosen, `the chosen ${what}'s paint`).not.toBe(other);
    }
  });

  test('the booking-received view', async ({ page, open }) => {
    await open('/kontakt', 'rendered');
    await fillBooking(page, bookingValues(uniqueEmail('a11y-booking')));
    await bookingPanel(page).getByRole('button', { name: 'Buchungsanfrage senden' }).click();
    await expect(page.getByRole('heading', { name: 'Wie geht es weiter?' })).toBeVisible();
    await expect(
      page.getByText('Ihre Buchungsanfrage wurde erfolgreich übermittelt!'),
    ).toBeVisible();
    expect(await violationsAtBothWidths(page, 'booking received')).toEqual([]);
  });

  test('the contact thank-you panel', async ({ page, open }) => {
    await open('/kontakt?tab=contact', 'rendered');
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
      open,
    }) => {
      const found: string[] = [];
      await page.setViewportSize(viewports[0]!);
      const paths =
        lang === 'en'
          ? ['/en/airport-transfer', '/en/eagles-nest']
          : ['/flughafen', '/eagles-nest'];
      for (const path of paths) {
        await open(path, 'rendered');
        const bar = page.getByRole('navigation', { name: texts[lang].bar });
        await expect(bar).toBeInViewport();
        await bar.getByRole('link').first().focus();
        found.push(...(await axeViolations(page, `the bar on ${path}`)));
      }
      await open(lang === 'en' ? '/en/salzkammergut' : '/salzkammergut', 'rendered');
      await page.getByRole('button', { name: texts[lang].photo }).first().click();
      const lightbox = page.getByRole('dialog', { name: texts[lang].lightbox });
      await expect(lightbox.locator('.lightbox__photo')).toBeVisible();
      found.push(...(await violationsAtBothWidths(page, 'the lightbox')));
      expect(found).toEqual([]);
    });
  }
});

test("a browser's own dark theme leaves the page as designed", async ({ browser, baseURL }) => {
  // Chrome's dark theme for sites darkens a page that does not say it is light only: the gold
  // buttons' text turned white (2.2:1), the logo dim. The page has no dark design of its own, so
  // it says so (src/app/theme.css), and is painted as without.
  const darkening = await chromium.launch({
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, '--blink-settings=forceDarkModeEnabled=true'],
  });
  const shoot = async (from: Browser) => {
    const context = await from.newContext({
      baseURL,
      viewport: SCREENS.phone,
      locale: 'en-GB',
      // (Either darkens a page only while the phone is in its dark mode.)
      colorScheme: 'dark',
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await openAt(page, '/en/', 'settled');
    const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 390, height: 700 } });
    await context.close();
    return shot;
  };
  try {
    const [usual, darkened] = [await shoot(browser), await shoot(darkening)];
    expect(darkened.equals(usual), 'the darkened paint is the usual one').toBe(true);
  } finally {
    await darkening.close();
  }
});

test.describe('the navigation opened', () => {
  test('the mobile menu with a group expanded', async ({ page, open }) => {
    await page.setViewportSize(SCREENS.phone);
    await open('/', 'rendered');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await menu.getByRole('button', { name: 'Touren' }).click();
    await expect(menu.getByRole('link', { name: 'Salzwelten-Tour' })).toBeVisible();
    expect(await axeViolations(page, 'mobile menu')).toEqual([]);
  });

  test('a desktop dropdown', async ({ page, open }) => {
    await page.setViewportSize(SCREENS.desktop);
    await open('/', 'rendered');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('button', { name: 'Sehenswürdigkeiten' }).press('Enter');
    await expect(nav.getByRole('link', { name: 'Festung Hohensalzburg' })).toBeFocused();
    expect(await axeViolations(page, 'desktop dropdown')).toEqual([]);
  });
});
