import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, tried on one-line modules placed (virtually) in each
 * layer: a rule that stopped matching would let every violation through without a word.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function restricted(file: string, specifier: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import * as probe from '${specifier}';\nvoid probe;\n`, {
    filePath: path.join(root, file),
  });
  return result!.messages.some((message) => message.ruleId === 'import-x/no-restricted-paths');
}

describe('import boundaries', () => {
  it.each([
    [
      'a feature imports another feature',
      'src/features/layout/probe.ts',
      '../language/language-switcher.tsx',
    ],
    ['a feature imports a page', 'src/features/home/probe.ts', '../../pages/home-page.tsx'],
    ['a page imports the app', 'src/pages/probe.ts', '../app/routes.tsx'],
    [
      'a shared primitive imports a feature',
      'src/components/ui/probe.ts',
      '../../features/layout/header.tsx',
    ],
    ['content imports a feature', 'src/content/probe.ts', '../features/tours/tour-content.ts'],
    ['the app bundle takes the function handler', 'src/lib/probe.ts', '#shared/handler.ts'],
    ['the worker imports a feature', 'sw/probe.ts', '../src/features/forms/submit.ts'],
    [
      'the function imports the app',
      'supabase/functions/_shared/probe.ts',
      '../../../src/lib/i18n.ts',
    ],
    ['server/ imports scripts/', 'server/probe.ts', '../scripts/build.ts'],
    ['scripts/ imports server/', 'scripts/probe.ts', '../server/start.ts'],
  ])('refuses: %s', async (_case, file, specifier) => {
    expect(await restricted(file, specifier)).toBe(true);
  });

  it.each([
    [
      'a feature imports the shared forms module',
      'src/features/booking/probe.ts',
      '../forms/form-controls.tsx',
    ],
    [
      'a feature imports a primitive',
      'src/features/home/probe.ts',
      '../../components/ui/section.tsx',
    ],
    ['a page imports a feature', 'src/pages/probe.ts', '../features/home/home-hero.tsx'],
    [
      'the app bundle takes the request schemas',
      'src/lib/probe.ts',
      '#shared/schemas/constants.ts',
    ],
    ['the worker imports the page–worker protocol', 'sw/probe.ts', '../src/lib/sw-protocol.ts'],
    ['the worker imports the table of addresses', 'sw/probe.ts', '../src/content/page-paths.ts'],
    ['server/ imports platform/', 'server/probe.ts', '../platform/static-site.ts'],
    ['scripts/ imports platform/', 'scripts/probe.ts', '../platform/security-headers.ts'],
  ])('allows: %s', async (_case, file, specifier) => {
    expect(await restricted(file, specifier)).toBe(false);
  });
});
