/**
 * The function under Deno, end to end: index.ts started as a real Deno process (Deno.serve),
 * PostgreSQL from TEST_DATABASE_URL (a migrated database that scripts/test-deno.ts copies on the
 * throw-away test cluster), and a local fake of the Resend API that records what it receives.
 */
import { assert, assertEquals, assertMatch } from './deno-assert.ts';
import { createPostgresDb } from '../_shared/db/postgres-db.ts';
import { addDays, calendarDateInZone } from '../_shared/schemas/dates.ts';

const databaseUrl = Deno.env.get('TEST_DATABASE_URL');
const options = { ignore: !databaseUrl, sanitizeOps: false, sanitizeResources: false };

interface ResendCall {
  key: string | null;
  auth: string | null;
  body: { to: string[]; subject: string; reply_to?: string[]; attachments?: unknown[] };
}

function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

const tomorrow = addDays(calendarDateInZone(new Date()), 1);
const booking = {
  type: 'booking',
  firstName: 'Anna',
  lastName: 'Huber\r\nBcc: victim@example.com',
  email: 'anna@example.com',
  phone: '+43 660 1234567',
  service: 'eaglesTour',
  date: tomorrow,
  time: '09:00',
  passengers: 5,
  pickupLocation: 'Hotel Sacher',
  destination: 'Kehlsteinhaus',
  specialRequests: '',
  carType: 'v-klasse',
  locale: 'en',
};

