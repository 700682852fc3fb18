/**
 * Data kept only as the privacy policy promises, on PostgreSQL and PGlite: the sweep clears the
 * client address hash after 14 days and a sent mail's body after 30, deletes the smoke
 * command's test messages after a day, and public.erase_person deletes one person's requests
 * and mails and says what it deleted.
 */
import { describe, expect, it } from 'vitest';
import {
  buildHandler,
  countRows,
  createClock,
  createRecordingTransport,
  postRequest,
} from '../../../server/test/fakes.ts';
import { book, CONSOLE_CONFIG, routeRequest, signIn } from '../../../server/test/lifecycle-kit.ts';
import { setupTestDb, type DbKind } from '../../../server/test/test-db.ts';
import { validContact } from './schemas/test-fixtures.ts';

const DAY = 86_400_000;

describe.each<DbKind>(['postgres', 'pglite'])('data kept as promised (%s)', (kind) => {
  const t = setupTestDb(kind);

  const hashes = () =>
    t.db.query<{ hash: string | null }>(
      `select client_hash as hash from public.booking_requests
       union all select client_hash from public.contact_messages`,
    );

  it('clears the client address hash of requests 14 days after they came in', async () => {
    const clock = createClock();
    const handler = buildHandler(t.db, createRecordingTransport(), { now: clock.now });
    await book(handler, { date: '2026-07-01' });
    await handler(postRequest(validContact()));
    clock.advance(14 * DAY - 60_000);
    expect(await handler.sweep()).toMatchObject({ hashesCleared: 0 });
    expect((await hashes()).every((row) => /^[0-9a-f]{64}$/.test(row.hash ?? ''))).toBe(true);
    clock.advance(2 * 60_000);
    expect(await handler.sweep()).toMatchObject({ hashesCleared: 2 });
    expect(await hashes()).toEqual([{ hash: null }, { hash: null }]);
    expect(await handler.sweep()).toMatchObject({ hashesCleared: 0 });
  });

  it("replaces a mail's body 30 days after it was sent, keeping its kind, status and times", async () => {
    const clock = createClock();
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer, {
      now: clock.now,
      confirmationsPerRecipientPerDay: 1,
    });
    await handler(postRequest(validContact()));
    await handler(postRequest(validContact({ subject: 'Again' }))); // its receipt is held
    await handler.idle();
    clock.advance(30 * DAY - 60_000);
    expect(await handler.sweep()).toMatchObject({ mailBodiesPurged: 0 });
    clock.advance(2 * 60_000);
    expect(await handler.sweep()).toMatchObject({ mailBodiesPurged: 4 });
    const rows = await t.db.query<{ kind: string; status: string; body: string; sent: boolean }>(
      `select kind, status, message::text as body, sent_at is not null as sent
       from public.mail_outbox order by kind, status`,
    );
    const purged = '{"purged": true}';
    expect(rows).toEqual([
      { kind: 'operator_request', status: 'sent', body: purged, sent: true },
      { kind: 'operator_request', status: 'sent', body: purged, sent: true },
      { kind: 'receipt', status: 'sent', body: purged, sent: true },
      { kind: 'receipt', status: 'suppressed', body: purged, sent: false },
    ]);
    expect(await handler.sweep()).toMatchObject({ mailBodiesPurged: 0 });
  });

  it('keeps the body of a mail still to be sent, however old', async () => {
    const clock = createClock();
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer, { now: clock.now, retry: { maxAttempts: 1 } });
    mailer.failNext(2);
    await handler(postRequest(validContact()));
    await handler.idle();
    clock.advance(40 * DAY);
    expect(await handler.sweep()).toMatchObject({ mailBodiesPurged: 0 });
    const [failed] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from public.mail_outbox
       where status = 'failed' and message::text like '%john@example.com%'`,
    );
    expect(failed?.n).toBe(2);
  });

  describe('erase_person', () => {
    async function twoPeople() {
      const clock = createClock();
      const handler = buildHandler(t.db, createRecordingTransport(), {
        now: clock.now,
        ...CONSOLE_CONFIG,
      });
      const anna = await book(handler, { email: 'Anna.Huber@Example.com', date: '2026-07-01' });
      const again = await book(handler, { email: 'anna.huber@example.com', date: '2026-07-02' });
      await handler(postRequest(validContact({ email: 'ANNA.HUBER@example.com' })));
      const other = await book(handler, { email: 'max@example.com', date: '2026-07-03' });
      await handler(postRequest(validContact({ email: 'max@example.com' })));
      const session = await signIn(handler);
      await handler(
        routeRequest(
          'decide',
          { decision: 'confirm', reference: anna.reference, priceCents: 9_000 },
          { session },
        ),
      );
      await handler.idle();
      return { anna, again, other };
    }

    it('deletes one person’s requests, mails and history, whatever the case, and says what', async () => {
      const { anna, again, other } = await twoPeople();
      const [answer] = await t.db.query<{ erased: unknown }>(
        `select public.erase_person($1) as erased`,
        ['  anna.HUBER@example.COM '],
      );
      expect(answer?.erased).toEqual({
        bookings: 2,
        contactMessages: 1,
        // Two per request, and the confirmation and the operator's receipt of the decision.
        mails: 8,
        // Received twice, confirmed once.
        events: 3,
        references: [anna.reference, again.reference].sort(),
      });
      expect(await countRows(t.db)).toEqual({ bookings: 1, contacts: 1, mails: 4 });
      const left = await t.db.query<{ reference: string }>(
        'select reference from public.booking_requests',
      );
      expect(left).toEqual([{ reference: other.reference }]);
      const text = JSON.stringify(await t.db.query('select * from public.mail_outbox'));
      expect(text.toLowerCase()).not.toContain('anna.huber');
    });

    it('answers zeros for an unknown address and refuses what is not one', async () => {
      await twoPeople();
      const [answer] = await t.db.query<{ erased: unknown }>(
        `select public.erase_person('nobody@example.com') as erased`,
      );
      expect(answer?.erased).toEqual({
        bookings: 0,
        contactMessages: 0,
        mails: 0,
        events: 0,
        references: [],
      });
      await expect(t.db.query(`select public.erase_person('%')`)).rejects.toMatchObject({
        code: '22023',
      });
      expect(await countRows(t.db)).toEqual({ bookings: 3, contacts: 2, mails: 12 });
    });

    it.each(['anon', 'authenticated'])('cannot be called by %s', async (role) => {
      // Supabase grants every new function to anon and authenticated (platform/migrate.ts
      // does the same): the migration takes it back.
      const [grant] = await t.db.query<{ allowed: boolean }>(
        `select has_function_privilege($1, 'public.erase_person(text)', 'execute') as allowed`,
        [role],
      );
      expect(grant?.allowed).toBe(false);
      await twoPeople();
      const attempt = t.db.transaction(async (tx) => {
        await tx.query(`set local role ${role}`);
        await tx.query(`select public.erase_person('max@example.com')`);
      });
      await expect(attempt).rejects.toMatchObject({ code: '42501' });
      expect(await countRows(t.db)).toMatchObject({ bookings: 3 });
    });
  });
});
