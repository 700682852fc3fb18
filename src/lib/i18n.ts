import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

type CatalogModule = { messages: Messages };

/**
 * Every catalog of locales/, each its own chunk, loaded on demand (lingui.config.ts decides which
 * source folders feed which catalog). The shell catalog (header, footer, page titles) loads in the
 * page's language before hydrating, as the prerendered page preloads it: in the code, the German
 * one was also an English visitor's download. An area's catalog loads with its pages
 * (lazy-page.tsx), a tour's with that tour (tour-content.ts), each in the page's language.
 */
const catalogFiles = import.meta.glob<CatalogModule>('../../locales/*/*.po');

/** A catalog's name is its file name: `home` for locales/{de,en}/home.po. */
export type CatalogName = string;

const inUse = new Set<CatalogName>(['messages']);
const loaded = new Set<string>();

async function loadInto(locale: Locale, name: CatalogName): Promise<void> {
  const key = `${locale}:${name}`;
  if (loaded.has(key)) return;
  const load = catalogFiles[`../../locales/${locale}/${name}.po`];
  if (!load) throw new Error(`No catalog locales/${locale}/${name}.po`);
  const { messages } = await load();
  i18n.load(locale, messages); // merges into the locale's messages
  loaded.add(key);
}

/**
 * A module that shows texts of a catalog of its own, loaded lazily: it resolves once both the
 * code and the catalog (in the page's language) are there, so no text flashes as its id.
 */
export async function withCatalog<M>(name: CatalogName, load: () => Promise<M>): Promise<M> {
  const [module] = await Promise.all([load(), loadCatalog(name)]);
  return module;
}

/** The language last asked for: the one a page's catalogs load in, even before it is active. */
let requested: Locale = DEFAULT_LOCALE;

/** Loads a catalog in the page's language (and in any language activated later). */
export async function loadCatalog(name: CatalogName): Promise<void> {
  inUse.add(name);
  await loadInto(requested, name);
}

/**
 * Loads and activates a language; a later call wins over a slower earlier one. Activating the
 * language already active would still tell every subscriber: React would then re-render the
 * whole tree at once, and hydrate the page still being hydrated in one long task.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  requested = locale;
  await Promise.all([...inUse].map((name) => loadInto(locale, name)));
  if (requested === locale && i18n.locale !== locale) i18n.activate(locale);
}

export { i18n };
