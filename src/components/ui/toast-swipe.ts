/** How far down a finger or the mouse moves a toast to dismiss it (docs/product.md: 20 px). */
const TOAST_SWIPE_PX = 20;

type Swipe = { pointerId: number; y: number; toast: HTMLElement };

/**
 * Swipe down to dismiss, read from the pointer's own start and end. sonner's swipe alone is not
 * enough: it needs 45 px or a fast flick (0.11 px/ms), and it measures the moves only once React
 * has rendered the swipe's direction, so on a slow phone moves that arrive before that render
 * count as none and a deliberate swipe leaves the toast where it is. A swipe sonner has not
 * taken closes the toast with its close button, as a tap on it would. Returns the function
 * that stops it.
 */
export function dismissOnSwipe(root: Document | HTMLElement): () => void {
  let swipe: Swipe | null = null;
  const onDown = (event: PointerEvent) => {
    swipe = null;
    if (event.button !== 0 || !(event.target instanceof Element)) return;
    const toast = event.target.closest<HTMLElement>('[data-sonner-toast]');
    // A press on the toast's buttons is a tap, not a swipe (as in sonner).
    if (!toast || event.target.closest('button, a')) return;
    swipe = { pointerId: event.pointerId, y: event.clientY, toast };
  };
  const onUp = (event: PointerEvent) => {
    if (!swipe || event.pointerId !== swipe.pointerId) return;
    const { toast, y } = swipe;
    swipe = null;
    if (event.clientY - y < TOAST_SWIPE_PX) return;
    // After sonner's own handler and its render: if it took the swipe, the toast is removed.
    setTimeout(() => {
      if (!toast.isConnected || toast.dataset.removed === 'true') return;
      toast.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
    });
  };
  const onCancel = () => {
    swipe = null;
  };
  const listeners = [
    ['pointerdown', onDown],
    ['pointerup', onUp],
    ['pointercancel', onCancel],
  ] as const;
  for (const [type, listener] of listeners) {
    root.addEventListener(type, listener as EventListener, true);
  }
  return () => {
    for (const [type, listener] of listeners) {
      root.removeEventListener(type, listener as EventListener, true);
    }
  };
}
