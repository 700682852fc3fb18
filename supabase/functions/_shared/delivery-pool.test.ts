/**
 * Sending under faults, against PostgreSQL and PGlite: a send that never ends holds one slot
 * until its deadline and never the mails behind it; the lease outlasts the deadline and is not
 * renewed; a refused configuration, a provider's "later" and a shutdown leave the mail pending
 * without using up its attempts (docs/decisions/mail-delivery-deadlines.md).
 */
import { describe, expect, it, vi } from 'vitest';
import { buildHandler, postRequest } from '../../../server/test/fakes.ts';
import { setupTestDb, type DbKind } from '../../../server/test/test-db.ts';
import { DEFAULT_RETRY, type Logger } from './config.ts';
import { sweepOutbox } from './delivery-pool.ts';
import {
  DeferredMailError,
  MailConfigurationError,
  type MailTransport,
  type OutgoingMail,
} from './mail/types.ts';
import { leaseMs } from './outbox.ts';
import { validContact } from './schemas/test-fixtures.ts';

interface Row {
  role: string;
  status: string;
  attempts: number;
  next: Date;
  error: string | null;
}

/**
 * A transport whose sends to `stuckTo` never end (until aborted, as a real one is at its
 * deadline), while every other send goes through at once; `failWith` refuses every send.
 */
function relay(options: { deadlineMs: number; maxConcurrency?: number }) {
  const sent: OutgoingMail[] = [];
  const inFlight = new Set<string>();
  let stuckTo = '';
  let fail: Error | null = null;
  const transport: MailTransport & {
    sent: OutgoingMail[];
    inFlight: Set<string>;
    stick(address: string): void;
    failWith(error: Error | null): void;
  } = {
    label: 'relay',
    ...options,
    sent,
    inFlight,
    stick: (address) => (stuckTo = address),
    failWith: (error) => (fail = error),
    async send(mail, { signal } = {}) {
      if (fail) throw fail;
      if (mail.to.some((to) => to.address === stuckTo)) {
        inFlight.add(mail.idempotencyKey);
        await new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
        );
      }
      sent.push(mail);
      return { id: `relay-${sent.length}` };
    },
  };
  return transport;
}

describe.each<DbKind>(['postgres', 'pglite'])('delivery under faults: %s', (kind) => {
  const t = setupTestDb(kind);

  const rows = () =>
    t.db.query<Row>(
      `select recipient_role as role, status, attempts, next_attempt_at as next, last_error as error
       from public.mail_outbox order by created_at, recipient_role`,
    );

  it('sends the mails behind a stuck send, and ends the stuck one at its deadline', async () => {
    const mailer = relay({ deadlineMs: 3_000, maxConcurrency: 2 });
    const events: string[] = [];
    const log: Logger = (level, event) => events.push(`${level} ${event}`);
    const handler = buildHandler(t.db, mailer, { now: () => new Date(), log });
    // The first visitor's mail server hangs (a trickling relay); nobody else's does.
    mailer.stick('a@example.org');
    const started = Date.now();
    expect((await handler(postRequest(validContact({ email: 'a@example.org' })))).status).toBe(201);
    await vi.waitFor(() => expect(mailer.inFlight.size).toBe(1));
    // Later requests are sent while that mail still hangs.
    for (const email of ['b@example.org', 'c@example.org']) {
      expect((await handler(postRequest(validContact({ email })))).status).toBe(201);
    }
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(5));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(mailer.sent.map((mail) => mail.to[0]!.address)).not.toContain('a@example.org');
    // Its claim holds past the deadline, by a lease set once and not renewed.
    const [stuck] = (await rows()).filter((row) => row.status === 'pending');
    expect(stuck!.next.getTime() - started).toBeGreaterThanOrEqual(
      leaseMs({ mailer, retry: DEFAULT_RETRY }) - 1_000,
    );

    await handler.idle();
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2_900);
    expect(elapsed).toBeLessThan(20_000);
    const pending = (await rows()).filter((row) => row.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ role: 'visitor', attempts: 1 });
    expect(pending[0]!.error).toMatch(/send deadline of 3 s/);
    expect(events.filter((event) => event === 'warn mail_retry_scheduled')).toHaveLength(1);
  }, 60_000);

  it('keeps a mail refused for the setup pending, says so loudly, and never fails it', async () => {
    const mailer = relay({ deadlineMs: 5_000 });
    mailer.failWith(new MailConfigurationError('Resend 403 invalid_api_key: API key is invalid'));
    const events: { level: string; event: string }[] = [];
    let now = Date.now();
    const handler = buildHandler(t.db, mailer, {
      now: () => new Date(now),
      log: (level, event) => events.push({ level, event }),
      retry: { maxAttempts: 2 },
    });
    await handler(postRequest(validContact()));
    await handler.idle();
    // More rounds than maxAttempts: a wrong key is not the mail's fault.
    for (let round = 0; round < 3; round++) {
      now += DEFAULT_RETRY.configurationDelayMs;
      await sweepOutbox({
        db: t.db,
        mailer,
        retry: { ...DEFAULT_RETRY, maxAttempts: 2 },
        now: () => new Date(now),
        log: (level, event) => events.push({ level, event }),
        batchSize: 10,
      });
    }
    const states = await rows();
    expect(states.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    expect(states[0]!.next.getTime()).toBe(now + DEFAULT_RETRY.configurationDelayMs);
    expect(events.filter((e) => e.event === 'mail_configuration_error')).toHaveLength(8);
    // (The console's start-up notice aside: no passphrase is set here.)
    const logged = events.filter((e) => e.event !== 'console_off');
    expect(new Set(logged.map((e) => `${e.level} ${e.event}`))).toEqual(
      new Set(['error mail_configuration_error', 'info request_stored']),
    );
    // Once the key is put right, the next round sends both.
    mailer.failWith(null);
    now += DEFAULT_RETRY.configurationDelayMs;
    const report = await sweepOutbox({
      db: t.db,
      mailer,
      retry: DEFAULT_RETRY,
      now: () => new Date(now),
      log: () => {},
      batchSize: 10,
    });
    expect(report).toMatchObject({ claimed: 2, sent: 2 });
  });

  it("waits as long as the provider asks, without using up the mail's attempts", async () => {
    const mailer = relay({ deadlineMs: 5_000 });
    mailer.failWith(new DeferredMailError('Resend 429 rate_limit_exceeded', 7_000));
    const now = Date.now();
    const handler = buildHandler(t.db, mailer, { now: () => new Date(now) });
    await handler(postRequest(validContact()));
    await handler.idle();
    const states = await rows();
    expect(states.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    expect(states.map((row) => row.next.getTime() - now)).toEqual([7_000, 7_000]);
  });

  it('stops the sends in flight at shutdown and leaves their mails due at once', async () => {
    const mailer = relay({ deadlineMs: 600_000 });
    mailer.stick('operator@example.com');
    const events: string[] = [];
    const handler = buildHandler(t.db, mailer, {
      now: () => new Date(),
      log: (_level, event) => events.push(event),
    });
    await handler(postRequest(validContact()));
    await vi.waitFor(() => expect(mailer.inFlight.size).toBe(1));
    const started = Date.now();
    await handler.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    const [operator] = (await rows()).filter((row) => row.role === 'operator');
    expect(operator).toMatchObject({ status: 'pending', attempts: 0 });
    expect(operator!.next.getTime()).toBeLessThanOrEqual(Date.now());
    expect(events).toContain('mail_send_interrupted');
    // Nothing new starts after close.
    await handler(postRequest(validContact()));
    await handler.idle();
    expect(mailer.sent).toHaveLength(1);
  });
});
