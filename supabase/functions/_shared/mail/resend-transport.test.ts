/** The Resend transport against a local HTTP endpoint that checks the request it receives. */
import { createServer, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createResendTransport } from './resend-transport.ts';
import {
  DeferredMailError,
  MailConfigurationError,
  PermanentMailError,
  type OutgoingMail,
} from './types.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}
const seen: Seen[] = [];
let reply: { status: number; body: string; headers?: Record<string, string> } = {
  status: 200,
  body: '{"id":"re_123"}',
};
/** Requests being answered right now, and the most there ever were at once. */
let open = 0;
let mostOpen = 0;
let answerAfterMs = 0;

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  open++;
  mostOpen = Math.max(mostOpen, open);
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
    });
    setTimeout(() => {
      open--;
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body);
    }, answerAfterMs);
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const mail: OutgoingMail = {
  idempotencyKey: 'key-123-operator',
  from: { name: 'Prestige "Limousines"', address: 'noreply@example.com' },
  to: [{ name: 'Operator', address: 'operator@example.com' }],
  replyTo: { name: 'Anna Huber', address: 'anna@example.com' },
  subject: 'Neue Buchungsanfrage',
  text: 'Text',
  html: '<p>Text</p>',
  headers: { 'Auto-Submitted': 'auto-generated' },
  attachments: [
    {
      filename: 'buchung.ics',
      contentType: 'text/calendar',
      content: 'BEGIN:VCALENDAR\r\nSUMMARY:Fahrt über Land\r\n',
    },
    {
      filename: 'logo.png',
      contentType: 'image/png',
      content: 'iVBORw0K',
      encoding: 'base64',
      contentId: 'logo',
    },
  ],
};

