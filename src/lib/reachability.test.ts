import { describe, expect, it, vi } from 'vitest';
import { classifySendFailure, KEPT_PROBLEM_AFTER_MS, keptTooLong } from './reachability.ts';

const manifest = () =>
  Response.json({ name: 'Prestige', start_url: '/' }, { headers: { 'Content-Type': 'x' } });

describe('classifySendFailure', () => {
  it('calls it unreachable when the site answers with its own manifest', async () => {
    await expect(classifySendFailure(async () => manifest(), true)).resolves.toBe('unreachable');
  });

  it('calls it offline when the site does not answer either', async () => {
    const probe = async () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(classifySendFailure(probe, true)).resolves.toBe('offline');
  });

  it("calls it offline when a captive portal answers in the site's place", async () => {
    const portal = async () => new Response('<h1>Hotel Wi-Fi</h1>', { status: 200 });
    await expect(classifySendFailure(portal, true)).resolves.toBe('offline');
    const error = async () => new Response('{"start_url":"/"}', { status: 502 });
    await expect(classifySendFailure(error, true)).resolves.toBe('offline');
  });

  it('believes a browser that says it is offline, without asking the network', async () => {
    const probe = vi.fn(async () => manifest());
    await expect(classifySendFailure(probe, false)).resolves.toBe('offline');
    expect(probe).not.toHaveBeenCalled();
  });
});

describe('keptTooLong', () => {
  const now = Date.UTC(2026, 10, 26, 12);
  it('is a problem after a day online, not before, and never offline', () => {
    expect(keptTooLong(now - KEPT_PROBLEM_AFTER_MS - 1, now, true)).toBe(true);
    expect(keptTooLong(now - KEPT_PROBLEM_AFTER_MS, now, true)).toBe(false);
    expect(keptTooLong(now - 3 * KEPT_PROBLEM_AFTER_MS, now, false)).toBe(false);
    expect(keptTooLong(undefined, now, true)).toBe(false);
  });
});
