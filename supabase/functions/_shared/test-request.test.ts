/**
 * The smoke command's test message (X-Test-Request with the sweep token): stored and mailed to
 * the operator labelled TEST, never confirmed to the visitor; refused without the token.
 */
import { describe, expect, it } from 'vitest';
import {
  buildHandler,
  countRows,
  createClock,
  createRecordingTransport,
  FUNCTION_URL,
  postRequest,
} from '../../../server/test/fakes.ts';
import { setupTestDb } from '../../../server/test/test-db.ts';
import { TEST_REQUEST_HEADER } from './schemas/constants.ts';
import { validBooking, validContact } from './schemas/test-fixtures.ts';

const TOKEN = 'sweep-token-0123456789abcdef';
const marked = (token = TOKEN) => ({ headers: { [TEST_REQUEST_HEADER]: token } });

describe('test requests (PGlite)', () => {
  const t = setupTestDb('pglite');

  it('stores a marked message, mails the operator a TEST, and confirms nothing to the visitor', async () => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer, { sweepToken: TOKEN });
    const answer = await handler(postRequest(validContact({ subject: 'Smoke test' }), marked()));
    expect(answer.status).toBe(201);
    // The answer waits for the operator's mail and says how it went.
    expect(mailer.sent).toHaveLength(1);
    expect(await answer.json()).toMatchObject({ type: 'contact', mail: { status: 'sent' } });
    await handler.idle();

    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail!.to).toEqual([{ name: 'Operator', address: 'operator@example.com' }]);
    expect(mail!.subject).toMatch(/^TEST – Neue Kontaktanfrage: Smoke test/);
    expect(mail!.text).toContain('TEST: Diese Nachricht kommt vom Smoke-Test');
    expect(mail!.html).toContain('TEST: Diese Nachricht kommt vom Smoke-Test');

    const rows = await t.db.query<{ is_test: boolean; kind: string; status: string }>(
      `select c.is_test, m.kind, m.status from public.contact_messages c
       join public.mail_outbox m on m.contact_message_id = c.id order by m.kind`,
    );
    expect(rows).toEqual([
      { is_test: true, kind: 'operator_request', status: 'sent' },
      { is_test: true, kind: 'receipt', status: 'suppressed' },
    ]);
  });

  it('leaves an ordinary message unmarked and confirmed', async () => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer, { sweepToken: TOKEN });
    const answer = await handler(postRequest(validContact()));
    expect(await answer.json()).not.toHaveProperty('mail');
    await handler.idle();
    expect(mailer.sent.map((mail) => mail.subject).join()).not.toContain('TEST');
    expect(mailer.sent).toHaveLength(2);
    const [row] = await t.db.query<{ is_test: boolean }>(
      'select is_test from public.contact_messages',
    );
    expect(row?.is_test).toBe(false);
  });

  it("says why the operator's mail did not go, as a wrong Resend key holds it back", async () => {
    const mailer = createRecordingTransport();
    mailer.failNext(1, new Error('Resend 403: domain not verified'));
    const handler = buildHandler(t.db, mailer, { sweepToken: TOKEN });
    const answer = await handler(postRequest(validContact(), marked()));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({
      mail: {
        status: 'pending',
        error: expect.stringContaining('Resend 403: domain not verified'),
      },
    });
    await handler.idle();
  });

  it('refuses the mark without the sweep token, and where no token is set', async () => {
    const mailer = createRecordingTransport();
    for (const [handler, token] of [
      [buildHandler(t.db, mailer, { sweepToken: TOKEN }), 'guessed-0123456789abcdef'],
      [buildHandler(t.db, mailer, { sweepToken: TOKEN }), ''],
      [buildHandler(t.db, mailer), TOKEN],
    ] as const) {
      const answer = await handler(postRequest(validContact(), marked(token)));
      expect(answer.status).toBe(401);
    }
    expect(await countRows(t.db)).toEqual({ bookings: 0, contacts: 0, mails: 0 });
  });

  it('takes a contact message only: a test booking would reach the console and remind', async () => {
    const handler = buildHandler(t.db, createRecordingTransport(), { sweepToken: TOKEN });
    const answer = await handler(postRequest(validBooking({ date: '2026-07-01' }), marked()));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'test_request_contact_only' });
    expect(await countRows(t.db)).toEqual({ bookings: 0, contacts: 0, mails: 0 });
  });

  it('is no header a page may send (the preflight does not allow it)', async () => {
    const handler = buildHandler(t.db, createRecordingTransport(), { sweepToken: TOKEN });
    const preflight = await handler(
      new Request(FUNCTION_URL, {
        method: 'OPTIONS',
        headers: { origin: 'https://www.example.at', 'access-control-request-method': 'POST' },
      }),
    );
    expect(preflight.headers.get('access-control-allow-headers')).not.toContain(
      TEST_REQUEST_HEADER,
    );
  });

  it('is deleted by the sweep a day later; ordinary messages stay', async () => {
    const clock = createClock();
    const handler = buildHandler(t.db, createRecordingTransport(), {
      sweepToken: TOKEN,
      now: clock.now,
    });
    await handler(postRequest(validContact(), marked()));
    await handler(postRequest(validContact({ subject: 'Real' })));
    clock.advance(24 * 3_600_000 - 60_000);
    expect(await handler.sweep()).toMatchObject({ deleted: 0 });
    clock.advance(2 * 60_000);
    expect(await handler.sweep()).toMatchObject({ deleted: 1 });
    expect(await countRows(t.db)).toEqual({ bookings: 0, contacts: 1, mails: 2 });
  });
});
