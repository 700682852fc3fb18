import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookingPanel, dayAhead } from './support/contact-form.ts';
import { mailsMentioning, uniqueEmail } from './support/sent-mails.ts';

const FUNCTION = '**/functions/v1/send-notification';

/** Whether the focused element shows a focus indicator and is not hidden under the header. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { indicator: false, visible: false };
    // A car card's radio is visually hidden: the card around it shows the focus.
    const shown = element.closest<HTMLElement>('.car-option') ?? element;
    const style = getComputedStyle(shown);
    const rect = shown.getBoundingClientRect();
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    return {
      // An outline, or a ring drawn as a box-shadow with no offset and no blur.
      indicator:
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        /0px 0px 0px [1-9]/.test(style.boxShadow),
      // WCAG 2.4.11: not entirely hidden by the fixed header, nor off the screen.
      visible:
        element.closest('.site-header') !== null ||
        (rect.bottom > header.bottom + 4 && rect.top < window.innerHeight),
    };
  });
}

/** Presses a key; the focus must land on `target`, visible and not under the header. */
async function press(page: Page, key: string, target: Locator) {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
  await expect.poll(async () => (await focusState(page)).visible).toBe(true);
}

/** The focused element shows a visible indicator (a transition may take a frame). */
async function expectFocusVisible(page: Page) {
  await expect.poll(async () => (await focusState(page)).indicator).toBe(true);
}

test.use({ serviceWorkers: 'block' });

test('a booking made with the keyboard alone, from the first Tab to the booking-received view', async ({
  page,
}) => {
  const email = uniqueEmail('keyboard');
  const form = bookingPanel(page);
  const field = (name: string) => form.locator(`#booking-${name}`);
  const termsLink = form.getByRole('link', { name: /Allgemeinen Geschäftsbedingungen/ });
  const privacyLink = form.getByRole('link', { name: /Datenschutzerklärung/ });
  const send = form.getByRole('button', { name: 'Buchungsanfrage senden' });
  // The sentence beside the button links the terms once more.
  const termsNote = form.getByRole('link', { name: 'AGB', exact: true });

  await page.goto('/kontakt');
  await page.locator('html[data-hydrated]').waitFor();

  // The skip link is the first Tab stop; it shows, and it leads past the header.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  // The first stop in the main area is the selected tab, then the form's fields in order.
  await press(page, 'Tab', page.getByRole('tab', { name: 'Buchung' }));
  await expectFocusVisible(page);
  await press(page, 'Tab', field('firstName'));
  await expectFocusVisible(page);
  await page.keyboard.type('Erika');
  await press(page, 'Tab', field('lastName'));
  await page.keyboard.type('Mustermann');
  await press(page, 'Tab', field('email'));
  await page.keyboard.type(email);
  await press(page, 'Tab', field('phone'));
  await page.keyboard.type('+43 660 1234567');

  // A closed select changes by type-ahead.
  await press(page, 'Tab', field('service'));
  await expectFocusVisible(page);
  await page.keyboard.type('Flughafen');
  await expect(field('service')).toHaveValue('airportTransfer');

  // The car cards are a radio group: Tab enters it, an arrow key chooses the second car.
  await press(page, 'Tab', field('carType'));
  await expectFocusVisible(page);
  await page.keyboard.press('ArrowRight');
  const van = field('carType-v-klasse');
  await expect(van).toBeChecked();
  await expect(van).toBeFocused();
  await expectFocusVisible(page);

  // The calendar: Enter opens it on today, arrows move, Enter picks and returns to the button.
  await press(page, 'Tab', field('date'));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Kalender: Datum wählen' });
  await expect(calendar.locator('.rdp-day_button:focus')).toHaveCount(1);
  await expectFocusVisible(page);
  for (let day = 0; day < 3; day++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(field('date')).toBeFocused();
  await expect(field('date')).not.toHaveAccessibleName('Datum Datum wählen');

  await press(page, 'Tab', field('time'));
  await page.keyboard.type('14:30');
  await expect(field('time')).toHaveValue('14:30');
  await press(page, 'Tab', field('passengers'));
  for (let more = 0; more < 4; more++) await page.keyboard.press('ArrowUp');
  await expect(field('passengers')).toHaveValue('5');
  await press(page, 'Tab', field('pickupLocation'));
  await page.keyboard.type('Hotel Sacher Salzburg');
  await press(page, 'Tab', field('destination'));
  await page.keyboard.type('Flughafen München');
  await press(page, 'Tab', field('specialRequests'));
  await page.keyboard.type('Zwischenstopp in Anif');
  // The details: the flight to meet (an airport transfer), luggage, child seats, the way back.
  await press(page, 'Tab', field('flightNumber'));
  await page.keyboard.type('OS 123');
  await press(page, 'Tab', field('suitcases'));
  await page.keyboard.press('ArrowUp');
  await expect(field('suitcases')).toHaveValue('1');
  await press(page, 'Tab', field('childSeats'));
  await press(page, 'Tab', field('return'));

  // Both consents with Space; each box's link to the legal text is a stop of its own.
  await press(page, 'Tab', field('agb'));
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await press(page, 'Tab', termsLink);
  await expectFocusVisible(page);
  await press(page, 'Tab', field('privacy'));
  await page.keyboard.press('Space');
  await press(page, 'Tab', privacyLink);
  await press(page, 'Tab', termsNote);
  await press(page, 'Tab', send);
  await expectFocusVisible(page);

  // Back up the whole form with Shift+Tab: every stop in reverse order, none under the header.
  const stops = [
    field('firstName'),
    field('lastName'),
    field('email'),
    field('phone'),
    field('service'),
    van,
    field('date'),
    field('time'),
    field('passengers'),
    field('pickupLocation'),
    field('destination'),
    field('specialRequests'),
    field('flightNumber'),
    field('suitcases'),
    field('childSeats'),
    field('return'),
    field('agb'),
    termsLink,
    field('privacy'),
    privacyLink,
    termsNote,
  ];
  for (const stop of stops.toReversed()) await press(page, 'Shift+Tab', stop);
  for (const stop of [...stops.slice(1), send]) await press(page, 'Tab', stop);
  await expect(field('agb')).toBeChecked();
  await expect(field('privacy')).toBeChecked();

  const request = page.waitForRequest(FUNCTION);
  await page.keyboard.press('Enter');
  expect((await request).postDataJSON()).toMatchObject({
    type: 'booking',
    firstName: 'Erika',
    lastName: 'Mustermann',
    email,
    phone: '+43 660 1234567',
    service: 'airportTransfer',
    carType: 'v-klasse',
    date: await dayAhead(page, 3),
    time: '14:30',
    passengers: 5,
    pickupLocation: 'Hotel Sacher Salzburg',
    destination: 'Flughafen München',
    specialRequests: 'Zwischenstopp in Anif',
    flightNumber: 'OS 123',
    suitcases: 1,
  });
  await expect(page.getByRole('heading', { name: 'Buchung eingegangen' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Wie geht es weiter?' })).toBeVisible();
  await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);
});
