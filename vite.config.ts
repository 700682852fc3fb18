import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { bootScript } from './scripts/vite-plugin-boot.ts';
import { manifestI18n } from './scripts/vite-plugin-manifest-i18n.ts';
import { htmlFileFor, prerender } from './scripts/vite-plugin-prerender.ts';
import { CONSOLE_PATHS } from '#shared/schemas/lifecycle-paths.ts';
import { BUNDLE_HASH_LENGTH } from './platform/cache-rules.ts';
import { webManifest } from './scripts/web-manifest.ts';
import { workerPageFile } from './src/lib/worker-pages.ts';

/** The console's code and texts (its page, its feature, its catalogs): named apart, see below. */
const CONSOLE_CHUNK = 'console';
const CONSOLE_MODULES = [
  '/src/pages/console-page.tsx',
  '/src/features/operator/',
  '/locales/de/operator.po',
  '/locales/en/operator.po',
];

const HASH = `[hash:${BUNDLE_HASH_LENGTH}]`;

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    bootScript(),
    !isSsrBuild && prerender({ ssrEntry: 'dist-ssr/entry-server.js' }),
    !isSsrBuild && manifestI18n({ ssrEntry: 'dist-ssr/entry-server.js' }),
    VitePWA({
      disable: Boolean(isSsrBuild),
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest,
      includeManifestIcons: false,
      injectManifest: {
        // The shell, every prerendered page (the worker's copy: gzipped, without the shared
        // stylesheets, src/lib/worker-pages.ts), both catalogs, the fonts, the icons and the
        // smallest size of every photo (the worker falls back to it offline for other sizes).
        globPatterns: [
          '**/*.{js,css,woff2}',
          workerPageFile('**/*.html'),
          'img/*.svg',
          'img/*.{400,480,640}.avif',
          'icons/*.png',
          'favicon.{svg,ico}',
        ],
        // Not the operator's console (docs/decisions/booking-lifecycle.md): its page, its code and
        // its texts are no visitor's business, and it is of no use offline.
        globIgnores: [
          ...Object.values(CONSOLE_PATHS).map((path) => workerPageFile(htmlFileFor(path))),
          `assets/${CONSOLE_CHUNK}-*`,
        ],
      },
      // Prerendering happens in writeBundle; the precache manifest is injected after it.
      integration: { closeBundleOrder: 'post' },
    }),
  ],
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        // Seven characters of hash, not eight (the fewest Rolldown allows for this many
        // chunks): each name stands in every page's HTML and in the entry's list of chunks, where
        // a hash cannot be compressed (docs/decisions/prerendering-and-boot.md). The assets are
        // named alike in the SSR build, whose pages name the late stylesheets; its entry keeps
        // its plain name, which the prerenderer imports.
        assetFileNames: `assets/[name]-${HASH}[extname]`,
        ...(!isSsrBuild && {
          entryFileNames: `assets/[name]-${HASH}.js`,
          // Everything the entry imports statically is on every page anyway: one group, which
          // Rolldown then merges into the entry. Left to itself it made seven small chunks of
          // those modules (React, its JSX runtime, a few shared constants), each named in every
          // page's head and imported by name; together they took about 1.7 KB off each page's
          // first-load JavaScript (docs/decisions/prerendering-and-boot.md).
          codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
        }),
        // A chunk of the console's own code is named console-…, which the precache leaves out.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => CONSOLE_MODULES.some((part) => id.includes(part)))
            ? `assets/${CONSOLE_CHUNK}-[name]-${HASH}.js`
            : `assets/[name]-${HASH}.js`,
      },
    },
  },
  ssr: { noExternal: isSsrBuild ? ['react-router', 'react-router-dom'] : [] },
}));
