import { Suspense, type ReactNode } from 'react';

/**
 * A part of the prerendered page that React hydrates in a commit of its own, after the parts
 * around it (a Suspense boundary is hydrated separately, at low priority). Hydrating the whole
 * page in one commit ran every ref and effect in one task: 20-40 ms on a desktop machine, the
 * page's longest, which Lighthouse counts four times over for a phone (total blocking time).
 * A click on a part not yet hydrated is replayed once it is. Nothing inside suspends, so there
 * is no fallback.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
