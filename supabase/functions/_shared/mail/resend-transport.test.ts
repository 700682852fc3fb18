/** The Resend transport against a local HTTP endpoint that checks the request it receives. */
import { createServer, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResendTransport } from './resend-transport.ts';
import { PermanentMailError, type OutgoingMail } from './types.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}
const seen: Seen[] = [];
let reply = { status: 200, body: '{"id":"re_123"}' };

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
    });
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(reply.body);
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

  it('treats 429, 409 and 5xx as transient and other 4xx as permanent', async () => {
    const transport = createResendTransport({ apiKey: 'k', baseUrl });
    for (const status of [429, 409, 500, 503]) {
      reply = { status, body: '{"message":"later"}' };
      const error = await transport.send(mail).catch((e: unknown) => e);
      expect(error, String(status)).toBeInstanceOf(Error);
      expect(error, String(status)).not.toBeInstanceOf(PermanentMailError);
    }
    for (const status of [400, 401, 403, 422]) {
      reply = { status, body: '{"message":"invalid"}' };
      await expect(transport.send(mail), String(status)).rejects.toBeInstanceOf(PermanentMailError);
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
