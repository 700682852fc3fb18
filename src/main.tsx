import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { findRoute } from './app/routes.tsx';
import { activateLocale } from './lib/i18n.ts';
import { useLanguageStore } from './features/language/language-store.ts';
import { DEFAULT_LOCALE } from './lib/locales.ts';
import './app/global.css';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const locale = useLanguageStore.getState().locale;
  // The route's page code and the visitor's catalog first, so the first render is complete.
  await Promise.all([findRoute(window.location.pathname).page.preload(), activateLocale(locale)]);
  // Hydration starts in a task of its own, as a transition: React then yields to the browser
  // every few milliseconds instead of holding the main thread (Lighthouse's total blocking time).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // React sees every click from here on (and replays those on parts not yet hydrated), so the
  // boot script of index.html stops keeping early clicks for it.
  document.documentElement.setAttribute('data-react', '');
  // The prerendered HTML is German: hydrate it as is, or render English in its place.
  if (locale === DEFAULT_LOCALE && container.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

void boot();
