// The focus after signing in or out (console.tsx). On a request's address the request page's
// code comes after the sign-in: its heading takes the focus once it is drawn, not the page.
let pending = false;

/** Focuses the console's heading, or asks the one still loading to take the focus. */
export function focusConsoleTitle(): void {
  const title = document.getElementById('console-title');
  pending = !title;
  title?.focus();
}

/** A console heading's ref: takes the focus asked for before it was drawn. */
export function takePendingFocus(node: HTMLElement | null): void {
  if (!node || !pending) return;
  pending = false;
  node.focus();
}
