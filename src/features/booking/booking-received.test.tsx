import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { loadCatalog } from '../../lib/i18n.ts';
import { BookingReceived, CAR_LOOP_MS, NEXT_STEPS_DELAY_MS } from './booking-received.tsx';

beforeAll(async () => {
  await loadCatalog('contact');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BookingReceived', () => {
  it('shows the check, the heading and the 24-hour text, then the next steps after 1 s', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<BookingReceived />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Booking received' })).toHaveFocus();
    expect(
      screen.getByText(
        'Thank you for your request. We will contact you within 24 hours to confirm your ride.',
      ),
    ).toBeInTheDocument();
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
