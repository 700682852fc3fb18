import { describe, expect, it, vi } from 'vitest';
import { clearMemoryDatabases } from '../src/features/forms/test-support/memory-idb-keyval.ts';
import { listMyRequests, rememberRequest, type MyRequest } from '../src/lib/my-requests.ts';
import { QUEUE_RETENTION_MS } from '../src/lib/offline-policy.ts';
import type { Notice } from '../src/lib/sw-protocol.ts';
import {
  createExclusiveRunner,
  replayQueue,
  RetryLater,
  type ReplayDeps,
  type StoredSubmission,
  type SubmissionStore,
} from './replay.ts';

vi.mock('idb-keyval', () => import('../src/features/forms/test-support/memory-idb-keyval.ts'));

const NOW = Date.UTC(2026, 10, 21, 12);

function entry(kind: 'booking' | 'contact', key: string, queuedAt = NOW - 1000): StoredSubmission {
  return {
    id: `${queuedAt}-${key}`,
    url: 'https://example.test/functions/v1/send-notification',
    headers: [
      ['content-type', 'application/json'],
      ['idempotency-key', key],
    ],
    body: JSON.stringify(
      kind === 'booking'
        ? { type: kind, locale: 'en', service: 'cityTour', date: '2026-12-03', time: '10:00' }
        : { type: kind, name: 'Erika' },
    ),
    kind,
    queuedAt,
  };
}

/** The store as IndexedDB keeps it, with a switch to make removing fail. */
function memoryStore(entries: StoredSubmission[]) {
  const items = new Map(entries.map((e) => [e.id, e]));
  let failRemoves = 0;
  const store: SubmissionStore & { items: typeof items; failNextRemove(): void } = {
    items,
    failNextRemove: () => void (failRemoves = 1),
    list: async () => [...items.values()].sort((a, b) => a.queuedAt - b.queuedAt),
    put: async (e) => void items.set(e.id, structuredClone(e)),
    remove: async (id) => {
      if (failRemoves > 0) {
        failRemoves--;
        throw new DOMException('The disk is full', 'QuotaExceededError');
      }
      items.delete(id);
    },
  };
  return store;
}

const keys = (store: ReturnType<typeof memoryStore>) =>
  [...store.items.values()].map((e) => new Headers(e.headers).get('idempotency-key'));

type Answer = number | Error | Response;

/** A status token as the server draws it: 22 characters of base64url. */
const tokenFor = (key: string) => `${key}${'x'.repeat(22)}`.slice(0, 22);

/**
 * A server that stores each key once, as send-notification does, and answers a booking with
 * its reference and status token (the same on a repeat); `answers` override it.
 */
function server(answers: Answer[] = []) {
  const stored = new Map<string, string>();
  const sent: string[] = [];
  const delivered: string[] = [];
  const kept: MyRequest[] = [];
  const notices: Notice[] = [];
  let now = NOW;
  const d: ReplayDeps = {
    fetch: vi.fn(async (request: Request) => {
      const key = request.headers.get('Idempotency-Key')!;
      sent.push(key);
      const next = answers.shift() ?? 201;
      if (next instanceof Error) throw next;
      if (next instanceof Response) return next;
      if (next >= 300) return Response.json({ error: 'x' }, { status: next });
      if (!stored.has(key)) stored.set(key, crypto.randomUUID());
      const booking = ((await request.json()) as { type?: string }).type === 'booking';
      const link = booking ? { reference: 'SLZ-7K3M', statusToken: tokenFor(key) } : {};
      return Response.json({ id: stored.get(key), ...link }, { status: next });
    }),
    now: () => now,
    keepLink: (request) => void kept.push(request),
    onDelivered: (kind) => void delivered.push(kind),
    onNotice: (notice) => void notices.push(notice),
  };
  return { d, sent, stored, delivered, kept, notices, advance: (ms: number) => (now += ms) };
}

