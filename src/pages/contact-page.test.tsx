import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../lib/sw-protocol.ts';
import { renderWithProviders } from '../test/render.tsx';
import { loadCatalog } from '../lib/i18n.ts';
import { useFormDrafts } from '../features/forms/draft-store.ts';
import {
  fakeNetwork,
  field,
  fillBooking,
  json,
  resetDevice,
  warmCalendar,
} from '../features/forms/test-support/form-test-kit.ts';
import { ContactPage } from './contact-page.tsx';

vi.mock('idb-keyval', () => import('../features/forms/test-support/memory-idb-keyval.ts'));
vi.mock('../lib/notify.ts', () => ({ notify: vi.fn(async () => 1) }));

beforeAll(async () => {
  await loadCatalog('contact');
  await warmCalendar();
});

beforeEach(() => {
  resetDevice();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

let location: ReturnType<typeof useLocation>;
let navigate: ReturnType<typeof useNavigate>;
function Spy() {
  const current = useLocation();
  const go = useNavigate();
  useEffect(() => {
    location = current;
    navigate = go;
  });
  return null;
}

describe('ContactPage', () => {
  it('has its heading, the business hours and the booking tab selected', async () => {
    await renderWithProviders(<ContactPage />, { path: '/kontakt' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument();
    // The hours are their own element, so a narrow column breaks before them, not inside.
    const hours = screen.getByText('08:00 – 20:00 Uhr');
    expect(hours.parentElement).toHaveTextContent(/^Montag bis Sonntag: 08:00 – 20:00 Uhr$/);
    const booking = screen.getByRole('tab', { name: 'Buchung' });
    expect(booking).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Kontakt' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Buchung' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Fahrt buchen' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Schreiben Sie uns' })).toBeNull();
    // The other tab's form is built once that tab is shown, not with the page.
    expect(document.getElementById('panel-contact')).toBeEmptyDOMElement();
  });

  it('opens the contact tab from ?tab=contact', async () => {
    await renderWithProviders(<ContactPage />, { path: '/kontakt?tab=contact', locale: 'en' });
    expect(screen.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Write to us' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
  });

  it('works by keyboard as a tab list and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <ContactPage />
        <Spy />
      </>,
      { path: '/kontakt' },
    );
    const booking = screen.getByRole('tab', { name: 'Buchung' });
    const contact = screen.getByRole('tab', { name: 'Kontakt' });
    expect(booking).toHaveAttribute('tabindex', '0');
    expect(contact).toHaveAttribute('tabindex', '-1');
    expect(booking).toHaveAttribute('aria-controls', 'panel-booking');

    booking.focus();
    await user.keyboard('{ArrowRight}');
    expect(contact).toHaveFocus();
    expect(contact).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Kontakt' })).toBeVisible();
    expect(location.search).toBe('?tab=contact');

    await user.keyboard('{Home}');
    expect(booking).toHaveFocus();
    expect(location.search).toBe('');
    await user.keyboard('{End}');
    expect(contact).toHaveFocus();
    await user.keyboard('{ArrowRight}'); // wraps around
    expect(booking).toHaveFocus();

    await user.click(contact);
    expect(contact).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps what was typed in a form when switching tabs', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ContactPage />, { path: '/kontakt' });
    await user.type(field(/^Vorname/), 'Anna');
    await user.click(screen.getByRole('tab', { name: 'Kontakt' }));
    await user.type(field(/^Betreff/), 'Weihnachtsfeier');
    await user.click(screen.getByRole('tab', { name: 'Buchung' }));
    expect(field(/^Vorname/)).toHaveValue('Anna');
    await user.click(screen.getByRole('tab', { name: 'Kontakt' }));
    expect(field(/^Betreff/)).toHaveValue('Weihnachtsfeier');
  });

  it('fills a form again from a kept request the server refused (the PWA notice)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2027, 2, 10, 9, 0) });
    await renderWithProviders(
      <>
        <ContactPage />
        <Spy />
      </>,
      { path: '/kontakt' },
    );
    const notice: Notice = {
      id: 'notice-1',
      reason: 'rejected',
      kind: 'contact',
      at: Date.now(),
      payload: {
        type: 'contact',
        name: 'Anna Berger',
        email: 'anna@example.com',
        subject: 'Hochzeit',
        message: 'Bitte um ein Angebot für den 12. Juni.',
        locale: 'de',
      },
    };
    act(() => {
      void navigate('/kontakt?tab=contact', { state: { restore: notice } });
    });
    await waitFor(() => expect(field(/^Betreff/)).toHaveValue('Hochzeit'));
    expect(field(/^Name/)).toHaveValue('Anna Berger');
    expect(screen.getByRole('tab', { name: 'Kontakt' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(location.state).toBeNull()); // not filled in again on reload
    expect(useFormDrafts.getState().drafts.contact).toMatchObject({ subject: 'Hochzeit' });

    // A refused booking brings the booking form back even after a queued send.
    fakeNetwork(json(202, { queued: true }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Buchung' }));
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Buchungsanfrage senden' }));
    await screen.findByRole('heading', { name: 'Auf diesem Gerät gespeichert' });
    act(() => {
      void navigate('/kontakt', {
        state: {
          restore: {
            id: 'notice-2',
            reason: 'expired',
            kind: 'booking',
            at: Date.now(),
            payload: {
              type: 'booking',
              firstName: 'Anna',
              lastName: 'Berger',
              email: 'anna@example.com',
              phone: '+43 660 1234567',
              service: 'cityTour',
              date: '2027-03-20',
              time: '10:00',
              passengers: 2,
              pickupLocation: 'Hotel Sacher',
              destination: 'Mirabellplatz',
              specialRequests: 'None',
              carType: 'e-klasse',
              locale: 'de',
            },
          } satisfies Notice,
        },
      });
    });
    expect(await screen.findByRole('heading', { name: 'Fahrt buchen' })).toBeVisible();
    await waitFor(() => expect(field(/^Abholort/)).toHaveValue('Hotel Sacher'));
    expect(field(/^Service/)).toHaveValue('cityTour');
    expect(field(/^Fahrgäste/)).toHaveValue(2);
    expect(field(/^Besondere Wünsche/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: /E-Klasse/ })).toBeChecked();
    expect(screen.getByRole('button', { name: /^Datum/ })).toHaveAccessibleName(
      'Datum Sa., 20. März 2027',
    );
  });
});
