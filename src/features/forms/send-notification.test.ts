import { afterEach, describe, expect, it, vi } from 'vitest';
import { functionsConfig } from './functions-config.ts';
import { sendNotification, type NotificationBody } from './send-notification.ts';

const body: NotificationBody = {
  type: 'contact',
  name: 'Anna Berger',
  email: 'anna@example.com',
  subject: 'Hochzeit',
  message: 'Wir heiraten im Juni in Salzburg.',
  locale: 'de',
  website: '',
};
const key = '6f1c1d2e-1111-4a2b-8c3d-0123456789ab';

function answer(status: number, json?: unknown): Response {
  return new Response(json === undefined ? null : JSON.stringify(json), {
    status,
    headers: json === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

function stubFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetch = vi.fn(impl);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('functionsConfig', () => {
  it('points at the local stack on the same origin when VITE_SUPABASE_URL is unset', () => {
    expect(functionsConfig({}, 'http://localhost:4173')).toEqual({
      url: 'http://localhost:4173/functions/v1',
      headers: {},
    });
  });

  it('sends the anonymous key the way Supabase expects it', () => {
    expect(
      functionsConfig({
        VITE_SUPABASE_URL: 'https://abc.supabase.co/',
        VITE_SUPABASE_ANON_KEY: 'eyJhbGciOi.legacy.jwt',
      }),
    ).toEqual({
      url: 'https://abc.supabase.co/functions/v1',
      headers: { apikey: 'eyJhbGciOi.legacy.jwt', Authorization: 'Bearer eyJhbGciOi.legacy.jwt' },
    });
    // A new publishable key is no JWT: apikey only, as supabase-js sends it.
    expect(
      functionsConfig({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_ANON_KEY: 'sb_publishable_123',
      }).headers,
    ).toEqual({ apikey: 'sb_publishable_123' });
  });
});

describe('sendNotification', () => {
  it('POSTs the body as JSON to send-notification with the Idempotency-Key', async () => {
    const fetch = stubFetch(async () => answer(201, { id: 'req-1', type: 'contact' }));
    const result = await sendNotification(body, { idempotencyKey: key });
    expect(result).toEqual({ kind: 'sent', id: 'req-1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(`${window.location.origin}/functions/v1/send-notification`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
    });
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it('reports a request the service worker kept on the device as queued, and how it will go', async () => {
    stubFetch(async () => answer(202, { queued: true, backgroundSync: true, reason: 'offline' }));
    expect(await sendNotification(body, { idempotencyKey: key })).toEqual({
      kind: 'queued',
      backgroundSync: true,
      unreachable: false,
    });
    stubFetch(async () => answer(202, { queued: true, backgroundSync: false }));
    expect(await sendNotification(body, { idempotencyKey: key })).toEqual({
      kind: 'queued',
      backgroundSync: false,
      unreachable: false,
    });
  });

  it('reports a request kept because the booking service does not answer as unreachable', async () => {
    stubFetch(async () =>
      answer(202, { queued: true, backgroundSync: true, reason: 'unreachable' }),
    );
    expect(await sendNotification(body, { idempotencyKey: key })).toEqual({
      kind: 'queued',
      backgroundSync: true,
      unreachable: true,
    });
  });

  it("treats a 2xx JSON answer with the stored request's id as sent", async () => {
    stubFetch(async () => answer(202, { id: 'req-2' }));
    expect(await sendNotification(body, { idempotencyKey: key })).toEqual({
      kind: 'sent',
      id: 'req-2',
    });
  });

  it("hands on a booking's reference and status token, and only well-formed ones", async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUv';
    stubFetch(async () => answer(201, { id: 'r', reference: 'SLZ-7K3M', statusToken: token }));
    expect(await sendNotification(body, { idempotencyKey: key })).toEqual({
      kind: 'sent',
      id: 'r',
      reference: 'SLZ-7K3M',
      statusToken: token,
    });
    stubFetch(async () => answer(201, { id: 'r', reference: 'SLZ-7K3M', statusToken: '<b>' }));
    expect(await sendNotification(body, { idempotencyKey: key })).toEqual({
      kind: 'sent',
      id: 'r',
      reference: 'SLZ-7K3M',
    });
  });

  it('says when a daily limit held the receipt, and only for a plain true', async () => {
    stubFetch(async () => answer(201, { id: 'r', reference: 'SLZ-7K3M', receiptHeld: true }));
    expect(await sendNotification(body, { idempotencyKey: key })).toMatchObject({
      receiptHeld: true,
    });
    stubFetch(async () => answer(201, { id: 'r', reference: 'SLZ-7K3M', receiptHeld: 'yes' }));
    expect(await sendNotification(body, { idempotencyKey: key })).not.toHaveProperty('receiptHeld');
  });

  it('treats a 2xx without that confirmation as failed (a captive portal, a stray proxy)', async () => {
    stubFetch(
      async () =>
        new Response('<html><form>Accept the hotel Wi-Fi terms</form></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    expect(await sendNotification(body, { idempotencyKey: key })).toMatchObject({
      kind: 'failed',
      status: 200,
    });
    stubFetch(async () => answer(201, { ok: true }));
    expect(await sendNotification(body, { idempotencyKey: key })).toMatchObject({
      kind: 'failed',
      status: 201,
    });
  });

  it('reports a 4xx as rejected, with the issues it names', async () => {
    stubFetch(async () =>
      answer(400, {
        error: 'invalid_payload',
        issues: [
          { code: 'email_invalid', path: ['email'] },
          { code: 'not-a-code', path: ['name'] },
        ],
      }),
    );
    expect(await sendNotification(body, { idempotencyKey: key })).toEqual({
      kind: 'rejected',
      status: 400,
      error: 'invalid_payload',
      issues: [{ code: 'email_invalid', path: ['email'] }],
    });
    stubFetch(async () => answer(429, { error: 'rate_limited' }));
    expect(await sendNotification(body, { idempotencyKey: key })).toMatchObject({
      kind: 'rejected',
      status: 429,
      error: 'rate_limited',
      issues: [],
    });
  });

  it('reports a 5xx, a network error and a hanging request as failed', async () => {
    stubFetch(async () => answer(500, { error: 'internal_error' }));
    expect(await sendNotification(body, { idempotencyKey: key })).toMatchObject({
      kind: 'failed',
      status: 500,
    });

    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendNotification(body, { idempotencyKey: key })).toMatchObject({
      kind: 'failed',
    });

    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    expect(await sendNotification(body, { idempotencyKey: key, timeoutMs: 20 })).toMatchObject({
      kind: 'failed',
    });
  });
});
