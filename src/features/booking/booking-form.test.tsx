import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_SLOTS } from '#shared/schemas/constants.ts';
import { BOOKABLE_SERVICE_VALUES, BOOKABLE_SERVICES } from '#shared/schemas/bookable-services.ts';
import { business } from '../../content/business.ts';
import { notify } from '../../lib/notify.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { loadCatalog } from '../../lib/i18n.ts';
import { useFormDrafts } from '../forms/draft-store.ts';
import {
  created,
  fakeNetwork,
  fakeWorker,
  field,
  fillBooking,
  json,
  pickDay,
  resetDevice,
  TIME_FIELD,
  warmCalendar,
} from '../forms/test-support/form-test-kit.ts';
import { BookingSection } from './booking-section.tsx';

vi.mock('idb-keyval', () => import('../forms/test-support/memory-idb-keyval.ts'));
vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn(async () => 1) }));

// Wednesday 10 March 2027, 09:00 on the visitor's clock.
const NOW = new Date(2027, 2, 10, 9, 0);

beforeAll(async () => {
  await loadCatalog('contact');
  await warmCalendar();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  resetDevice();
  vi.mocked(notify).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const submit = (name = /Buchungsanfrage senden|Send booking request/) =>
  screen.getByRole('button', { name });

/** The error messages shown; the first submit of a test file waits for the schemas to load. */
const messages = async () =>
  (await screen.findAllByText(/./, { selector: '.field__error' })).map(
    (message) => message.textContent,
  );

describe('booking form validation', () => {
  it('shows every validation message in German and focuses the first field', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />);
    await user.click(submit());
    expect(await messages()).toEqual([
      'Vorname ist erforderlich',
      'Nachname ist erforderlich',
      // An empty address is missing, not invalid.
      'E-Mail-Adresse ist erforderlich',
      'Telefonnummer ist erforderlich',
      'Bitte wählen Sie einen Service',
      'Bitte wählen Sie ein Fahrzeug',
      'Bitte wählen Sie ein Datum',
      'Bitte wählen Sie eine Uhrzeit',
      'Abholort ist erforderlich',
      'Zielort ist erforderlich',
      'Sie müssen die AGB akzeptieren, um fortzufahren.',
      'Sie müssen der Datenschutz\u00aderklärung zustimmen, um fortzufahren.',
    ]);
    const firstName = field(/^Vorname/);
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Vorname ist erforderlich');
  });

  it('shows the English texts word for word', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await user.click(submit());
    expect(await messages()).toEqual([
      'First name is required',
      'Last name is required',
      'Email address is required',
      'Phone number is required',
      'Please select a service',
      'Please select a car',
      'Please select a date',
      'Please select a time',
      'Pickup location is required',
      'Destination is required',
      'You must accept the terms and conditions to continue.',
      'You must agree to the privacy policy to continue.',
    ]);
    expect(screen.getByText('Required fields')).toBeInTheDocument();
  });

  it('moves the focus to the first field still wrong, and revalidates on every change', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await user.type(field(/^First name/), 'Anna');
    await user.type(field(/^Last name/), 'Berger');
    await user.type(field(/^Email/), 'anna@');
    await user.click(submit());
    expect(field(/^Email/)).toHaveFocus();
    expect(field(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    await user.type(field(/^Email/), 'example.com');
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();

    await user.type(field(/^Phone/), '+43 660 1234567');
    await user.click(submit());
    expect(field(/^Service/)).toHaveFocus();
  });

  it('announces only the message of the field the visitor is in', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await user.click(submit());
    // Twelve messages are shown; the one of the field the focus moved to is read out, the others
    // with their fields.
    expect(await messages()).toHaveLength(12);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'First name is required',
    ]);
    // A message that changes while the visitor types is read out too.
    await user.click(field(/^Email/));
    await user.keyboard('anna@');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'First name is required',
      'Please enter a valid email address',
    ]);
  });

  it('announces the first message where the browser did not move the focus to its field', async () => {
    // As a browser may refuse a focus() that comes after the tap, once the check has run.
    const focus = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(() => {});
    try {
      const user = userEvent.setup();
      await renderWithProviders(<BookingSection />, { locale: 'en' });
      await user.click(submit());
      expect(await messages()).toHaveLength(12);
      expect(field(/^First name/)).not.toHaveFocus();
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'First name is required',
      ]);
    } finally {
      focus.mockRestore();
    }
  });

  it('marks the required fields with * and explains them before the first one', async () => {
    await renderWithProviders(<BookingSection />);
    const key = screen.getByText('Pflichtfelder');
    // The key is read before the first starred field, not after the last.
    expect(
      key.compareDocumentPosition(field(/^Vorname/)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByText(/^Vorname/).closest('label')).toHaveTextContent('Vorname *');
    expect(field(/^Besondere Wünsche/).closest('.field')).not.toHaveTextContent('*');
    expect(field(/^Vorname/)).toHaveAttribute('aria-required', 'true');
    // The date is a button, which has no aria-required: its description says it.
    const date = screen.getByRole('button', { name: /^Datum/ });
    expect(date).not.toHaveAttribute('aria-required');
    expect(date).toHaveAccessibleDescription('Pflichtfeld');
  });

  it('opens the terms and the privacy policy in a new tab', async () => {
    await renderWithProviders(<BookingSection />);
    // The long words carry soft hyphens (U+00AD, where a narrow line may break them), which the
    // accessible name keeps, as Chromium's does.
    const terms = screen.getByRole('link', { name: /Allgemeinen Geschäfts\u00adbedingungen/ });
    const privacy = screen.getByRole('link', { name: /Datenschutz\u00aderklärung/ });
    expect(terms).toHaveAttribute('href', '/agb');
    expect(privacy).toHaveAttribute('href', '/datenschutz');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(/öffnet in einem neuen Tab/);
    }
  });
});

