import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

const postgresSetup = 'server/test/postgres-global-setup.ts';

/**
 * The longest files, started first: without the durations of an earlier run (a clean clone)
 * Vitest orders by file size, and the camera-photo encode (150 s then, 35 s now) started late
 * and ran on alone at the end (docs/testing.md).
 */
const SLOWEST = [
  'scripts/images/photo-path.test.ts',
  'supabase/functions/_shared/handler.fuzz.test.ts',
];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = (file: TestSpecification) => SLOWEST.some((name) => file.moduleId.endsWith(name));
    return [...sorted.filter(slow), ...sorted.filter((file) => !slow(file))];
  }
}

export default defineConfig({
  test: {
    // Every core: the default leaves one idle, and most server files wait on PostgreSQL
    // (2 workers: 425 s -> 292 s on 2 cores; 3 workers: 318 s).
    maxWorkers: '100%',
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          // One happy-dom per worker, each file still in a context of its own: happy-dom was
          // created once per file, 36 of the project's 62 s here; 29 s with it (docs/testing.md).
          pool: 'vmThreads',
          // A stylesheet link (LateStylesheet) loads nothing here and says so, as a browser
          // that has it would: its load event, not an error on the console.
          environmentOptions: {
            happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } },
          },
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          // A late stylesheet's `?url` import gives its address, as in the build (not ''); a
          // `?raw` import its rules, for a test that reads what a stylesheet shows or hides.
          css: { include: [/\?url$/, /\?raw$/] },
          setupFiles: ['tests/support/web-test-globals.ts', 'src/test/setup.ts'],
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
