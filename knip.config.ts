import type { KnipConfig } from 'knip';

/**
 * `npm test` runs knip: an export, a file or a dependency nobody uses fails the run. Knip finds
 * the entries of Vite, Vitest, Playwright and ESLint by itself; these are the ones it cannot see.
 */
const config: KnipConfig = {
  entry: [
    // The SSR bundle's entry, named in scripts/build.ts.
    'src/entry-server.tsx',
    // Commands of package.json and .ci/run.
    'scripts/*.{ts,cjs}',
    'scripts/images/contact-sheet.ts',
    'bench/*.ts',
    // The Edge Function and its Deno tests.
    'supabase/functions/send-notification/index.ts',
    'supabase/functions/**/*.deno.test.ts',
  ],
  project: ['**/*.{ts,tsx,js,cjs}'],
  ignoreDependencies: [
    // The web fonts are referenced by url() in src/app/fonts.css, which knip does not read.
    '@fontsource-variable/inter',
    '@fontsource/playfair-display',
  ],
};

export default config;
