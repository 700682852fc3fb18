/**
 * The booking's details and its reference, stored through the handler against a real
 * PostgreSQL (throw-away cluster) and PGlite: the columns the request model names, the 400 for
 * an inconsistent request, references unique under concurrency, and the migration on old rows.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import {
  buildHandler,
  countRows,
  createRecordingTransport,
  postRequest,
} from '../../../server/test/fakes.ts';
import { setupTestDb, createTestDb, type DbKind } from '../../../server/test/test-db.ts';
import { applyMigrations } from '../../../platform/migrate.ts';
import { createBookingPayloadSchema, type BookingPayloadInput } from './schemas/payload.ts';
import { REFERENCE_ALPHABET, REFERENCE_PATTERN } from './schemas/reference.ts';
import { FIXED_NOW, validBooking } from './schemas/test-fixtures.ts';
import { storeRequest, type NewRequest } from './store.ts';

const details: Partial<BookingPayloadInput> = {
  service: 'airportTransfer',
  flightNumber: 'os 123',
  suitcases: 2,
  childSeatAges: [4],
  returnDate: '2026-06-09',
  returnTime: '18:00',
};

const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url));
const BOOKING_DETAILS_MIGRATION = '20261125090000_booking_details.sql';

describe.each<DbKind>(['postgres', 'pglite'])('booking details: %s', (kind) => {
  const t = setupTestDb(kind);

  it('stores every detail in its column and answers with the reference', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    const response = await handler(postRequest(validBooking(details)));
    expect(response.status).toBe(201);
    const { id, reference } = (await response.json()) as { id: string; reference: string };
    expect(reference).toMatch(REFERENCE_PATTERN);
    const [row] = await t.db.query(
      `select reference, service, flight_number, suitcases, child_seat_ages,
         return_date::text as return_date, return_time
       from public.booking_requests where id = $1`,
      [id],
    );
    expect(row).toEqual({
      reference,
      service: 'airportTransfer',
      flight_number: 'OS 123',
      suitcases: 2,
      child_seat_ages: [4],
      return_date: '2026-06-09',
      return_time: '18:00',
    });
  });

  it('still stores the spec payload without any detail, the details empty', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    const response = await handler(postRequest(validBooking()));
    expect(response.status).toBe(201);
    const [row] = await t.db.query(
      `select flight_number, suitcases, child_seat_ages, return_date, return_time
       from public.booking_requests`,
    );
    expect(row).toEqual({
      flight_number: null,
      suitcases: null,
      child_seat_ages: null,
      return_date: null,
      return_time: null,
    });
  });

  it('refuses more child seats than passengers (400, child_seats_max), storing nothing', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    const response = await handler(
      postRequest(validBooking({ passengers: 2, childSeatAges: [3, 5, 7] })),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_payload',
      issues: [{ code: 'child_seats_max', path: ['childSeatAges'] }],
    });
    expect(await countRows(t.db)).toEqual({ bookings: 0, contacts: 0, mails: 0 });
  });

  it('gives concurrent requests different references, drawing again on a collision', async () => {
    // 24 requests at once drawing from 48 references: many draws collide, yet none may be
    // stored twice (the last request still finds a free one in 20 draws but for 1 in 2·10⁶).
    const pool = Array.from(
      { length: 48 },
      (_, i) =>
        `SLZ-${REFERENCE_ALPHABET.slice(i % 28, (i % 28) + 3)}${REFERENCE_ALPHABET[Math.floor(i / 28)]}`,
    );
    // Each reference is drawn twice in a row, so every second draw collides. Random draws from
    // the 48 collided in all but about one run in a thousand, and a clean-clone run met that one.
    let draws = 0;
    const draw = () => pool[Math.floor(draws++ / 2)] as string;
    const schema = createBookingPayloadSchema({ now: () => FIXED_NOW });
    const stores = Array.from({ length: 24 }, (_, i) => {
      const id = crypto.randomUUID();
      const request: NewRequest = {
        confirmation: {
          recipientHash: `r${i}`,
          day: '2026-06-01',
          dailyLimit: 10,
          dailyTotal: 100,
        },
        id,
        idempotencyKey: crypto.randomUUID(),
        payloadHash: 'a'.repeat(64),
        statusTokenHash: null,
        clientHash: 'c',
        receivedAt: FIXED_NOW,
        payload: schema.parse(validBooking()),
        mails: (reference) => ({
          operator: mail(`operator ${reference}`),
          visitor: mail(`visitor ${reference}`),
        }),
      };
      return storeRequest(t.db, request, draw);
    });
    const results = await Promise.all(stores);
    const references = results.map((r) => (r.kind === 'created' ? r.reference : null));
    expect(new Set(references).size).toBe(24);
    const rows = await t.db.query<{ reference: string }>(
      'select reference from public.booking_requests',
    );
    expect(new Set(rows.map((r) => r.reference)).size).toBe(24);
    expect(draws).toBeGreaterThan(24);
    // Each mail was rendered with the reference its request was stored under.
    const mails = await t.db.query<{ message: unknown; reference: string }>(
      `select m.message, b.reference from public.mail_outbox m
       join public.booking_requests b on b.id = m.booking_request_id`,
    );
    expect(mails).toHaveLength(48);
    const subjects = mails.map(({ message, reference }) => ({
      subject: (typeof message === 'string' ? JSON.parse(message) : message).subject as string,
      reference,
    }));
    for (const { subject, reference } of subjects) expect(subject).toContain(reference);
  });

  it('gives 100 requests sent at once through the handler 100 different references', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => handler(postRequest(validBooking()))),
    );
    const references = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { reference: string }).reference),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(new Set(references).size).toBe(100);
    await handler.idle();
  });

  it('migrates a database holding older bookings: each gets a reference, no detail', async () => {
    const older = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    try {
      for (const name of await readdir(MIGRATIONS)) {
        if (name < BOOKING_DETAILS_MIGRATION) {
          await copyFile(path.join(MIGRATIONS, name), path.join(older, name));
        }
      }
      const old = await createTestDb(kind, inject('postgresUrl'), older);
      try {
        for (let i = 0; i < 30; i++) {
          await old.db.query(
            `insert into public.booking_requests (id, idempotency_key, payload_hash, locale,
               first_name, last_name, email, phone, service, requested_date, requested_time,
               passengers, pickup_location, destination, car_type, client_hash)
             values ($1, $2, $3, 'de', 'Anna', 'Huber', 'anna@example.com', '+43 1', 'cityTour',
               '2026-06-02', '14:30', 2, 'Hotel', 'Airport', 'e-klasse', 'c')`,
            [crypto.randomUUID(), crypto.randomUUID(), 'b'.repeat(64)],
          );
        }
        const result = await applyMigrations(old.db);
        expect(result.applied).toContain(BOOKING_DETAILS_MIGRATION);
        const rows = await old.db.query<{ reference: string; suitcases: null }>(
          'select reference, suitcases from public.booking_requests',
        );
        expect(rows).toHaveLength(30);
        expect(rows.every((r) => REFERENCE_PATTERN.test(r.reference))).toBe(true);
        expect(new Set(rows.map((r) => r.reference)).size).toBe(30);
        expect(rows.every((r) => r.suitcases === null)).toBe(true);
        // The new service value is allowed now, and a taken reference is refused.
        const handler = buildHandler(old.db, createRecordingTransport());
        const train = await handler(postRequest(validBooking({ service: 'trainTransfer' })));
        expect(train.status).toBe(201);
        await handler.idle();
        const taken = old.db.query(
          `update public.booking_requests set reference = $1 where reference <> $1`,
          [rows[0]?.reference ?? ''],
        );
        await expect(taken).rejects.toMatchObject({ code: '23505' });
      } finally {
        await old.close();
      }
    } finally {
      await rm(older, { recursive: true, force: true });
    }
  });
});

function mail(subject: string) {
  return {
    idempotencyKey: crypto.randomUUID(),
    from: { address: 'a@example.com' },
    to: [{ address: 'b@example.com' }],
    subject,
    text: subject,
    html: subject,
  };
}
