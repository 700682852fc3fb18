import { STATUS_TOKEN_PATTERN } from '#shared/schemas/lifecycle-paths.ts';
import { isReference } from '#shared/schemas/reference.ts';
import { tripOf, type MyRequest } from './my-requests.ts';

/**
 * What the booking service's answer to a stored request tells the visitor (its 201, or the 200
 * of a replayed key): a booking's short reference ('SLZ-7K3M'), its status link's secret, and
 * that a daily limit held the receipt to the visitor's address. Read here alone, for the page's
 * own send and the worker's delivery of a kept request, so that both say the same, and keep a
 * booking's status link in "My requests" the same way.
 */
export type Confirmation = { reference?: string; statusToken?: string; receiptHeld?: true };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The confirmation in an answer's JSON: what is there and well-formed, nothing else. */
export function confirmationOf(answer: unknown): Confirmation {
  if (!isRecord(answer)) return {};
  const { reference, statusToken, receiptHeld } = answer;
  const token = typeof statusToken === 'string' && STATUS_TOKEN_PATTERN.test(statusToken);
  return {
    ...(isReference(reference) ? { reference } : {}),
    ...(token ? { statusToken } : {}),
    ...(receiptHeld === true ? { receiptHeld } : {}),
  };
}

/**
 * The entry for a booking the server confirmed: the request's JSON body and the server's
 * answer. Null for a contact message, or an answer without a valid reference and token (an
 * older server). Not in my-requests.ts, which the status page loads and this needs not.
 */
export function myRequestFrom(body: unknown, answer: unknown, now: number): MyRequest | null {
  if (!isRecord(body) || body.type !== 'booking') return null;
  const { reference, statusToken } = confirmationOf(answer);
  if (!reference || !statusToken) return null;
  const trip = tripOf(body);
  return {
    token: statusToken,
    reference,
    locale: body.locale === 'en' ? 'en' : 'de',
    createdAt: new Date(now).toISOString(),
    ...(trip ? { trip } : {}),
  };
}
