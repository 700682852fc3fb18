/** Test doubles and request builders shared by the backend tests. */
import type { HandlerConfigInput } from '#shared/config.ts';
import type { Db } from '#shared/db/types.ts';
import { createHandler, type Handler } from '#shared/handler.ts';
import { TEST_MAIL_SETTINGS } from '#shared/mail/test-fixtures.ts';
import type { MailTransport, OutgoingMail } from '#shared/mail/types.ts';
import { FIXED_NOW } from '#shared/schemas/test-fixtures.ts';

export interface RecordingTransport extends MailTransport {
  sent: OutgoingMail[];
  attempts: number;
  /** Makes the next `count` sends throw `error`. */
  failNext(count: number, error?: Error): void;
}

export function createRecordingTransport(delayMs = 0): RecordingTransport {
  let failures = 0;
  let failure: Error = new Error('SMTP 421: try again later');
  const transport: RecordingTransport = {
    label: 'recording',
    sent: [],
    attempts: 0,
    failNext(count, error) {
      failures = count;
      if (error) failure = error;
    },
    async send(mail) {
      transport.attempts++;
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if (failures > 0) {
        failures--;
        throw failure;
      }
      transport.sent.push(structuredClone(mail));
      return { id: `rec-${transport.sent.length}` };
    },
  };
  return transport;
}

/** A controllable clock starting at FIXED_NOW. */
export function createClock(start = FIXED_NOW) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export function buildHandler(
  db: Db,
  mailer: MailTransport,
  config: Partial<HandlerConfigInput> = {},
): Handler {
  return createHandler({
    db,
    mailer,
    config: {
      mail: TEST_MAIL_SETTINGS,
      allowedOrigins: ['https://www.example.at'],
      rateLimitPerMinute: 100_000,
      confirmationsPerRecipientPerDay: 100_000,
      confirmationsPerDay: 100_000,
      clientHashSalt: 'test-salt-0123456789abcdef',
      now: () => FIXED_NOW,
      log: () => {},
      ...config,
    },
  });
}

export const FUNCTION_URL = 'http://localhost:4173/functions/v1/send-notification';

export function postRequest(
  body: unknown,
  options: { key?: string | null; headers?: Record<string, string>; raw?: boolean } = {},
): Request {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...options.headers,
  };
  const key = options.key === undefined ? crypto.randomUUID() : options.key;
  if (key !== null) headers['idempotency-key'] = key;
  return new Request(FUNCTION_URL, {
    method: 'POST',
    headers,
    body: options.raw ? (body as string) : JSON.stringify(body),
  });
}

export async function countRows(
  db: Db,
): Promise<{ bookings: number; contacts: number; mails: number }> {
  const [row] = await db.query<{ bookings: number; contacts: number; mails: number }>(
    `select (select count(*) from public.booking_requests)::int as bookings,
            (select count(*) from public.contact_messages)::int as contacts,
            (select count(*) from public.mail_outbox)::int as mails`,
  );
  return row!;
}
