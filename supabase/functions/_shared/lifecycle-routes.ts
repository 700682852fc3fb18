/**
 * The routes of the console and the status page (schemas/lifecycle.ts LIFECYCLE_ROUTES): POSTs
 * with a small JSON body, validated by the contract's schemas, answered with JSON only. A
 * decision needs a signed-in device; nothing here changes state on a GET
 * (docs/decisions/booking-lifecycle.md).
 */
import type { HandlerConfig } from './config.ts';
import type { Db } from './db/types.ts';
import { clientAddress, rateLimitSubject } from './client-address.ts';
import { clientAddressHash } from './hash.ts';
import { json, type HeaderMap } from './http.ts';
import {
  decide,
  findBooking,
  historyOf,
  listForOperator,
  operatorView,
} from './lifecycle-store.ts';
import type { BookingRecord } from './lifecycle-store.ts';
import { decisionMails } from './lifecycle-mails.ts';
import {
  countAttempt,
  createSession,
  deleteSession,
  deviceLabel,
  findSession,
} from './operator-sessions.ts';
import { calendarDateInZone, pickupBeforeAnswer } from './schemas/dates.ts';
import { toValidationIssues } from './schemas/issues.ts';
import {
  answerDueAt,
  decisionSchema,
  LIFECYCLE_ROUTES,
  OPERATOR_SESSION_HEADER,
  referenceRequestSchema,
  signInSchema,
  statusRequestSchema,
  type StatusAnswer,
} from './schemas/lifecycle.ts';
import { createPassphraseCheck } from './secrets.ts';
import { secretHash } from './secrets.ts';
import { countRequest } from './store.ts';
import { readJsonBody } from './submission.ts';
import type { z } from 'zod';

/** The console's and status page's bodies are a few hundred bytes; a decision's texts 4 KB. */
const MAX_BODY_BYTES = 16 * 1024;

export interface LifecycleRoutes {
  /** Answers a lifecycle route, or null when `route` is none of them. */
  handle(
    route: string,
    req: Request,
    remoteAddr: string | undefined,
    cors: HeaderMap,
  ): Promise<Response | null>;
}