describe('booking form fields', () => {
  it('offers every bookable service, named as the e-mails name them, and the 48 half-hour slots', async () => {
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    const services = within(field(/^Service/))
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    expect(services).toEqual(
      BOOKABLE_SERVICE_VALUES.map((service) => BOOKABLE_SERVICES[service].mailLabel.en),
    );
    expect(services).toContain('VIP Transport');
    expect(services).toContain('Salzburg City Tour');
    expect(services).toContain('Salzburg’s Palaces and Fortress');
    const slots = within(field(TIME_FIELD))
      .getAllByRole('option')
      .filter((option) => (option as HTMLOptionElement).value !== '')
      .map((option) => option.textContent);
    expect(slots).toHaveLength(48);
    expect(slots[0]).toBe('00:00');
    expect(slots[1]).toBe('00:30');
    expect(slots[47]).toBe('23:30');
    expect(slots).toEqual([...TIME_SLOTS]);
  });

  it('caps the passengers at the chosen car and lowers them when the E-Class is chosen', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />);
    const passengers = field(/^Fahrgäste/) as HTMLInputElement;
    expect(passengers.value).toBe('1'); // default

    // No car yet: capped at the larger car's 7.
    await user.clear(passengers);
    await user.type(passengers, '12');
    expect(passengers.value).toBe('7');

    await user.click(screen.getByRole('radio', { name: /V-Klasse/ }));
    await user.clear(passengers);
    await user.type(passengers, '6');
    expect(passengers.value).toBe('6');

    // Choosing the E-Class with 6 aboard lowers them to its 3 seats, and says so.
    await user.click(screen.getByRole('radio', { name: /E-Klasse/ }));
    expect(passengers.value).toBe('3');
    expect(passengers).toHaveAttribute('max', '3');
    expect(passengers).toHaveAccessibleDescription('Von 6 gesenkt: höchstens 3 in diesem Fahrzeug');

    // Typing more than the E-Class seats sets its maximum.
    await user.clear(passengers);
    await user.type(passengers, '5');
    expect(passengers.value).toBe('3');
    expect(screen.getByRole('status')).toHaveTextContent('Von 5 gesenkt');

    // Back to the V-Class: the 5 asked for come back, and up to 7 can be typed.
    await user.click(screen.getByRole('radio', { name: /V-Klasse/ }));
    expect(passengers.value).toBe('5');
    expect(passengers).toHaveAccessibleDescription('Höchstens 7 in diesem Fahrzeug');
    await user.clear(passengers);
    await user.type(passengers, '9');
    expect(passengers.value).toBe('7');

    // A count that fits ends the note: the E-Class with 2 keeps 2, the V-Class too.
    await user.clear(passengers);
    await user.type(passengers, '2');
    await user.click(screen.getByRole('radio', { name: /E-Klasse/ }));
    await user.click(screen.getByRole('radio', { name: /V-Klasse/ }));
    expect(passengers.value).toBe('2');
  });

  it('asks for 1 to 20 passengers when the field is emptied', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await user.clear(field(/^Passengers/));
    await user.click(submit());
    expect(field(/^Passengers/)).toHaveAccessibleDescription(
      'Please enter between 1 and 20 passengers',
    );
  });

  it('shows the calendar in German with the days before today disabled', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />);
    const button = screen.getByRole('button', { name: /^Datum/ });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const calendar = screen.getByRole('dialog', { name: 'Kalender: Datum wählen' });
    await within(calendar).findByRole('grid');
    expect(within(calendar).getByText('März 2027')).toBeInTheDocument();
    const day = (n: number) =>
      within(calendar)
        .getAllByRole('button')
        .find((b) => new RegExp(`\\b${n}\\. März`).test(b.getAttribute('aria-label') ?? ''))!;
    expect(day(9)).toBeDisabled();
    expect(day(1)).toBeDisabled();
    expect(day(10)).toBeEnabled(); // today
    expect(day(11)).toBeEnabled();
    // Today has the focus, so the arrow keys work at once.
    expect(day(10)).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('Datum Do., 11. März 2027');
  });

  it("counts today from Salzburg's day, not the phone's", async () => {
    // 23:30 UTC on 9 March: on a phone set to UTC or further west still the 9th, in Salzburg
    // already the 10th, and the server would refuse the 9th.
    vi.setSystemTime(new Date('2027-03-09T23:30:00Z'));
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: /^Date/ }));
    const calendar = screen.getByRole('dialog', { name: 'Calendar: choose a date' });
    await within(calendar).findByRole('grid');
    const day = (n: number) =>
      within(calendar).getByRole('button', { name: new RegExp(`\\b${n} March`) });
    expect(day(9)).toBeDisabled();
    expect(day(10)).toHaveFocus();
    expect(day(10)).toHaveAccessibleName(/^Today, /);
  });

  it('shows the calendar in English and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: /^Date/ }));
    const calendar = screen.getByRole('dialog', { name: 'Calendar: choose a date' });
    await within(calendar).findByRole('grid');
    expect(within(calendar).getByText('March 2027')).toBeInTheDocument();
    expect(within(calendar).getByText('Mo')).toBeInTheDocument(); // weeks start on Monday
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^Date/ })).toHaveFocus();
    await pickDay(user, 24);
    expect(screen.getByRole('button', { name: /^Date/ })).toHaveAccessibleName(
      'Date Wed, 24 March 2027',
    );
  });
});

