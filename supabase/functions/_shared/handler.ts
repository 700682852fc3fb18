/**
 * send-notification: Request in, Response out, with the database and the mailer passed in, so
 * the same code runs under Deno.serve (deployed) and behind the Node adapter (local stack).
 */
import { resolveConfig, type HandlerConfigInput } from './config.ts';
import { isTransientDbError, type Db } from './db/types.ts';
import { clientAddressHash, payloadHash, recipientHash } from './hash.ts';
import { clientAddress, rateLimitSubject } from './client-address.ts';
import { corsHeaders, json, preflight, safeEqual, type HeaderMap } from './http.ts';
import { composeBookingMails, composeContactMails } from './mail/compose.ts';
import type { ConfirmationHold, MailTransport } from './mail/types.ts';
import { createBackground } from './background.ts';
import { createDecoys } from './decoys.ts';
import { sweepOutbox } from './delivery-pool.ts';
import type { DeliveryOptions, DeliveryReport } from './outbox.ts';
import { toValidationIssues } from './schemas/issues.ts';
import {
  createNotificationPayloadSchema,
  isHoneypotFilled,
  withoutHoneypot,
} from './schemas/payload.ts';
import { FUNCTION_NAME, HONEYPOT_FIELD, TEST_REQUEST_HEADER } from './schemas/constants.ts';
import { createLifecycleRoutes } from './lifecycle-routes.ts';
import { reminderMail } from './lifecycle-mails.ts';
import { sweepLifecycle, type LifecycleReport } from './lifecycle-sweep.ts';
import { testMailOutcome } from './test-mail.ts';
import {
  heartbeat,
  outboxHealth,
  type HeartbeatOutcome,
  type OutboxHealth,
} from './outbox-health.ts';
import { schemaState, type SchemaState } from './schema-check.ts';
import { secretHash, statusToken } from './secrets.ts';
import { calendarDateInZone } from './schemas/dates.ts';
import { countRequest, findStored, storeRequest, type StoredRequest } from './store.ts';
import { readSubmission } from './submission.ts';

export interface HandlerDeps {
  db: Db;
  mailer: MailTransport;
  config: HandlerConfigInput;
}

interface RequestInfo {
  remoteAddr?: string;
}

type SweepReport = DeliveryReport &
  LifecycleReport & { schema: SchemaState; outbox: OutboxHealth; heartbeat: HeartbeatOutcome };

export type Handler = ((req: Request, info?: RequestInfo) => Promise<Response>) & {
  /** Resolves once background mail delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  /** What a scheduled sweep does (POST …/sweep runs the same). */
  sweep(): Promise<SweepReport>;
  /**
   * Shutdown: aborts the sends in flight (their mails stay pending, due again at once) and
   * resolves once their outcomes are recorded.
   */
  close(): Promise<void>;
};

/**
 * The part of the path after the function's name: '' for the forms' POST, '/status',
 * '/operator/…', '/sweep'. Supabase passes '/send-notification/…', the local stack
 * '/functions/v1/send-notification/…'.
 */
function routeOf(url: string): string {
  const path = new URL(url).pathname.replace(/\/+$/, '');
  const at = path.lastIndexOf(`/${FUNCTION_NAME}`);
  return at < 0 ? '' : path.slice(at + FUNCTION_NAME.length + 1);
}

