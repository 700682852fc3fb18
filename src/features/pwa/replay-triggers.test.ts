import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ONLINE_RETRY_DELAYS_MS, WAITING_RETRY_INTERVAL_MS } from '../../lib/offline-policy.ts';
import { keepStorage, watchForReplay } from './replay-triggers.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('watchForReplay', () => {
  it('replays at once, on coming back to the foreground, on pageshow and when online', () => {
    const replay = vi.fn();
    const stop = watchForReplay(replay, () => false);
    expect(replay).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    expect(replay).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(replay).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('pageshow'));
    expect(replay).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('online'));
    expect(replay).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(ONLINE_RETRY_DELAYS_MS.at(-1)!);
    expect(replay).toHaveBeenCalledTimes(4 + ONLINE_RETRY_DELAYS_MS.length);
    stop();
    setVisibility('visible');
    window.dispatchEvent(new Event('pageshow'));
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(replay).toHaveBeenCalledTimes(4 + ONLINE_RETRY_DELAYS_MS.length);
  });

  it('keeps asking every half minute while something waits', () => {
    const replay = vi.fn();
    let waiting = false;
    const stop = watchForReplay(replay, () => waiting);
    vi.advanceTimersByTime(WAITING_RETRY_INTERVAL_MS);
    expect(replay).toHaveBeenCalledTimes(1);
    waiting = true;
    vi.advanceTimersByTime(2 * WAITING_RETRY_INTERVAL_MS);
    expect(replay).toHaveBeenCalledTimes(3);
    stop();
  });
});

describe('keepStorage', () => {
  it('asks for persistent storage once, unless the site has it already', async () => {
    const persist = vi.fn(async () => true);
    const persisted = vi.fn(async () => false);
    vi.stubGlobal('navigator', { ...navigator, storage: { persist, persisted } });
    keepStorage();
    keepStorage();
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    expect(persisted).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
