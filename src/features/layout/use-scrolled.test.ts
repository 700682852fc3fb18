import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useScrolled } from './use-scrolled.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('checks a page opened scrolled in the next frame, not while mounting', async () => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  const position = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
  const { result } = renderHook(() => useScrolled(20));
  expect(position).not.toHaveBeenCalled();
  expect(result.current).toBe(false);
  await act(() => vi.advanceTimersToNextFrame());
  expect(result.current).toBe(true);
});
