import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listMyRequests } from '../../lib/my-requests.ts';
import type { NotificationBody } from './send-notification.ts';
import { submitForm } from './submit.ts';
import { clearMemoryDatabases } from './test-support/memory-idb-keyval.ts';

vi.mock('idb-keyval', () => import('./test-support/memory-idb-keyval.ts'));

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const booking = {
  type: 'booking',
  locale: 'en',
  service: 'eaglesTour',
  date: '2026-12-03',
  time: '09:00',
  website: '',
} as unknown as NotificationBody;

function answer(status: number, json: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(json, { status })),
  );
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', {});
  clearMemoryDatabases();
});
afterEach(() => vi.unstubAllGlobals());

describe('submitForm', () => {
  it('keeps a booking the server took in "My requests", with its status link', async () => {
    answer(201, { id: 'f1', reference: 'SLZ-7K3M', statusToken: TOKEN });
    const result = await submitForm('booking', booking);
    expect(result).toMatchObject({ kind: 'sent', statusToken: TOKEN });
    expect(await listMyRequests()).toEqual([
      expect.objectContaining({
        token: TOKEN,
        reference: 'SLZ-7K3M',
        locale: 'en',
        trip: { service: 'eaglesTour', date: '2026-12-03', time: '09:00' },
      }),
    ]);
  });

  it('keeps nothing for a refused booking or a message', async () => {
    answer(400, { error: 'invalid_payload', issues: [] });
    await submitForm('booking', booking);
    answer(201, { id: 'f2' });
    await submitForm('contact', { ...booking, type: 'contact' } as NotificationBody);
    expect(await listMyRequests()).toEqual([]);
  });
});
