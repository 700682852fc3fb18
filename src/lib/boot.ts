import { LANGUAGE_CHOICE_KEY } from './language-choice.ts';
import { LATE_STYLE_ATTRIBUTE } from './late-style.ts';
import { DEFAULT_LOCALE, LOCALES } from './locales.ts';

/**
 * How a page starts, before and around the app's code. The build puts `bootScript` into every
 * page's head as an inline script (scripts/vite-plugin-boot.ts); it runs before the first paint
 * and does four things:
 *
 * 1. Language: a visitor whose stored choice (src/lib/language-choice.ts) is English and who
 *    opens a German address moves to the page's English version (its `hreflang` alternate) before
 *    anything is painted. The service worker does the same where it controls the page, a step
 *    earlier (sw/navigation.ts); this covers the first visit after the choice and browsers
 *    without a worker. Nobody is moved for any other reason.
 * 2. Fonts: on a visit after the first (the fonts are cached) the web fonts apply at once;
 *    otherwise they load with the code, through the FontFace API.
 * 3. Code: the app's code, its modulepreloads and the web app manifest are added once the first
 *    paint has been reported and the hero photo has arrived, so they never compete with them
 *    for the network; a click starts them at once. Code that does not arrive or does not run
 *    leaves the page as without scripts.
 * 4. Early clicks: a button clicked before React listens is clicked again once it does (a
 *    form's submit button without leaving the page meanwhile); a flag (a link with `hreflang`)
 *    followed before then keeps the visitor's choice.
 *
 * And it switches on the page's late stylesheets (the styles of what lies below the first
 * screen, `LateStylesheet`) as soon as each has arrived, without waiting for the app.
 *
 * It stands after the page's head tags in index.html (`<!--app-boot-->`), so it can read the
 * hreflang links. The prerenderer fills in its attributes (entry, modules, manifest) and adds the
 * style element of the web fonts; without them (the dev server) only steps 1 and 2 run.
 */

/** The signals on `<html>` that tell CSS, the app and the tests how far a page has come. */
export const BOOT_SIGNALS = {
  /** Class, set by the boot script: scripts run (CSS keeps no-script fallbacks otherwise). */
  scripts: 'js',
  /** The app's code runs (set by src/main.tsx as it starts, before it loads anything). */
  started: 'data-started',
  /** React listens to events from now on (set by src/main.tsx before hydrating). */
  react: 'data-react',
  /** The page is hydrated and interactive (set by the root layout). */
  hydrated: 'data-hydrated',
  /** Every part of the page is drawn, the ones below the fold too (set by renderAhead). */
  rendered: 'data-rendered',
} as const;

type Signal = (typeof BOOT_SIGNALS)[Exclude<keyof typeof BOOT_SIGNALS, 'scripts'>];

export function setSignal(signal: Signal, doc: Document = document): void {
  doc.documentElement.setAttribute(signal, '');
}

export function hasSignal(signal: Signal, doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(signal);
}

/** Everything the inline script needs to know, handed to it as one argument. */
export const BOOT_CONFIG = {
  signals: BOOT_SIGNALS,
  defaultLocale: DEFAULT_LOCALE,
  locales: LOCALES,
  languageKey: LANGUAGE_CHOICE_KEY,
  /** localStorage key: the web fonts were loaded once, so the HTTP cache has them. */
  fontsCachedKey: 'fonts-cached',
  /** The style element the prerenderer puts the web fonts' @font-face rules in. */
  fontsId: 'web-fonts',
  /** Waiting for the first paint ends after this long (a page opened in the background). */
  paintTimeoutMs: 2000,
  lateStyle: LATE_STYLE_ATTRIBUTE,
};

type BootConfig = typeof BOOT_CONFIG;

/**
 * The inline script. It is serialised with toString(), so it uses nothing from outside its own
 * body: what it needs comes in as arguments.
 */
