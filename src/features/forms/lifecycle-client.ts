import { isValidationCode } from '#shared/schemas/codes.ts';
import { FUNCTION_NAME } from '#shared/schemas/constants.ts';
import type { ValidationIssue } from '#shared/schemas/issues.ts';
import { OPERATOR_SESSION_HEADER, type LIFECYCLE_ROUTES } from '#shared/schemas/lifecycle-paths.ts';
import { functionsConfig } from './functions-config.ts';
import { timeoutSignal } from '../../lib/timeout-signal.ts';

type Route = (typeof LIFECYCLE_ROUTES)[keyof typeof LIFECYCLE_ROUTES];

/** How long the console and the status page wait for the function before saying so. */
const LIFECYCLE_TIMEOUT_MS = 15_000;

/**
 * What a lifecycle route answered: its JSON, or why not. `offline` is no answer at all (no
 * network, a time-out, a captive portal's page), which the pages tell apart from a refusal.
 */
export type LifecycleResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      /** The function's code: 'unauthorized', 'too_many_attempts', 'already_decided' … */
      error?: string;
      issues: ValidationIssue[];
      /** Seconds to wait (a 429's Retry-After). */
      retryAfter?: number;
      /** The rest of the answer (a 409 carries the request as it was decided). */
      body: Record<string, unknown>;
    }
  | { ok: false; status: 0; offline: true };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * POSTs a JSON body to one of send-notification's lifecycle routes (the function never renders
 * pages; see docs/decisions/booking-lifecycle.md), the operator's session in its header when
 * given. Never throws.
 */
export async function postLifecycle<T>(
  route: Route,
  body: unknown,
  { session, timeoutMs = LIFECYCLE_TIMEOUT_MS }: { session?: string; timeoutMs?: number } = {},
): Promise<LifecycleResult<T>> {
  const { url, headers } = functionsConfig();
  let response: Response;
  try {
    response = await fetch(`${url}/${FUNCTION_NAME}${route}`, {
      method: 'POST',
      headers: {
        ...headers,
        'Content-Type': 'application/json',
        ...(session ? { [OPERATOR_SESSION_HEADER]: session } : {}),
      },
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: timeoutSignal(timeoutMs),
    });
  } catch {
    return { ok: false, status: 0, offline: true };
  }
  const type = response.headers.get('content-type') ?? '';
  const json: unknown = /json/i.test(type) ? await response.json().catch(() => undefined) : null;
  if (response.ok) {
    // A 2xx that is not the function's JSON is a portal or a proxy, not an answer (204 aside).
    if (response.status === 204) return { ok: true, status: 204, data: undefined as T };
    if (json === undefined || json === null) return { ok: false, status: 0, offline: true };
    return { ok: true, status: response.status, data: json as T };
  }
  const answer = isRecord(json) ? json : {};
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    ok: false,
    status: response.status,
    ...(typeof answer.error === 'string' ? { error: answer.error } : {}),
    issues: Array.isArray(answer.issues)
      ? answer.issues.flatMap((issue: unknown) =>
          isRecord(issue) && isValidationCode(issue.code) && Array.isArray(issue.path)
            ? [{ code: issue.code, path: issue.path as (string | number)[] }]
            : [],
        )
      : [],
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
    body: answer,
  };
}
