/**
 * The console's and status page's routes through the handler, on PostgreSQL and PGlite: who may
 * decide, that a decision is taken once and mailed once, and what a visitor's link shows.
 */
import { describe, expect, it } from 'vitest';
import { buildHandler, createClock, createRecordingTransport } from '../../../server/test/fakes.ts';
import {
  book,
  calendarOf,
  CONSOLE_CONFIG,
  PASSPHRASE,
  routeRequest,
  signIn,
} from '../../../server/test/lifecycle-kit.ts';
import { setupTestDb, type DbKind } from '../../../server/test/test-db.ts';
import { SIGN_IN_LIMITS } from './operator-sessions.ts';
import type { OperatorListItem, OperatorRequest, StatusAnswer } from './schemas/lifecycle.ts';

describe.each<DbKind>(['postgres', 'pglite'])('lifecycle routes (%s)', (kind) => {
  const t = setupTestDb(kind);

  const setup = (config = {}) => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer, { ...CONSOLE_CONFIG, ...config });
    return { mailer, handler };
  };
  const statusOf = async (reference: string) =>
    (
      await t.db.query<{ status: string }>(
        `select status from public.booking_requests where reference = $1`,
        [reference],
      )
    )[0]?.status;

  it('signs in with the passphrase only, and keeps a device signed in until it signs out', async () => {
    const { handler } = setup();
    const wrong = await handler(routeRequest('signIn', { passphrase: `${PASSPHRASE}!` }));
    expect(wrong.status).toBe(401);
    expect(await handler(routeRequest('list', {}))).toHaveProperty('status', 401);
    const session = await signIn(handler);
    const list = await handler(routeRequest('list', {}, { session }));
    expect(list.status).toBe(200);
    expect(await handler(routeRequest('signOut', {}, { session }))).toHaveProperty('status', 204);
    expect(await handler(routeRequest('list', {}, { session }))).toHaveProperty('status', 401);
  });

  it('lets a session lapse after 30 days', async () => {
    const clock = createClock();
    const { handler } = setup({ now: clock.now });
    const session = await signIn(handler);
    clock.advance(29 * 86_400_000);
    expect(await handler(routeRequest('list', {}, { session }))).toHaveProperty('status', 200);
    clock.advance(2 * 86_400_000);
    expect(await handler(routeRequest('list', {}, { session }))).toHaveProperty('status', 401);
  });

  it('stores no passphrase and no session secret, only their hashes', async () => {
    const { handler } = setup();
    const session = await signIn(handler);
    const dump = JSON.stringify(await t.db.query(`select * from public.operator_sessions`));
    expect(dump).not.toContain(session);
    expect(dump).not.toContain(PASSPHRASE);
  });

  it('limits wrong passphrases per address, parallel guesses included, and answers when to retry', async () => {
    const { handler } = setup();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        handler(routeRequest('signIn', { passphrase: `guess number ${i}` }), {
          remoteAddr: '198.51.100.20',
        }),
      ),
    );
    const statuses = guesses.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      SIGN_IN_LIMITS.perClient.failures,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      12 - SIGN_IN_LIMITS.perClient.failures,
    );
    const limited = guesses.find((answer) => answer.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right passphrase waits now; another address does not.
    const right = await handler(routeRequest('signIn', { passphrase: PASSPHRASE }), {
      remoteAddr: '198.51.100.20',
    });
    expect(right.status).toBe(429);
    expect(await signIn(handler, '198.51.100.21')).toMatch(/^[\w-]{43}$/);
  });

  it("counts only the guesses it checks against everyone's limit, so one address cannot lock the operator out", async () => {
    const { handler } = setup();
    const guesses = SIGN_IN_LIMITS.overall.failures + 10;
    for (let i = 0; i < guesses; i++) {
      await handler(routeRequest('signIn', { passphrase: `guess number ${i}` }), {
        remoteAddr: '198.51.100.30',
      });
    }
    expect(await signIn(handler, '198.51.100.31')).toMatch(/^[\w-]{43}$/);
  });

  it('signs every device out when the passphrase changes', async () => {
    const { handler } = setup();
    const session = await signIn(handler);
    const rotated = buildHandler(t.db, createRecordingTransport(), {
      ...CONSOLE_CONFIG,
      operatorPassphrase: 'a-brand-new-rotated-passphrase',
    });
    expect(await rotated(routeRequest('list', {}, { session }))).toHaveProperty('status', 401);
    expect(await handler(routeRequest('list', {}, { session }))).toHaveProperty('status', 200);
  });

  it('answers the console with 503 while no passphrase is configured', async () => {
    const { handler } = setup({ operatorPassphrase: undefined });
    const answer = await handler(routeRequest('signIn', { passphrase: PASSPHRASE }));
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: 'console_not_configured' });
  });

  it('confirms once, mails the guest and the operator once, and tells a second decision what the first did', async () => {
    const { handler, mailer } = setup();
    const { reference } = await book(handler, { locale: 'en' });
    const session = await signIn(handler);
    const confirm = await handler(
      routeRequest(
        'decide',
        { decision: 'confirm', reference, priceCents: 54_000, depositCents: 10_000 },
        { session },
      ),
    );
    expect(confirm.status).toBe(200);
    const decided = (await confirm.json()) as OperatorRequest;
    expect(decided.status).toBe('confirmed');
    expect(decided.decision).toMatchObject({ priceCents: 54_000, depositCents: 10_000 });
    expect(decided.history.map((event) => event.event)).toEqual(['received', 'confirmed']);

    const late = await handler(
      routeRequest(
        'decide',
        { decision: 'decline', reference, reason: 'Fully booked' },
        { session },
      ),
    );
    expect(late.status).toBe(409);
    const told = (await late.json()) as { error: string; request: OperatorRequest };
    expect(told.error).toBe('already_decided');
    expect(told.request.status).toBe('confirmed');
    expect(told.request.decision?.priceCents).toBe(54_000);

    await handler.idle();
    await handler.sweep();
    const keys = mailer.sent.map((mail) => mail.idempotencyKey.replace(/^.*-(?=[a-z_]+$)/, ''));
    expect(keys.sort()).toEqual(['confirmation', 'operator', 'operator_receipt', 'visitor']);
  });

  it("lists the requests with what a card shows, a chosen tour's id included", async () => {
    const { handler } = setup();
    const transfer = await book(handler, { time: '09:00' });
    const tour = await book(handler, { service: 'cityTour', tour: 'altstadt', time: '10:00' });
    const session = await signIn(handler);
    const list = await handler(routeRequest('list', {}, { session }));
    expect(list.status).toBe(200);
    const { requests } = (await list.json()) as { requests: OperatorListItem[] };
    expect(requests.map(({ reference, service, tour }) => ({ reference, service, tour }))).toEqual([
      { reference: transfer.reference, service: 'airportTransfer', tour: null },
      { reference: tour.reference, service: 'cityTour', tour: 'altstadt' },
    ]);
    expect(requests[0]).toMatchObject({
      status: 'requested',
      pickupLocation: 'Hotel Sacher Salzburg',
      destination: 'Salzburg Airport',
      firstName: 'Anna',
      passengers: 2,
    });
  });

  it('lets one of two decisions racing win, and the other is told', async () => {
    const { handler, mailer } = setup();
    const { reference } = await book(handler);
    const [phone, laptop] = [await signIn(handler), await signIn(handler, '203.0.113.10')];
    const answers = await Promise.all([
      handler(
        routeRequest(
          'decide',
          { decision: 'confirm', reference, priceCents: 18_000 },
          { session: phone },
        ),
      ),
      handler(
        routeRequest(
          'decide',
          { decision: 'decline', reference, reason: 'No car' },
          { session: laptop },
        ),
      ),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await handler.idle();
    const decisionMails = mailer.sent.filter((mail) =>
      /-(confirmation|decline)$/.test(mail.idempotencyKey),
    );
    expect(decisionMails).toHaveLength(1);
    const [event] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from public.booking_events where event in ('confirmed', 'declined')`,
    );
    expect(event!.n).toBe(1);
  });

  it('refuses a decision without a signed-in device, a forwarded mail alone decides nothing', async () => {
    const { handler, mailer } = setup();
    const { reference, statusToken } = await book(handler);
    await handler.idle();
    const operatorMail = mailer.sent.find((mail) => mail.idempotencyKey.endsWith('-operator'))!;
    // The mail's console link names the request, and carries nothing that signs anyone in.
    const links = [...operatorMail.html.matchAll(/href="(https:[^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual([`https://site.example/betrieb/anfrage/${reference}`]);
    for (const session of [undefined, statusToken, reference, 'x'.repeat(43)]) {
      const answer = await handler(
        routeRequest('decide', { decision: 'confirm', reference, priceCents: 100 }, { session }),
      );
      expect(answer.status).toBe(401);
    }
    expect(await statusOf(reference)).toBe('requested');
  });

  it('says in the log when a decision mail carries a status link a new salt broke', async () => {
    const { handler } = setup();
    const kept = await book(handler);
    const broken = await book(handler, { email: 'other@example.com' });
    await handler.idle();
    const log: string[] = [];
    // CLIENT_HASH_SALT set again (supabase/README.md says never): the links are derived from it.
    const after = buildHandler(t.db, createRecordingTransport(), {
      ...CONSOLE_CONFIG,
      clientHashSalt: 'another-salt-0123456789abcdef',
      log: (_level, event) => log.push(event),
    });
    const session = await signIn(after);
    const decide = (reference: string) =>
      after(
        routeRequest('decide', { decision: 'confirm', reference, priceCents: 100 }, { session }),
      );
    expect((await decide(broken.reference)).status).toBe(200);
    await after.idle();
    expect(log.filter((event) => event === 'status_link_salt_changed')).toHaveLength(1);
    // With the salt it was booked under, nothing to say.
    const same = buildHandler(t.db, createRecordingTransport(), {
      ...CONSOLE_CONFIG,
      log: (_level, event) => log.push(event),
    });
    const sameSession = await signIn(same);
    const answer = await same(
      routeRequest(
        'decide',
        { decision: 'confirm', reference: kept.reference, priceCents: 100 },
        { session: sameSession },
      ),
    );
    expect(answer.status).toBe(200);
    await same.idle();
    expect(log.filter((event) => event === 'status_link_salt_changed')).toHaveLength(1);
  });

  it('never changes a status on a GET, whatever the route and the query say', async () => {
    const { handler } = setup();
    const { reference, statusToken } = await book(handler);
    const session = await signIn(handler);
    for (const route of ['decide', 'status', 'detail', 'list', 'signOut', 'signIn'] as const) {
      const get = routeRequest(route, null, { method: 'GET', session });
      const url = new URL(get.url);
      url.search = new URLSearchParams({
        reference,
        decision: 'confirm',
        priceCents: '100',
        token: statusToken,
      }).toString();
      const answer = await handler(new Request(url, { method: 'GET', headers: get.headers }));
      expect(answer.status).toBe(405);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect(await statusOf(reference)).toBe('requested');
    // The session still works: a GET of sign-out did not sign it out either.
    expect(await handler(routeRequest('list', {}, { session }))).toHaveProperty('status', 200);
  });

  it("shows a visitor's link its own request only, and nothing of the sender before a decision", async () => {
    const { handler } = setup();
    const a = await book(handler, { pickupLocation: 'Hotel Sacher', firstName: 'Anna' });
    const b = await book(handler, { date: '2026-06-03' });
    const answer = await handler(routeRequest('status', { token: a.statusToken }));
    expect(answer.status).toBe(200);
    const status = (await answer.json()) as StatusAnswer;
    expect(status).toMatchObject({ reference: a.reference, status: 'requested' });
    expect(status.answerBy).toBe('2026-06-02T10:00:00.000Z');
    // A ride on 2 June at 14:30, after that answer: nothing asks the visitor to call.
    expect(status).not.toHaveProperty('rideBeforeAnswer');
    const text = JSON.stringify(status);
    for (const hidden of ['Hotel Sacher', 'Anna', 'anna@', 'email', 'phone']) {
      expect(text).not.toContain(hidden);
    }
    const other = (await (
      await handler(routeRequest('status', { token: b.statusToken }))
    ).json()) as StatusAnswer;
    expect(other.reference).toBe(b.reference);
    const flipped = a.statusToken.slice(0, -1) + (a.statusToken.endsWith('A') ? 'B' : 'A');
    expect(await handler(routeRequest('status', { token: flipped }))).toHaveProperty('status', 404);
    expect(await handler(routeRequest('status', { token: 'short' }))).toHaveProperty('status', 400);
  });

  it('tells the page when the ride starts before the answer is due, while undecided', async () => {
    const { handler } = setup();
    // Received on 1 June at 12:00 in Vienna: answered by 2 June at 12:00, the ride at 11:00.
    const soon = await book(handler, { time: '11:00' });
    const answer = async () =>
      (await (
        await handler(routeRequest('status', { token: soon.statusToken }))
      ).json()) as StatusAnswer;
    expect(await answer()).toMatchObject({ status: 'requested', rideBeforeAnswer: true });
    const session = await signIn(handler);
    await handler(
      routeRequest(
        'decide',
        { decision: 'confirm', reference: soon.reference, priceCents: 9_000 },
        { session },
      ),
    );
    expect(await answer()).not.toHaveProperty('rideBeforeAnswer');
  });

  it('shows the price, the meeting point and the itinerary once confirmed; the reason once declined', async () => {
    const { handler } = setup();
    const confirmed = await book(handler, { pickupLocation: 'Hotel Sacher' });
    const declined = await book(handler, { date: '2026-06-03' });
    const session = await signIn(handler);
    await handler(
      routeRequest(
        'decide',
        {
          decision: 'confirm',
          reference: confirmed.reference,
          priceCents: 27_050,
          meetingPoint: 'Hotel lobby',
        },
        { session },
      ),
    );
    await handler(
      routeRequest(
        'decide',
        { decision: 'decline', reference: declined.reference, reason: 'Fully booked that day' },
        { session },
      ),
    );
    const a = (await (
      await handler(routeRequest('status', { token: confirmed.statusToken }))
    ).json()) as StatusAnswer;
    expect(a.status).toBe('confirmed');
    expect(a.decision).toMatchObject({ priceCents: 27_050, meetingPoint: 'Hotel lobby' });
    expect(a.booking.pickupLocation).toBe('Hotel Sacher');
    const b = (await (
      await handler(routeRequest('status', { token: declined.statusToken }))
    ).json()) as StatusAnswer;
    expect(b).toMatchObject({ status: 'declined', decision: { reason: 'Fully booked that day' } });
  });

  it('validates a decision like a request: a price to confirm, a reason to decline, cents within bounds', async () => {
    const { handler } = setup();
    const { reference } = await book(handler);
    const session = await signIn(handler);
    const cases: [unknown, string][] = [
      [{ decision: 'confirm', reference }, 'priceCents:price_invalid'],
      [{ decision: 'confirm', reference, priceCents: 0 }, 'priceCents:price_invalid'],
      [{ decision: 'confirm', reference, priceCents: 1.5 }, 'priceCents:price_invalid'],
      [
        { decision: 'confirm', reference, priceCents: 100, depositCents: 200 },
        'depositCents:deposit_over_price',
      ],
      [{ decision: 'decline', reference, reason: '  ' }, 'reason:reason_required'],
      [
        { decision: 'confirm', reference: 'SLZ-0000', priceCents: 100 },
        'reference:reference_invalid',
      ],
      [{ decision: 'maybe', reference }, 'decision:decision_invalid'],
    ];
    for (const [body, issue] of cases) {
      const answer = await handler(routeRequest('decide', body, { session }));
      expect(answer.status).toBe(400);
      const { issues } = (await answer.json()) as { issues: { code: string; path: string[] }[] };
      expect(issues.map((i) => `${i.path.join('.')}:${i.code}`)).toContain(issue);
    }
    expect(await statusOf(reference)).toBe('requested');
  });

  it('sends the guest and the operator the calendar update with the first entry’s UIDs: confirmed, then cancelled', async () => {
    const { handler, mailer } = setup();
    const { reference, statusToken } = await book(handler, {
      returnDate: '2026-06-05',
      returnTime: '18:00',
    });
    const session = await signIn(handler);
    await handler(
      routeRequest(
        'decide',
        { decision: 'confirm', reference, priceCents: 36_000, depositCents: 5_000 },
        { session },
      ),
    );
    await handler(
      routeRequest(
        'decide',
        { decision: 'cancel', reference, reason: 'Car broke down' },
        { session },
      ),
    );
    await handler.idle();
    await handler.sweep();
    const mail = (suffix: string) =>
      mailer.sent.find((m) => m.idempotencyKey.endsWith(`-${suffix}`))!;
    const first = calendarOf(mail('visitor'));
    const confirmed = calendarOf(mail('confirmation'));
    const cancelled = calendarOf(mail('cancellation'));
    expect(first.events.map((e) => [e.status, e.sequence])).toEqual([
      ['TENTATIVE', 0],
      ['TENTATIVE', 0],
    ]);
    expect(confirmed.events.map((e) => e.uid)).toEqual(first.events.map((e) => e.uid));
    expect(confirmed.events.map((e) => [e.status, e.sequence])).toEqual([
      ['CONFIRMED', 1],
      ['CONFIRMED', 1],
    ]);
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.contentType).toContain('method=CANCEL');
    expect(cancelled.events.map((e) => e.uid)).toEqual(first.events.map((e) => e.uid));
    expect(cancelled.events.map((e) => [e.status, e.sequence])).toEqual([
      ['CANCELLED', 2],
      ['CANCELLED', 2],
    ]);
    // The guest's page names the deposit (it comes back) and the reason, nothing else decided.
    const page = (await (
      await handler(routeRequest('status', { token: statusToken }))
    ).json()) as StatusAnswer;
    expect(page.decision).toEqual({ reason: 'Car broke down', depositCents: 5_000 });
    // The operator's calendar follows too: a cancelled ride must not stay confirmed there.
    const operatorFirst = calendarOf(mail('operator'));
    const operatorCancelled = calendarOf(mail('operator_cancellation'));
    expect(mail('operator_cancellation').subject).toMatch(/^Storniert: /);
    expect(calendarOf(mail('operator_receipt')).events.map((e) => e.status)).toEqual([
      'CONFIRMED',
      'CONFIRMED',
    ]);
    expect(operatorCancelled.method).toBe('CANCEL');
    expect(operatorCancelled.events.map((e) => e.uid)).toEqual(
      operatorFirst.events.map((e) => e.uid),
    );
    expect(operatorCancelled.events.map((e) => e.status)).toEqual(['CANCELLED', 'CANCELLED']);
  });
});
