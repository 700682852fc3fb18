import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useScrolled } from './use-scrolled.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The page's scroll position, as the browser would report it. */
function scrolledTo(y: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
}

it('starts as the prerendered page (not scrolled), then tells a page opened scrolled in the next frame', async () => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  scrolledTo(300);
  const { result } = renderHook(() => useScrolled(20));
  // The first render matches the server's HTML, so hydration changes nothing.
  expect(result.current).toBe(false);
  await act(() => vi.advanceTimersToNextFrame());
  expect(result.current).toBe(true);
});

it('follows the scrolling: true past the threshold, false again at it', () => {
  scrolledTo(0);
  const { result } = renderHook(() => useScrolled(20));
  const scroll = (y: number) =>
    act(() => {
      scrolledTo(y);
      window.dispatchEvent(new Event('scroll'));
    });
  scroll(21);
  expect(result.current).toBe(true);
  scroll(20);
  expect(result.current).toBe(false);
});
