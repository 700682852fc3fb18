import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { withCatalog } from '../../lib/i18n.ts';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import { installOfferAllowed } from './ios-install.ts';
import { dismissGuide, guideVisible, onGuideChange, viewPage } from './ios-install-store.ts';

// The card, its markup, its stylesheet and its words load only for the visitors who see it.
const IosInstallCard = lazyChunk(async () => ({
  default: (await withCatalog('pwa', () => import('./ios-install-card.tsx'))).IosInstallCard,
}));

/** The "Add to Home Screen" guide for iPhone and iPad visitors (ios-install.ts says when). */
export function IosInstallGuide() {
  const { pathname } = useLocation();
  const visible = useSyncExternalStore(onGuideChange, guideVisible, () => false);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    viewPage({ quietPage: !installOfferAllowed(pathname) });
  }, [pathname]);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <IosInstallCard onClose={dismissGuide} />
    </Suspense>
  );
}
