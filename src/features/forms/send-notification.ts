import {
  FunctionsClient,
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
} from '@supabase/functions-js';
import { isValidationCode } from '#shared/schemas/codes.ts';
import { FUNCTION_NAME } from '#shared/schemas/constants.ts';
import type { ValidationIssue } from '#shared/schemas/issues.ts';
import type { BookingPayload, ContactPayload } from '#shared/schemas/payload.ts';
import { confirmationOf, type Confirmation } from '../../lib/confirmation.ts';
import { classifyAnswer, PAGE_SEND_TIMEOUT_MS } from '../../lib/offline-policy.ts';
import { functionsConfig } from './functions-config.ts';
import { QUEUED_STATUS } from '../../lib/sw-protocol.ts';
import { timeoutSignal } from '../../lib/timeout-signal.ts';

/**
 * The one way the site sends a booking or a contact message: Supabase's own functions client
 * (@supabase/functions-js, the `functions` part of supabase-js) calling send-notification.
 */

/** What goes over the wire: the payload (docs/product.md, what a submission does), `locale`, and the honeypot (empty for people). */
export type NotificationBody = (BookingPayload | ContactPayload) & { website: string };

export type SendResult =
  /** 2xx: stored (or a replay of a stored request); `id` is the stored request's id. */
  | ({ kind: 'sent'; id: string } & Confirmation)
  /**
   * 202 `{ "queued": true }`: the service worker kept it on the device, to send once online
   * (by Background Sync when `backgroundSync`, else once the site is open with network).
   * `unreachable`: the network works but the booking service does not answer (the worker's
   * `reason`, src/lib/reachability.ts); it is kept and retried all the same.
   */
  | { kind: 'queued'; backgroundSync: boolean; unreachable: boolean }
  /** 4xx: the server refused it; `issues` holds the field problems of a 400. Nothing was stored. */
  | { kind: 'rejected'; status: number; error?: string; issues: ValidationIssue[] }
  /**
   * 5xx, a 2xx that is no confirmation (a captive portal), a network error or a timeout: a
   * later try with the same key may succeed.
   */
  | { kind: 'failed'; status?: number; cause: unknown };

let client: FunctionsClient | undefined;
function functionsClient(): FunctionsClient {
  if (!client) {
    const { url, headers } = functionsConfig();
    client = new FunctionsClient(url, { headers });
  }
  return client;
}

export interface SendOptions {
  /** The submission's UUID, the same on every retry of the same values. */
  idempotencyKey: string;
  timeoutMs?: number;
  /** For tests: another client instead of the site's own. */
  client?: FunctionsClient;
}

export async function sendNotification(
  body: NotificationBody,
  { idempotencyKey, timeoutMs = PAGE_SEND_TIMEOUT_MS, client: given }: SendOptions,
): Promise<SendResult> {
  const { data, error, response } = await (given ?? functionsClient()).invoke<unknown>(
    FUNCTION_NAME,
    {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
      signal: timeoutSignal(timeoutMs),
    },
  );

  if (!error) {
    const status = response?.status ?? 0;
    if (status === QUEUED_STATUS && isRecord(data) && data.queued === true) {
      return {
        kind: 'queued',
        backgroundSync: data.backgroundSync === true,
        unreachable: data.reason === 'unreachable',
      };
    }
    // The client parsed the body as JSON only if the answer said it was JSON.
    const json = isRecord(data) ? data : undefined;
    if (classifyAnswer(status, json) === 'delivered') {
      return { kind: 'sent', id: String(json!.id), ...confirmationOf(json) };
    }
    return { kind: 'failed', status, cause: new Error(`unconfirmed ${status} answer`) };
  }
  if (error instanceof FunctionsHttpError) {
    const answer = error.context as Response;
    if (answer.status >= 400 && answer.status < 500) {
      const json: unknown = await answer.json().catch(() => null);
      return {
        kind: 'rejected',
        status: answer.status,
        ...(isRecord(json) && typeof json.error === 'string' ? { error: json.error } : {}),
        issues: readIssues(isRecord(json) ? json.issues : undefined),
      };
    }
    return { kind: 'failed', status: answer.status, cause: error };
  }
  if (error instanceof FunctionsRelayError) {
    return { kind: 'failed', status: (error.context as Response).status, cause: error };
  }
  // FunctionsFetchError: offline without a service worker, DNS, CORS, or our timeout.
  return { kind: 'failed', cause: error instanceof FunctionsFetchError ? error.context : error };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readIssues(value: unknown): ValidationIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue: unknown) =>
    isRecord(issue) && isValidationCode(issue.code) && Array.isArray(issue.path)
      ? [
          {
            code: issue.code,
            path: issue.path.filter((p) => ['string', 'number'].includes(typeof p)),
          },
        ]
      : [],
  );
}
