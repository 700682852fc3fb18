import type { Locator, Page } from '@playwright/test';

/** The /kontakt forms filled the way a visitor does it (German labels). */
export type BookingValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string;
  car: 'E-Klasse' | 'V-Klasse';
  /** Days after today, picked in the calendar by keyboard. */
  daysAhead: number;
  time: string;
  passengers: string;
  pickup: string;
  destination: string;
  special: string;
};

export function bookingValues(email: string, values: Partial<BookingValues> = {}): BookingValues {
  return {
    firstName: 'Erika',
    lastName: 'Mustermann',
    email,
    phone: '+43 660 1234567',
    service: 'airportTransfer',
    car: 'V-Klasse',
    daysAhead: 3,
    time: '14:30',
    passengers: '5',
    pickup: 'Hotel Sacher Salzburg',
    destination: 'Flughafen München',
    special: '',
    ...values,
  };
}

/** The tab panels, whatever the language. */
export function bookingPanel(page: Page): Locator {
  return page.locator('#panel-booking');
}

export function contactPanel(page: Page): Locator {
  return page.locator('#panel-contact');
}

export async function fillBooking(page: Page, v: BookingValues, { consent = true } = {}) {
  const form = bookingPanel(page);
  const text = (name: string) => form.getByRole('textbox', { name, exact: true });
  await text('Vorname').fill(v.firstName);
  await text('Nachname').fill(v.lastName);
  await text('E-Mail').fill(v.email);
  await text('Telefon').fill(v.phone);
  await form.getByRole('combobox', { name: 'Service', exact: true }).selectOption(v.service);
  await form.getByRole('radio', { name: new RegExp(v.car) }).check();
  // The calendar by keyboard: it opens on today; arrows move, Enter picks.
  await form.getByRole('button', { name: /^Datum/ }).press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Kalender: Datum wählen' });
  await calendar.getByRole('grid').waitFor(); // its chunk loads when the field is reached
  for (let i = 0; i < v.daysAhead; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await form.getByRole('combobox', { name: 'Uhrzeit', exact: true }).selectOption(v.time);
  await form.getByRole('spinbutton', { name: 'Fahrgäste' }).fill(v.passengers);
  await text('Abholort').fill(v.pickup);
  await text('Zielort').fill(v.destination);
  await text('Besondere Wünsche').fill(v.special);
  if (consent) await acceptConsent(form);
}

async function acceptConsent(form: Locator) {
  await form.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await form.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
}

export async function fillContact(
  page: Page,
  v: { name: string; email: string; subject: string; message: string },
  { consent = true } = {},
) {
  const form = contactPanel(page);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(v.name);
  await form.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(v.email);
  await form.getByRole('textbox', { name: 'Betreff', exact: true }).fill(v.subject);
  await form.getByRole('textbox', { name: 'Nachricht', exact: true }).fill(v.message);
  if (consent) await acceptConsent(form);
}

/** The local date `days` after today as yyyy-MM-dd, as the browser sees it. */
export async function dayAhead(page: Page, days: number): Promise<string> {
  return page.evaluate((days) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, days);
}
