import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers and who may import whom (docs/architecture.md). Each rule below is a zone of
 * import-x/no-restricted-paths: files in `target` may not import from `from`, `except` aside.
 */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The one feature others may import: what the booking and contact forms share. */
const SHARED_FEATURE = 'forms';

const layerZones = [
  // src: app → pages → features → components/ui, lib, content (never upwards).
  {
    target: './src/pages',
    from: './src/app',
    message: 'Pages are composed by the app, not the other way round.',
  },
  ...['./src/features', './src/components', './src/lib', './src/content'].map((target) => ({
    target,
    from: ['./src/app', './src/pages'],
    message: 'Lower layers never import the app or the pages.',
  })),
  ...['./src/components', './src/lib', './src/content'].map((target) => ({
    target,
    from: './src/features',
    message: 'Shared primitives, helpers and content know no feature: pass it in instead.',
  })),
  {
    target: './src/lib',
    from: ['./src/components', './src/content'],
    message: 'src/lib holds plain helpers with no UI and no content.',
  },
  // Features import their own folder and the shared one, never each other.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: name === SHARED_FEATURE ? [`./${name}`] : [`./${name}`, `./${SHARED_FEATURE}`],
    message: `Features do not import each other: compose them in src/app or src/pages, or share through src/features/${SHARED_FEATURE}.`,
  })),
  // The browser bundle takes only the request schemas from the function's shared code.
  {
    target: ['./src', './sw'],
    from: './supabase/functions/_shared',
    except: ['./schemas'],
    message: 'The app and the worker import only #shared/schemas from the function.',
  },
  {
    target: ['./src', './sw'],
    from: ['./server', './scripts', './platform', './bench', './tests'],
    message: 'Browser code never imports Node code.',
  },
  {
    target: './sw',
    from: './src',
    except: ['./lib', './content/page-paths.ts', './content/tour-ids.ts'],
    message:
      'The worker shares only src/lib (the page–worker protocol) and the table of addresses with the pages.',
  },
  // The function runs under Deno: nothing from the Node side or the app.
  {
    target: './supabase/functions',
    from: ['./src', './sw', './server', './scripts', './platform', './bench', './tests'],
    message: 'The Edge Function runs under Deno and imports only its own folder.',
  },
  // Node side: server/ and scripts/ both build on platform/, never on each other.
  {
    target: './server',
    from: './scripts',
    message: 'server/ and scripts/ share code through platform/.',
  },
  {
    target: './scripts',
    from: './server',
    message: 'server/ and scripts/ share code through platform/.',
  },
  {
    target: './platform',
    from: ['./server', './scripts', './bench', './tests'],
    message: 'platform/ is the bottom of the Node side.',
  },
];

/** Tests may assemble several layers (a page with its features, a handler with a test database). */
const testFiles = ['**/*.test.{ts,tsx}', '**/test-support/**', 'src/test/**', 'server/test/**'];
const testZones = [
  {
    target: ['./src', './sw'],
    from: ['./server', './scripts', './platform', './bench'],
    message: 'Browser code never imports Node code.',
  },
];
const denoTestZones = [
  {
    target: './supabase/functions',
    from: ['./src', './sw', './server', './scripts', './platform', './bench', './tests'],
    message: 'Deno tests run under Deno and import only the functions folder.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist', 'dist-ssr', 'coverage', 'node_modules', '.data', 'test-results', 'public'],
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node, Deno: 'readonly' },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: testZones }] },
  },
  {
    files: ['**/*.deno.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: denoTestZones }] },
  },
  {
    // `supabase functions deploy` has failed on prefix import maps ("#shared/": "./_shared/");
    // the function imports its shared code by relative path, as Supabase's layout does.
    files: ['supabase/functions/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A regex: in a `group`, a leading # is a gitignore comment.
              regex: '^#shared(/|$)',
              message: 'Inside supabase/functions import ../_shared/... by relative path.',
            },
          ],
        },
      ],
    },
  },
);
