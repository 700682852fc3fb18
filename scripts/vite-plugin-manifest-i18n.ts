import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

type Texts = Record<
  'description' | 'book' | 'bookShort' | 'bookDescription' | 'call' | 'screenshot',
  string
>;
type ServerEntry = { manifestTranslations: (locale: 'de' | 'en') => Promise<Texts> };
type Manifest = {
  lang: string;
  description?: string;
  shortcuts?: { name: string; short_name?: string; description?: string }[];
  screenshots?: { label?: string }[];
};

/** Puts the catalogs' texts into a manifest (shortcuts: book, then call). */
export function translateManifest(manifest: Manifest, locale: 'de' | 'en', texts: Texts): Manifest {
  const [book, call] = manifest.shortcuts ?? [];
  return {
    ...manifest,
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
            },
          ]
        : []),
      ...(call ? [{ ...call, name: texts.call, short_name: texts.call }] : []),
    ],
    screenshots: manifest.screenshots?.map((shot) => ({ ...shot, label: texts.screenshot })),
  };
}

/**
 * vite-plugin-pwa writes one manifest; this gives it the catalogs' German texts and writes an
 * English twin (manifest.en.webmanifest) that the page links to when English is chosen. Runs in
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
      const file = path.join(outDir, 'manifest.webmanifest');
      const server = (await import(
        pathToFileURL(path.resolve(config.root, ssrEntry)).href
      )) as ServerEntry;
      const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
      for (const [locale, target] of [
        ['de', file],
        ['en', path.join(outDir, 'manifest.en.webmanifest')],
      ] as const) {
        const texts = await server.manifestTranslations(locale);
        await writeFile(target, JSON.stringify(translateManifest(manifest, locale, texts)));
      }
    },
  };
}
