/** The SMTP transport against a real SMTP server (smtp-server) on loopback. */
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:net';
import { startTricklingSmtp } from '../../../../server/test/trickling-smtp.ts';
import { DEFAULT_RETRY } from '../config.ts';
import { leaseMs } from '../outbox.ts';
import { createBookingPayloadSchema } from '../schemas/payload.ts';
import { FIXED_NOW, validBooking } from '../schemas/test-fixtures.ts';
import { LOGO_CONTENT_ID } from './brand.ts';
import { composeBookingMails } from './compose.ts';
import { createSmtpTransport, SMTP_DEADLINES } from './smtp-transport.ts';
import { MailConfigurationError, PermanentMailError, type OutgoingMail } from './types.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let rejectNext: { code: number; message: string } | null = null;
/** How long the server takes over its final reply once it has the whole message. */
let replyDelayMs = 0;

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
      setTimeout(callback, replyDelayMs);
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
  headers: { 'Auto-Submitted': 'auto-generated' },
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

/** The deadlines scaled down for the tests' pace, ready still shorter than DATA. */
const scaled = { connectMs: 1_000, greetingMs: 1_000, readyMs: 1_500, dataMs: 5_000 };

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
    // A visitor mail's header (VISITOR_MAIL_HEADERS) goes out as given.
    expect(got.raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
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

  it('gives up on a server that never greets within its greeting deadline', async () => {
    // A server that accepts the connection and says nothing: nodemailer waits 30 s for the
    // greeting by default, and 10 minutes on a socket gone silent later. (The deadlines scaled
    // down; the real ones are checked below.)
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port: silentPort } = silent.address() as { port: number };
    try {
      // (The connection's and the whole phase's deadlines long: the greeting's must end it.)
      const deadlines = { ...scaled, connectMs: 30_000, readyMs: 60_000 };
      const transport = createSmtpTransport(`smtp://127.0.0.1:${silentPort}`, {}, deadlines);
      const started = performance.now();
      const error = await transport.send(mail).catch((e: unknown) => e);
      const seconds = (performance.now() - started) / 1000;
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(PermanentMailError);
      expect(seconds).toBeGreaterThanOrEqual(deadlines.greetingMs / 1000 - 0.1);
      expect(seconds).toBeLessThan(deadlines.greetingMs / 1000 + 5);
    } finally {
      silent.close();
    }
  }, 40_000);

  it('gives up on a server that trickles its EHLO reply, and drops the connection', async () => {
    // A `250-` line every 200 ms: an idle time-out never fires.
    const trickling = await startTricklingSmtp(200);
    try {
      const transport = createSmtpTransport(`smtp://127.0.0.1:${trickling.port}`, {}, scaled);
      const started = performance.now();
      const error = await Promise.race([
        transport.send(mail).catch((e: unknown) => e),
        new Promise((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000)),
      ]);
      const seconds = (performance.now() - started) / 1000;
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(PermanentMailError);
      expect(String(error)).toMatch(/not ready for the message within 1.5 s/);
      expect(seconds).toBeGreaterThanOrEqual(1.4);
      expect(seconds).toBeLessThan(4);
      await vi.waitFor(() => expect(trickling.open()).toBe(0));
    } finally {
      await trickling.close();
    }
  }, 20_000);

  it('waits for a relay that takes long to answer after DATA, and sends the mail once', async () => {
    // Longer than every phase before DATA may take: only the DATA phase's own wait allows it.
    replyDelayMs = 2_500;
    try {
      const before = received.length;
      const transport = createSmtpTransport(
        `smtp://127.0.0.1:${port}`,
        { ignoreTLS: true },
        scaled,
      );
      const result = await transport.send(mail);
      expect(result.id).toBe(`<${mail.idempotencyKey}@example.com>`);
      expect(received.length - before).toBe(1);
    } finally {
      replyDelayMs = 0;
    }
  }, 20_000);

  it('sends a mail whose outcome was unknown after DATA again as the same message', async () => {
    // The relay takes the whole message and answers only after the DATA phase's deadline.
    replyDelayMs = 6_000;
    const before = received.length;
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, { ignoreTLS: true }, scaled);
    const error = await transport.send(mail).catch((e: unknown) => e);
    replyDelayMs = 0;
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentMailError);
    expect(String(error)).toMatch(/within 5 s of DATA: the relay may have the message/);
    // The retry: the relay now has two copies, which its receivers recognise as one message.
    await transport.send(mail);
    const copies = received.slice(before).map((r) => /^Message-ID: (.*)$/m.exec(r.raw)?.[1]);
    expect(copies).toEqual([
      `<${mail.idempotencyKey}@example.com>`,
      `<${mail.idempotencyKey}@example.com>`,
    ]);
  }, 20_000);

  it('reports a refused login (535) as a configuration error, not a failed mail', async () => {
    const guarded = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(_auth, _session, callback) {
        callback(new Error('Invalid username or password'));
      },
    });
    await new Promise<void>((resolve) => guarded.listen(0, '127.0.0.1', resolve));
    const guardedPort = (guarded.server.address() as { port: number }).port;
    try {
      const transport = createSmtpTransport(`smtp://user:wrong@127.0.0.1:${guardedPort}`, {
        ignoreTLS: true,
      });
      const error = await transport.send(mail).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MailConfigurationError);
      expect(String(error)).toContain('535');
    } finally {
      await new Promise<void>((resolve) => guarded.close(() => resolve()));
    }
  });

  it('keeps its phases inside one deadline, and that inside the lease', () => {
    // RFC 5321 4.5.3.2.6: 10 minutes for the reply to the end of the message.
    expect(SMTP_DEADLINES.dataMs).toBe(600_000);
    // A server that never greets is given up on in seconds, not minutes.
    expect(SMTP_DEADLINES.greetingMs).toBeLessThanOrEqual(10_000);
    const transport = createSmtpTransport('smtp://mail.example:587');
    expect(transport.deadlineMs).toBe(SMTP_DEADLINES.readyMs + SMTP_DEADLINES.dataMs);
    expect(SMTP_DEADLINES.connectMs + SMTP_DEADLINES.greetingMs).toBeLessThan(
      SMTP_DEADLINES.readyMs,
    );
    expect(leaseMs({ mailer: transport, retry: DEFAULT_RETRY })).toBeGreaterThan(
      transport.deadlineMs! + 30_000,
    );
  });

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
