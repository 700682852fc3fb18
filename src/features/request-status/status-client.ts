import {
  LIFECYCLE_ROUTES,
  STATUS_TOKEN_PARAM,
  STATUS_TOKEN_PATTERN,
} from '#shared/schemas/lifecycle-paths.ts';
import type { StatusAnswer } from '#shared/schemas/lifecycle.ts';
import { rememberRequest, saveStatus } from '../../lib/my-requests.ts';
import { postLifecycle } from '../forms/lifecycle-client.ts';

/** What asking for a request's status came to. */
export type StatusResult =
  | { kind: 'ok'; answer: StatusAnswer }
  /** The server knows no such link (mistyped, or deleted after its retention). */
  | { kind: 'gone' }
  /** No answer (offline, a time-out, a portal), or the server could not answer now. */
  | { kind: 'unavailable' };

/** True when a fragment means to carry a status link's secret (`#t=…`), valid or not. */
export function hasTokenParam(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).has(STATUS_TOKEN_PARAM);
}

/** The status link's secret in an address's fragment (`#t=…`), if it is one. */
export function tokenOfHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(STATUS_TOKEN_PARAM);
  return token && STATUS_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * Asks the function for a request's status and keeps the answer on the device: a request whose
 * link is opened here (from its e-mail, on another device too) joins "My requests", and its
 * page shows the last answer offline.
 */
export async function fetchStatus(token: string, now = Date.now): Promise<StatusResult> {
  const result = await postLifecycle<StatusAnswer>(LIFECYCLE_ROUTES.status, { token });
  if (result.ok) {
    const answer = result.data;
    await rememberRequest({
      token,
      reference: answer.reference,
      locale: answer.locale,
      createdAt: answer.receivedAt,
      trip: {
        service: answer.booking.service,
        date: answer.booking.date,
        time: answer.booking.time,
      },
    });
    await saveStatus(token, answer, now());
    return { kind: 'ok', answer };
  }
  if (result.status === 404) {
    await saveStatus(token, null, now());
    return { kind: 'gone' };
  }
  return { kind: 'unavailable' };
}
