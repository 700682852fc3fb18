import { tripOf } from '../src/lib/my-requests.ts';
import type { KeptBooking } from '../src/lib/sw-protocol.ts';
import { keyOf, type StoredSubmission } from './replay.ts';

/**
 * The kept bookings as "My requests" lists them, oldest first, each under the key its DELIVERED
 * will carry: a contact message is no booking, and a body that does not parse still counts as
 * kept, only without its trip.
 */
export function keptBookings(kept: readonly StoredSubmission[]): KeptBooking[] {
  return kept
    .filter((entry) => entry.kind === 'booking')
    .map((entry) => {
      const trip = tripOfBody(entry.body);
      return { key: keyOf(entry), keptAt: entry.queuedAt, ...(trip ? { trip } : {}) };
    });
}

function tripOfBody(body: string) {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null
      ? tripOf(parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