export function createLifecycleRoutes(
  db: Db,
  config: HandlerConfig,
  afterDecision: () => void,
): LifecycleRoutes {
  const sessionKey = { passphrase: config.operatorPassphrase ?? '', salt: config.clientHashSalt };
  const passphrase = sessionKey.passphrase
    ? createPassphraseCheck(sessionKey.passphrase, config.passphraseIterations)
    : null;

  async function body<S extends z.ZodType>(
    req: Request,
    schema: S,
    cors: HeaderMap,
  ): Promise<{ ok: true; value: z.output<S> } | { ok: false; response: Response }> {
    const read = await readJsonBody(req, MAX_BODY_BYTES);
    if (!read.ok) return { ok: false, response: json(read.status, read.answer, cors) };
    const parsed = schema.safeParse(read.body);
    if (!parsed.success) {
      const issues = toValidationIssues(parsed.error);
      return { ok: false, response: json(400, { error: 'invalid_payload', issues }, cors) };
    }
    return { ok: true, value: parsed.data };
  }

  async function clientHash(req: Request, remoteAddr: string | undefined, now: Date) {
    const address = clientAddress(req, remoteAddr, config.clientAddressSource);
    return clientAddressHash(rateLimitSubject(address), config.clientHashSalt, now);
  }

  async function status(req: Request, remoteAddr: string | undefined, cors: HeaderMap) {
    const now = config.now();
    const rate = await countRequest(db, `status|${await clientHash(req, remoteAddr, now)}`, now);
    if (rate.count > config.statusRateLimitPerMinute) {
      return json(
        429,
        { error: 'rate_limited' },
        { ...cors, 'Retry-After': String(rate.retryAfterSeconds) },
      );
    }
    const read = await body(req, statusRequestSchema, cors);
    if (!read.ok) return read.response;
    const record = await findBooking(db, { statusTokenHash: await secretHash(read.value.token) });
    if (!record) return json(404, { error: 'not_found' }, cors);
    return json(200, statusAnswer(record), cors);
  }

  async function signIn(req: Request, remoteAddr: string | undefined, cors: HeaderMap) {
    if (!passphrase) return json(503, { error: 'console_not_configured' }, cors);
    const read = await body(req, signInSchema, cors);
    if (!read.ok) return read.response;
    const now = config.now();
    const attempt = await countAttempt(db, await clientHash(req, remoteAddr, now), now);
    if (attempt.retryAfterSeconds > 0) {
      config.log('warn', 'operator_sign_in_limited', { retryAfter: attempt.retryAfterSeconds });
      return json(
        429,
        { error: 'too_many_attempts', retryAfter: attempt.retryAfterSeconds },
        { ...cors, 'Retry-After': String(attempt.retryAfterSeconds) },
      );
    }
    if (!(await passphrase.matches(read.value.passphrase))) {
      config.log('warn', 'operator_sign_in_failed');
      return json(401, { error: 'unauthorized' }, cors);
    }
    await attempt.release();
    const session = await createSession(
      db,
      sessionKey,
      now,
      deviceLabel(req.headers.get('user-agent')),
    );
    config.log('info', 'operator_signed_in');
    return json(200, session, cors);
  }

  /** The signed-in device, or the 401 to answer. */
  async function device(req: Request, cors: HeaderMap) {
    const secret = req.headers.get(OPERATOR_SESSION_HEADER)?.trim() ?? '';
    const found = secret ? await findSession(db, sessionKey, secret, config.now()) : null;
    return found
      ? ({ ok: true, secret, label: found.label } as const)
      : ({ ok: false, response: json(401, { error: 'unauthorized' }, cors) } as const);
  }

  async function signedIn(
    req: Request,
    cors: HeaderMap,
    run: (device: { secret: string; label: string }) => Promise<Response>,
  ): Promise<Response> {
    if (!passphrase) return json(503, { error: 'console_not_configured' }, cors);
    const found = await device(req, cors);
    return found.ok ? run(found) : found.response;
  }

  async function detail(reference: string, cors: HeaderMap, status = 200) {
    const record = await findBooking(db, { reference });
    if (!record) return json(404, { error: 'not_found' }, cors);
    return json(status, operatorView(record, await historyOf(db, record.id)), cors);
  }

  const routes: Record<
    string,
    (req: Request, addr: string | undefined, cors: HeaderMap) => Promise<Response>
  > = {
    [LIFECYCLE_ROUTES.status]: status,
    [LIFECYCLE_ROUTES.signIn]: signIn,
    [LIFECYCLE_ROUTES.signOut]: (req, _addr, cors) =>
      signedIn(req, cors, async ({ secret }) => {
        await deleteSession(db, sessionKey, secret);
        return new Response(null, { status: 204, headers: cors });
      }),
    [LIFECYCLE_ROUTES.list]: (req, _addr, cors) =>
      signedIn(req, cors, async () =>
        json(200, { requests: await listForOperator(db, calendarDateInZone(config.now())) }, cors),
      ),
    [LIFECYCLE_ROUTES.detail]: (req, _addr, cors) =>
      signedIn(req, cors, async () => {
        const read = await body(req, referenceRequestSchema, cors);
        return read.ok ? detail(read.value.reference, cors) : read.response;
      }),
    [LIFECYCLE_ROUTES.decide]: (req, _addr, cors) =>
      signedIn(req, cors, async ({ label }) => {
        const read = await body(req, decisionSchema, cors);
        if (!read.ok) return read.response;
        const now = config.now();
        const result = await decide(db, read.value, `operator (${label})`, now, (record) =>
          decisionMails(record, config),
        );
        if (result.kind === 'not_found') return json(404, { error: 'not_found' }, cors);
        if (result.kind === 'already_decided') {
          const request = operatorView(result.record, await historyOf(db, result.record.id));
          return json(409, { error: 'already_decided', request }, cors);
        }
        config.log('info', 'booking_decided', {
          reference: result.record.reference,
          status: result.record.status,
        });
        afterDecision();
        return detail(result.record.reference, cors);
      }),
  };

  return {
    async handle(route, req, remoteAddr, cors) {
      const run = routes[route];
      if (!run) return null;
      if (req.method !== 'POST') {
        return json(405, { error: 'method_not_allowed' }, { ...cors, Allow: 'POST, OPTIONS' });
      }
      return run(req, remoteAddr, cors);
    },
  };
}

/** Who sent it: the page shows none of it (its link may sit in a stranger's inbox). */
const PRIVATE = new Set(['firstName', 'lastName', 'email', 'phone']);
/** The visitor's own words about places: shown once the operator has read and confirmed them. */
const ITINERARY = new Set(['pickupLocation', 'destination', 'specialRequests']);

/** What the visitor's status page shows: before a confirmation, what the first mail shows. */
function statusAnswer(record: BookingRecord): StatusAnswer {
  const shown = Object.entries(record.booking).filter(
    ([key]) => !PRIVATE.has(key) && (record.status === 'confirmed' || !ITINERARY.has(key)),
  );
  const { reason, depositCents } = record.decision;
  const decision =
    record.status === 'confirmed'
      ? record.decision
      : record.status === 'declined'
        ? { reason }
        : record.status === 'cancelled'
          ? // The deposit asked for stays named: the page says it comes back.
            { reason, ...(depositCents ? { depositCents } : {}) }
          : undefined;
  return {
    reference: record.reference,
    status: record.status,
    locale: record.booking.locale,
    receivedAt: record.receivedAt.toISOString(),
    answerBy: answerDueAt(record.receivedAt).toISOString(),
    ...(record.status === 'requested' &&
    pickupBeforeAnswer(record.booking.date, record.booking.time, record.receivedAt)
      ? { rideBeforeAnswer: true as const }
      : {}),
    ...(record.decidedAt ? { decidedAt: record.decidedAt.toISOString() } : {}),
    booking: Object.fromEntries(shown) as StatusAnswer['booking'],
    ...(decision ? { decision } : {}),
  };
}
