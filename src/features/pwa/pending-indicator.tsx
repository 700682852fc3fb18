import { Suspense } from 'react';
import { withCatalog } from '../../lib/i18n.ts';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import { useKeptRequestsStore } from './kept-requests-store.ts';

// The badge and its words load only while something waits: most visitors never keep a request,
// and every page's first load paid for them (docs/testing.md, the first-load budget).
const PendingBadge = lazyChunk(async () => ({
  default: (await withCatalog('pwa', () => import('./pending-badge.tsx'))).PendingBadge,
}));

/** The header's place for the kept-requests badge: empty while nothing waits on this device. */
export function PendingIndicator() {
  const waiting = useKeptRequestsStore((state) => state.waiting);
  if (waiting === 0) return null;
  return (
    <Suspense fallback={null}>
      <PendingBadge />
    </Suspense>
  );
}
