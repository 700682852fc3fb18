import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { findRoute } from './app/routes.tsx';
import { BOOT_SIGNALS, setSignal } from './lib/boot.ts';
import { activateLocale } from './lib/i18n.ts';
import { guardAgainstTranslation } from './lib/translation-guard.ts';
import './app/global.css';

// The entry has arrived and runs: the boot script keeps the page's scripted parts on.
setSignal(BOOT_SIGNALS.started);
// Before React touches the page: the browser may translate it at any moment.
guardAgainstTranslation();

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // The language is the address's, and the prerendered page is already in it.
  const route = findRoute(window.location.pathname);
  document.documentElement.lang = route.locale;
  // The language first (a page's catalogs load in the language last asked for), then the
  // route's page code and catalogs, so the first render is complete.
  const language = activateLocale(route.locale);
  // What was typed into a form before React listens is kept for it (src/lib/early-input.ts):
  // only a page with a form loads that code.
  const earlyInput = container.querySelector('form') ? import('./lib/early-input.ts') : null;
  const [early] = await Promise.all([earlyInput, language, route.lazy.preload()]);
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
  // boot script stops keeping early clicks for it. What was typed before is noted for the forms.
  early?.keepEarlyInput(container);
  setSignal(BOOT_SIGNALS.react);
  if (container.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

// The page's code or catalogs did not load (a roaming link dropping): the prerendered page stays,
// as without scripts, its fallbacks on (the forms say they cannot send, FormEnd).
boot().catch((error: unknown) => {
  document.documentElement.classList.remove(BOOT_SIGNALS.scripts);
  console.error('The app could not start', error);
});
