/** `AbortSignal` where the browser may lack its newer static methods. */
const signals: Partial<Pick<typeof AbortSignal, 'timeout'>> = AbortSignal;

/**
 * A signal that aborts after `ms`, like `AbortSignal.timeout`, which Safari has only since 16:
 * an iPhone that stays on iOS 15 (docs/product.md, "Older iPhones") failed every send before it
 * started. The page and the worker both take their time-outs from here.
 */
export function timeoutSignal(ms: number): AbortSignal {
  // Called through what was found, so the built code names no call Safari 15 lacks
  // (scripts/script-check.ts).
  if (typeof signals.timeout === 'function') return signals.timeout(ms);
  const controller = new AbortController();
  setTimeout(
    () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
    ms,
  );
  return controller.signal;
}
