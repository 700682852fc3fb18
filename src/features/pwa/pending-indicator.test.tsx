import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { KEPT_PROBLEM_AFTER_MS } from '../../lib/reachability.ts';
import { applyWorkerStatus, useKeptRequestsStore } from './kept-requests-store.ts';
import { PendingIndicator } from './pending-indicator.tsx';

const keptBooking = { key: 'kept-1', keptAt: Date.now() };

const waiting = (count: number) =>
  act(() => {
    useKeptRequestsStore.setState({ waiting: count, bookings: [], notices: [], problem: false });
  });

describe('PendingIndicator', () => {
  afterEach(() => waiting(0));

  it('is absent while nothing waits', async () => {
    const { container } = await renderWithProviders(<PendingIndicator />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says what it counts in words, in the visitor’s language', async () => {
    waiting(1);
    await renderWithProviders(<PendingIndicator />);
    const link = await screen.findByRole('link', { name: '1 Anfrage wartet auf Zustellung' });
    expect(link).toHaveAttribute('title', '1 Anfrage wartet auf Zustellung');
    expect(link).toHaveAttribute('href', '/kontakt');
    expect(link.querySelector('.pending-indicator__long')).toHaveTextContent('1 Anfrage wartet');
    expect(link.querySelector('.pending-indicator__short')).toHaveTextContent('1 Anfrage');
    // A phone's words: a touch screen shows no tooltip, so the number alone said nothing.
    expect(link.querySelector('.pending-indicator__count')).toHaveTextContent(/^1 wartet$/);
    waiting(2);
    expect(
      screen.getByRole('link', { name: '2 Anfragen warten auf Zustellung' }),
    ).toBeInTheDocument();
    expect(document.querySelector('.pending-indicator__count')).toHaveTextContent(/^2 warten$/);
  });

  it('in English', async () => {
    waiting(3);
    await renderWithProviders(<PendingIndicator />, { locale: 'en', path: '/en/' });
    const link = await screen.findByRole('link', { name: '3 requests waiting to be delivered' });
    expect(link).toHaveAttribute('href', '/en/contact');
    expect(link.querySelector('.pending-indicator__long')).toHaveTextContent('3 requests waiting');
    expect(link.querySelector('.pending-indicator__short')).toHaveTextContent(/^3 requests$/);
    expect(link.querySelector('.pending-indicator__count')).toHaveTextContent(/^3 waiting$/);
  });

  it('leads to "My requests" while a booking is kept, which lists it', async () => {
    act(() => {
      applyWorkerStatus(
        {
          type: 'STATUS',
          waiting: 2,
          oldestQueuedAt: Date.now(),
          bookings: [keptBooking],
          notices: [],
        },
        Date.now(),
        false,
      );
    });
    await renderWithProviders(<PendingIndicator />, { locale: 'en', path: '/en/' });
    const link = await screen.findByRole('link', { name: '2 requests waiting to be delivered' });
    expect(link).toHaveAttribute('href', '/en/request');
    act(() => useKeptRequestsStore.setState({ bookings: [] }));
    expect(link).toHaveAttribute('href', '/en/contact');
  });

  it('calls a request kept more than a day while online a problem, not a wait', async () => {
    const now = Date.UTC(2026, 10, 26, 12);
    const status = (oldestQueuedAt: number, onLine: boolean) =>
      act(() => {
        applyWorkerStatus(
          { type: 'STATUS', waiting: 1, oldestQueuedAt, bookings: [], notices: [] },
          now,
          onLine,
        );
      });
    status(now - KEPT_PROBLEM_AFTER_MS + 60_000, true);
    await renderWithProviders(<PendingIndicator />);
    expect(
      await screen.findByRole('link', { name: '1 Anfrage wartet auf Zustellung' }),
    ).toBeVisible();
    status(now - KEPT_PROBLEM_AFTER_MS - 60_000, true);
    const link = screen.getByRole('link', {
      name: '1 Anfrage noch nicht zugestellt – bitte rufen Sie uns an',
    });
    expect(link).toHaveClass('pending-indicator--problem');
    expect(link.querySelector('.pending-indicator__long')).toHaveTextContent('1 nicht zugestellt');
    expect(link.querySelector('.pending-indicator__short')).toHaveTextContent('1 nicht zugestellt');
    // Offline, it is still waiting for the network, however long.
    status(now - 3 * KEPT_PROBLEM_AFTER_MS, false);
    expect(
      screen.getByRole('link', { name: '1 Anfrage wartet auf Zustellung' }),
    ).toBeInTheDocument();
  });
});
