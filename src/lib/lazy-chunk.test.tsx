import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { expect, it, vi } from 'vitest';
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

it('waits for the network instead of failing, and loads once it is back', async () => {
  const Part = () => <p>the calendar</p>;
  const load = vi
    .fn<() => Promise<{ default: typeof Part }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
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
  expect(screen.queryByText('page failed')).toBeNull();

  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('the calendar')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
