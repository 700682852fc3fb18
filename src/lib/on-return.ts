/**
 * Calls `callback` whenever the visitor may be looking at an old answer: the network is back, or
 * the page is shown again (another app or tab was in front, or it came back from the back-forward
 * cache, which hides a page while it keeps it). An app on a phone's home screen is mostly
 * resumed, not reloaded: the operator's confirmation, read in the mail app, was not on the status
 * page the visitor came back to. Returns the unsubscribe.
 */
export function onReturn(callback: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') callback();
  };
  window.addEventListener('online', callback);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', callback);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
