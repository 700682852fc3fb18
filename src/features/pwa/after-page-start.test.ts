import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageStart } from './after-page-start.ts';

describe('afterPageStart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.removeAttribute('data-rendered');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute('data-rendered');
  });

  // happy-dom has no requestIdleCallback: once the page is drawn, it runs at once.
  it('waits until the page is drawn in full', async () => {
    const run = vi.fn();
    afterPageStart(run);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();
    document.documentElement.setAttribute('data-rendered', '');
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('runs after the longest wait even if the page never says it is drawn', async () => {
    const run = vi.fn();
    afterPageStart(run, 10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    document.documentElement.setAttribute('data-rendered', '');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a page already drawn, and not at all once cancelled', async () => {
    document.documentElement.setAttribute('data-rendered', '');
    const run = vi.fn();
    afterPageStart(run);
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    document.documentElement.removeAttribute('data-rendered');
    afterPageStart(cancelled)();
    document.documentElement.setAttribute('data-rendered', '');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
