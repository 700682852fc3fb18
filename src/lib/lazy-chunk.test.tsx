import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { lazyChunk } from './lazy-chunk.ts';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>page failed</p> : this.props.children;
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('waits instead of failing, and tries again every 3 s until the code comes', async () => {
  const Part = () => <p>the calendar</p>;
  const offline = new TypeError('Failed to fetch dynamically imported module');
  const load = vi
    .fn<() => Promise<{ default: typeof Part }>>()
    .mockRejectedValueOnce(offline)
    .mockRejectedValueOnce(offline)
    .mockResolvedValue({ default: Part });
  const Lazy = lazyChunk(load);
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>
    </Boundary>,
  );
  await act(async () => {});
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByText('loading')).toBeInTheDocument();

  await act(async () => {
    await vi.advanceTimersByTimeAsync(2_999);
  });
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.queryByText('page failed')).toBeNull();

  await act(async () => {
    await vi.advanceTimersByTimeAsync(3_000);
  });
  expect(load).toHaveBeenCalledTimes(3);
  expect(screen.getByText('the calendar')).toBeInTheDocument();
});