export function createHandler({ db, mailer, config: input }: HandlerDeps): Handler {
  const config = resolveConfig(input);
  const schema = createNotificationPayloadSchema({ now: config.now });
  const storedSchema = createNotificationPayloadSchema({ now: config.now, dateWindow: false });
  const shutdown = new AbortController();
  const delivery: DeliveryOptions = {
    db,
    mailer,
    retry: config.retry,
    now: config.now,
    log: config.log,
    batchSize: config.deliveryBatchSize,
    signal: shutdown.signal,
  };

  const background = createBackground(delivery, config.log, config.waitUntil);
  const decoys = createDecoys(config.clientHashSalt);
  const lifecycle = createLifecycleRoutes(db, config, background.deliverSoon);
  if (!config.operatorPassphrase) {
    config.log('warn', 'console_off', { reason: 'OPERATOR_PASSPHRASE is not set' });
  }

  /**
   * Checks the database's migrations first (a sweep on a schema behind may fail on what it
   * lacks), then expires, reminds and deletes what is due, sends every mail due (the reminders
   * too), checks the outbox, and pings the heartbeat only when both checks hold.
   */
  async function sweep(): Promise<SweepReport> {
    const schema = await schemaState(db, config.log);
    const requests = await sweepLifecycle(db, config.now(), (record) =>
      reminderMail(record, config),
    );
    const sent = await sweepOutbox(delivery);
    const outbox = await outboxHealth(db, config.now());
    return {
      ...sent,
      ...requests,
      schema,
      outbox,
      heartbeat: await heartbeat(config.heartbeatUrl, outbox, config.log, schema.current),
    };
  }

  const hasSweepToken = (token: string) =>
    !!config.sweepToken && safeEqual(token, config.sweepToken);

  async function handleSweep(req: Request, cors: HeaderMap): Promise<Response> {
    if (!config.sweepToken) return json(404, { error: 'not_found' }, cors);
    if (req.method !== 'POST')
      return json(405, { error: 'method_not_allowed' }, { ...cors, Allow: 'POST' });
    const token = (req.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
    if (!hasSweepToken(token)) return json(401, { error: 'unauthorized' }, cors);
    return json(200, await sweep(), cors);
  }

  async function handlePost(req: Request, info: RequestInfo, cors: HeaderMap): Promise<Response> {
    // The smoke command's test message: only with the sweep token, so a stranger cannot send
    // requests that reach nobody but the operator, labelled as tests.
    const testMark = req.headers.get(TEST_REQUEST_HEADER);
    const test = testMark !== null;
    if (test && !hasSweepToken(testMark.trim())) {
      return json(401, { error: 'unauthorized' }, cors);
    }
    const submission = await readSubmission(req, config.maxBodyBytes);
    if (!submission.ok) return json(submission.status, submission.answer, cors);
    const { idempotencyKey } = submission;
    // A honeypot request goes the way of any other, its field aside, and ends in a decoy answer
    // (decoys.ts): the same checks, answers and headers, nothing stored or sent.
    const honeypot = isHoneypotFilled(submission.body);
    const body = honeypot ? withoutHoneypot(submission.body) : submission.body;
    // A stored request gets its stored answer before any other check: a replay days later,
    // when its date has passed or its address is over the rate limit, was delivered all the same.
    const stored =
      (await findStored(db, idempotencyKey)) ?? (honeypot ? decoys.find(idempotencyKey) : null);
    if (stored) {
      const same = storedSchema.safeParse(body);
      if (!same.success || (await payloadHash(same.data)) !== stored.payloadHash) {
        return json(422, { error: 'idempotency_key_reused' }, cors);
      }
      return accepted(stored, true, cors, honeypot);
    }

    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      return json(
        400,
        { error: 'invalid_payload', issues: toValidationIssues(parsed.error) },
        cors,
      );
    }

    const now = config.now();
    const address = clientAddress(req, info.remoteAddr, config.clientAddressSource);
    const clientHash = await clientAddressHash(
      rateLimitSubject(address),
      config.clientHashSalt,
      now,
    );
    const rate = await countRequest(db, clientHash, now);
    background.pruneSometimes(now);
    if (rate.count > config.rateLimitPerMinute) {
      return json(
        429,
        { error: 'rate_limited' },
        { ...cors, 'Retry-After': String(rate.retryAfterSeconds) },
      );
    }

    const { [HONEYPOT_FIELD]: _honeypot, ...payload } = parsed.data;
    if (test && payload.type !== 'contact') {
      return json(400, { error: 'test_request_contact_only' }, cors);
    }
    const receipt = {
      recipientHash: await recipientHash(payload.email, config.clientHashSalt),
      day: calendarDateInZone(now),
      dailyLimit: config.confirmationsPerRecipientPerDay,
    };
    if (honeypot) {
      const hash = await payloadHash(payload);
      const decoy = await decoys.answer(idempotencyKey, payload.type, hash, receipt);
      return accepted(decoy, false, cors, true);
    }
    const meta = { id: crypto.randomUUID(), idempotencyKey, receivedAt: now };
    const token =
      payload.type === 'booking' ? await statusToken(config.clientHashSalt, meta.id) : null;
    const mails = (reference: string | null, held: ConfirmationHold | null) => {
      const told = { ...meta, ...(held ? { confirmationHeld: held } : {}) };
      return payload.type === 'booking'
        ? composeBookingMails(
            payload,
            { ...told, reference: reference ?? '', statusToken: token ?? '' },
            config.mail,
          )
        : composeContactMails(payload, { ...told, test }, config.mail);
    };
    const result = await storeRequest(db, {
      ...meta,
      confirmation: { ...receipt, dailyTotal: config.confirmationsPerDay },
      payloadHash: await payloadHash(payload),
      statusTokenHash: token ? await secretHash(token) : null,
      test,
      clientHash,
      payload,
      mails,
    });
    if (result.kind === 'conflict') {
      return json(422, { error: 'idempotency_key_reused' }, cors);
    }
    background.deliverSoon(); // after commit: this request's mails and any earlier ones still due
    const { id, reference, receiptHeld } = result;
    const replayed = result.kind === 'replayed';
    const answer = { id, reference, receiptHeld, type: payload.type };
    if (!test) return accepted(answer, replayed, cors);
    config.log('info', 'test_request_stored', { id });
    // The smoke command waits for the operator's mail: a setup that holds mail back shows now.
    const mail = await testMailOutcome(db, background, id);
    return accepted(answer, replayed, cors, false, { mail });
  }

  /**
   * 201 with the stored request's id and, for a booking, its reference, the secret of its
   * status page (derived from the id, so a replay answers the same one) and `receiptHeld` when a
   * daily limit kept its receipt from the visitor, so the page does not promise one.
   */
  async function accepted(
    {
      id,
      type,
      reference,
      receiptHeld,
    }: Pick<StoredRequest, 'id' | 'type' | 'reference' | 'receiptHeld'>,
    replayed: boolean,
    cors: HeaderMap,
    honeypot = false,
    extra: Record<string, unknown> = {},
  ): Promise<Response> {
    const event = honeypot ? 'honeypot_filled' : replayed ? 'request_replayed' : 'request_stored';
    config.log('info', event, { id, type, reference, replayed });
    // A honeypot's answer carries a status secret too, so it looks like any other.
    const booking = reference
      ? {
          reference,
          statusToken: await statusToken(config.clientHashSalt, id),
          ...(receiptHeld ? { receiptHeld: true } : {}),
        }
      : {};
    return json(
      201,
      { id, type, ...booking, ...extra },
      replayed ? { ...cors, 'Idempotent-Replayed': 'true' } : cors,
    );
  }

  async function handle(req: Request, info: RequestInfo = {}): Promise<Response> {
    const cors = corsHeaders(req.headers.get('origin'), req.url, config.allowedOrigins);
    try {
      if (req.method === 'OPTIONS') return preflight(cors);
      const route = routeOf(req.url);
      if (route === '/sweep') return await handleSweep(req, cors);
      const answer = await lifecycle.handle(route, req, info.remoteAddr, cors);
      if (answer) return answer;
      if (route !== '') return json(404, { error: 'not_found' }, cors);
      if (req.method !== 'POST') {
        return json(405, { error: 'method_not_allowed' }, { ...cors, Allow: 'POST, OPTIONS' });
      }
      return await handlePost(req, info, cors);
    } catch (error) {
      if (isTransientDbError(error)) {
        config.log('warn', 'transient_failure', { error: String(error) });
        return json(503, { error: 'temporarily_unavailable' }, { ...cors, 'Retry-After': '5' });
      }
      config.log('error', 'unexpected_failure', {
        error: error instanceof Error ? error.stack : String(error),
      });
      return json(500, { error: 'internal_error' }, cors);
    }
  }

  return Object.assign(handle, {
    idle: background.idle,
    sweep,
    async close() {
      shutdown.abort(new Error('shutting down: the mail stays pending for the next start'));
      await background.idle();
    },
  });
}
