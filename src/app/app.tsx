import { I18nProvider } from '@lingui/react';
import { i18n } from '../lib/i18n.ts';
import { RootLayout } from './root-layout.tsx';

/** The whole app below the router; the client and the prerenderer wrap it in their own router. */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <RootLayout />
    </I18nProvider>
  );
}
