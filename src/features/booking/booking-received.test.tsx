import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingPayload } from '#shared/schemas/payload.ts';
import { validBooking } from '#shared/schemas/test-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { telHref } from '../../content/business.ts';
import { loadCatalog } from '../../lib/i18n.ts';
import { BookingReceived, CAR_LOOP_MS, NEXT_STEPS_DELAY_MS } from './booking-received.tsx';

beforeAll(async () => {
  await loadCatalog('contact');
});

afterEach(() => {
  vi.useRealTimers();
});

/** Thursday 26 November 2026, 10:42 in Salzburg (09:42 UTC). */
const SENT_AT = Date.UTC(2026, 10, 26, 9, 42);
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

describe('BookingReceived', () => {
  it('says by when the answer comes, on Salzburg time, whatever the device zone, in German', async () => {
    // 24 hours after 23:30 in Salzburg on 28 March 2026: the clocks went forward in between.
    await renderWithProviders(
      <BookingReceived sentAt={Date.UTC(2026, 2, 28, 22, 30)} reference="SLZ-7K3M" />,
    );
    expect(screen.getByTestId('booking-not-confirmed')).toHaveTextContent(
      'Vielen Dank für Ihre Anfrage. Sie ist noch nicht bestätigt: Wir prüfen die Verfügbarkeit und antworten Ihnen bis Montag, 30. März, 00:30 Uhr (Salzburger Zeit).',
    );
  });

  it('asks to call when the ride starts before the answer we promise, else names that time', async () => {
    // Sent at 10:42 on 26 November: the answer is due at 10:42 the next day.
    const booking = (time: BookingPayload['time']) =>
      validBooking({ date: '2026-11-27', time, locale: 'en' }) as BookingPayload;
    const { unmount } = await renderWithProviders(
      <BookingReceived sentAt={SENT_AT} booking={booking('10:30')} />,
      { locale: 'en' },
    );
    expect(screen.getByTestId('booking-not-confirmed')).toHaveTextContent(
      /^Thank you for your request\. It is not confirmed yet, and your ride starts before we would usually answer\. Please call us so that we can confirm it in time: \+43/,
    );
    expect(screen.getByTestId('booking-not-confirmed').querySelector('a')).toHaveAttribute(
      'href',
      telHref,
    );
    unmount();
    await renderWithProviders(<BookingReceived sentAt={SENT_AT} booking={booking('11:00')} />, {
      locale: 'en',
    });
    expect(screen.getByTestId('booking-not-confirmed')).toHaveTextContent(
      'will answer you by Friday 27 November, 10:42 (Salzburg time)',
    );
  });

  it('names the address the receipt goes to, and whom to call when it is wrong', async () => {
    const booking = validBooking({ email: 'anna.huber@exmaple.com', locale: 'en' });
    await renderWithProviders(
      <BookingReceived sentAt={SENT_AT} booking={booking as BookingPayload} />,
      { locale: 'en' },
    );
    const line = screen.getByText(/^A receipt is on its way/).closest('p')!;
    expect(line).toHaveTextContent(
      /^A receipt is on its way by email to anna\.huber@exmaple\.com – if that address is wrong, please call us: \+43/,
    );
    expect(line.querySelector('a')).toHaveAttribute('href', telHref);
  });

  it('promises no receipt when a daily limit held it, and says the request is with us', async () => {
    const booking = validBooking({ email: 'anna.huber@example.com', locale: 'en' });
    await renderWithProviders(
      <BookingReceived sentAt={SENT_AT} booking={booking as BookingPayload} receiptHeld />,
      { locale: 'en' },
    );
    expect(screen.queryByText(/receipt is on its way/)).not.toBeInTheDocument();
    const line = screen.getByText(/^No further receipt/).closest('p')!;
    expect(line).toHaveTextContent(
      /^No further receipt goes by email today to anna\.huber@example\.com \(we send only a limited number each day\)\. Your request has reached us all the same: please note your reference\. Our answer goes to this address – if it is wrong, please call us: \+43/,
    );
    expect(line.querySelector('a')).toHaveAttribute('href', telHref);
  });

  it("links to the request's status page in the page's language", async () => {
    await renderWithProviders(
      <BookingReceived sentAt={SENT_AT} reference="SLZ-7K3M" statusToken={TOKEN} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('link', { name: 'Track your request' })).toHaveAttribute(
      'href',
      `/en/request#t=${TOKEN}`,
    );
  });

  it('offers no status link when the server sent no token', async () => {
    await renderWithProviders(<BookingReceived sentAt={SENT_AT} reference="SLZ-7K3M" />);
    expect(screen.queryByRole('link', { name: /Anfrage verfolgen/ })).toBeNull();
  });

  it('shows the check, the heading and that it is not yet confirmed, then the next steps after 1 s', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<BookingReceived sentAt={SENT_AT} />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Booking received' })).toHaveFocus();
    // The focused heading reads the news too: not yet confirmed, and by when we answer.
    expect(screen.getByRole('heading', { name: 'Booking received' })).toHaveAccessibleDescription(
      // (Day and month on one line: display.ts.)
      'Thank you for your request. It is not yet confirmed: we are checking availability and will answer you by Friday 27\u00a0November, 10:42 (Salzburg time).',
    );
    expect(screen.getByTestId('booking-not-confirmed')).toHaveTextContent(
      'Thank you for your request. It is not yet confirmed: we are checking availability and will answer you by Friday 27 November, 10:42 (Salzburg time).',
    );
    expect(NEXT_STEPS_DELAY_MS).toBe(1000);

    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('heading', { name: 'What happens next?' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'What happens next?' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'We review your request.',
      'We get in touch to confirm availability.',
      'You receive all the details and payment instructions.',
    ]);
  });

  it('drives the car along its line in a loop of 3 s, hidden from screen readers', async () => {
    await renderWithProviders(<BookingReceived />);
    expect(screen.getByRole('heading', { name: 'Buchung eingegangen' })).toBeInTheDocument();
    const car = screen.getByTestId('booking-car');
    expect(CAR_LOOP_MS).toBe(3000);
    expect(car.style.animationDuration).toBe('3000ms');
    expect(car.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('stops its timer when it goes away', async () => {
    vi.useFakeTimers();
    const { unmount } = await renderWithProviders(<BookingReceived />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
