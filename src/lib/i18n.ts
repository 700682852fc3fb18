import { i18n, type Messages } from '@lingui/core';
import { messages as shellMessages } from '../../locales/de/messages.po';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

type CatalogModule = Promise<{ messages: Messages }>;

/** A catalog's loader per language (explicit imports: a template-string import defeats the split). */
export type CatalogLoaders = Record<Locale, () => CatalogModule>;

/**
 * The texts are split like the code: the shell catalog (header, footer, page titles) ships with
 * the page in German; each area's catalog loads with its pages, and English only on demand.
 * lingui.config.ts lists which source folders feed which catalog. Each tour's own catalog is not
 * listed here: its loaders travel with the tour page's code (src/features/tours/tour-content.ts).
 */
const catalogs = {
  messages: {
    de: () => Promise.resolve({ messages: shellMessages }),
    en: () => import('../../locales/en/messages.po'),
  },
  home: {
    de: () => import('../../locales/de/home.po'),
    en: () => import('../../locales/en/home.po'),
  },
  tours: {
    de: () => import('../../locales/de/tours.po'),
    en: () => import('../../locales/en/tours.po'),
  },
  services: {
    de: () => import('../../locales/de/services.po'),
    en: () => import('../../locales/en/services.po'),
  },
  contact: {
    de: () => import('../../locales/de/contact.po'),
    en: () => import('../../locales/en/contact.po'),
  },
  legal: {
    de: () => import('../../locales/de/legal.po'),
    en: () => import('../../locales/en/legal.po'),
  },
} satisfies Record<string, CatalogLoaders>;

export type CatalogName = keyof typeof catalogs;

/** Every catalog by name: the areas above, and each tour's once its page has asked for it. */
const registry: Record<string, CatalogLoaders> = catalogs;

const inUse = new Set<string>(['messages']);
const loaded = new Set<string>([`${DEFAULT_LOCALE}:messages`]);

i18n.load(DEFAULT_LOCALE, shellMessages);
i18n.activate(DEFAULT_LOCALE);

async function loadInto(locale: Locale, name: string): Promise<void> {
  const key = `${locale}:${name}`;
  if (loaded.has(key)) return;
  const { messages } = await registry[name]![locale]();
  i18n.load(locale, messages); // merges into the locale's messages
  loaded.add(key);
}

/**
 * Loads an area's catalog in the current language (and in any language chosen later). A catalog
 * not in the list above comes with its loaders, which are kept for a later change of language.
 */
export async function loadCatalog(name: CatalogName): Promise<void>;
export async function loadCatalog(name: string, loaders: CatalogLoaders): Promise<void>;
export async function loadCatalog(name: string, loaders?: CatalogLoaders): Promise<void> {
  if (loaders) registry[name] = loaders;
  inUse.add(name);
  await loadInto(i18n.locale as Locale, name);
}

let requested: Locale = DEFAULT_LOCALE;

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