describe('replayQueue', () => {
  it('delivers every entry in order, once each, and only then removes it', async () => {
    const store = memoryStore([entry('booking', 'a'), entry('contact', 'b', NOW - 500)]);
    const s = server();
    await expect(replayQueue(store, s.d)).resolves.toBe(2);
    expect(s.sent).toEqual(['a', 'b']);
    expect(s.delivered).toEqual(['booking', 'contact']);
    expect(store.items.size).toBe(0);
  });

  it("hands on the booking's reference the server answered with, for the toast", async () => {
    const store = memoryStore([entry('booking', 'a'), entry('contact', 'b', NOW - 500)]);
    const s = server([
      Response.json(
        { id: crypto.randomUUID(), reference: 'SLZ-7K3M', receiptHeld: true },
        { status: 201 },
      ),
      Response.json({ id: crypto.randomUUID(), reference: 'not a reference' }, { status: 201 }),
    ]);
    const told: unknown[] = [];
    s.d.onDelivered = (_kind, { reference, receiptHeld }) =>
      void told.push({ reference, receiptHeld });
    await expect(replayQueue(store, s.d)).resolves.toBe(2);
    // And that a daily limit held its receipt: the page that kept it promises none.
    expect(told).toEqual([
      { reference: 'SLZ-7K3M', receiptHeld: true },
      { reference: undefined, receiptHeld: undefined },
    ]);
    // Without a status token (an older server) there is no link to keep.
    expect(s.kept).toEqual([]);
  });

  it("keeps a delivered booking's status link before the booking leaves the store", async () => {
    const store = memoryStore([entry('booking', 'a'), entry('contact', 'b', NOW - 500)]);
    const s = server();
    const order: string[] = [];
    const remove = store.remove;
    store.remove = async (id) => {
      order.push(`remove ${id}`);
      await remove(id);
    };
    s.d.keepLink = (request) => void order.push(`keep ${request.reference}`);
    const told: unknown[] = [];
    s.d.onDelivered = (kind, delivered) => void told.push({ kind, ...delivered });
    await expect(replayQueue(store, s.d)).resolves.toBe(2);
    expect(order).toEqual([`keep SLZ-7K3M`, `remove ${NOW - 1000}-a`, `remove ${NOW - 500}-b`]);
    // Each with the key it was sent under: the page that kept it shows it as received.
    expect(told).toEqual([
      { kind: 'booking', key: 'a', reference: 'SLZ-7K3M', statusToken: tokenFor('a') },
      { kind: 'contact', key: 'b' },
    ]);
  });

  it('writes the link into "My requests" itself, once, even when stopped and sent again', async () => {
    vi.stubGlobal('indexedDB', {});
    clearMemoryDatabases();
    const store = memoryStore([entry('booking', 'a')]);
    const s = server();
    s.d.keepLink = rememberRequest;
    // The disk fails as the booking is to leave the store: it stays, to be sent again.
    store.failNextRemove();
    await expect(replayQueue(store, s.d)).rejects.toThrow('The disk is full');
    s.advance(60_000);
    await expect(replayQueue(store, s.d)).resolves.toBe(1);
    expect(s.sent).toEqual(['a', 'a']);
    expect(await listMyRequests()).toEqual([
      {
        token: tokenFor('a'),
        reference: 'SLZ-7K3M',
        locale: 'en',
        createdAt: new Date(NOW).toISOString(),
        trip: { service: 'cityTour', date: '2026-12-03', time: '10:00' },
      },
    ]);
    vi.unstubAllGlobals();
  });

  it('keeps a request the server answered with 5xx and stops', async () => {
    const store = memoryStore([entry('booking', 'a'), entry('contact', 'b', NOW - 500)]);
    const s = server([500]);
    await expect(replayQueue(store, s.d)).rejects.toBeInstanceOf(RetryLater);
    expect(s.sent).toEqual(['a']);
    expect(keys(store)).toEqual(['a', 'b']);
  });

  it('marks a request the service answered without taking it, until another answer', async () => {
    const store = memoryStore([entry('contact', 'a')]);
    const portal = new Response('<html>Log in to the hotel Wi-Fi</html>', {
      status: 200,
      headers: { 'content-type': 'text/html' },
    });
    const s = server([portal, 503, new TypeError('Failed to fetch'), portal.clone(), 429]);
    const failed = () => [...store.items.values()].map((e) => e.serviceFailed);
    await expect(replayQueue(store, s.d)).rejects.toBeInstanceOf(RetryLater);
    expect(failed()).toEqual([false]); // a captive portal is the network, not the service
    await expect(replayQueue(store, s.d)).rejects.toBeInstanceOf(RetryLater);
    expect(failed()).toEqual([true]);
    // No answer at all (no network, a time-out): the mark stays as the last answer left it.
    await expect(replayQueue(store, s.d)).rejects.toBeInstanceOf(RetryLater);
    expect(failed()).toEqual([true]);
    await expect(replayQueue(store, s.d)).rejects.toBeInstanceOf(RetryLater);
    expect(failed()).toEqual([false]);
    await expect(replayQueue(store, s.d)).rejects.toBeInstanceOf(RetryLater);
    expect(failed()).toEqual([true]);
  });

  it('keeps the request when the network fails', async () => {
    const store = memoryStore([entry('contact', 'a')]);
    const s = server([new TypeError('Failed to fetch')]);
    await expect(replayQueue(store, s.d)).rejects.toBeInstanceOf(RetryLater);
    expect(keys(store)).toEqual(['a']);
  });

  it('counts only a JSON answer with the stored id as delivered (not a captive portal)', async () => {
    const store = memoryStore([entry('contact', 'a')]);
    const portal = new Response('<html>Log in to the hotel Wi-Fi</html>', {
      status: 200,
      headers: { 'content-type': 'text/html' },
    });
    const noId = Response.json({ ok: true }, { status: 201 });
    const s = server([portal, noId]);
    await expect(replayQueue(store, s.d)).rejects.toBeInstanceOf(RetryLater);
    await expect(replayQueue(store, s.d)).rejects.toBeInstanceOf(RetryLater);
    expect(keys(store)).toEqual(['a']);
    expect(s.delivered).toEqual([]);
    await expect(replayQueue(store, s.d)).resolves.toBe(1);
    expect(store.items.size).toBe(0);
  });

  it("waits as long as the server's Retry-After asks before the next try", async () => {
    const store = memoryStore([entry('contact', 'a'), entry('booking', 'b', NOW - 500)]);
    const busy = Response.json(
      { error: 'rate_limited' },
      { status: 429, headers: { 'Retry-After': '120' } },
    );
    const s = server([busy]);
    await expect(replayQueue(store, s.d)).rejects.toBeInstanceOf(RetryLater);
    s.advance(60_000);
    await expect(replayQueue(store, s.d)).rejects.toBeInstanceOf(RetryLater);
    expect(s.sent).toEqual(['a']); // nothing sent while the server asked to wait
    s.advance(61_000);
    await expect(replayQueue(store, s.d)).resolves.toBe(2);
    expect(s.sent).toEqual(['a', 'a', 'b']);
  });

  it('drops a request the server refuses (4xx) with a notice that holds its data', async () => {
    const store = memoryStore([entry('contact', 'a'), entry('booking', 'b', NOW - 500)]);
    const s = server([400, 201]);
    await replayQueue(store, s.d);
    expect(store.items.size).toBe(0);
    expect(s.delivered).toEqual(['booking']);
    expect(s.notices).toEqual([
      {
        id: 'rejected:a',
        reason: 'rejected',
        kind: 'contact',
        payload: { type: 'contact', name: 'Erika' },
        at: NOW,
      },
    ]);
  });

  it('does not send a request older than seven days and tells the visitor', async () => {
    const old = entry('booking', 'old', NOW - QUEUE_RETENTION_MS - 1);
    const store = memoryStore([old, entry('contact', 'new')]);
    const s = server();
    await replayQueue(store, s.d);
    expect(s.sent).toEqual(['new']);
    expect(s.notices.map((notice) => [notice.reason, notice.kind])).toEqual([
      ['expired', 'booking'],
    ]);
  });
});

