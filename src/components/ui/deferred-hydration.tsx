import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';

/**
 * A part of the prerendered page that React hydrates in a commit of its own, after the parts
 * around it (a Suspense boundary is hydrated separately, at low priority). Hydrating the whole
 * page in one commit ran every ref and effect in one task: 20-40 ms on a desktop machine, the
 * page's longest, which Lighthouse counts four times over for a phone (total blocking time).
 * A click on a part not yet hydrated is replayed once it is. Nothing inside suspends, so there
 * is no fallback. `onHydrated` runs once the part has hydrated (or mounted, drawn by the client).
 */
export function DeferredHydration({
  children,
  onHydrated,
}: {
  children: ReactNode;
  onHydrated?: (() => void) | undefined;
}) {
  return (
    <Suspense fallback={null}>
      {children}
      {onHydrated && <Hydrated onHydrated={onHydrated} />}
    </Suspense>
  );
}

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}

/**
 * Whether every one of `count` deferred parts has hydrated, and the `onHydrated` of each. A
 * value set before then (a draft put back, the address's `?service=`) reaches a part still to
 * hydrate, which draws it where the prerendered HTML had none: React throws the part's HTML
 * away (error #418) and what the visitor typed there with it
 * (docs/decisions/prerendering-and-boot.md).
 */
export function useDeferredParts(count: number): {
  allHydrated: boolean;
  onHydrated: readonly (() => void)[];
} {
  const [hydrated, setHydrated] = useState<ReadonlySet<number>>(() => new Set());
  const mark = useCallback(
    (part: number) => setHydrated((done) => (done.has(part) ? done : new Set(done).add(part))),
    [],
  );
  const [onHydrated] = useState(() => Array.from({ length: count }, (_, part) => () => mark(part)));
  return { allHydrated: hydrated.size >= count, onHydrated };
}
