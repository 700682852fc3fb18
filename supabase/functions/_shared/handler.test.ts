import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, parseClientAddressSource } from './config.ts';
import {
  buildHandler,
  countRows,
  createClock,
  createRecordingTransport,
  FUNCTION_URL,
  postRequest,
} from '../../../server/test/fakes.ts';
import { setupTestDb } from '../../../server/test/test-db.ts';
import type { Db } from './db/types.ts';
import { validBooking, validContact } from './schemas/test-fixtures.ts';
import { REFERENCE_PATTERN } from './schemas/reference.ts';
import { STATUS_TOKEN_PATTERN } from './schemas/lifecycle.ts';

const t = setupTestDb('pglite');

describe('send-notification handler (Node, PGlite)', () => {
  it('stores a booking, answers 201 with its id and sends two mails after answering', async () => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer);
    const response = await handler(postRequest(validBooking()), { remoteAddr: '203.0.113.7' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; type: string };
    expect(body.type).toBe('booking');
    const [row] = await t.db.query<{ id: string; first_name: string; client_hash: string }>(
      'select id::text as id, first_name, client_hash from public.booking_requests',
    );
    expect(row?.id).toBe(body.id);
    expect(row?.first_name).toBe('Anna');
    expect(row?.client_hash).not.toContain('203.0.113.7');
    await handler.idle();
    expect(mailer.sent.map((m) => m.to[0]?.address).sort()).toEqual([
      'anna@example.com',
      'operator@example.com',
    ]);
    const states = await t.db.query<{ status: string }>('select status from public.mail_outbox');
    expect(states.map((s) => s.status)).toEqual(['sent', 'sent']);
  });

  it('stores a contact message', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    const response = await handler(postRequest(validContact()));
    expect(response.status).toBe(201);
    expect(await countRows(t.db)).toEqual({ bookings: 0, contacts: 1, mails: 2 });
    await handler.idle();
  });

  it('replays the first answer for the same key and payload', async () => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer);
    const key = crypto.randomUUID();
    const first = await handler(postRequest(validBooking(), { key }));
    const second = await handler(
      postRequest(validBooking({ firstName: ' Anna ' }), { key: key.toUpperCase() }),
    );
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    await handler.idle();
    expect(await countRows(t.db)).toEqual({ bookings: 1, contacts: 0, mails: 2 });
    expect(mailer.sent).toHaveLength(2);
  });

  it('answers a stored request with its stored answer before any other check', async () => {
    // The answer to a booking was lost; the device replays it two days later, when its date
    // has passed and its address has used up the rate limit. The operator has it: 201.
    const clock = createClock();
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer, { now: clock.now, rateLimitPerMinute: 1 });
    const key = crypto.randomUUID();
    const booking = validBooking({ date: '2026-06-02' });
    const first = await handler(postRequest(booking, { key }), { remoteAddr: '198.51.100.7' });
    expect(first.status).toBe(201);
    const { id, reference, statusToken } = (await first.json()) as Record<string, string>;
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(statusToken).toMatch(STATUS_TOKEN_PATTERN);

    clock.advance(3 * 24 * 3_600_000);
    const other = await handler(postRequest(validContact()), { remoteAddr: '198.51.100.7' });
    expect(other.status).toBe(201); // the rate limit's one request this minute
    const replay = await handler(postRequest(booking, { key }), { remoteAddr: '198.51.100.7' });
    expect(replay.status).toBe(201);
    // The same status link too: the device that lost the first answer keeps a working one.
    expect(await replay.json()).toEqual({ id, type: 'booking', reference, statusToken });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // The body hash still guards the key: another body under it is refused, even an invalid one.
    const changed = await handler(postRequest({ ...booking, passengers: 3 }, { key }));
    expect(changed.status).toBe(422);
    const invalid = await handler(postRequest({ ...booking, email: 'nope' }, { key }));
    expect(invalid.status).toBe(422);
    // A new key with the same old date is checked as usual.
    expect((await handler(postRequest(booking), { remoteAddr: '198.51.100.8' })).status).toBe(400);
    await handler.idle();
    expect(await countRows(t.db)).toEqual({ bookings: 1, contacts: 1, mails: 4 });
    expect(mailer.sent).toHaveLength(4);
  });

  it('refuses the same key with a different payload (422), also across request types', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    const key = crypto.randomUUID();
    expect((await handler(postRequest(validBooking(), { key }))).status).toBe(201);
    const changed = await handler(postRequest(validBooking({ passengers: 3 }), { key }));
    expect(changed.status).toBe(422);
    expect(await changed.json()).toEqual({ error: 'idempotency_key_reused' });
    expect((await handler(postRequest(validContact(), { key }))).status).toBe(422);
    await handler.idle();
    expect(await countRows(t.db)).toEqual({ bookings: 1, contacts: 0, mails: 2 });
  });

  it('stores emoji and other astral characters in every text field, at the longest (201)', async () => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer);
    // 'ab' + 60 emoji made a 500 on every retry: a display name cut at a UTF-16 index kept half
    // a surrogate pair, which Postgres refuses in jsonb. Strings of astral characters up to the
    // longest each field allows (its limit counts characters, i.e. code points).
    const astral = ['😀', '👨‍👩‍👧', '🇦🇹', '𝔘', '𠀋', '🏔️'];
    const fill = (characters: number, prefix = 'ab') => {
      let value = prefix;
      for (let i = 0; ; i++) {
        const next = astral[i % astral.length]!;
        if ([...value].length + [...next].length > characters) break;
        value += next;
      }
      return value;
    };
    expect(
      (await handler(postRequest(validContact({ name: `ab${'😀'.repeat(60)}` })))).status,
    ).toBe(201);
    for (const prefix of ['ab', 'a', '']) {
      const booking = await handler(
        postRequest(
          validBooking({
            firstName: fill(200, prefix || '😀'),
            lastName: fill(200, prefix || '😀'),
            phone: fill(200, prefix || '😀'),
            pickupLocation: fill(200, prefix || '😀'),
            destination: fill(200, prefix || '😀'),
            specialRequests: fill(5000, prefix || '😀'),
          }),
        ),
      );
      expect(booking.status, `booking, prefix '${prefix}'`).toBe(201);
      const contact = await handler(
        postRequest(
          validContact({
            name: fill(200, prefix || '😀'),
            subject: fill(200, prefix || '😀'),
            message: fill(5000, prefix || 'message '),
          }),
        ),
      );
      expect(contact.status, `contact, prefix '${prefix}'`).toBe(201);
    }
    await handler.idle();
    expect(await countRows(t.db)).toEqual({ bookings: 3, contacts: 4, mails: 14 });
    expect(mailer.sent).toHaveLength(14);
    for (const mail of mailer.sent) {
      for (const value of [mail.subject, mail.replyTo?.name ?? '', ...mail.to.map((a) => a.name)]) {
        expect(value ?? '').not.toMatch(/\p{Cs}/u);
      }
    }
  });

  it('sends the visitor a confirmation with no link and no name or place a stranger typed', async () => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer);
    const lure = 'Your parcel is held – pay at https://pay.example/x now';
    const bookingRequest = validBooking({
      firstName: lure,
      lastName: 'www.pay-now.example',
      phone: lure,
      pickupLocation: lure,
      destination: 'pay.example/held',
      specialRequests: `${lure}\n<a href="https://pay.example">Pay</a>`,
      locale: 'en',
    });
    const contactRequest = validContact({
      name: `pay.example ${lure}`,
      subject: lure,
      message: `${lure} – reference 4711`,
    });
    for (const payload of [bookingRequest, contactRequest]) {
      expect((await handler(postRequest(payload))).status).toBe(201);
    }
    await handler.idle();
    const visitorMails = mailer.sent.filter((m) => m.idempotencyKey.endsWith('-visitor'));
    const operatorMails = mailer.sent.filter((m) => m.idempotencyKey.endsWith('-operator'));
    expect(visitorMails).toHaveLength(2);
    // The one web address is the site's own status page of this request.
    const statusLink = /https:\/\/site\.example\/(en\/request|anfrage)#t=[\w-]{22}/g;
    for (const mail of visitorMails) {
      const visible = [mail.subject, mail.text, mail.html, ...mail.to.map((a) => a.name ?? '')];
      for (const text of visible) {
        expect(text.replace(statusLink, '')).not.toMatch(/https?:|www\.|pay\.example|pay-now/i);
      }
      // The only links are the business's own phone and address, and the status page.
      for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) {
        expect(href).toMatch(/^(tel:\+43|mailto:office@|https:\/\/site\.example\/en\/request#t=)/);
      }
      expect(mail.to).toEqual([{ address: mail.to[0]!.address }]);
      expect(mail.text).toMatch(/^Dear (guest|\p{L}+),$/mu);
    }
    // The booking's special requests are the visitor's own words, shown with the links broken.
    const [booking, contact] = visitorMails;
    expect(booking!.text).toContain('Your parcel is held – pay at https pay[.]example/x now');
    expect(booking!.html).toContain('&lt;a href=&quot;https pay[.]example&quot;&gt;Pay&lt;/a&gt;');
    expect(`${contact!.text}${contact!.html}`).not.toMatch(/parcel|held|reference 4711/);
    // The operator still gets every word, to judge it.
    expect(operatorMails.map((m) => m.text.includes(lure))).toEqual([true, true]);
  });

  it('greets the visitor by first name only', async () => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer);
    const request = validBooking({ firstName: 'Marie-Thérèse Anna', lastName: 'Habsburg' });
    expect((await handler(postRequest(request))).status).toBe(201);
    await handler.idle();
    const visitor = mailer.sent.find((m) => m.idempotencyKey.endsWith('-visitor'))!;
    expect(visitor.text).toMatch(/^Guten Tag Marie-Thérèse,$/m);
    expect(visitor.text).not.toContain('Habsburg');
    expect(visitor.text).not.toContain('Anna,');
  });

  it('sends one address at most three confirmations a day; every request still reaches the operator', async () => {
    const clock = createClock();
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer, {
      now: clock.now,
      confirmationsPerRecipientPerDay: 3,
    });
    const emails = [
      'victim@example.com',
      'Victim@Example.com',
      'victim@example.com',
      'VICTIM@example.com',
    ];
    for (const email of emails) {
      expect((await handler(postRequest(validContact({ email })))).status).toBe(201);
    }
    await handler.idle();
    const sentTo = (role: string) =>
      mailer.sent.filter((m) => m.idempotencyKey.endsWith(`-${role}`)).length;
    expect(await countRows(t.db)).toMatchObject({ contacts: 4 });
    expect(sentTo('operator')).toBe(4);
    expect(sentTo('visitor')).toBe(3);
    const held = await t.db.query<{ status: string }>(
      `select status from public.mail_outbox where recipient_role = 'visitor' and status <> 'sent'`,
    );
    expect(held).toEqual([{ status: 'suppressed' }]);
    // Another address is not affected, and the next day the count starts again.
    expect((await handler(postRequest(validContact({ email: 'other@example.com' })))).status).toBe(
      201,
    );
    clock.advance(24 * 3_600_000);
    expect((await handler(postRequest(validContact({ email: 'victim@example.com' })))).status).toBe(
      201,
    );
    await handler.idle();
    expect(sentTo('operator')).toBe(6);
    expect(sentTo('visitor')).toBe(5);
  });

  it('answers a booking whose receipt a limit held with receiptHeld, also when replayed', async () => {
    const handler = buildHandler(t.db, createRecordingTransport(), {
      confirmationsPerRecipientPerDay: 1,
    });
    const answer = async (body: object, key = crypto.randomUUID()) => {
      const response = await handler(postRequest(body, { key }));
      expect(response.status).toBe(201);
      return (await response.json()) as Record<string, unknown>;
    };
    const email = 'family@example.com';
    expect(await answer(validBooking({ email }))).not.toHaveProperty('receiptHeld');
    const key = crypto.randomUUID();
    const second = validBooking({ email, destination: 'Hallstatt' });
    expect(await answer(second, key)).toMatchObject({ receiptHeld: true });
    // The page asking again after a lost answer is told the same.
    expect(await answer(second, key)).toMatchObject({ receiptHeld: true });
    // A contact message's page promises no receipt, so its answer says nothing of one.
    expect(await answer(validContact({ email }))).not.toHaveProperty('receiptHeld');
  });

  it("sends all addresses together at most the day's total of confirmations", async () => {
    const clock = createClock();
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer, {
      now: clock.now,
      confirmationsPerRecipientPerDay: 1,
      confirmationsPerDay: 3,
    });
    const post = async (email: string) => {
      clock.advance(1_000);
      expect((await handler(postRequest(validContact({ email })))).status).toBe(201);
    };
    // A confirmation held by its address's limit leaves the day's total alone.
    for (const email of ['a@example.com', 'a@example.com', 'b@example.com', 'c@example.com']) {
      await post(email);
    }
    await post('d@example.com');
    await post('e@example.com');
    await handler.idle();
    const sentTo = (role: string) =>
      mailer.sent.filter((m) => m.idempotencyKey.endsWith(`-${role}`)).map((m) => m.to[0]?.address);
    expect(sentTo('operator')).toHaveLength(6);
    expect(sentTo('visitor').sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    const held = await t.db.query<{ last_error: string }>(
      `select last_error from public.mail_outbox where status = 'suppressed' order by created_at`,
    );
    expect(held.map((row) => row.last_error)).toEqual([
      'daily limit of confirmations to this address reached',
      'daily limit of confirmations to all addresses reached',
      'daily limit of confirmations to all addresses reached',
    ]);
    // The operator learns which guests got nothing, and why (sorted: mails go out in any order).
    const notes = mailer.sent
      .filter((m) => m.idempotencyKey.endsWith('-operator'))
      .map((m) => {
        const note = m.text.match(/^Keine Eingangsbestätigung an den Gast: (\S+ \S+)/m)?.[1];
        return `${m.replyTo?.address}: ${note ?? 'sent'}`;
      })
      .sort();
    expect(notes).toEqual([
      'a@example.com: Diese Adresse',
      'a@example.com: sent',
      'b@example.com: sent',
      'c@example.com: sent',
      'd@example.com: Heute gingen',
      'e@example.com: Heute gingen',
    ]);
    // The next day the total starts again.
    clock.advance(24 * 3_600_000);
    await post('f@example.com');
    await handler.idle();
    expect(sentTo('visitor')).toContain('f@example.com');
  });

  it('requires a UUID Idempotency-Key', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    const missing = await handler(postRequest(validBooking(), { key: null }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'idempotency_key_required' });
    const invalid = await handler(postRequest(validBooking(), { key: 'not-a-uuid' }));
    expect(await invalid.json()).toEqual({ error: 'idempotency_key_invalid' });
    expect((await countRows(t.db)).bookings).toBe(0);
  });

  it('answers 400 for broken JSON and for schema failures, with codes and paths', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    const broken = await handler(postRequest('{"type":"booking",', { raw: true }));
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'invalid_json' });
    const invalid = await handler(postRequest(validBooking({ email: 'x', passengers: 9 })));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: 'invalid_payload',
      issues: [
        { code: 'email_invalid', path: ['email'] },
        { code: 'passengers_car_max', path: ['passengers'] },
      ],
    });
    expect((await countRows(t.db)).bookings).toBe(0);
  });

  it('accepts the largest valid request in a 3-byte script (201)', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    // Every text field at its limit in Japanese (3 bytes a character in UTF-8), the longest
    // address the schema accepts: 16,385 bytes and more, which a 16 KiB cap refused with 413.
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.at`;
    expect(email).toHaveLength(254);
    const ja = (n: number) => '日本語の予約'.repeat(Math.ceil(n / 6)).slice(0, n);
    const booking = validBooking({
      firstName: ja(200),
      lastName: ja(200),
      email,
      phone: ja(200),
      pickupLocation: ja(200),
      destination: ja(200),
      specialRequests: ja(5000),
      service: 'corporateTransport',
    });
    const contact = validContact({ name: ja(200), email, subject: ja(200), message: ja(5000) });
    for (const payload of [booking, contact]) {
      const body = JSON.stringify(payload);
      expect(new TextEncoder().encode(body).length).toBeGreaterThan(16 * 1024);
      const response = await handler(postRequest(body, { raw: true }));
      expect(response.status, payload.type).toBe(201);
    }
    await handler.idle();
    expect(await countRows(t.db)).toMatchObject({ bookings: 1, contacts: 1 });
  });

  it('accepts any valid request however its JSON escapes it, and answers 413 above the cap', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    // A control character is valid text and JSON writes it as six bytes (\u0001): the worst case.
    const escaped = (n: number) => `a${'\u0001'.repeat(n - 2)}b`;
    const worst = JSON.stringify(
      validBooking({
        firstName: escaped(200),
        lastName: escaped(200),
        phone: escaped(200),
        pickupLocation: escaped(200),
        destination: escaped(200),
        specialRequests: escaped(5000),
      }),
    );
    const cap = MAX_BODY_BYTES;
    expect(new TextEncoder().encode(worst).length).toBeLessThanOrEqual(cap);
    expect((await handler(postRequest(worst, { raw: true }))).status).toBe(201);

    const big = JSON.stringify(validContact({ message: 'x'.repeat(cap) }));
    expect((await handler(postRequest(big, { raw: true }))).status).toBe(413);
    // A stream without Content-Length: the handler must count what it reads.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const kib = new TextEncoder().encode('x'.repeat(1024));
        for (let i = 0; i <= cap / 1024; i++) controller.enqueue(kib);
        controller.close();
      },
    });
    const request = new Request(FUNCTION_URL, {
      method: 'POST',
      headers: {
        'idempotency-key': crypto.randomUUID(),
        'content-length': '10',
        'content-type': 'application/json',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await handler(request)).status).toBe(413);
    // The cap exactly is fine as far as size goes (the unknown key is dropped by the schema).
    const exact = JSON.stringify({ ...validContact(), pad: '' });
    const padded = exact.replace('"pad":""', `"pad":"${'p'.repeat(cap - exact.length)}"`);
    expect(new TextEncoder().encode(padded).length).toBe(cap);
    expect((await handler(postRequest(padded, { raw: true }))).status).toBe(201);
    await handler.idle();
  });

  it('refuses a body that is not declared as JSON (415), storing nothing', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    const body = JSON.stringify(validContact());
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml', '']) {
      const request = new Request(FUNCTION_URL, {
        method: 'POST',
        headers: type
          ? { 'idempotency-key': crypto.randomUUID(), 'content-type': type }
          : { 'idempotency-key': crypto.randomUUID() },
        body: new TextEncoder().encode(body),
      });
      const response = await handler(request);
      expect(response.status, type || 'no Content-Type').toBe(415);
      expect(await response.json()).toEqual({ error: 'unsupported_media_type' });
    }
    expect((await countRows(t.db)).contacts).toBe(0);
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      const response = await handler(
        postRequest(body, { raw: true, headers: { 'content-type': type } }),
      );
      expect(response.status, type).toBe(201);
    }
    await handler.idle();
  });

  it('answers 405 for other methods', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await handler(new Request(FUNCTION_URL, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    }
  });

  it('answers the CORS preflight for allowed origins only', async () => {
    const handler = buildHandler(t.db, createRecordingTransport());
    const preflight = (origin: string) =>
      handler(
        new Request(FUNCTION_URL, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST' },
        }),
      );
    const allowed = await preflight('https://www.example.at');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.example.at');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    const allowedHeaders = allowed.headers.get('access-control-allow-headers')!.split(/,\s*/);
    for (const header of [
      'authorization',
      'apikey',
      'content-type',
      'x-client-info',
      'idempotency-key',
    ]) {
      expect(allowedHeaders).toContain(header);
    }
    const sameOrigin = await preflight('http://localhost:4173');
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const posted = await handler(
      postRequest(validContact(), { headers: { origin: 'https://www.example.at' } }),
    );
    expect(posted.headers.get('access-control-allow-origin')).toBe('https://www.example.at');
    await handler.idle();
  });

  it('answers a filled honeypot as accepted, storing and sending nothing', async () => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer);
    const response = await handler(postRequest(validBooking({ website: 'http://spam.example' })));
    expect(response.status).toBe(201);
    expect((await response.json()) as object).toHaveProperty('id');
    await handler.idle();
    expect(await countRows(t.db)).toEqual({ bookings: 0, contacts: 0, mails: 0 });
    expect(mailer.attempts).toBe(0);
  });

  it('limits each client address per minute (429), counted in the database', async () => {
    const handler = buildHandler(t.db, createRecordingTransport(), { rateLimitPerMinute: 2 });
    const send = (addr: string) => handler(postRequest(validContact()), { remoteAddr: addr });
    expect((await send('198.51.100.1')).status).toBe(201);
    expect((await send('198.51.100.1')).status).toBe(201);
    const limited = await send('198.51.100.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // A second instance on the same database sees the same count.
    const other = buildHandler(t.db, createRecordingTransport(), { rateLimitPerMinute: 2 });
    expect((await other(postRequest(validContact()), { remoteAddr: '198.51.100.1' })).status).toBe(
      429,
    );
    expect((await send('198.51.100.2')).status).toBe(201);
    await handler.idle();
    expect((await countRows(t.db)).contacts).toBe(3);
  });

  it('counts the address the gateway appended to X-Forwarded-For, not one the client wrote', async () => {
    const handler = buildHandler(t.db, createRecordingTransport(), {
      rateLimitPerMinute: 10,
      clientAddressSource: parseClientAddressSource('x-forwarded-for'),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      // The client writes any leftmost entries it likes; the platform's proxy appends the
      // address it saw (the gateway's own socket address is what remoteAddr would be).
      const forwarded = `10.${i}.0.1, 198.51.100.${i}, 203.0.113.9`;
      const response = await handler(
        postRequest(validContact(), { headers: { 'x-forwarded-for': forwarded } }),
        { remoteAddr: '100.64.0.1' },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
    await handler.idle();
  });

  it('counts IPv6 clients per /64, as one household or one server gets a whole /64', async () => {
    const handler = buildHandler(t.db, createRecordingTransport(), { rateLimitPerMinute: 10 });
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const address = i % 2 ? `2001:db8:1:2::${i.toString(16)}` : `2001:0db8:0001:0002:${i}:0:0:1`;
      statuses.push((await handler(postRequest(validContact()), { remoteAddr: address })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const next = await handler(postRequest(validContact()), { remoteAddr: '2001:db8:1:3::1' });
    expect(next.status).toBe(201);
    // An IPv4 client seen through an IPv6 socket is the IPv4 address.
    const mapped = buildHandler(t.db, createRecordingTransport(), { rateLimitPerMinute: 1 });
    expect((await mapped(postRequest(validContact()), { remoteAddr: '192.0.2.5' })).status).toBe(
      201,
    );
    expect(
      (await mapped(postRequest(validContact()), { remoteAddr: '::ffff:192.0.2.5' })).status,
    ).toBe(429);
    await handler.idle();
    await mapped.idle();
  });

  it('answers 503 when the database fails transiently and 500 on a bug', async () => {
    const failing = (code: string): Db => ({
      ...t.db,
      query: async () => {
        throw Object.assign(new Error('down'), { code });
      },
      transaction: async () => {
        throw Object.assign(new Error('down'), { code });
      },
    });
    const transient = await buildHandler(
      failing('08006'),
      createRecordingTransport(),
    )(postRequest(validContact()));
    expect(transient.status).toBe(503);
    expect(transient.headers.get('retry-after')).toBe('5');
    const bug = await buildHandler(
      failing('42P01'),
      createRecordingTransport(),
    )(postRequest(validContact()));
    expect(bug.status).toBe(500);
  });

  it('runs the sweep route only with the right bearer token', async () => {
    const mailer = createRecordingTransport();
    const handler = buildHandler(t.db, mailer, { sweepToken: 's3cret' });
    const sweep = (token: string) =>
      handler(
        new Request(`${FUNCTION_URL}/sweep`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    expect((await sweep('wrong')).status).toBe(401);
    mailer.failNext(2);
    await handler(postRequest(validContact()));
    await handler.idle();
    expect(mailer.sent).toHaveLength(0);
    const later = buildHandler(t.db, mailer, {
      sweepToken: 's3cret',
      now: () => new Date(Date.parse('2026-06-01T11:00:00Z')),
    });
    const response = await later(
      new Request(`${FUNCTION_URL}/sweep`, {
        method: 'POST',
        headers: { authorization: 'Bearer s3cret' },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sent: 2 });
    const off = buildHandler(t.db, mailer);
    expect((await off(new Request(`${FUNCTION_URL}/sweep`, { method: 'POST' }))).status).toBe(404);
  });
});
