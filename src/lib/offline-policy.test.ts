import { describe, expect, it } from 'vitest';
import {
  answerJson,
  classifyAnswer,
  MAX_RETRY_AFTER_MS,
  PAGE_SEND_TIMEOUT_MS,
  retryAfterMs,
  WORKER_SEND_TIMEOUT_MS,
} from './offline-policy.ts';

describe('classifyAnswer', () => {
  const stored = { id: '0b6f2c8e-4c43-4d43-9a52-8d1f1d0c9e11', type: 'booking' };
  it.each([
    [201, stored, 'delivered'],
    [200, stored, 'delivered'],
    [200, undefined, 'retry'], // a captive portal's HTML
    [201, { ok: true }, 'retry'],
    [201, { id: '' }, 'retry'],
    [204, undefined, 'retry'],
    [400, { error: 'invalid_payload' }, 'rejected'],
    [413, undefined, 'rejected'],
    [415, undefined, 'rejected'],
    [422, undefined, 'rejected'],
    [408, undefined, 'retry'],
    [425, undefined, 'retry'],
    [429, undefined, 'retry'],
    [500, undefined, 'retry'],
    [503, undefined, 'retry'],
    [302, undefined, 'retry'],
  ])('%i %j → %s', (status, body, outcome) => {
    expect(classifyAnswer(status, body)).toBe(outcome);
  });
});

describe('answerJson', () => {
  it('reads JSON only from an answer that declares it, and leaves the answer readable', async () => {
    const json = Response.json({ id: 'x' });
    expect(await answerJson(json)).toEqual({ id: 'x' });
    expect(await json.json()).toEqual({ id: 'x' });
    const html = new Response('{"id":"x"}', { headers: { 'content-type': 'text/html' } });
    expect(await answerJson(html)).toBeUndefined();
    const broken = new Response('{', { headers: { 'content-type': 'application/json' } });
    expect(await answerJson(broken)).toBeUndefined();
  });
});

describe('retryAfterMs', () => {
  const now = Date.UTC(2026, 5, 1, 10);
  it('reads seconds and HTTP dates, capped, and nothing else', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    expect(retryAfterMs(new Date(now - 90_000).toUTCString(), now)).toBe(0);
    expect(retryAfterMs('999999', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs('soon', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBe(0);
  });
});

it("the page waits longer than the worker, so it hears the worker's 'kept for later'", () => {
  expect(PAGE_SEND_TIMEOUT_MS).toBeGreaterThan(WORKER_SEND_TIMEOUT_MS);
});
