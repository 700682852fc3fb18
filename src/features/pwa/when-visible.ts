/**
 * Runs `then` once the visitor can see the page: at once when it is visible, else at the next
 * `visibilitychange` to visible (a notice shown in a tab in the background is not read yet).
 */
export function whenVisible(then: () => void): void {
  if (document.visibilityState === 'visible') {
    then();
    return;
  }
  const check = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', check);
    then();
  };
  document.addEventListener('visibilitychange', check);
}
