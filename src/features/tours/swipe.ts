import { useEffect, useRef, useState, type RefObject } from 'react';

/** Where a one-finger touch began. */
type SwipeStart = { x: number; y: number };

/** A horizontal drag at least this long (CSS pixels) moves to the next or previous photo. */
const SWIPE_MIN_PX = 50;

/**
 * The photo a finger lifted at `end` asks for: 1 (the next, swiped to the left), -1 (the
 * previous) or none: too short, or more vertical than horizontal.
 */
export function swipeDirection(
  start: SwipeStart | undefined,
  end: { clientX: number; clientY: number },
): 1 | -1 | undefined {
  if (!start) return undefined;
  const dx = end.clientX - start.x;
  const dy = end.clientY - start.y;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return undefined;
  return dx < 0 ? 1 : -1;
}

const isZoomed = () => (window.visualViewport?.scale ?? 1) > 1.01;

/** Whether the page is pinch-zoomed in: the finger then pans the zoomed view (the browser's). */
export function usePinchZoomed(): boolean {
  const [zoomed, setZoomed] = useState(isZoomed);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setZoomed(isZoomed());
    viewport.addEventListener('resize', update);
    return () => viewport.removeEventListener('resize', update);
  }, []);
  return zoomed;
}

/**
 * Calls `onSwipe(1)` or `onSwipe(-1)` for a horizontal one-finger swipe on the element. A
 * sideways move is kept from the browser (preventDefault on touchmove): otherwise Chromium reads
 * it as a scroll it may not do (touch-action) and swallows the next tap, on the close button say.
 * Off while pinch-zoomed in, when the finger pans the zoomed view.
 */
export function useSwipe(
  ref: RefObject<HTMLElement | null>,
  onSwipe: (direction: 1 | -1) => void,
  enabled: boolean,
): void {
  const latest = useRef(onSwipe);
  useEffect(() => {
    latest.current = onSwipe;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    let start: SwipeStart | undefined;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : undefined;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch || event.touches.length > 1 || !event.cancelable) return;
      const sideways = Math.abs(touch.clientX - start.x) > Math.abs(touch.clientY - start.y);
      if (sideways) event.preventDefault();
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const direction = touch && swipeDirection(start, touch);
      start = undefined;
      if (direction) latest.current(direction);
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
    };
  }, [ref, enabled]);
}
