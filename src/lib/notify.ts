import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'message';
type Listener = () => void;

// sonner loads with the first toast, not with every page: most visits never show one.
let needed = false;
const listeners = new Set<Listener>();

export function toasterNeeded(): boolean {
  return needed;
}

export function onToasterNeeded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast (4 s, at most 3 visible, swipe to dismiss). */
export async function notify(
  kind: Kind,
  title: string,
  options?: ExternalToast,
): Promise<string | number> {
  if (!needed) {
    needed = true;
    listeners.forEach((listener) => listener());
  }
  const { toast } = await import('sonner');
  return kind === 'message' ? toast(title, options) : toast[kind](title, options);
}