Deno.test('send-notification under Deno: index.ts, PostgreSQL and Resend', options, async (t) => {
  const calls: ResendCall[] = [];
  const resend = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (req) => {
    calls.push({
      key: req.headers.get('idempotency-key'),
      auth: req.headers.get('authorization'),
      body: await req.json(),
    });
    return Response.json({ id: `re_${calls.length}` });
  });
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      'run',
      '--allow-env',
      '--allow-net',
      '--allow-read',
      '--config',
      new URL('../deno.json', import.meta.url).pathname,
      new URL('./index.ts', import.meta.url).pathname,
    ],
    env: {
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      SUPABASE_DB_URL: databaseUrl!,
      RESEND_API_KEY: 're_test',
      RESEND_API_URL: `http://127.0.0.1:${resend.addr.port}`,
      MAIL_FROM: 'Prestige Limousines Salzburg <noreply@example.com>',
      OPERATOR_EMAIL: 'operator@example.com',
      ALLOWED_ORIGINS: 'https://www.example.at',
      SITE_URL: 'https://www.example.at',
      RATE_LIMIT_PER_MINUTE: '100',
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-secret',
      SWEEP_TOKEN: 'deno-test-sweep-token-0123',
      CLIENT_HASH_SALT: 'deno-test-salt-0123456789',
      OPERATOR_PASSPHRASE: 'deno test operator passphrase',
    },
    stdout: 'null',
    stderr: 'piped',
  }).spawn();
  const db = createPostgresDb(databaseUrl!, { max: 2 });
  const url = `http://127.0.0.1:${port}/send-notification`;
  try {
    for (let i = 0; ; i++) {
      try {
        await (await fetch(url, { method: 'OPTIONS' })).body?.cancel();
        break;
      } catch (error) {
        if (i > 150) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const post = (
      body: unknown,
      key: string = crypto.randomUUID(),
      headers: Record<string, string> = {},
    ) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });

    await t.step('answers the CORS preflight', async () => {
      const response = await fetch(url, {
        method: 'OPTIONS',
        headers: { origin: 'https://www.example.at', 'access-control-request-method': 'POST' },
      });
      await response.body?.cancel();
      assertEquals(response.status, 204);
      assertEquals(response.headers.get('access-control-allow-origin'), 'https://www.example.at');
      const allowed = response.headers.get('access-control-allow-headers') ?? '';
      assertMatch(allowed, /idempotency-key/);
      assertMatch(allowed, /x-operator-session/);
    });

    const key = crypto.randomUUID();
    let id = '';
    let statusToken = '';
    let reference = '';
    await t.step(
      'stores a booking once and mails operator and visitor through Resend',
      async () => {
        const response = await post(booking, key, { origin: 'https://www.example.at' });
        assertEquals(response.status, 201);
        ({ id, statusToken, reference } = (await response.json()) as {
          id: string;
          statusToken: string;
          reference: string;
        });
        for (let i = 0; i < 100 && calls.length < 2; i++)
          await new Promise((r) => setTimeout(r, 50));
        assertEquals(calls.length, 2);
        assertEquals(calls.map((c) => c.key).sort(), [`${key}-operator`, `${key}-visitor`]);
        assert(calls.every((c) => c.auth === 'Bearer re_test'));
        const operator = calls.find((c) => c.key === `${key}-operator`)!;
        assertEquals(operator.body.to, ['operator@example.com']);
        assertEquals(operator.body.reply_to, ['"Anna Huber Bcc:" <anna@example.com>']);
        assert(!/[\r\n]/.test(operator.body.subject));
        // The calendar entry and the logo, shown inline by its Content-ID.
        const attachments = (operator.body.attachments ?? []) as { content_id?: string }[];
        assertEquals(attachments.length, 2);
        assertEquals(attachments.filter((a) => a.content_id).length, 1);
        const rows = await db.query<{ id: string; special_requests: string }>(
          'select id::text as id, special_requests from public.booking_requests where idempotency_key = $1',
          [key],
        );
        assertEquals(rows, [{ id, special_requests: 'None' }]);
      },
    );

    await t.step('replays the first answer; 422 for a changed payload', async () => {
      const replay = await post(booking, key);
      assertEquals(replay.status, 201);
      assertEquals(((await replay.json()) as { id: string }).id, id);
      const changed = await post({ ...booking, passengers: 6 }, key);
      assertEquals(changed.status, 422);
      await changed.body?.cancel();
      assertEquals(calls.length, 2);
    });

    await t.step('rejects bad input with 400, 405, 413', async () => {
      const invalid = await post({ ...booking, time: '25:00', email: 'nope' });
      assertEquals(invalid.status, 400);
      assertEquals(await invalid.json(), {
        error: 'invalid_payload',
        issues: [
          { code: 'email_invalid', path: ['email'] },
          { code: 'time_required', path: ['time'] },
        ],
      });
      const broken = await post('{"type":');
      assertEquals(broken.status, 400);
      await broken.body?.cancel();
      const big = await post({ ...booking, specialRequests: 'x'.repeat(60_000) });
      assertEquals(big.status, 413);
      await big.body?.cancel();
      const get = await fetch(url);
      assertEquals(get.status, 405);
      await get.body?.cancel();
    });

    await t.step('answers a filled honeypot as accepted without storing', async () => {
      const before = await db.query<{ n: number }>(
        'select count(*)::int as n from public.booking_requests',
      );
      const response = await post({ ...booking, website: 'https://spam.example' });
      assertEquals(response.status, 201);
      await response.body?.cancel();
      const after = await db.query<{ n: number }>(
        'select count(*)::int as n from public.booking_requests',
      );
      assertEquals(after, before);
    });

    await t.step('stores the booking details and answers with the reference', async () => {
      const detailed = {
        ...booking,
        service: 'airportTransfer',
        flightNumber: 'os 123',
        suitcases: 2,
        childSeatAges: [4],
        returnDate: addDays(tomorrow, 3),
        returnTime: '18:00',
      };
      const detailedKey = crypto.randomUUID();
      const response = await post(detailed, detailedKey);
      assertEquals(response.status, 201);
      const { reference } = (await response.json()) as { reference: string };
      assertMatch(reference, /^SLZ-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/);
      const rows = await db.query(
        `select reference, flight_number, suitcases, child_seat_ages,
           return_date::text as return_date, return_time
         from public.booking_requests where idempotency_key = $1`,
        [detailedKey],
      );
      assertEquals(rows, [
        {
          reference,
          flight_number: 'OS 123',
          suitcases: 2,
          child_seat_ages: [4],
          return_date: addDays(tomorrow, 3),
          return_time: '18:00',
        },
      ]);
      for (let i = 0; i < 100 && calls.length < 4; i++) await new Promise((r) => setTimeout(r, 50));
      const operator = calls.find((c) => c.key === `${detailedKey}-operator`);
      assert(operator, 'the operator mail went out');
      const text = (operator.body as { text?: string }).text ?? '';
      for (const value of [reference, 'OS 123', 'Koffer: 2', '4\u00a0Jahre']) {
        assert(text.includes(value), `operator mail holds ${value}`);
      }

      const crowded = await post({ ...detailed, passengers: 1, childSeatAges: [4, 6] });
      assertEquals(crowded.status, 400);
      const refused = (await crowded.json()) as { issues: { code: string }[] };
      assertEquals(
        refused.issues.map((issue) => issue.code),
        ['child_seats_max'],
      );
    });

    await t.step(
      'shows the visitor the status behind the link, and the operator decides once',
      async () => {
        const route = (path: string, body: unknown, headers: Record<string, string> = {}) =>
          fetch(`${url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify(body),
          });
        const status = await route('/status', { token: statusToken });
        assertEquals(status.status, 200);
        const seen = (await status.json()) as { reference: string; status: string };
        assertEquals([seen.reference, seen.status], [reference, 'requested']);

        const wrong = await route('/operator/sign-in', { passphrase: 'not the passphrase' });
        assertEquals(wrong.status, 401);
        await wrong.body?.cancel();
        const signIn = await route('/operator/sign-in', {
          passphrase: 'deno test operator passphrase',
        });
        assertEquals(signIn.status, 200);
        const { session } = (await signIn.json()) as { session: string };
        const headers = { 'x-operator-session': session };
        const list = await route('/operator/requests', {}, headers);
        const { requests } = (await list.json()) as { requests: { reference: string }[] };
        assert(
          requests.some((r) => r.reference === reference),
          'the list holds the booking',
        );

        const get = await fetch(`${url}/operator/decide?reference=${reference}&decision=confirm`);
        assertEquals(get.status, 405);
        await get.body?.cancel();
        const decision = { decision: 'confirm', reference, priceCents: 54_000 };
        const confirmed = await route('/operator/decide', decision, headers);
        assertEquals(confirmed.status, 200);
        assertEquals(((await confirmed.json()) as { status: string }).status, 'confirmed');
        const again = await route('/operator/decide', { ...decision, priceCents: 1 }, headers);
        assertEquals(again.status, 409);
        await again.body?.cancel();
        for (let i = 0; i < 100 && !calls.some((c) => c.key === `${key}-confirmation`); i++)
          await new Promise((r) => setTimeout(r, 50));
        const confirmation = calls.find((c) => c.key === `${key}-confirmation`);
        assert(confirmation, 'the confirmation went out through Resend');
        assertEquals(confirmation.body.to, ['anna@example.com']);
        assertMatch(confirmation.body.subject, new RegExp(`${reference} is confirmed`));
        assert(
          calls.some((c) => c.key === `${key}-operator_receipt`),
          'the operator got a receipt',
        );
      },
    );

    await t.step(
      'runs the sweep route with SWEEP_TOKEN only, never the service role key',
      async () => {
        for (const token of ['nope', 'service-role-secret']) {
          const denied = await fetch(`${url}/sweep`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
          });
          assertEquals(denied.status, 401);
          await denied.body?.cancel();
        }
        const swept = await fetch(`${url}/sweep`, {
          method: 'POST',
          headers: { authorization: 'Bearer deno-test-sweep-token-0123' },
        });
        assertEquals(swept.status, 200);
        const report = (await swept.json()) as { failed: number; heartbeat: string };
        assertEquals(report.failed, 0);
        assertEquals(report.heartbeat, 'off');
      },
    );
  } finally {
    child.kill('SIGTERM');
    const { stderr } = await child.output();
    const log = new TextDecoder().decode(stderr);
    if (/"level":"error"/.test(log)) console.error(log);
    await db.close();
    await resend.shutdown();
  }
});
