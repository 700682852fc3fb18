import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusAnswer } from '#shared/schemas/lifecycle.ts';
import {
  clearMemoryDatabases,
  memoryDatabases,
} from '../features/forms/test-support/memory-idb-keyval.ts';
import {
  forgetRequest,
  listMyRequests,
  rememberRequest,
  saveStatus,
  type MyRequest,
} from './my-requests.ts';

vi.mock('idb-keyval', () => import('../features/forms/test-support/memory-idb-keyval.ts'));

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const NOW = Date.UTC(2026, 10, 26, 9, 30);
/** A booking the server confirmed at `at`, as the page or the worker keeps it. */
const entryAt = (at: number): MyRequest => ({
  token: TOKEN,
  reference: 'SLZ-7K3M',
  locale: 'en',
  createdAt: new Date(at).toISOString(),
  trip: { service: 'airportTransfer', date: '2026-12-03', time: '14:30' },
});

const status = (value: StatusAnswer['status']): StatusAnswer => ({
  reference: 'SLZ-7K3M',
  status: value,
  locale: 'en',
  receivedAt: '2026-11-26T09:30:00.000Z',
  answerBy: '2026-11-27T09:30:00.000Z',
  booking: {
    service: 'airportTransfer',
    carType: 'e-klasse',
    date: '2026-12-03',
    time: '14:30',
    passengers: 2,
  },
});

beforeEach(() => {
  vi.stubGlobal('indexedDB', {});
  clearMemoryDatabases();
});
afterEach(() => vi.unstubAllGlobals());

describe('the device list of sent requests', () => {
  it('keeps a request once, under its token, whoever writes it first', async () => {
    const entry = entryAt(NOW);
    await rememberRequest(entry);
    await saveStatus(TOKEN, status('confirmed'), NOW + 60_000);
    // The worker delivers the same request again later (a replay): one entry, its status kept.
    await rememberRequest({ ...entry, createdAt: new Date(NOW + 120_000).toISOString() });
    const list = await listMyRequests();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      token: TOKEN,
      createdAt: entry.createdAt,
      last: { status: 'confirmed' },
      checkedAt: new Date(NOW + 60_000).toISOString(),
    });
    expect(memoryDatabases().get('prestige-my-requests/requests')?.has(TOKEN)).toBe(true);
  });

  it('lists the newest first, marks a token the server forgot, and forgets on request', async () => {
    const older = { ...entryAt(NOW), token: 'a'.repeat(22) };
    const newer = { ...entryAt(NOW + 1000), token: 'b'.repeat(22) };
    await rememberRequest(older);
    await rememberRequest(newer);
    expect((await listMyRequests()).map((entry) => entry.token)).toEqual([
      newer.token,
      older.token,
    ]);
    await saveStatus(older.token, null, NOW);
    expect((await listMyRequests())[1]?.gone).toBe(true);
    await forgetRequest(newer.token);
    expect((await listMyRequests()).map((entry) => entry.token)).toEqual([older.token]);
  });

  it('reads as empty and never throws without IndexedDB (prerendering, private modes)', async () => {
    vi.resetModules();
    vi.stubGlobal('indexedDB', undefined);
    const fresh = await import('./my-requests.ts');
    await expect(fresh.rememberRequest(entryAt(NOW))).resolves.toBe(undefined);
    expect(await fresh.listMyRequests()).toEqual([]);
  });
});
