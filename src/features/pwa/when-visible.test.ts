import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenVisible } from './when-visible.ts';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function show(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  visibility = 'visible';
});

describe('whenVisible', () => {
  it('runs at once on a visible page', () => {
    const read = vi.fn();
    whenVisible(read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('waits while the page is hidden, then runs once', () => {
    visibility = 'hidden';
    const read = vi.fn();
    whenVisible(read);
    show('hidden');
    expect(read).not.toHaveBeenCalled();
    show('visible');
    show('hidden');
    show('visible');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
