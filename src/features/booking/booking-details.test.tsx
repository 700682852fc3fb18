import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { loadCatalog } from '../../lib/i18n.ts';
import {
  dayButton,
  fakeNetwork,
  field,
  fillBooking,
  json,
  openCalendar,
  pickDay,
  resetDevice,
  warmCalendar,
} from '../forms/test-support/form-test-kit.ts';
import { BookingSection } from './booking-section.tsx';

vi.mock('idb-keyval', () => import('../forms/test-support/memory-idb-keyval.ts'));
vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn(async () => 1) }));

// Wednesday 10 March 2027, 09:00 on the visitor's clock.
const NOW = new Date(2027, 2, 10, 9, 0);
const stored = json(201, {
  id: '3b8b7a8e-1f0e-4f57-9a4c-1b2c3d4e5f60',
  type: 'booking',
  reference: 'SLZ-7K3M',
});

beforeAll(async () => {
  await loadCatalog('contact');
  await warmCalendar();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  resetDevice();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('booking details', () => {
  it('starts with the service the page asked for (?service=)', async () => {
    await renderWithProviders(<BookingSection />, { path: '/kontakt?service=eaglesTour' });
    await waitFor(() => expect(field(/^Service/)).toHaveValue('eaglesTour'));
  });

  it("shows the chosen tour's duration, price and maximum people beside the form", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { path: '/kontakt?service=eaglesTour' });
    const facts = await screen.findByRole('region', { name: 'Kehlsteinhaus-Tour (Eagle’s Nest)' });
    expect(facts).toHaveTextContent('6 Stunden');
    expect(facts).toHaveTextContent('540 €');
    expect(facts).toHaveTextContent('Max. Personen6');
    // Its season before a day is chosen, not only the warning after.
    expect(facts).toHaveTextContent('SaisonMai bis September');
    // A service that stands for several sights, or none, shows no tour.
    await user.selectOptions(field(/^Service/), 'salzburgTour');
    expect(screen.queryByRole('region', { name: /Tour/ })).toBeNull();
    // The catch-all service names no tour, though the salt mine tour's button chooses it.
    await user.selectOptions(field(/^Service/), 'customService');
    expect(screen.queryByRole('region', { name: /Tour/ })).toBeNull();
    await user.selectOptions(field(/^Service/), 'lakeDistrictTour');
    const lakes = await screen.findByRole('region', { name: 'Salzkammergut-Seentour' });
    expect(lakes).toHaveTextContent('ab 360 €');
    // A tour that runs all year names no season.
    expect(lakes).not.toHaveTextContent('Saison');
  });

  it('gives the facts in English on the English page', async () => {
    await renderWithProviders(<BookingSection />, {
      locale: 'en',
      path: '/en/contact?service=cityTour',
    });
    const facts = await screen.findByRole('region', { name: 'Salzburg City Tour' });
    expect(facts).toHaveTextContent('2 hours');
    expect(facts).toHaveTextContent('€180');
  });

  it('starts with the exact sight a page asked for, its facts and its service', async () => {
    await renderWithProviders(<BookingSection />, {
      locale: 'en',
      path: '/en/contact?service=salzburgTour&tour=hellbrunn',
    });
    const facts = await screen.findByRole('region', { name: 'Hellbrunn Palace' });
    expect(facts).toHaveTextContent('2–3 hours');
    expect(facts).toHaveTextContent('€270 per vehicle, up to 7 guests');
    expect(field(/^Service/)).toHaveValue('salzburgTour');
    expect(field(/^Tour or sight/)).toHaveValue('hellbrunn');
  });

  it('names the salt mine tour, not the catch-all alone, coming from its page', async () => {
    await renderWithProviders(<BookingSection />, {
      locale: 'en',
      path: '/en/contact?service=customService&tour=salzwelten',
    });
    const facts = await screen.findByRole('region', { name: 'Salt Mine Tour' });
    expect(facts).toHaveTextContent('from €360 per vehicle, up to 6 guests');
    expect(field(/^Tour or sight/)).toHaveValue('salzwelten');
  });

  it("holds the passengers to the tour's maximum: six on the Eagle's Nest in a V-Class", async () => {
    const calls = fakeNetwork(stored);
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, {
      locale: 'en',
      path: '/en/contact?service=eaglesTour&tour=eaglesNest',
    });
    await screen.findByRole('region', { name: 'Eagle’s Nest Tour' });
    await fillBooking(user, { service: 'eaglesTour', car: /V-Class/, passengers: '7' });
    expect(field(/^Passengers/)).toHaveValue(6);
    expect(screen.getByText('Lowered from 7: at most 6 on this tour')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Send booking request/ }));
    await screen.findByRole('heading', { name: 'Booking received' });
    expect(calls[0]!.body).toMatchObject({
      service: 'eaglesTour',
      tour: 'eaglesNest',
      passengers: 6,
    });
    const summary = document.querySelector<HTMLElement>('.booking-summary')!;
    expect(summary).toHaveTextContent(
      'Eagle’s Nest Tour – 6 hours, €540 per vehicle, up to 6 guests',
    );
  });

  it('drops a tour the new service does not book, and sends a transfer without one', async () => {
    const calls = fakeNetwork(stored);
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, {
      locale: 'en',
      path: '/en/contact?tour=mirabell',
    });
    await screen.findByRole('region', { name: 'Mirabell Palace' });
    await fillBooking(user);
    expect(screen.queryByRole('region', { name: 'Mirabell Palace' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Send booking request/ }));
    await screen.findByRole('heading', { name: 'Booking received' });
    expect(calls[0]!.body).not.toHaveProperty('tour');
  });

  it('fills in a listed destination in the page language, and nothing from any other', async () => {
    await renderWithProviders(<BookingSection />, {
      locale: 'en',
      path: '/en/contact?destination=vienna',
    });
    await waitFor(() => expect(field(/^Destination/)).toHaveValue('Vienna'));
    expect(field(/^Service/)).toHaveValue('longDistanceTrip');
  });

  it("takes a tour's name as the destination while it stands as filled in, never over the visitor's", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, {
      locale: 'en',
      path: '/en/contact?service=eaglesTour',
    });
    await waitFor(() => expect(field(/^Destination/)).toHaveValue('Eagle’s Nest Tour'));
    // Another tour brings its own name; a service without a tour takes the name away.
    await user.selectOptions(field(/^Service/), 'lakeDistrictTour');
    expect(field(/^Destination/)).toHaveValue('Salzkammergut Lake Tour');
    await user.selectOptions(field(/^Service/), 'airportTransfer');
    expect(field(/^Destination/)).toHaveValue('');
    // What the visitor wrote stays, whatever tour comes.
    await user.type(field(/^Destination/), 'Hallstatt');
    await user.selectOptions(field(/^Service/), 'eaglesTour');
    expect(field(/^Destination/)).toHaveValue('Hallstatt');
  });

  it('takes no free text from the address as a destination', async () => {
    await renderWithProviders(<BookingSection />, {
      path: '/kontakt?destination=Evil%20Corp&tour=nowhere',
    });
    expect(field(/^Zielort/)).toHaveValue('');
    expect(field(/^Service/)).toHaveValue('');
  });

  it('ignores a service the form does not offer', async () => {
    await renderWithProviders(<BookingSection />, { path: '/kontakt?service=helicopter' });
    expect(field(/^Service/)).toHaveValue('');
  });

  it('asks for the flight number for an airport transfer, the train for a station transfer', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    expect(screen.queryByLabelText(/^Flight number/)).toBeNull();
    await user.selectOptions(field(/^Service/), 'airportTransfer');
    expect(field(/^Flight number/)).toBeInTheDocument();
    await user.selectOptions(field(/^Service/), 'trainTransfer');
    expect(field(/^Train number/)).toBeInTheDocument();
    await user.selectOptions(field(/^Service/), 'cityTour');
    expect(screen.queryByLabelText(/^(Flight|Train) number/)).toBeNull();
  });

  it('opens the return trip before the outbound time is chosen, and closes it again', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    const box = screen.getByRole('checkbox', { name: 'Add a return trip' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(field(/^Return date/)).toBeInTheDocument();
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(screen.queryByLabelText(/^Return date/)).toBeNull();
  });

  it('offers the return date in a calendar in the page language, from the outbound day on', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await pickDay(user, 12);
    await user.click(screen.getByRole('checkbox', { name: 'Add a return trip' }));
    await user.click(screen.getByRole('button', { name: /^Return date/ }));
    const calendar = await openCalendar();
    expect(calendar).toHaveAccessibleName('Calendar: choose the return date');
    expect(dayButton(calendar, 11)).toBeDisabled();
    expect(dayButton(calendar, 12)).toBeEnabled();
    await user.click(dayButton(calendar, 19)!);
    expect(screen.getByRole('button', { name: /^Return date/ })).toHaveAccessibleName(
      'Return date Fri, 19 March 2027',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('suggests the V-Class when the luggage will not fit the E-Class', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await user.click(screen.getByRole('radio', { name: /E-Class/ }));
    await user.type(field(/^Suitcases/), '4');
    expect(screen.getByText(/we recommend the V-Class/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /V-Class/ }));
    expect(screen.queryByText(/we recommend the V-Class/)).toBeNull();
  });

  it('sends the details under the payload names and shows the reference and a summary', async () => {
    const calls = fakeNetwork(stored);
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await fillBooking(user, { special: '' });
    await user.type(field(/^Flight number/), 'os 123');
    await user.type(field(/^Suitcases/), '2');
    await user.type(field(/^Child seats/), '{Backspace}1');
    await user.selectOptions(field(/^Age of child 1/), '4');
    await user.click(screen.getByRole('checkbox', { name: 'Add a return trip' }));
    await pickDay(user, 19, /^Return date/);
    await user.selectOptions(field(/^Return time/), '18:00');
    await user.click(screen.getByRole('button', { name: /Send booking request/ }));
    await screen.findByRole('heading', { name: 'Booking received' });
    expect(calls[0]!.body).toMatchObject({
      flightNumber: 'OS 123',
      suitcases: 2,
      childSeatAges: [4],
      returnDate: '2027-03-19',
      returnTime: '18:00',
    });
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('SLZ-7K3M');
    const summary = document.querySelector<HTMLElement>('.booking-summary')!;
    const text = within(summary)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(text).toContain('Airport Transfer');
    expect(text).toContain('OS 123');
    // Under a label that says these are ages, not a number of seats.
    const rows = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toContain('Child seats (ages): 4\u00a0years');
    expect(text.some((t) => t?.includes('Flughafen München → Hotel Sacher Salzburg'))).toBe(true);
  });

  it("asks for each child seat's age, its prompt showing until one is chosen", async () => {
    for (const [locale, seats, age, prompt, baby] of [
      ['de', /^Kindersitze/, /^Alter des 2\. Kindes/, 'Alter wählen', 'unter\u00a01'],
      ['en', /^Child seats/, /^Age of child 2/, 'Choose age', 'under\u00a01'],
    ] as const) {
      const user = userEvent.setup();
      const { unmount } = await renderWithProviders(<BookingSection />, { locale });
      await user.type(field(seats), '{Backspace}2');
      expect(field(age)).toHaveDisplayValue(prompt);
      // A baby's age reads as the summary and the mails write it.
      await user.selectOptions(field(age), '0');
      expect(field(age)).toHaveDisplayValue(baby);
      await user.selectOptions(field(age), '4');
      expect(field(age)).toHaveDisplayValue('4');
      unmount();
    }
  });

  it('refuses more child seats than passengers before sending', async () => {
    const calls = fakeNetwork(stored);
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await fillBooking(user, { passengers: '1', car: /E-Class/ });
    await user.type(field(/^Child seats/), '{Backspace}2');
    await user.selectOptions(field(/^Age of child 1/), '4');
    await user.selectOptions(field(/^Age of child 2/), '6');
    await user.click(screen.getByRole('button', { name: /Send booking request/ }));
    expect(await screen.findByText('No more child seats than passengers')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
