import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { pathOf } from '../src/content/page-paths.ts';
import { LOCALES, type Locale } from '../src/lib/locales.ts';

type Texts = Record<
  | 'description'
  | 'book'
  | 'bookShort'
  | 'bookDescription'
  | 'call'
  | 'requests'
  | 'requestsDescription'
  | 'screenshot',
  string
>;
type ServerEntry = { manifestTranslations: (locale: Locale) => Promise<Texts> };
type Shortcut = { name: string; short_name?: string; description?: string; url: string };
type Manifest = {
  id?: string;
  start_url?: string;
  lang: string;
  description?: string;
  shortcuts?: Shortcut[];
  screenshots?: { src: string; label?: string }[];
};

/** The manifest of a language: German's is the one vite-plugin-pwa writes and links. */
export function manifestFileFor(locale: Locale): string {
  return locale === 'de' ? 'manifest.webmanifest' : `manifest.${locale}.webmanifest`;
}

/** A screenshot of a language's pages: '/screenshots/home-wide.webp' → '…/home-wide.en.webp'. */
export function screenshotFor(src: string, locale: Locale): string {
  return locale === 'de' ? src : src.replace(/\.(\w+)$/, `.${locale}.$1`);
}

/**
 * A manifest in one language: the catalogs' texts, and the app starts (and its shortcuts lead)
 * to the pages of that language. Each language is an app of its own (its own id), so installing
 * from an English page gives the English app. Shortcuts: book, call, then "My requests".
 */
export function translateManifest(manifest: Manifest, locale: Locale, texts: Texts): Manifest {
  const [book, call, requests] = manifest.shortcuts ?? [];
  const home = pathOf('home', locale);
  return {
    ...manifest,
    id: home,
    start_url: home,
    lang: locale,
    description: texts.description,
    shortcuts: [
      ...(book
        ? [
            {
              ...book,
              name: texts.book,
              short_name: texts.bookShort,
              description: texts.bookDescription,
              url: pathOf('contact', locale),
            },
          ]
        : []),
      ...(call
        ? [{ ...call, name: texts.call, short_name: texts.call, url: `${home}?action=call` }]
        : []),
      ...(requests
        ? [
            {
              ...requests,
              name: texts.requests,
              short_name: texts.requests,
              description: texts.requestsDescription,
              url: pathOf('requests', locale),
            },
          ]
        : []),
    ],
    screenshots: manifest.screenshots?.map((shot) => ({
      ...shot,
      src: screenshotFor(shot.src, locale),
      label: texts.screenshot,
    })),
  };
}

/**
 * vite-plugin-pwa writes one manifest; this gives it the catalogs' German texts and writes one
 * per other language (manifest.en.webmanifest), which that language's pages link to. Runs in
 * writeBundle, before the precache manifest is computed.
 */
export function manifestI18n({ ssrEntry }: { ssrEntry: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'manifest-i18n',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const server = (await import(
        pathToFileURL(path.resolve(config.root, ssrEntry)).href
      )) as ServerEntry;
      const manifest = JSON.parse(
        await readFile(path.join(outDir, manifestFileFor('de')), 'utf8'),
      ) as Manifest;
      for (const locale of LOCALES) {
        const texts = await server.manifestTranslations(locale);
        await writeFile(
          path.join(outDir, manifestFileFor(locale)),
          JSON.stringify(translateManifest(manifest, locale, texts)),
        );
      }
    },
  };
}
