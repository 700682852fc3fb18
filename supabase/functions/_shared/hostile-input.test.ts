/**
 * Hostile input, round three (issue 23), through the handler against a real PostgreSQL
 * (throw-away cluster) and PGlite: each case answered 500, mailed what it should not, or told a
 * bot it was caught before its fix.
 */
import { describe, expect, it } from 'vitest';
import {
  buildHandler,
  countRows,
  createRecordingTransport,
  postRequest,
} from '../../../server/test/fakes.ts';
import { setupTestDb, type DbKind } from '../../../server/test/test-db.ts';
import { isUuid } from './http.ts';
import { REFERENCE_PATTERN } from './schemas/reference.ts';
import { validBooking, validContact } from './schemas/test-fixtures.ts';

/** Status, headers and body of an answer, for comparing two answers whole. */
async function answer(response: Response) {
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe.each<DbKind>(['postgres', 'pglite'])('hostile input: %s', (kind) => {
  const t = setupTestDb(kind);

  it('refuses a flight number that grows past its limit when upper-cased (400, was 500)', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    for (const flightNumber of ['Straße 123', 'ßßßßßß', 'ﬀ'.repeat(6), 'ŉ'.repeat(10)]) {
      const response = await handler(postRequest(validBooking({ flightNumber })));
      expect(response.status, flightNumber).toBe(400);
      expect(await response.json()).toEqual({
        error: 'invalid_payload',
        issues: [{ code: 'flight_number_invalid', path: ['flightNumber'] }],
      });
    }
    expect(await countRows(t.db)).toEqual({ bookings: 0, contacts: 0, mails: 0 });
    const fits = await handler(postRequest(validBooking({ flightNumber: 'Straße 12' })));
    expect(fits.status).toBe(201);
    const rows = await t.db.query<{ flight_number: string }>(
      'select flight_number from public.booking_requests',
    );
    expect(rows).toEqual([{ flight_number: 'STRASSE 12' }]);
    await handler.idle();
  });

  it('refuses a return trip in the year 9999 before it reaches a calendar file', async () => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer);
    const response = await handler(
      postRequest(validBooking({ returnDate: '9999-12-31', returnTime: '23:30' })),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_payload',
      issues: [{ code: 'date_too_far', path: ['returnDate'] }],
    });
    await handler.idle();
    expect(await countRows(t.db)).toEqual({ bookings: 0, contacts: 0, mails: 0 });
    expect(mailer.attempts).toBe(0);
  });

  it('forges no line in the operator mail from a one-line field', async () => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer);
    const forged = 'Hotel Sacher\r\nReferenz: SLZ-FAKE\r\nAnfrage-ID: 00000000';
    const response = await handler(
      postRequest(validBooking({ pickupLocation: forged, lastName: 'Huber\nReferenz: SLZ-FAKE' })),
    );
    expect(response.status).toBe(201);
    const { id, reference } = (await response.json()) as { id: string; reference: string };
    await handler.idle();
    const operator = mailer.sent.find((m) => m.idempotencyKey.endsWith('-operator'))!;
    const lines = operator.text.split('\n');
    // Every line a reader takes for the reference or the request's id is the real one (on top
    // and in the receipt); the forged words stay on the pickup's own line.
    const starting = (label: string) => lines.filter((line) => line.trim().startsWith(label));
    expect(starting('Referenz')).toEqual([
      expect.stringContaining(reference),
      expect.stringContaining(reference),
    ]);
    expect(starting('Anfrage-ID')).toEqual([expect.stringContaining(id)]);
    expect(operator.text).toContain('Hotel Sacher Referenz: SLZ-FAKE Anfrage-ID: 00000000');
    for (const attachment of operator.attachments ?? []) {
      expect(String(attachment.content)).not.toMatch(/^Referenz: SLZ-FAKE/m);
    }
  });

  it('counts the confirmation limit per mailbox: no +tag, dot or googlemail.com gets around it', async () => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer, { confirmationsPerRecipientPerDay: 3 });
    const emails = [
      'victim@gmail.com',
      'victim+1@gmail.com',
      'victim+2@gmail.com',
      'v.ictim@gmail.com',
      'victim@googlemail.com',
      'Victim+5@GoogleMail.com',
    ];
    for (const email of emails) {
      expect((await handler(postRequest(validContact({ email })))).status, email).toBe(201);
    }
    await handler.idle();
    const to = (role: string) =>
      mailer.sent.filter((m) => m.idempotencyKey.endsWith(`-${role}`)).map((m) => m.to[0]!.address);
    expect(to('operator')).toHaveLength(6);
    // The first three as typed; the others held.
    expect(to('visitor')).toEqual(emails.slice(0, 3));
    const held = await t.db.query<{ n: number }>(
      `select count(*)::int as n from public.mail_outbox where status = 'suppressed'`,
    );
    expect(held).toEqual([{ n: 3 }]);
  });

  it('answers a honeypot request as a real one: same shape, same headers, same repeat', async () => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer);
    const origin = { origin: 'https://www.example.at' };
    const send = (body: object, key: string) =>
      handler(postRequest(body, { key, headers: origin }));
    const [realKey, botKey] = [crypto.randomUUID(), crypto.randomUUID()];
    const real = validBooking();
    const bot = validBooking({ website: 'https://spam.example' });

    type Answer = Awaited<ReturnType<typeof answer>>;
    const first: [Answer, Answer] = [
      await answer(await send(real, realKey)),
      await answer(await send(bot, botKey)),
    ];
    const again: [Answer, Answer] = [
      await answer(await send(real, realKey)),
      await answer(await send(bot, botKey)),
    ];
    for (const [index, [a, b]] of [first, again].entries()) {
      expect(b.status, `answer ${index}`).toBe(a.status);
      expect(b.headers, `answer ${index}`).toEqual(a.headers);
      expect(Object.keys(b.body).sort()).toEqual(Object.keys(a.body).sort());
      expect(isUuid(String(b.body.id))).toBe(true);
      expect(b.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab]/);
      expect(b.body.reference).toMatch(REFERENCE_PATTERN);
    }
    // A repeat gets the first answer again, saying so, for the bot as for the visitor.
    expect(again[0]!.body).toEqual(first[0]!.body);
    expect(again[1]!.body).toEqual(first[1]!.body);
    expect(again[1]!.headers['idempotent-replayed']).toBe('true');
    expect(first[1]!.headers['idempotent-replayed']).toBeUndefined();
    // Another body under the key: 422 for both. An invalid body: the same 400 for both.
    const changed = { passengers: 3 };
    const conflicts = [
      await answer(await send({ ...real, ...changed }, realKey)),
      await answer(await send({ ...bot, ...changed }, botKey)),
    ];
    expect(conflicts[1]).toEqual(conflicts[0]);
    expect(conflicts[0]!.status).toBe(422);
    const invalid = [
      await answer(await send({ ...real, email: 'x' }, crypto.randomUUID())),
      await answer(await send({ ...bot, email: 'x' }, crypto.randomUUID())),
    ];
    expect(invalid[1]).toEqual(invalid[0]);
    expect(invalid[0]!.status).toBe(400);
    // A contact message too: no reference in either.
    const contacts = [
      await answer(await send(validContact(), crypto.randomUUID())),
      await answer(await send(validContact({ website: 'x' }), crypto.randomUUID())),
    ];
    expect(Object.keys(contacts[1]!.body).sort()).toEqual(['id', 'type']);
    expect(contacts[1]!.headers).toEqual(contacts[0]!.headers);

    // Another instance of the function (same secret) gives the bot the same id and reference.
    const other = buildHandler(t.db, createRecordingTransport());
    const elsewhere = await answer(await other(postRequest(bot, { key: botKey, headers: origin })));
    expect(elsewhere.body).toEqual(first[1]!.body);

    await handler.idle();
    // Only the real requests were stored and mailed.
    expect(await countRows(t.db)).toEqual({ bookings: 1, contacts: 1, mails: 4 });
    expect(mailer.sent).toHaveLength(4);
  });

  it("says a honeypot booking's receipt was held past the address's limit, as a real one's", async () => {
    const handler = buildHandler(t.db, createRecordingTransport(), {
      confirmationsPerRecipientPerDay: 1,
    });
    const heldIn = async (website: string) => {
      const held = [];
      for (const destination of ['Hallstatt', 'Wien']) {
        const body = validBooking({
          email: `${website || 'real'}@example.com`,
          destination,
          website,
        });
        const response = await handler(postRequest(body));
        held.push(((await response.json()) as { receiptHeld?: boolean }).receiptHeld ?? false);
      }
      return held;
    };
    expect(await heldIn('')).toEqual([false, true]);
    expect(await heldIn('bot')).toEqual([false, true]);
  });

  it('counts honeypot requests against the rate limit, as real ones', async () => {
    const handler = buildHandler(t.db, createRecordingTransport(), { rateLimitPerMinute: 2 });
    const bot = () => postRequest(validContact({ website: 'x' }));
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await handler(bot(), { remoteAddr: '198.51.100.9' })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(await countRows(t.db)).toEqual({ bookings: 0, contacts: 0, mails: 0 });
  });
});
