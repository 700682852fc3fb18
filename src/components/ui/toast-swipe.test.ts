import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissOnSwipe } from './toast-swipe.ts';

/** A toast as sonner renders it: a text, and its close button. */
function mountToast(): { toast: HTMLElement; text: HTMLElement; closed: () => number } {
  const toast = document.createElement('li');
  toast.setAttribute('data-sonner-toast', '');
  const text = document.createElement('p');
  text.textContent = 'Beim Senden ist ein Fehler aufgetreten.';
  const close = document.createElement('button');
  close.setAttribute('data-close-button', '');
  let clicks = 0;
  close.addEventListener('click', () => clicks++);
  toast.append(text, close);
  document.body.append(toast);
  return { toast, text, closed: () => clicks };
}

function press(target: Element, type: 'pointerdown' | 'pointerup', clientY: number) {
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, button: 0, pointerId: 1, clientX: 100, clientY }),
  );
}

describe('dismissOnSwipe', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    stop = dismissOnSwipe(document);
  });
  afterEach(() => {
    stop();
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('closes a toast swiped 20 px down, however slowly and with no move seen', () => {
    const { text, closed } = mountToast();
    press(text, 'pointerdown', 300);
    vi.advanceTimersByTime(2_000);
    press(text, 'pointerup', 320);
    vi.runAllTimers();
    expect(closed()).toBe(1);
  });

  it('leaves it for a shorter or upward swipe, and for one sonner took already', () => {
    const { toast, text, closed } = mountToast();
    press(text, 'pointerdown', 300);
    press(text, 'pointerup', 319);
    press(text, 'pointerdown', 300);
    press(text, 'pointerup', 250);
    vi.runAllTimers();
    expect(closed()).toBe(0);

    press(text, 'pointerdown', 300);
    press(text, 'pointerup', 360);
    toast.dataset.removed = 'true';
    vi.runAllTimers();
    expect(closed()).toBe(0);
  });

  it('takes a press on a button for a tap, and stops when asked', () => {
    const { toast, text, closed } = mountToast();
    const close = toast.querySelector('button')!;
    press(close, 'pointerdown', 300);
    press(close, 'pointerup', 340);
    vi.runAllTimers();
    expect(closed()).toBe(0);

    stop();
    press(text, 'pointerdown', 300);
    press(text, 'pointerup', 340);
    vi.runAllTimers();
    expect(closed()).toBe(0);
  });
});
