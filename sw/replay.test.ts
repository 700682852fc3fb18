import { describe, expect, it, vi } from 'vitest';
import { QUEUE_RETENTION_MS, type Notice } from '../src/lib/sw-protocol.ts';
import {
  classify,
  createExclusiveRunner,
  replayQueue,
  RetryLater,
  type QueuedEntry,
  type ReplayDeps,
} from './replay.ts';

const NOW = Date.UTC(2026, 10, 21, 12);

function entry(kind: 'booking' | 'contact', key: string, queuedAt = NOW - 1000): QueuedEntry {
  return {
    request: new Request('https://example.test/functions/v1/send-notification', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ type: kind, name: 'Erika' }),
    }),
    metadata: { kind, queuedAt },
  };
}

function fakeQueue(entries: QueuedEntry[]) {
  const items = [...entries];
  return {
    items,
    shiftRequest: async () => items.shift(),
    unshiftRequest: async (item: QueuedEntry) => {
      items.unshift(item);
    },
  };
}

function deps(statuses: (number | Error)[]) {
  const sent: string[] = [];
  const delivered: string[] = [];
  const notices: Notice[] = [];
  const d: ReplayDeps = {
    fetch: vi.fn(async (request: Request) => {
      sent.push(request.headers.get('Idempotency-Key')!);
      const next = statuses.shift() ?? 201;
      if (next instanceof Error) throw next;
      return new Response('{}', { status: next });
    }),
    now: () => NOW,
    onDelivered: (kind) => void delivered.push(kind),
    onNotice: (notice) => void notices.push(notice),
  };
  return { d, sent, delivered, notices };
}

describe('classify', () => {
  it.each([
    [200, 'delivered'],
    [201, 'delivered'],
    [400, 'rejected'],
    [413, 'rejected'],
    [422, 'rejected'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
  ])('%i → %s', (status, outcome) => {
    expect(classify(status)).toBe(outcome);
  });
});

describe('replayQueue', () => {
  it('delivers every entry in order, once each', async () => {
    const queue = fakeQueue([entry('booking', 'a'), entry('contact', 'b')]);
    const { d, sent, delivered } = deps([201, 200]);
    await expect(replayQueue(queue, d)).resolves.toBe(2);
    expect(sent).toEqual(['a', 'b']);
    expect(delivered).toEqual(['booking', 'contact']);
    expect(queue.items).toHaveLength(0);
  });

  it('keeps a request the server answered with 5xx at the head and stops', async () => {
    const queue = fakeQueue([entry('booking', 'a'), entry('contact', 'b')]);
    const { d, sent, delivered } = deps([500]);
    await expect(replayQueue(queue, d)).rejects.toBeInstanceOf(RetryLater);
    expect(sent).toEqual(['a']);
    expect(delivered).toEqual([]);
    expect(queue.items.map((item) => item.request.headers.get('Idempotency-Key'))).toEqual([
      'a',
      'b',
    ]);
  });

  it('keeps the request when the network fails', async () => {
    const queue = fakeQueue([entry('contact', 'a')]);
    const { d } = deps([new TypeError('Failed to fetch')]);
    await expect(replayQueue(queue, d)).rejects.toBeInstanceOf(RetryLater);
    expect(queue.items).toHaveLength(1);
  });

  it('drops a request the server refuses (4xx) with a notice that holds its data', async () => {
    const queue = fakeQueue([entry('contact', 'a'), entry('booking', 'b')]);
    const { d, notices, delivered } = deps([400, 201]);
    await replayQueue(queue, d);
    expect(queue.items).toHaveLength(0);
    expect(delivered).toEqual(['booking']);
    expect(notices).toEqual([
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
    const queue = fakeQueue([old, entry('contact', 'new')]);
    const { d, sent, notices } = deps([201]);
    await replayQueue(queue, d);
    expect(sent).toEqual(['new']);
    expect(notices.map((notice) => [notice.reason, notice.kind])).toEqual([['expired', 'booking']]);
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
