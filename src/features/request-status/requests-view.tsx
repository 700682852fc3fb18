import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLink } from '../../components/ui/page-link.tsx';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { KeptBookings } from './kept-request-card.tsx';
import { ListFrame, MyRequests } from './my-requests.tsx';
import { hasTokenParam, tokenOfHash } from './status-client.ts';
import './request-status.css';

const subscribeNothing = () => () => {};

// One request's status loads apart from "My requests", the page's first load (its summary of
// every detail is most of it). A page opened by a status link starts loading it at once, beside
// the hydration; failed (offline without the worker), the lazy part tries again.
const loadStatus = () => import('./request-status.tsx');
const RequestStatus = lazyChunk(() => loadStatus().then((m) => ({ default: m.RequestStatus })));
if (typeof window !== 'undefined' && hasTokenParam(window.location.hash)) {
  loadStatus().catch(() => {});
}

/**
 * The fragment, once the page has hydrated: the prerendered page (and the hydration) cannot
 * know it, so both show the list's frame first and React renders the request right after.
 */
function useHash(hash: string): string | null {
  return useSyncExternalStore(
    subscribeNothing,
    () => hash,
    () => null,
  );
}

/**
 * `/anfrage` (`/en/request`): with a status link's secret (`#t=…`) that request's status,
 * without one "My requests", the requests this device sent.
 */
export function RequestsView({ kept }: { kept: KeptBookings }) {
  const { hash } = useLocation();
  const current = useHash(hash);
  const token = current === null ? null : tokenOfHash(current);
  const broken = current !== null && token === null && hasTokenParam(current);
  // Another request's status, or the list, on the same address: a new page to the visitor, so
  // it starts as one (src/app/new-page-start.tsx), focus on the content included: the link
  // pressed was gone, and the focus fell to the page. The first view keeps both.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (current === null || current === shown.current) return;
    const first = shown.current === null;
    shown.current = current;
    if (first && !current) return;
    window.scrollTo(0, 0);
    if (!first) document.getElementById('main')?.focus({ preventScroll: true });
  }, [current]);
  return (
    <article className="page request-page">
      {current === null ? (
        <ListFrame />
      ) : token ? (
        <Suspense fallback={<ListFrame />}>
          <RequestStatus key={token} token={token} />
        </Suspense>
      ) : (
        <MyRequests kept={kept} />
      )}
      {broken && (
        <p className="request-page__notice" role="alert">
          <Trans>
            Dieser Link ist unvollständig. Öffnen Sie ihn bitte noch einmal aus Ihrer E-Mail.
          </Trans>{' '}
          <PageLink to="contact">
            <Trans>Kontakt</Trans>
          </PageLink>
        </p>
      )}
    </article>
  );
}