describe('Resend transport', () => {
  it('posts the message with the key, the idempotency key and a base64 attachment', async () => {
    reply = { status: 200, body: '{"id":"re_123"}' };
    const transport = createResendTransport({ apiKey: 're_test_key', baseUrl });
    expect(await transport.send(mail)).toEqual({ id: 're_123' });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/emails');
    expect(request.headers.authorization).toBe('Bearer re_test_key');
    expect(request.headers['idempotency-key']).toBe('key-123-operator');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toMatchObject({
      from: '"Prestige Limousines" <noreply@example.com>',
      to: ['"Operator" <operator@example.com>'],
      reply_to: ['"Anna Huber" <anna@example.com>'],
      subject: 'Neue Buchungsanfrage',
      text: 'Text',
      html: '<p>Text</p>',
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    const [attachment, logo] = request.body.attachments as {
      filename: string;
      content: string;
      content_type: string;
      content_id?: string;
    }[];
    // Already base64: passed on as it is, with the Content-ID the HTML refers to.
    expect(logo).toEqual({
      filename: 'logo.png',
      content: 'iVBORw0K',
      content_type: 'image/png',
      content_id: 'logo',
    });
    expect(attachment?.content_id).toBeUndefined();
    expect(attachment?.filename).toBe('buchung.ics');
    expect(attachment?.content_type).toBe('text/calendar');
    expect(Buffer.from(attachment!.content, 'base64').toString('utf8')).toBe(
      mail.attachments![0]!.content,
    );
  });

  it.each([
    // Resend's error names (resend.com/docs/api-reference/errors) decide, the status backs up.
    [401, 'missing_api_key', 'configuration'],
    [401, 'restricted_api_key', 'configuration'],
    [403, 'invalid_api_key', 'configuration'],
    [401, 'validation_error', 'configuration'], // "API key is invalid"
    [403, 'validation_error', 'configuration'], // an unverified domain, a test-only key
    [422, 'invalid_from_address', 'configuration'],
    [429, 'daily_quota_exceeded', 'configuration'],
    [429, 'monthly_quota_exceeded', 'configuration'],
    [429, 'rate_limit_exceeded', 'deferred'],
    [409, 'concurrent_idempotent_requests', 'deferred'],
    [409, 'invalid_idempotent_request', 'permanent'],
    [400, 'invalid_idempotency_key', 'permanent'],
    [422, 'validation_error', 'permanent'],
    [422, 'invalid_attachment', 'permanent'],
    [422, 'missing_required_field', 'permanent'],
    [451, 'security_error', 'permanent'],
    [500, 'application_error', 'transient'],
    [500, 'internal_server_error', 'transient'],
    [503, '', 'transient'], // a gateway's page, no JSON
    [418, '', 'permanent'],
  ])('reads %i %s as %s', async (status, name, kind) => {
    reply = {
      status,
      body: name ? JSON.stringify({ statusCode: status, name, message: 'm' }) : '<html>',
      headers: { 'retry-after': '0' },
    };
    const transport = createResendTransport({ apiKey: 'k', baseUrl });
    const error = await transport.send(mail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const got =
      error instanceof MailConfigurationError
        ? 'configuration'
        : error instanceof DeferredMailError
          ? 'deferred'
          : error instanceof PermanentMailError
            ? 'permanent'
            : 'transient';
    expect(got).toBe(kind);
    if (name) expect(String(error)).toContain(name);
  });

  it('sends two at a time, whatever the backlog', async () => {
    reply = { status: 200, body: '{"id":"re_1"}' };
    answerAfterMs = 150;
    mostOpen = 0;
    try {
      const transport = createResendTransport({ apiKey: 'k', baseUrl });
      expect(transport.maxConcurrency).toBe(2);
      const results = await Promise.all(
        Array.from({ length: 7 }, (_, i) =>
          transport.send({ ...mail, idempotencyKey: `backlog-${i}` }),
        ),
      );
      expect(results).toHaveLength(7);
      expect(mostOpen).toBe(2);
    } finally {
      answerAfterMs = 0;
    }
  });

  it('waits as long as retry-after says before it asks Resend again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T12:00:00Z') });
    try {
      const transport = createResendTransport({ apiKey: 'k', baseUrl });
      reply = {
        status: 429,
        body: JSON.stringify({ statusCode: 429, name: 'rate_limit_exceeded', message: 'slow' }),
        headers: { 'retry-after': '3' },
      };
      const limited = await transport.send(mail).catch((e: unknown) => e);
      expect(limited).toBeInstanceOf(DeferredMailError);
      expect((limited as DeferredMailError).retryAfterMs).toBe(3_000);
      // The backlog behind it waits too, without a request that would only be refused.
      reply = { status: 200, body: '{"id":"re_after"}' };
      const requests = seen.length;
      vi.advanceTimersByTime(2_000);
      const waiting = await transport.send(mail).catch((e: unknown) => e);
      expect(waiting).toBeInstanceOf(DeferredMailError);
      expect((waiting as DeferredMailError).retryAfterMs).toBe(1_000);
      expect(seen.length).toBe(requests);
      vi.advanceTimersByTime(1_000);
      expect(await transport.send(mail)).toEqual({ id: 're_after' });
      expect(seen.length).toBe(requests + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops a request when the outbox gives up on it (deadline or shutdown)', async () => {
    reply = { status: 200, body: '{"id":"re_late"}' };
    answerAfterMs = 5_000;
    try {
      const transport = createResendTransport({ apiKey: 'k', baseUrl });
      const controller = new AbortController();
      const sending = transport.send(mail, { signal: controller.signal }).catch((e: unknown) => e);
      await vi.waitFor(() => expect(open).toBe(1));
      controller.abort(new Error('deadline'));
      expect(String(await sending)).toMatch(/deadline/);
    } finally {
      answerAfterMs = 0;
    }
  });

  it('fails transiently when the API cannot be reached', async () => {
    const transport = createResendTransport({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 2000,
    });
    const error = await transport.send(mail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentMailError);
  });
});
