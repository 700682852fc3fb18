import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DeferredHydration } from '../components/ui/deferred-hydration.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { Footer } from '../features/layout/footer.tsx';
import { Header } from '../features/layout/header.tsx';
import { useRenderAhead } from '../features/layout/render-ahead.ts';
import { SplashScreen } from '../features/layout/splash-screen.tsx';
import { LanguageOffer } from '../features/language/language-offer.tsx';
import { LanguageSwitcher } from '../features/language/language-switcher.tsx';
import { InstallHint } from '../features/pwa/install-hint.tsx';
import { IosInstallGuide } from '../features/pwa/ios-install-guide.tsx';
import { PendingIndicator } from '../features/pwa/pending-indicator.tsx';
import { PwaAgent } from '../features/pwa/pwa-agent.tsx';
import { BOOT_SIGNALS, setSignal } from '../lib/boot.ts';
import type { Locale } from '../lib/locales.ts';
import { useDocumentHead } from './document-head.ts';
import { NewPageStart } from './new-page-start.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { findRoute } from './routes.tsx';

export function RootLayout() {
  const { pathname } = useLocation();
  const { i18n } = useLingui(); // re-render the shell when the language changes
  const route = findRoute(pathname, i18n.locale as Locale);
  useDocumentHead(route);
  useRenderAhead(pathname);
  useEffect(() => {
    setSignal(BOOT_SIGNALS.hydrated);
  }, []);
  return (
    <>
      <NewPageStart />
      <a className="skip-link" href="#main">
        <Trans>Zum Inhalt springen</Trans>
      </a>
      <LanguageOffer />
      {route.splash && <SplashScreen key={pathname} />}
      <Header
        solid={route.lightTop}
        status={<PendingIndicator />}
        languages={<LanguageSwitcher />}
      />
      <main id="main" className="site-main" data-group={route.group} tabIndex={-1}>
        <PageErrorBoundary path={pathname}>
          <Suspense fallback={<div className="page-loading" />}>{route.element()}</Suspense>
        </PageErrorBoundary>
      </main>
      {/* In the page's flow, after its content: over it, it hid a tour's key facts. */}
      <IosInstallGuide />
      <DeferredHydration>
        <Footer />
      </DeferredHydration>
      <Toaster />
      <PwaAgent />
      <InstallHint />
    </>
  );
}
