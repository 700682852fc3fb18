/**
 * What the sweep does to requests, and that every mail of the lifecycle goes out exactly once,
 * on PostgreSQL and PGlite.
 */
import { describe, expect, it } from 'vitest';
import { buildHandler, createClock, createRecordingTransport } from '../../../server/test/fakes.ts';
import { book, CONSOLE_CONFIG, routeRequest, signIn } from '../../../server/test/lifecycle-kit.ts';
import { setupTestDb, type DbKind } from '../../../server/test/test-db.ts';
import { addDays, calendarDateInZone } from './schemas/dates.ts';
import { BOOKING_STATUSES, MAIL_KINDS } from './schemas/lifecycle.ts';

const HOUR = 3_600_000;

describe.each<DbKind>(['postgres', 'pglite'])('lifecycle sweep (%s)', (kind) => {
  const t = setupTestDb(kind);

  const rows = () =>
    t.db.query<{ reference: string; status: string; decided_by: string | null }>(
      `select reference, status, decided_by from public.booking_requests order by reference`,
    );

  it('expires an undecided request once its pickup (Vienna time) has passed, and only then', async () => {
    const clock = createClock(); // 12:00 in Vienna on 1 June 2026
    const handler = buildHandler(t.db, createRecordingTransport(), { now: clock.now });
    const { reference } = await book(handler, { date: '2026-06-01', time: '14:00' });
    clock.advance(2 * HOUR - 60_000); // 13:59 in Vienna
    expect(await handler.sweep()).toMatchObject({ expired: 0 });
    clock.advance(2 * 60_000); // 14:01
    expect(await handler.sweep()).toMatchObject({ expired: 1 });
    expect(await rows()).toEqual([{ reference, status: 'expired', decided_by: 'system' }]);
    expect(await handler.sweep()).toMatchObject({ expired: 0 });
  });

  it('reminds the operator once of a request undecided 20 hours after it came in', async () => {
    const clock = createClock();
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer, { now: clock.now });
    const { reference } = await book(handler, { date: '2026-06-05' });
    clock.advance(20 * HOUR - 60_000);
    expect(await handler.sweep()).toMatchObject({ reminded: 0 });
    clock.advance(60_000);
    // Two sweeps at once (two scheduled calls overlapping) still remind once.
    const reports = await Promise.all([handler.sweep(), handler.sweep()]);
    expect(reports.map((report) => report.reminded).sort()).toEqual([0, 1]);
    await handler.sweep();
    const reminders = mailer.sent.filter((mail) => mail.idempotencyKey.endsWith('-reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain(`Noch offen: ${reference}`);
    expect(reminders[0]!.html).toContain(`https://site.example/betrieb/anfrage/${reference}`);
  });

  it('reminds nobody of a request decided in time', async () => {
    const clock = createClock();
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer, { now: clock.now, ...CONSOLE_CONFIG });
    const { reference } = await book(handler, { date: '2026-06-05' });
    const session = await signIn(handler);
    await handler(
      routeRequest('decide', { decision: 'decline', reference, reason: 'No car' }, { session }),
    );
    clock.advance(21 * HOUR);
    expect(await handler.sweep()).toMatchObject({ reminded: 0 });
  });

  it('deletes unconfirmed requests 12 months after their pickup and keeps bookings 7 years', async () => {
    const clock = createClock();
    const handler = buildHandler(t.db, createRecordingTransport(), {
      now: clock.now,
      ...CONSOLE_CONFIG,
    });
    await book(handler, { date: '2026-06-02' }); // undecided
    const declined = await book(handler, { date: '2026-06-03' });
    const confirmed = await book(handler, { date: '2026-06-04' });
    const session = await signIn(handler);
    const decide = (body: object) => handler(routeRequest('decide', body, { session }));
    await decide({ decision: 'decline', reference: declined.reference, reason: 'No car' });
    await decide({ decision: 'confirm', reference: confirmed.reference, priceCents: 9_000 });
    clock.advance(365 * 24 * HOUR); // 1 June 2027: the 2 June pickup is not a year ago yet
    expect(await handler.sweep()).toMatchObject({ deleted: 0 });
    clock.advance(3 * 24 * HOUR); // 4 June 2027
    expect(await handler.sweep()).toMatchObject({ deleted: 2 });
    expect((await rows()).map((row) => row.reference)).toEqual([confirmed.reference]);
    const [left] = await t.db.query<{ mails: number; events: number }>(
      `select (select count(*) from public.mail_outbox)::int as mails,
              (select count(*) from public.booking_events)::int as events`,
    );
    expect(left).toEqual({ mails: 4, events: 2 }); // the booking's four mails, its two events
    clock.advance(7 * 366 * 24 * HOUR);
    expect(await handler.sweep()).toMatchObject({ deleted: 1 });
    expect(await rows()).toEqual([]);
  });

  it('allows in the database exactly the statuses and mail kinds the contract names', async () => {
    const checks = await t.db.query<{ name: string; definition: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
       where conname in ('booking_requests_status_check', 'mail_outbox_kind_check')`,
    );
    const listed = (name: string) =>
      [...checks.find((c) => c.name === name)!.definition.matchAll(/'(\w+)'/g)].map((m) => m[1]);
    expect(listed('booking_requests_status_check')).toEqual([...BOOKING_STATUSES]);
    expect(listed('mail_outbox_kind_check')).toEqual([...MAIL_KINDS]);
  });

  it('keeps the history append-only', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    await book(handler);
    await expect(
      t.db.query(`update public.booking_events set event = 'confirmed'`),
    ).rejects.toThrow(/append-only/);
  });

  it("sends a decision's mails once when the transport is slower than the lease", async () => {
    const mailer = createRecordingTransport(1_500);
    const handler = buildHandler(t.db, mailer, {
      ...CONSOLE_CONFIG,
      now: () => new Date(),
      retry: { leaseMs: 1_000 },
    });
    const { reference } = await book(handler, {
      date: addDays(calendarDateInZone(new Date()), 30),
    });
    await handler.idle();
    const session = await signIn(handler);
    await handler(
      routeRequest('decide', { decision: 'confirm', reference, priceCents: 5_000 }, { session }),
    );
    // Sweeps keep running while the slow sends are under way, past their lease.
    let done = false;
    const sending = handler.idle().then(() => (done = true));
    const sweeps: Promise<unknown>[] = [];
    while (!done) {
      sweeps.push(handler.sweep());
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await Promise.all([sending, ...sweeps]);
    const kinds = mailer.sent.map((mail) => mail.idempotencyKey.replace(/^.*-(?=[a-z_]+$)/, ''));
    expect(kinds.sort()).toEqual(['confirmation', 'operator', 'operator_receipt', 'visitor']);
    expect(mailer.attempts).toBe(4);
  });
});
