/** The visitor switches to another app and back: the page is hidden, then shown again. */
export function leaveAndComeBack(): void {
  for (const state of ['hidden', 'visible'] as const) {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }
}