describe('a worker stopped in the middle of a replay', () => {
  it('still has the request afterwards and delivers it once', async () => {
    const store = memoryStore([entry('booking', 'a')]);
    const s = server();
    // The browser stops the worker while the fetch is under way: that replay never finishes.
    let inFlight = false;
    void replayQueue(store, {
      ...s.d,
      fetch: () => {
        inFlight = true;
        return new Promise<Response>(() => {});
      },
    });
    await vi.waitFor(() => expect(inFlight).toBe(true));
    expect(keys(store)).toEqual(['a']);
    // The worker starts again later (a new runner) and replays what it finds.
    const again = createExclusiveRunner();
    await expect(again(() => replayQueue(store, s.d))).resolves.toBe(1);
    expect(s.sent).toEqual(['a']);
    expect(store.items.size).toBe(0);
  });

  it('keeps the request when storage fails after delivery; the repeat stores nothing new', async () => {
    const store = memoryStore([entry('booking', 'a')]);
    const s = server();
    store.failNextRemove();
    await expect(replayQueue(store, s.d)).rejects.toThrow('The disk is full');
    expect(keys(store)).toEqual(['a']);
    await expect(replayQueue(store, s.d)).resolves.toBe(1);
    expect(s.sent).toEqual(['a', 'a']);
    expect(s.stored.size).toBe(1); // the key made the second send a replay
    expect(store.items.size).toBe(0);
  });
});

describe('createExclusiveRunner', () => {
  it('never runs two tasks at once, even when one fails', async () => {
    const run = createExclusiveRunner();
    const log: string[] = [];
    let active = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        active++;
        expect(active).toBe(1);
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`end ${name}`);
        active--;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      run(task('a', true)),
      run(task('b')),
      run(task('c')),
    ]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });
});
