import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_PROBLEM_AFTER_MS } from '../../lib/reachability.ts';
import { applyWorkerStatus, useKeptRequestsStore } from './kept-requests-store.ts';

const now = Date.UTC(2026, 10, 28, 12);
const old = { key: 'old', keptAt: now - KEPT_PROBLEM_AFTER_MS - 60_000 };
const recent = { key: 'recent', keptAt: now - 60 * 60_000 };
const status = (onLine: boolean) =>
  applyWorkerStatus(
    {
      type: 'STATUS',
      waiting: 2,
      oldestQueuedAt: old.keptAt,
      bookings: [old, recent],
      notices: [],
    },
    now,
    onLine,
  );

describe('the kept requests mirrored from the worker', () => {
  afterEach(() => {
    useKeptRequestsStore.setState({ waiting: 0, bookings: [], problem: false, late: [] });
  });

  it('calls late only the bookings that have waited a day online, each by its own age', () => {
    status(true);
    expect(useKeptRequestsStore.getState()).toMatchObject({ problem: true, late: ['old'] });
  });

  it('calls none late while the device is offline, however long they wait', () => {
    status(false);
    expect(useKeptRequestsStore.getState()).toMatchObject({ problem: false, late: [] });
  });
});
