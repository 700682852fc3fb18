import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeoutSignal } from './timeout-signal.ts';

/** AbortSignal as a browser without its newer static methods sees it. */
const signals = AbortSignal as unknown as { timeout: unknown };

describe('timeoutSignal', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['where the browser has AbortSignal.timeout', false],
    // Safari before 16 (an iPhone on iOS 15).
    ['where it has not', true],
  ])('aborts after its time, as a time-out, %s', async (_, older) => {
    vi.useFakeTimers();
    if (older) vi.spyOn(signals, 'timeout', 'get').mockReturnValue(undefined);
    const signal = timeoutSignal(5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });
});
