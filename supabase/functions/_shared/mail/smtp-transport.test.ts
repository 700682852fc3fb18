/** The SMTP transport against a real SMTP server (smtp-server) on loopback. */
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { DEFAULT_RETRY } from '../config.ts';
import { createBookingPayloadSchema } from '../schemas/payload.ts';
import { FIXED_NOW, validBooking } from '../schemas/test-fixtures.ts';
import { LOGO_CONTENT_ID } from './brand.ts';
import { composeBookingMails } from './compose.ts';
import { createSmtpTransport, SMTP_TIMEOUTS } from './smtp-transport.ts';
import { PermanentMailError, type OutgoingMail } from './types.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let rejectNext: { code: number; message: string } | null = null;

const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(_address, _session, callback) {
    if (rejectNext) {
      const error = Object.assign(new Error(rejectNext.message), { responseCode: rejectNext.code });
      rejectNext = null;
      callback(error);
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const mail: OutgoingMail = {
  idempotencyKey: '0b6f2c8e-4c43-4d43-9a52-8d1f1d0c9e11-operator',
  from: { name: 'Prestige Limousines Salzburg', address: 'noreply@example.com' },
  to: [{ name: 'Operator', address: 'operator@example.com' }],
  replyTo: { name: 'Anna Hübner', address: 'anna@example.com' },
  subject: 'Neue Buchungsanfrage: Flughafentransfer – Anna Hübner',
  text: 'Vorname: Anna',
  html: '<p>Vorname: Anna</p>',
  attachments: [
    {
      filename: 'buchung.ics',
      contentType: 'text/calendar; charset=utf-8',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    },
    // A 1×1 PNG standing in for the logo the HTML shows as cid:logo.
    {
      filename: 'logo.png',
      contentType: 'image/png',
      content:
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      encoding: 'base64',
      contentId: 'logo',
    },
  ],
};

describe('SMTP transport', () => {
  it('delivers the message with envelope, headers and the .ics attachment', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, { ignoreTLS: true });
    expect(transport.label).toBe(`SMTP (127.0.0.1:${port})`);
    const result = await transport.send(mail);
    await transport.close?.();
    expect(result.id).toBe('<0b6f2c8e-4c43-4d43-9a52-8d1f1d0c9e11-operator@example.com>');
    const got = received.at(-1)!;
    expect(got.from).toBe('noreply@example.com');
    expect(got.to).toEqual(['operator@example.com']);
    expect(got.raw).toMatch(/^Reply-To: =\?UTF-8\?Q\?Anna_H=C3=BCbner\?= <anna@example.com>$/m);
    expect(got.raw).toMatch(/^Subject: /m);
    expect(got.raw).toContain('Content-Type: text/calendar; charset=utf-8; name=buchung.ics');
    expect(got.raw).toContain(
      'Message-ID: <0b6f2c8e-4c43-4d43-9a52-8d1f1d0c9e11-operator@example.com>',
    );
    // The logo travels as an inline part beside the HTML, decoded once, not encoded twice.
    expect(got.raw).toContain('Content-Type: multipart/related');
    expect(got.raw).toMatch(/^Content-ID: <logo>$/m);
    expect(got.raw).toContain('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk');
  });

  it('carries a composed confirmation intact: logo inline, calendar with both legs', async () => {
    const booking = createBookingPayloadSchema({ now: () => FIXED_NOW }).parse(
      validBooking({ locale: 'en', returnDate: '2026-06-09', returnTime: '09:00' }),
    );
    const { visitor } = composeBookingMails(
      booking,
      {
        id: 'b7e1',
        reference: 'SLZ-7K3M',
        statusToken: 'Qx7Zp2Kd9Lm4Vt8Rw3Ny6A',
        idempotencyKey: 'smtp-test',
        receivedAt: FIXED_NOW,
      },
      {
        from: mail.from,
        operator: { address: 'operator@example.com' },
        brandName: 'Prestige',
        siteUrl: 'https://site.example',
      },
    );
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, { ignoreTLS: true });
    await transport.send(visitor);
    await transport.close?.();
    const raw = received.at(-1)!.raw;
    expect(raw).toMatch(/^Subject: Your booking request SLZ-7K3M with Prestige$/m);
    expect(raw).toContain(`Content-ID: <${LOGO_CONTENT_ID}>`);
    const calendar =
      /Content-Type: text\/calendar[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(raw);
    const ics = Buffer.from(calendar![1]!.replace(/\s/g, ''), 'base64').toString('utf8');
    expect(ics.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(2);
    expect(ics).toContain('SUMMARY:Requested\\, not yet confirmed');
  });

  it('reports a 5xx refusal as permanent and a 4xx as transient', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, { ignoreTLS: true });
    rejectNext = { code: 550, message: 'No such user' };
    await expect(transport.send(mail)).rejects.toBeInstanceOf(PermanentMailError);
    rejectNext = { code: 451, message: 'Try again later' };
    const transient = await transport.send(mail).catch((e: unknown) => e);
    expect(transient).toBeInstanceOf(Error);
    expect(transient).not.toBeInstanceOf(PermanentMailError);
    await transport.close?.();
  });

  it('gives up on a server that never greets within seconds, not minutes', async () => {
    // A server that accepts the connection and says nothing: nodemailer waits 30 s for the
    // greeting by default, and 10 minutes on a socket gone silent later.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port: silentPort } = silent.address() as { port: number };
    try {
      const transport = createSmtpTransport(`smtp://127.0.0.1:${silentPort}`);
      const started = performance.now();
      const error = await transport.send(mail).catch((e: unknown) => e);
      const seconds = (performance.now() - started) / 1000;
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(PermanentMailError);
      expect(seconds).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout / 1000 + 5);
      expect(SMTP_TIMEOUTS.greetingTimeout).toBeLessThanOrEqual(DEFAULT_RETRY.leaseMs / 4);
    } finally {
      silent.close();
    }
  }, 40_000);

  it('fails transiently when the server is unreachable', async () => {
    const transport = createSmtpTransport('smtp://127.0.0.1:1', {
      ignoreTLS: true,
      connectionTimeout: 2000,
    });
    const error = await transport.send(mail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentMailError);
  });
});
