import type { Locator, Page } from '@playwright/test';
import { BUSINESS_TIME_ZONE } from '#shared/schemas/constants.ts';

/** The labels a visitor reads, in each language. */
const LABELS = {
  de: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    service: 'Service',
    car: { 'E-Klasse': 'E-Klasse', 'V-Klasse': 'V-Klasse' },
    date: /^Datum/,
    calendar: 'Kalender: Datum wählen',
    time: /^(Abholzeit|Landezeit bzw\. Abholzeit|Ankunftszeit bzw\. Abholzeit)$/,
    passengers: 'Fahrgäste',
    pickup: 'Abholort',
    destination: 'Zielort',
    special: 'Besondere Wünsche',
    flightNumber: 'Flugnummer',
    suitcases: 'Koffer',
    childSeats: 'Kindersitze',
    childAge: (n: number) => `Alter des ${n}. Kindes (Jahre)`,
    returnTrip: 'Rückfahrt dazubuchen',
    returnDate: /^Datum der Rückfahrt/,
    returnCalendar: 'Kalender: Datum der Rückfahrt wählen',
    returnTime: 'Uhrzeit der Rückfahrt',
    terms: /Allgemeinen Geschäftsbedingungen/,
    privacy: /Datenschutzerklärung/,
    name: 'Name',
    subject: 'Betreff',
    message: 'Nachricht',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service',
    car: { 'E-Klasse': 'E-Class', 'V-Klasse': 'V-Class' },
    date: /^Date/,
    calendar: 'Calendar: choose a date',
    time: /^(Pickup time|Landing or pickup time|Arrival or pickup time)$/,
    passengers: 'Passengers',
    pickup: 'Pickup location',
    destination: 'Destination',
    special: 'Special requests',
    flightNumber: 'Flight number',
    suitcases: 'Suitcases',
    childSeats: 'Child seats',
    childAge: (n: number) => `Age of child ${n} (years)`,
    returnTrip: 'Add a return trip',
    returnDate: /^Return date/,
    returnCalendar: 'Calendar: choose the return date',
    returnTime: 'Return time',
    terms: /terms and conditions/i,
    privacy: /privacy policy/i,
    name: 'Name',
    subject: 'Subject',
    message: 'Message',
  },
} as const;

type Options = { consent?: boolean; locale?: keyof typeof LABELS };

/** The /kontakt forms filled the way a visitor does it (German labels, or English ones). */
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

/**
 * The fields' error messages shown in a panel. Only the one of the field the visitor is in is an
 * alert (read out at once); the others are read with their fields.
 */
export function fieldMessages(panel: Locator): Locator {
  return panel.locator('.field__error');
}

export async function fillBooking(
  page: Page,
  v: BookingValues,
  {
    consent = true,
    locale = 'de',
    date = true,
  }: Options & {
    /** False: the calendar is left for later (it needs the page's code). */ date?: boolean;
  } = {},
) {
  const label = LABELS[locale];
  const form = bookingPanel(page);
  const text = (name: string) => form.getByRole('textbox', { name, exact: true });
  await text(label.firstName).fill(v.firstName);
  await text(label.lastName).fill(v.lastName);
  await text(label.email).fill(v.email);
  await text(label.phone).fill(v.phone);
  await form.getByRole('combobox', { name: label.service, exact: true }).selectOption(v.service);
  await form.getByRole('radio', { name: new RegExp(label.car[v.car]) }).check();
  if (date) await pickDate(page, v.daysAhead, locale);
  await form.getByRole('combobox', { name: label.time, exact: true }).selectOption(v.time);
  await form.getByRole('spinbutton', { name: label.passengers }).fill(v.passengers);
  await text(label.pickup).fill(v.pickup);
  await text(label.destination).fill(v.destination);
  await text(label.special).fill(v.special);
  if (consent) await acceptConsent(form, locale);
}

/** The airport transfer's details a chauffeur acts on, every one given (after fillBooking). */
export type BookingDetails = {
  flightNumber: string;
  suitcases: string;
  childAges: string[];
  /** Days after the outbound day, picked in the return calendar by keyboard. */
  returnDaysAfter: number;
  returnTime: string;
};

export async function fillDetails(
  page: Page,
  v: BookingDetails,
  locale: keyof typeof LABELS = 'de',
) {
  const label = LABELS[locale];
  const form = bookingPanel(page);
  await form.getByRole('textbox', { name: label.flightNumber }).fill(v.flightNumber);
  await form.getByRole('spinbutton', { name: label.suitcases }).fill(v.suitcases);
  await form.getByRole('spinbutton', { name: label.childSeats }).fill(String(v.childAges.length));
  for (const [i, age] of v.childAges.entries()) {
    await form.getByRole('combobox', { name: label.childAge(i + 1) }).selectOption(age);
  }
  await form.getByRole('checkbox', { name: label.returnTrip }).check();
  // The way back has its own calendar, which opens on the outbound day.
  await form.getByRole('button', { name: label.returnDate }).press('Enter');
  const calendar = page.getByRole('dialog', { name: label.returnCalendar });
  await calendar.getByRole('grid').waitFor();
  for (let i = 0; i < v.returnDaysAfter; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await calendar.waitFor({ state: 'hidden' });
  await form.getByRole('combobox', { name: label.returnTime }).selectOption(v.returnTime);
}

/** Picks the day `daysAhead` after today in the booking form's calendar, by keyboard. */
export async function pickDate(page: Page, daysAhead: number, locale: keyof typeof LABELS = 'de') {
  const label = LABELS[locale];
  // The calendar opens on today; arrows move, Enter picks.
  await bookingPanel(page).getByRole('button', { name: label.date }).press('Enter');
  const calendar = page.getByRole('dialog', { name: label.calendar });
  await calendar.getByRole('grid').waitFor(); // its chunk loads when the field is reached
  for (let i = 0; i < daysAhead; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
}

async function acceptConsent(form: Locator, locale: keyof typeof LABELS) {
  await form.getByRole('checkbox', { name: LABELS[locale].terms }).check();
  await form.getByRole('checkbox', { name: LABELS[locale].privacy }).check();
}

export async function fillContact(
  page: Page,
  v: { name: string; email: string; subject: string; message: string },
  { consent = true, locale = 'de' }: Options = {},
) {
  const label = LABELS[locale];
  const form = contactPanel(page);
  await form.getByRole('textbox', { name: label.name, exact: true }).fill(v.name);
  await form.getByRole('textbox', { name: label.email, exact: true }).fill(v.email);
  await form.getByRole('textbox', { name: label.subject, exact: true }).fill(v.subject);
  await form.getByRole('textbox', { name: label.message, exact: true }).fill(v.message);
  if (consent) await acceptConsent(form, locale);
}

/**
 * The day `days` after Salzburg's today as yyyy-MM-dd, by the browser's clock: the calendar
 * counts from Salzburg's today, not the device's (a day apart from 23:00 UTC in winter).
 */
export async function dayAhead(page: Page, days: number): Promise<string> {
  return page.evaluate(
    ({ days, zone }) => {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
      const [year, month, day] = today.split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
    },
    { days, zone: BUSINESS_TIME_ZONE },
  );
}