function bootScript(script: HTMLOrSVGScriptElement | null, d: Document, c: BootConfig) {
  const html = d.documentElement;
  const storage = (): Storage | null => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  };
  html.classList.add(c.signals.scripts);

  // 1. Language.
  // Anything but a known language (a value an older version stored) is no choice.
  const choice = storage()?.getItem(c.languageKey);
  const known = c.locales.some((locale) => locale === choice);
  if (known && choice !== c.defaultLocale && html.lang === c.defaultLocale) {
    const twin = d.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${choice}"]`);
    if (twin) {
      // Nothing of this page is painted while the browser fetches the other.
      html.style.visibility = 'hidden';
      const target = new URL(twin.href);
      location.replace(target.pathname + location.search + location.hash);
      return;
    }
  }

  // 2. Fonts.
  const fonts = d.getElementById(c.fontsId) as HTMLStyleElement | null;
  const remember = () => {
    try {
      storage()?.setItem(c.fontsCachedKey, '1');
    } catch {
      // A full storage only costs the next visit its early fonts.
    }
  };
  const showFonts = (cached: boolean) => {
    if (!fonts) return;
    if (cached || !d.fonts || !window.FontFace) {
      fonts.media = 'all';
      return remember();
    }
    // A first visit loads the faces on their own and adds them once both have arrived:
    // switching the style element on would re-resolve every local fallback font in the same
    // task as the relayout (one long task, twice as long, in Chromium on Linux).
    const faces = [...(fonts.sheet?.cssRules ?? [])].map((rule) => {
      const style = (rule as CSSFontFaceRule).style;
      return new FontFace(
        style.getPropertyValue('font-family').replace(/["']/g, ''),
        style.getPropertyValue('src'),
        {
          weight: style.getPropertyValue('font-weight'),
          style: style.getPropertyValue('font-style'),
        },
      );
    });
    Promise.all(faces.map((face) => face.load())).then(
      () => {
        faces.forEach((face) => d.fonts.add(face));
        remember();
      },
      () => {},
    );
  };
  if (storage()?.getItem(c.fontsCachedKey)) showFonts(true);

  // A flag followed before React listens keeps the choice all the same (React's handler does it
  // afterwards): here for the boot script; the app copies it for the worker once it runs.
  d.addEventListener(
    'click',
    (event) => {
      if (html.hasAttribute(c.signals.react)) return;
      const flag = (event.target as Element | null)?.closest?.('a[hreflang]');
      const language = flag?.getAttribute('hreflang');
      if (!c.locales.some((locale) => locale === language)) return;
      try {
        storage()?.setItem(c.languageKey, language as string);
      } catch {
        // Storage refused (private mode): the address still carries the language.
      }
    },
    true,
  );

  // Late stylesheets apply once they have arrived (a loaded one has its sheet).
  const applyLateStyles = () =>
    d.querySelectorAll<HTMLLinkElement>(`link[${c.lateStyle}]`).forEach((link) => {
      const apply = () => {
        link.media = 'all';
      };
      if (link.sheet) apply();
      else link.addEventListener('load', apply);
    });
  if (d.readyState !== 'loading') applyLateStyles();
  else d.addEventListener('DOMContentLoaded', applyLateStyles);

  // 3. Code.
  const entry = script?.getAttribute('data-entry');
  if (!script || !entry) return;
  let started = false;
  let pressed: HTMLButtonElement | null = null;
  const add = (tag: string, attributes: Record<string, string>) =>
    d.head.appendChild(Object.assign(d.createElement(tag), attributes, { crossOrigin: '' }));
  // Code that does not arrive, or arrives and does not run (a browser too old to read it),
  // leaves the page as without scripts: their fallbacks, and the forms' note that they cannot
  // send. src/main.tsx does the same when what it loads fails.
  const addEntry = () => {
    const code = add('script', { type: 'module', src: entry });
    const off = () => html.classList.remove(c.signals.scripts);
    code.onerror = off;
    code.onload = () => html.hasAttribute(c.signals.started) || off();
  };
  const startCode = () => {
    const manifest = script.getAttribute('data-manifest');
    if (manifest) add('link', { rel: 'manifest', href: manifest });
    for (const href of (script.getAttribute('data-modules') ?? '').split(' ')) {
      if (href) add('link', { rel: 'modulepreload', href });
    }
    // An added module script runs as soon as it arrives, maybe before #root is parsed: it waits
    // for the document, its modules need not.
    if (d.readyState !== 'loading') addEntry();
    else d.addEventListener('DOMContentLoaded', addEntry);
  };
  const start = () => {
    if (started) return;
    started = true;
    showFonts(false);
    // The code in a task of its own: each request started costs the main thread a little.
    setTimeout(startCode, 0);
  };
  // The first paint can come well after the parser is done (a long page takes a while to lay
  // out): wait for it to be on screen, or a while, as a page opened in the background never
  // reports it.
  const afterFirstPaint = (done: () => void) => {
    const types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || !types.includes('paint') || d.hidden) return done();
    let observer: PerformanceObserver | null = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) once();
    });
    const timer = setTimeout(once, c.paintTimeoutMs);
    function once() {
      if (!observer) return;
      observer.disconnect();
      observer = null;
      clearTimeout(timer);
      done();
    }
    observer.observe({ type: 'paint', buffered: true });
  };
  const afterHero = () => {
    let waiting = 1;
    const done = () => {
      if (--waiting > 0) return;
      requestAnimationFrame(() => setTimeout(start, 0));
    };
    d.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]').forEach((img) => {
      if (img.complete) return;
      waiting++;
      img.addEventListener('load', done);
      img.addEventListener('error', done);
    });
    afterFirstPaint(done);
  };

  // 4. Early clicks.
  d.addEventListener(
    'click',
    (event) => {
      if (html.hasAttribute(c.signals.react)) return;
      const button = (event.target as Element | null)?.closest?.('button');
      // The browser's own submit would leave the page before React can send it, and bring the
      // form back empty: the click waits.
      if (button?.type === 'submit' && button.form) event.preventDefault();
      pressed = button ?? pressed;
      start();
    },
    true,
  );
  new MutationObserver((_, observer) => {
    if (!html.hasAttribute(c.signals.hydrated)) return;
    observer.disconnect();
    if (pressed?.isConnected) pressed.click();
  }).observe(html, { attributes: true, attributeFilter: [c.signals.hydrated] });

  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', afterHero);
  else afterHero();
}

/** The inline script's source, as the build puts it into the page template. */
export function inlineBootScript(): string {
  return `(${bootScript.toString()})(document.currentScript,document,${JSON.stringify(BOOT_CONFIG)});`;
}
