/** Request builders for the lifecycle's routes, shared by the handler and store tests. */
import ICAL from 'ical.js';
import type { Handler } from '#shared/handler.ts';
import type { OutgoingMail } from '#shared/mail/types.ts';
import { LIFECYCLE_ROUTES, OPERATOR_SESSION_HEADER } from '#shared/schemas/lifecycle.ts';
import { validBooking } from '#shared/schemas/test-fixtures.ts';
import { FUNCTION_URL, postRequest } from './fakes.ts';

export const PASSPHRASE = 'correct horse battery staple';

/** The handler settings the console needs: a passphrase, and few PBKDF2 rounds for speed. */
export const CONSOLE_CONFIG = { operatorPassphrase: PASSPHRASE, passphraseIterations: 1_000 };

export function routeRequest(
  route: keyof typeof LIFECYCLE_ROUTES,
  body: unknown,
  options: { session?: string; method?: string; headers?: Record<string, string> } = {},
): Request {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(options.session ? { [OPERATOR_SESSION_HEADER]: options.session } : {}),
    ...options.headers,
  };
  const method = options.method ?? 'POST';
  return new Request(`${FUNCTION_URL}${LIFECYCLE_ROUTES[route]}`, {
    method,
    headers,
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
}

export async function signIn(handler: Handler, remoteAddr = '203.0.113.9'): Promise<string> {
  const answer = await handler(routeRequest('signIn', { passphrase: PASSPHRASE }), { remoteAddr });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  return ((await answer.json()) as { session: string }).session;
}

/** Books a request; answers its reference and status secret. */
export async function book(
  handler: Handler,
  overrides: Parameters<typeof validBooking>[0] = {},
): Promise<{ reference: string; statusToken: string; id: string }> {
  const answer = await handler(postRequest(validBooking(overrides)));
  if (answer.status !== 201) throw new Error(`booking answered ${answer.status}`);
  return (await answer.json()) as { reference: string; statusToken: string; id: string };
}

export interface ParsedCalendar {
  method: unknown;
  contentType: string;
  events: {
    uid: unknown;
    sequence: unknown;
    status: unknown;
    summary: unknown;
    location: unknown;
  }[];
}

/** The VEVENTs of a mail's calendar attachment, read by a real iCalendar parser. */
export function calendarOf(mail: OutgoingMail): ParsedCalendar {
  const file = mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  if (!file) throw new Error(`no calendar in '${mail.subject}'`);
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  return {
    method: calendar.getFirstPropertyValue('method'),
    contentType: file.contentType,
    events: calendar.getAllSubcomponents('vevent').map((event) => ({
      uid: event.getFirstPropertyValue('uid'),
      sequence: event.getFirstPropertyValue('sequence') ?? 0,
      status: event.getFirstPropertyValue('status'),
      summary: event.getFirstPropertyValue('summary'),
      location: event.getFirstPropertyValue('location'),
    })),
  };
}