describe('sending a booking', () => {
  it('POSTs exactly the documented payload with locale, honeypot and an Idempotency-Key', async () => {
    const calls = fakeNetwork(created);
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />);
    await fillBooking(user);
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    const [call] = calls;
    expect(call!.url).toBe(`${window.location.origin}/functions/v1/send-notification`);
    expect(call!.body).toEqual({
      type: 'booking',
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'anna@example.com',
      phone: '+43 660 1234567',
      service: 'airportTransfer',
      date: '2027-03-12',
      time: '14:30',
      passengers: 5,
      pickupLocation: 'Hotel Sacher Salzburg',
      destination: 'Flughafen München',
      specialRequests: 'None',
      carType: 'v-klasse',
      locale: 'de',
      website: '',
    });
    expect(call!.headers['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(call!.headers['Content-Type']).toBe('application/json');
  });

  it('sends the visitor language and the special requests as typed', async () => {
    const calls = fakeNetwork(created);
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await fillBooking(user, { special: '  Child seat please  ', car: /E-Class/, passengers: '2' });
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      specialRequests: 'Child seat please',
      carType: 'e-klasse',
      passengers: 2,
      locale: 'en',
    });
  });

  it('marks the button as sending with a spinner, keeps the focus on it and sends once', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = fakeNetwork(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const { container } = await renderWithProviders(<BookingSection />);
    await fillBooking(user);
    await user.click(submit());
    const sending = await screen.findByRole('button', { name: 'Wird gesendet …' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    // Not `disabled`, which would drop the focus to the page.
    expect(sending).toHaveFocus();
    expect(container.querySelector('.spinner')).not.toBeNull();
    await user.click(sending);
    await user.keyboard('{Enter}');
    answer(created());
    expect(await screen.findByRole('heading', { name: 'Buchung eingegangen' })).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('shows the success toast and the booking-received view, and clears the draft', async () => {
    fakeNetwork(created);
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await fillBooking(user);
    await waitFor(() => expect(useFormDrafts.getState().drafts.booking).toBeDefined());
    await user.click(submit());
    const heading = await screen.findByRole('heading', { name: 'Booking received' });
    expect(heading).toHaveFocus();
    expect(notify).toHaveBeenCalledWith(
      'success',
      'Your booking request has been submitted successfully!',
    );
    expect(
      screen.getByText(/It is not yet confirmed: we are checking availability/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /Send booking request/ })).toBeNull();
    expect(useFormDrafts.getState().drafts.booking).toBeUndefined();
    expect(useFormDrafts.getState().submissions.booking).toBeUndefined();
  });

  it('on a server error shows the destructive toast, logs it and keeps the form', async () => {
    const calls = fakeNetwork(json(500, { error: 'internal_error' }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await fillBooking(user);
    await user.click(submit());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'There was an error submitting your booking. Please try again.',
      ),
    );
    expect(log).toHaveBeenCalledWith(
      'The booking request failed',
      expect.objectContaining({ kind: 'failed' }),
    );
    expect(calls).toHaveLength(1);
    expect(field(/^First name/)).toHaveValue('Anna');
    expect(field(/^Pickup location/)).toHaveValue('Hotel Sacher Salzburg');
    // The toast goes after 4 s; the same words stay above the button, which reads them.
    const failure = 'There was an error submitting your booking. Please try again.';
    expect(screen.getByRole('alert')).toHaveTextContent(failure);
    expect(submit()).toHaveAttribute('aria-disabled', 'false');
    expect(submit()).toHaveFocus();
    expect(submit()).toHaveAccessibleDescription(failure);
    expect(useFormDrafts.getState().drafts.booking).toMatchObject({ firstName: 'Anna' });
  });

  it('retries with the same key, and changed values get a new one', async () => {
    const calls = fakeNetwork(json(503, {}), json(500, {}), created);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />);
    await fillBooking(user);
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.headers['Idempotency-Key']).toBe(calls[0]!.headers['Idempotency-Key']);

    await waitFor(() => expect(submit()).toBeEnabled());
    await user.type(field(/^Besondere Wünsche/), 'Kindersitz');
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.headers['Idempotency-Key']).not.toBe(calls[0]!.headers['Idempotency-Key']);
    expect(await screen.findByRole('heading', { name: 'Buchung eingegangen' })).toBeVisible();
  });

  it('a new visit to the form makes a new key', async () => {
    const calls = fakeNetwork(created);
    const user = userEvent.setup();
    const first = await renderWithProviders(<BookingSection />);
    await fillBooking(user);
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Buchung eingegangen' });
    first.unmount();
    await renderWithProviders(<BookingSection />);
    await fillBooking(user);
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.headers['Idempotency-Key']).not.toBe(calls[0]!.headers['Idempotency-Key']);
  });

  it('when the service worker keeps it offline, says so instead of the error toast', async () => {
    fakeNetwork(json(202, { queued: true, backgroundSync: true }));
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await fillBooking(user);
    await user.click(submit());
    const heading = await screen.findByRole('heading', { name: 'Saved on this device' });
    expect(heading).toHaveFocus();
    // Read with the heading: what happens to it now.
    expect(heading).toHaveAccessibleDescription(
      'You are offline right now. Your booking request is saved on this device and will be sent automatically once you are back online.',
    );
    expect(notify).not.toHaveBeenCalled();
    expect(useFormDrafts.getState().drafts.booking).toBeUndefined();
  });

  it('shows a kept booking as received once the worker has delivered it', async () => {
    const worker = fakeWorker();
    const calls = fakeNetwork(json(202, { queued: true, backgroundSync: true }));
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await fillBooking(user);
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Saved on this device' });
    const key = calls[0]!.headers['Idempotency-Key'];
    // Another kept request's delivery is not this one's.
    act(() => worker.tell({ type: 'DELIVERED', kind: 'booking', key: 'x', reference: 'SLZ-AAAA' }));
    expect(screen.getByRole('heading', { name: 'Saved on this device' })).toHaveFocus();

    const statusToken = 'Qx7Zp2Kd9Lm4Vt8Rw3Ny6A';
    act(() =>
      worker.tell({
        type: 'DELIVERED',
        kind: 'booking',
        key,
        reference: 'SLZ-7K3M',
        statusToken,
      }),
    );
    // The focus the vanished notice held comes to the news.
    expect(screen.getByRole('heading', { name: 'Booking received' })).toHaveFocus();
    expect(screen.getByText('SLZ-7K3M')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Track your request/ })).toHaveAttribute(
      'href',
      `/en/request#t=${statusToken}`,
    );
    expect(screen.queryByText(/offline/)).toBeNull();
  });

  it('when the booking service does not answer but the site does, says so with phone and e-mail', async () => {
    fakeNetwork(json(202, { queued: true, backgroundSync: true, reason: 'unreachable' }));
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await fillBooking(user);
    await user.click(submit());
    const heading = await screen.findByRole('heading', {
      name: 'Our booking service cannot be reached right now',
    });
    expect(heading).toHaveFocus();
    expect(screen.queryByText(/offline/)).toBeNull();
    expect(heading).toHaveAccessibleDescription(/saved on this device, and we keep trying/);
    expect(screen.getByRole('link', { name: business.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${business.phone}`,
    );
    const mail = screen.getByText(
      (_text, element) => element?.tagName === 'A' && element.textContent === business.email,
    );
    expect(mail).toHaveAttribute('href', `mailto:${business.email}`);
    expect(notify).not.toHaveBeenCalled();
    expect(useFormDrafts.getState().drafts.booking).toBeUndefined();
  });

  it('puts the server’s field issues on the fields, without a toast', async () => {
    fakeNetwork(
      json(400, { error: 'invalid_payload', issues: [{ code: 'date_past', path: ['date'] }] }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await fillBooking(user);
    await user.click(submit());
    const date = screen.getByRole('button', { name: /^Date/ });
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription('Please select today or a later day Required'),
    );
    expect(date).toHaveFocus();
    expect(notify).not.toHaveBeenCalled();
    expect(useFormDrafts.getState().submissions.booking).toBeUndefined();
  });

  it('refuses a pickup earlier today at its time, and sends nothing', async () => {
    const calls = fakeNetwork(created);
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    // 08:00 in Salzburg has passed: it is 10:00 there (09:00 on the visitor's UTC clock).
    await fillBooking(user, { day: 10, time: '08:00' });
    await user.click(submit());
    const time = field(TIME_FIELD);
    await waitFor(() =>
      // After the hint that says which time an airport transfer means.
      expect(time).toHaveAccessibleDescription(
        /pick you up\. This pickup time has already passed in Salzburg\. Please choose a later time$/,
      ),
    );
    expect(time).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('tells the visitor to call for a pickup under 12 hours away, and still sends it', async () => {
    const calls = fakeNetwork(created);
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { locale: 'en' });
    await fillBooking(user, { day: 10, time: '13:00' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Short notice? For a ride less than 12 hours away, please call us: +43 662 870 870.',
    );
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Booking received' });
    expect(calls).toHaveLength(1);
  });

  it('shows the error toast for a refusal it cannot pin on a field', async () => {
    fakeNetwork(json(429, { error: 'rate_limited' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />);
    await fillBooking(user);
    await user.click(submit());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'Beim Übermitteln Ihrer Buchung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
      ),
    );
    expect(field(/^Vorname/)).toHaveValue('Anna');
  });
});
