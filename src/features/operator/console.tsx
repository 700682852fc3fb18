import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { referenceOfConsolePath } from '#shared/schemas/lifecycle-paths.ts';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import { signOut } from './operator-api.ts';
import { readSession, useSession } from './session-store.ts';
import { SignInForm } from './sign-in-form.tsx';
import { focusConsoleTitle } from './title-focus.ts';
import './operator.css';

const subscribeNothing = () => () => {};

// Signed in, the list and one request load apart: a device not signed in (the first visit, a
// forwarded mail) loads the sign-in only, within the site's first-load budget.
const RequestList = lazyChunk(() =>
  import('./request-list.tsx').then((m) => ({ default: m.RequestList })),
);
const RequestView = lazyChunk(() =>
  import('./request-view.tsx').then((m) => ({ default: m.RequestView })),
);
const loading = <div className="request-page__loading" />;

/**
 * The request an address names (`/betrieb/anfrage/SLZ-7K3M`), once the page has hydrated: the
 * server sends the console's one prerendered page for every such address.
 */
function useReference(): string | null {
  const { pathname } = useLocation();
  return useSyncExternalStore(
    subscribeNothing,
    () => referenceOfConsolePath(pathname),
    () => null,
  );
}

/**
 * The operator's console (`/betrieb`, `/en/operator`): sign-in, the requests, one request and
 * its decision. Made for one operator on a phone: one column, big targets, one thumb.
 */
export function Console() {
  const session = useSession();
  const reference = useReference();
  useEffect(() => {
    void readSession();
  }, []);
  useFocusOnSessionChange(session.kind);

  if (session.kind === 'signed-in' && reference) {
    return (
      <ConsoleFrame session={session.session}>
        <Suspense fallback={loading}>
          <RequestView key={reference} session={session.session} reference={reference} />
        </Suspense>
      </ConsoleFrame>
    );
  }
  return (
    <ConsoleFrame session={session.kind === 'signed-in' ? session.session : null}>
      <header className="console__head">
        <p className="console__eyebrow">
          <Trans>Betrieb</Trans>
        </p>
        <h1 id="console-title" className="page__title" tabIndex={-1}>
          <Trans>Anfragen</Trans>
        </h1>
      </header>
      {session.kind === 'unknown' && loading}
      {session.kind === 'signed-out' && <SignInForm expired={session.expired} />}
      {session.kind === 'signed-in' && (
        <Suspense fallback={loading}>
          <RequestList session={session.session} />
        </Suspense>
      )}
    </ConsoleFrame>
  );
}

/**
 * Signing in or out (or a session that ran out) removes the button that had the focus, which a
 * keyboard or screen-reader user would then find on the page itself: it goes to the page's
 * heading. Not on the first reading of the session, as the page opens.
 */
function useFocusOnSessionChange(kind: string) {
  const previous = useRef(kind);
  useEffect(() => {
    const was = previous.current;
    previous.current = kind;
    if (was === 'unknown' || was === kind) return;
    focusConsoleTitle();
  }, [kind]);
}

/** The console's page: its content, and signing out once signed in. */
function ConsoleFrame({ session, children }: { session: string | null; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <article className="page console">
      {children}
      {session && (
        <footer className="console__foot">
          <button
            type="button"
            className="button console__sign-out"
            onClick={() => void signOut(session)}
          >
            {t`Abmelden`}
          </button>
          <p className="console__device">
            <Trans>
              Dieses Gerät bleibt angemeldet, bis Sie sich abmelden (höchstens 30 Tage).
            </Trans>
          </p>
        </footer>
      )}
    </article>
  );
}
