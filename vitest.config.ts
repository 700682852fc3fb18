import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

const postgresSetup = 'server/test/postgres-global-setup.ts';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          // A stylesheet link (LateStylesheet) loads nothing here and says so, as a browser
          // that has it would: its load event, not an error on the console.
          environmentOptions: {
            happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } },
          },
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          // A late stylesheet's `?url` import gives its address, as in the build (not ''); a
          // `?raw` import its rules, for a test that reads what a stylesheet shows or hides.
          css: { include: [/\?url$/, /\?raw$/] },
          setupFiles: ['src/test/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'supabase/**/*.test.ts',
            'server/**/*.test.ts',
            'platform/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/*.deno.test.ts', 'node_modules/**'],
          globalSetup: existsSync(postgresSetup) ? [postgresSetup] : [],
          // PGlite starts in 2–3 s alone, but far slower on a loaded 2-core machine.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
