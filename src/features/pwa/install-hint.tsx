import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { withCatalog } from '../../lib/i18n.ts';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import { installOfferAllowed } from './ios-install.ts';

// The card and its words load only for the visitors it is offered to.
const InstallHintCard = lazyChunk(async () => ({
  default: (await withCatalog('pwa', () => import('./install-hint-card.tsx'))).InstallHintCard,
}));

type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

const DISMISSED_KEY = 'install-hint-dismissed-at';
const QUIET_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

function recentlyDismissed(): boolean {
  const at = Number(localStorage.getItem(DISMISSED_KEY) ?? 0);
  return Date.now() - at < QUIET_DAYS_MS;
}

/**
 * Offers installation where the browser allows it (beforeinstallprompt), politely: only from
 * the visitor's second page on, never on the booking page or the console, and not again for 30
 * days once declined.
 */
export function InstallHint() {
  const { pathname } = useLocation();
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [pagesSeen, setPagesSeen] = useState(0);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (lastPath.current !== pathname) {
      lastPath.current = pathname;
      setPagesSeen((count) => count + 1);
    }
  }, [pathname]);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      if (!recentlyDismissed()) setPrompt(event as InstallPromptEvent);
    };
    const onInstalled = () => setPrompt(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!prompt || pagesSeen < 2 || !installOfferAllowed(pathname)) return null;

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    setPrompt(null);
  };
  const install = async () => {
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'dismissed') dismiss();
    else setPrompt(null);
  };

  return (
    <Suspense fallback={null}>
      <InstallHintCard onInstall={() => void install()} onDismiss={dismiss} />
    </Suspense>
  );
}
