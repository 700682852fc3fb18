import { describe, expect, it } from 'vitest';
import { keptBookings } from './kept-bookings.ts';
import type { StoredSubmission } from './replay.ts';

const kept = (id: string, kind: StoredSubmission['kind'], body: string): StoredSubmission => ({
  id,
  url: 'https://example.test/functions/v1/send-notification',
  headers: [['idempotency-key', `key-${id}`]],
  body,
  kind,
  queuedAt: Number(id),
});

describe('keptBookings', () => {
  it('lists the kept bookings with their trip, not the contact messages', () => {
    const booking = JSON.stringify({
      type: 'booking',
      service: 'airportTransfer',
      date: '2026-12-01',
      time: '10:00',
      email: 'erika@example.com',
    });
    const contact = JSON.stringify({ type: 'contact', message: 'Hallo' });
    expect(keptBookings([kept('1', 'booking', booking), kept('2', 'contact', contact)])).toEqual([
      {
        key: 'key-1',
        keptAt: 1,
        trip: { service: 'airportTransfer', date: '2026-12-01', time: '10:00' },
      },
    ]);
  });

  it('keeps a booking whose body names no known service or does not parse, without a trip', () => {
    const unknown = JSON.stringify({ type: 'booking', service: 'toString', date: 'x', time: 'y' });
    expect(keptBookings([kept('3', 'booking', unknown), kept('4', 'booking', '{')])).toEqual([
      { key: 'key-3', keptAt: 3 },
      { key: 'key-4', keptAt: 4 },
    ]);
  });
});
