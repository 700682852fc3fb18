import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from '../../pages/contact-page.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { loadCatalog } from '../../lib/i18n.ts';
import { DRAFT_KEEP_DAYS } from './draft-expiry.ts';
import { useFormDrafts } from './draft-store.ts';
import {
  consentBoxes,
  created,
  fakeNetwork,
  field,
  fillBooking,
  resetDevice,
  storedDrafts,
  storeDrafts,
  waitForDraftsRead,
  warmCalendar,
} from './test-support/form-test-kit.ts';

vi.mock('idb-keyval', () => import('./test-support/memory-idb-keyval.ts'));
vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn(async () => 1) }));

beforeAll(async () => {
  await loadCatalog('contact');
  await warmCalendar();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2027, 2, 10, 9, 0) });
  resetDevice();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const bookingDraft = {
  firstName: 'Anna',
  lastName: 'Berger',
  email: 'anna@example.com',
  phone: '+43 660 1234567',
  service: 'eaglesTour',
  date: '2027-03-15',
  time: '08:30',
  passengers: 4,
  pickupLocation: 'Hotel Sacher',
  destination: 'Kehlsteinhaus',
  carType: 'v-klasse',
  specialRequests: 'Kindersitz',
};

describe('form drafts on the device', () => {
  it('keeps what is typed in the booking form in IndexedDB, never the consent boxes', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ContactPage />, { path: '/kontakt' });
    await waitForDraftsRead();
    await fillBooking(user, { special: 'Kindersitz' });
    await waitFor(() =>
      expect(storedDrafts()?.drafts.booking).toEqual({
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
        carType: 'v-klasse',
        specialRequests: 'Kindersitz',
        flightNumber: '',
        suitcases: null,
        childSeatAges: [],
        returnDate: '',
        returnTime: '',
        tour: '',
      }),
    );
    expect(consentBoxes()[0]).toBeChecked();
    expect(JSON.stringify(storedDrafts())).not.toMatch(/agbAccepted|privacyAccepted|website/);
  });

  it('keeps the contact form too', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ContactPage />, { path: '/kontakt?tab=contact' });
    await waitForDraftsRead();
    await user.type(field(/^Betreff/), 'Weintour');
    await user.click(consentBoxes()[1]!);
    await waitFor(() =>
      expect(storedDrafts()?.drafts.contact).toEqual({
        name: '',
        email: '',
        subject: 'Weintour',
        message: '',
      }),
    );
  });

  it('restores both forms after a reload, without the consent boxes', async () => {
    await storeDrafts({
      booking: { ...bookingDraft, agbAccepted: true },
      contact: { name: 'Max', email: 'max@example.com', subject: 'Frage', message: 'Hallo' },
    });
    await renderWithProviders(<ContactPage />, { path: '/kontakt' });
    await waitFor(() => expect(field(/^Vorname/)).toHaveValue('Anna'));
    expect(field(/^Service/)).toHaveValue('eaglesTour');
    expect(field(/^Abholzeit/)).toHaveValue('08:30');
    expect(field(/^Fahrgäste/)).toHaveValue(4);
    expect(field(/^Zielort/)).toHaveValue('Kehlsteinhaus');
    expect(field(/^Besondere Wünsche/)).toHaveValue('Kindersitz');
    expect(screen.getByRole('radio', { name: /V-Klasse/ })).toBeChecked();
    expect(screen.getByRole('button', { name: /^Datum/ })).toHaveAccessibleName(
      'Datum Mo., 15. März 2027',
    );
    expect(consentBoxes()[0]).not.toBeChecked();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Kontakt' }));
    expect(field(/^Name/)).toHaveValue('Max');
    expect(field(/^Nachricht/)).toHaveValue('Hallo');
  });

  it('drops what no longer fits: a day that has passed, unknown values', async () => {
    await storeDrafts({
      booking: { ...bookingDraft, date: '2027-03-09', service: 'helicopter', passengers: -3 },
    });
    await renderWithProviders(<ContactPage />, { path: '/kontakt' });
    await waitFor(() => expect(field(/^Vorname/)).toHaveValue('Anna'));
    expect(screen.getByRole('button', { name: /^Datum/ })).toHaveAccessibleName(
      'Datum Datum wählen',
    );
    expect(field(/^Service/)).toHaveValue('');
    expect(field(/^Fahrgäste/)).toHaveValue(1);
  });

  it('keeps the time of the last change with the draft', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ContactPage />, { path: '/kontakt?tab=contact' });
    await waitForDraftsRead();
    await user.type(field(/^Betreff/), 'Weintour');
    await waitFor(() => expect(storedDrafts()?.savedAt).toEqual({ contact: Date.now() }));
  });

  it(`drops a draft ${DRAFT_KEEP_DAYS} days after its last change, name, e-mail and phone with it`, async () => {
    const week = DRAFT_KEEP_DAYS * 86_400_000;
    await storeDrafts({ booking: bookingDraft }, Date.now() - week - 60_000);
    await renderWithProviders(<ContactPage />, { path: '/kontakt' });
    await waitForDraftsRead();
    expect(field(/^Vorname/)).toHaveValue('');
    expect(field(/^E-Mail/)).toHaveValue('');
    expect(useFormDrafts.getState().drafts).toEqual({});
  });

  it('keeps a draft changed within the week', async () => {
    const week = DRAFT_KEEP_DAYS * 86_400_000;
    await storeDrafts({ booking: bookingDraft }, Date.now() - week + 60_000);
    await renderWithProviders(<ContactPage />, { path: '/kontakt' });
    await waitFor(() => expect(field(/^Vorname/)).toHaveValue('Anna'));
  });

  it('drops a draft an older version kept without its time of change', async () => {
    await storeDrafts({ booking: bookingDraft }, null);
    await renderWithProviders(<ContactPage />, { path: '/kontakt' });
    await waitForDraftsRead();
    expect(useFormDrafts.getState().drafts).toEqual({});
    expect(field(/^Vorname/)).toHaveValue('');
  });

  it('drops a draft that expires while the page stays open', async () => {
    await storeDrafts({
      contact: { name: 'Max', email: 'max@example.com', subject: 'Frage', message: 'Hallo' },
    });
    vi.setSystemTime(Date.now() + DRAFT_KEEP_DAYS * 86_400_000 + 60_000);
    await renderWithProviders(<ContactPage />, { path: '/kontakt?tab=contact' });
    await waitForDraftsRead();
    await waitFor(() => expect(useFormDrafts.getState().drafts).toEqual({}));
    expect(field(/^Name/)).toHaveValue('');
  });

  it('clears the draft after a successful send', async () => {
    await storeDrafts({ booking: bookingDraft });
    const calls = fakeNetwork(created);
    const user = userEvent.setup();
    await renderWithProviders(<ContactPage />, { path: '/kontakt' });
    await waitFor(() => expect(field(/^Vorname/)).toHaveValue('Anna'));
    await user.click(consentBoxes()[0]!);
    await user.click(consentBoxes()[1]!);
    await user.click(screen.getByRole('button', { name: 'Buchungsanfrage senden' }));
    await screen.findByRole('heading', { name: 'Buchung eingegangen' });
    expect(calls[0]!.body).toMatchObject({ date: '2027-03-15', specialRequests: 'Kindersitz' });
    await waitFor(() => expect(storedDrafts()?.drafts.booking).toBeUndefined());
    expect(storedDrafts()?.submissions).toEqual({});
    expect(useFormDrafts.getState().drafts).toEqual({});
  });
});
