/**
 * The database behaviour the issue asks for, against a real PostgreSQL (throw-away cluster from
 * the global setup) and against PGlite: the same migrations, the same SQL, the same answers.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  buildHandler,
  countRows,
  createClock,
  createRecordingTransport,
  postRequest,
} from '../../../server/test/fakes.ts';
import { setupTestDb, type DbKind } from '../../../server/test/test-db.ts';
import { applyMigrations } from '../../../platform/migrate.ts';
import { PermanentMailError, type MailTransport } from './mail/types.ts';
import { sweepOutbox } from './delivery-pool.ts';
import { deliverDue } from './outbox.ts';
import { DEFAULT_RETRY } from './config.ts';
import { validBooking, validContact } from './schemas/test-fixtures.ts';

const TABLES = [
  'booking_requests',
  'contact_messages',
  'mail_outbox',
  'rate_limit_counters',
  'confirmation_counters',
  'booking_events',
  'operator_sessions',
  'operator_sign_in_failures',
];
const A_COLUMN: Record<string, string> = {
  booking_requests: 'id',
  contact_messages: 'id',
  mail_outbox: 'id',
  rate_limit_counters: 'client_hash',
  confirmation_counters: 'recipient_hash',
  booking_events: 'event',
  operator_sessions: 'token_hash',
  operator_sign_in_failures: 'client_hash',
};

describe.each<DbKind>(['postgres', 'pglite'])('database: %s', (kind) => {
  const t = setupTestDb(kind);

  it('applies the migrations once, with row level security on every table', async () => {
    const again = await applyMigrations(t.db);
    expect(again.applied).toEqual([]);
    expect(again.skipped.length).toBeGreaterThan(0);
    const rows = await t.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'r' and relname = any($1::text[])`,
      [`{${TABLES.join(',')}}`],
    );
    expect(rows.map((r) => r.relname).sort()).toEqual([...TABLES].sort());
    expect(rows.every((r) => r.relrowsecurity)).toBe(true);
  });

  it.each(['anon', 'authenticated'])('%s can neither select nor insert', async (role) => {
    await buildHandler(t.db, createRecordingTransport())(postRequest(validContact()));
    for (const table of TABLES) {
      for (const sql of [
        `select * from public.${table}`,
        `insert into public.${table} default values`,
        `update public.${table} set ${A_COLUMN[table]} = ${A_COLUMN[table]}`,
        `delete from public.${table}`,
      ]) {
        const attempt = t.db.transaction(async (tx) => {
          await tx.query(`set local role ${role}`);
          await tx.query(sql);
        });
        await expect(attempt, `${role}: ${sql}`).rejects.toMatchObject({ code: '42501' });
      }
    }
    // Even with table privileges granted back by mistake, RLS without policies shows nothing.
    const visible = await t.db.transaction(async (tx) => {
      await tx.query(`grant select on public.contact_messages to ${role}`);
      await tx.query(`set local role ${role}`);
      const rows = await tx.query('select * from public.contact_messages');
      await tx.query('reset role');
      await tx.query(`revoke select on public.contact_messages from ${role}`);
      return rows.length;
    });
    expect(visible).toBe(0);
  });

  it('stores a valid request once, with every field', async () => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer);
    const key = crypto.randomUUID();
    const response = await handler(postRequest(validBooking(), { key }));
    expect(response.status).toBe(201);
    const [row] = await t.db.query<Record<string, unknown>>(
      `select idempotency_key::text as key, locale, first_name, last_name, email, phone, service,
              requested_date::text as date, requested_time, passengers, pickup_location,
              destination, special_requests, car_type, received_at
       from public.booking_requests`,
    );
    expect(row).toMatchObject({
      key,
      locale: 'de',
      first_name: 'Anna',
      last_name: 'Huber',
      email: 'anna@example.com',
      phone: '+43 660 1234567',
      service: 'airportTransfer',
      date: '2026-06-02',
      requested_time: '14:30',
      passengers: 2,
      pickup_location: 'Hotel Sacher Salzburg',
      destination: 'Salzburg Airport',
      special_requests: 'Child seat, please',
      car_type: 'e-klasse',
    });
    expect(new Date(row!.received_at as string).toISOString()).toBe('2026-06-01T10:00:00.000Z');
    await handler.idle();
    expect(await countRows(t.db)).toEqual({ bookings: 1, contacts: 0, mails: 2 });
  });

  it('50 concurrent identical requests give one row, one answer and one pair of e-mails', async () => {
    const mailer = createRecordingTransport(5);
    // Two instances on one database, as on Supabase with several isolates.
    const handlers = [buildHandler(t.db, mailer), buildHandler(t.db, mailer)];
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => handlers[i % 2]!(postRequest(validBooking(), { key }))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const ids = new Set(
      await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id)),
    );
    expect(ids.size).toBe(1);
    await Promise.all(handlers.map((h) => h.idle()));
    expect(await countRows(t.db)).toEqual({ bookings: 1, contacts: 0, mails: 2 });
    expect(mailer.sent.map((m) => m.idempotencyKey).sort()).toEqual([
      `${key}-operator`,
      `${key}-visitor`,
    ]);
  });

  it('refuses the same key with a different payload (422)', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    const key = crypto.randomUUID();
    expect((await handler(postRequest(validContact(), { key }))).status).toBe(201);
    expect((await handler(postRequest(validContact({ subject: 'Other' }), { key }))).status).toBe(
      422,
    );
    await handler.idle();
    expect(await countRows(t.db)).toEqual({ bookings: 0, contacts: 1, mails: 2 });
  });

  it('keeps a failed send pending, retries it later and delivers it once', async () => {
    const clock = createClock();
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer, { now: clock.now });
    mailer.failNext(1); // the first of the two mails fails
    const response = await handler(postRequest(validBooking()));
    expect(response.status).toBe(201);
    await handler.idle();
    expect(mailer.sent).toHaveLength(1);
    const [pending] = await t.db.query<{ attempts: number; last_error: string; next: Date }>(
      `select attempts, last_error, next_attempt_at as next from public.mail_outbox where status = 'pending'`,
    );
    expect(pending?.attempts).toBe(1);
    expect(pending?.last_error).toContain('421');
    expect(new Date(pending!.next).getTime()).toBe(
      clock.now().getTime() + DEFAULT_RETRY.baseDelayMs,
    );

    // Not yet due: a sweep now sends nothing.
    const options = {
      db: t.db,
      mailer,
      retry: DEFAULT_RETRY,
      now: clock.now,
      log: () => {},
      batchSize: 10,
    };
    expect((await sweepOutbox(options)).claimed).toBe(0);
    // Due: a later request retries it on its way.
    clock.advance(DEFAULT_RETRY.baseDelayMs);
    expect((await handler(postRequest(validContact()))).status).toBe(201);
    await handler.idle();
    expect(await sweepOutbox(options)).toMatchObject({ claimed: 0 });
    const sentKeys = mailer.sent.map((m) => m.idempotencyKey);
    expect(sentKeys).toHaveLength(4);
    expect(new Set(sentKeys).size).toBe(4);
    const states = await t.db.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from public.mail_outbox group by status',
    );
    expect(states).toEqual([{ status: 'sent', n: 4 }]);
  });

  it('marks a permanently refused mail failed and gives up after maxAttempts', async () => {
    const clock = createClock();
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer, { now: clock.now, retry: { maxAttempts: 2 } });
    mailer.failNext(1, new PermanentMailError('550 no such user'));
    await handler(postRequest(validContact()));
    await handler.idle();
    const failed = await t.db.query<{ status: string }>(
      `select status from public.mail_outbox where status = 'failed'`,
    );
    expect(failed).toHaveLength(1);

    mailer.failNext(4);
    await handler(postRequest(validContact()));
    await handler.idle();
    clock.advance(3_600_000);
    const options = {
      db: t.db,
      mailer,
      retry: { ...DEFAULT_RETRY, maxAttempts: 2 },
      now: clock.now,
      log: () => {},
      batchSize: 10,
    };
    await sweepOutbox(options);
    const states = await t.db.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from public.mail_outbox group by status order by status',
    );
    expect(states).toEqual([
      { status: 'failed', n: 3 },
      { status: 'sent', n: 1 },
    ]);
  });

  it('prunes old rate-limit and confirmation counters itself, without the sweep', async () => {
    const clock = createClock();
    const now = clock.now();
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    await t.db.query(
      `insert into public.rate_limit_counters (client_hash, window_start, request_count)
       values ('old', $1::timestamptz, 5), ('recent', $2::timestamptz, 5)`,
      [at(-2 * 3_600_000), at(-10 * 60_000)],
    );
    await t.db.query(
      `insert into public.confirmation_counters (recipient_hash, day, confirmation_count)
       values ('old', '2026-05-29', 3), ('yesterday', '2026-05-31', 3)`,
    );
    const handler = buildHandler(t.db, createRecordingTransport(), { now: clock.now });
    // Even a flood of refused requests (429) keeps the table small: no request has to be stored.
    const limited = buildHandler(t.db, createRecordingTransport(), {
      now: clock.now,
      rateLimitPerMinute: 0,
    });
    expect((await limited(postRequest(validContact()))).status).toBe(429);
    await limited.idle();
    const hashes = await t.db.query<{ client_hash: string }>(
      'select client_hash from public.rate_limit_counters order by client_hash',
    );
    expect(hashes.map((row) => row.client_hash)).not.toContain('old');
    expect(hashes.map((row) => row.client_hash)).toContain('recent');
    expect((await handler(postRequest(validContact()))).status).toBe(201);
    await handler.idle();
    const days = await t.db.query<{ recipient_hash: string }>(
      'select recipient_hash from public.confirmation_counters order by recipient_hash',
    );
    expect(days.map((row) => row.recipient_hash)).not.toContain('old');
    expect(days.map((row) => row.recipient_hash)).toContain('yesterday');
  });

  /** A contact message whose two mails are pending and due now (the first send failed). */
  async function pendingMails(): Promise<void> {
    const failing = createRecordingTransport();
    failing.failNext(2);
    const handler = buildHandler(t.db, failing);
    expect((await handler(postRequest(validContact()))).status).toBe(201);
    await handler.idle();
    await t.db.query(`update public.mail_outbox set next_attempt_at = now() - interval '1 second'`);
  }

  it('sends a mail once when its send takes longer than the lease policy names', async () => {
    // The claim lasts the send deadline and a margin more, whatever the policy's lease says.
    await pendingMails();
    const mailer = createRecordingTransport(2_500);
    const options = {
      db: t.db,
      mailer,
      retry: { ...DEFAULT_RETRY, leaseMs: 1_000 },
      now: () => new Date(),
      log: () => {},
      batchSize: 10,
    };
    const first = deliverDue(options);
    await vi.waitFor(() => expect(mailer.attempts).toBe(2)); // both claimed, both sending
    // Meanwhile other instances and the sweep keep looking for due mails, every 100 ms.
    let done = false;
    void first.finally(() => (done = true));
    const others: Promise<{ claimed: number }>[] = [];
    while (!done) {
      others.push(deliverDue(options));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const reports = await Promise.all(others);
    expect(await first).toMatchObject({ claimed: 2, sent: 2 });
    expect(reports.length).toBeGreaterThan(15); // they kept looking past the policy's lease
    expect(reports.map((report) => report.claimed)).toEqual(reports.map(() => 0));
    expect(mailer.attempts).toBe(2);
    expect(mailer.sent).toHaveLength(2);
    const states = await t.db.query<{ status: string; attempts: number }>(
      'select status, attempts from public.mail_outbox',
    );
    expect(states).toEqual([
      { status: 'sent', attempts: 2 },
      { status: 'sent', attempts: 2 },
    ]);
  });

  it('never lets a send whose claim was taken over record its late outcome', async () => {
    await pendingMails();
    let fail: (error: Error) => void = () => {};
    const stalled: MailTransport = {
      label: 'stalled',
      send: () => new Promise((_resolve, reject) => (fail = reject)),
    };
    const options = {
      db: t.db,
      retry: DEFAULT_RETRY,
      now: () => new Date(),
      log: () => {},
      batchSize: 1,
    };
    const late = deliverDue({ ...options, mailer: stalled });
    await vi.waitFor(async () => {
      const [row] = await t.db.query<{ n: number }>(
        `select count(*)::int as n from public.mail_outbox where next_attempt_at > now()`,
      );
      expect(row?.n).toBe(1);
    });
    // The first sender was paused past its lease (a frozen isolate); another one takes over.
    await t.db.query(`update public.mail_outbox set next_attempt_at = now() - interval '1 second'`);
    const mailer = createRecordingTransport();
    await sweepOutbox({ ...options, mailer, batchSize: 10 });
    expect(mailer.sent).toHaveLength(2);
    fail(new Error('SMTP 421: too late'));
    expect(await late).toMatchObject({ claimed: 1, sent: 0 });
    const states = await t.db.query<{ status: string; last_error: string | null }>(
      'select status, last_error from public.mail_outbox',
    );
    expect(states).toEqual([
      { status: 'sent', last_error: null },
      { status: 'sent', last_error: null },
    ]);
    await sweepOutbox({ ...options, mailer, batchSize: 10, now: () => new Date(Date.now() + 1e9) });
    expect(mailer.sent).toHaveLength(2);
  });

  it('never lets two delivery runs send the same mail', async () => {
    const mailer = createRecordingTransport(20);
    const handler = buildHandler(t.db, mailer);
    mailer.failNext(1000);
    await Promise.all(Array.from({ length: 5 }, () => handler(postRequest(validContact()))));
    await handler.idle();
    mailer.failNext(0);
    const clock = createClock(new Date('2026-06-01T12:00:00Z'));
    const options = {
      db: t.db,
      mailer,
      retry: DEFAULT_RETRY,
      now: clock.now,
      log: () => {},
      batchSize: 3,
    };
    await Promise.all(Array.from({ length: 6 }, () => deliverDue(options)));
    await sweepOutbox(options);
    const keys = mailer.sent.map((m) => m.idempotencyKey);
    expect(keys).toHaveLength(10);
    expect(new Set(keys).size).toBe(10);
  });
});
