import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * `supabase functions deploy` has failed on prefix import maps, so the function reaches its
 * shared code by relative path only (docs/architecture.md); the Node side keeps `#shared/`
 * through package.json `imports`.
 */
describe('the Edge Function imports by relative path', () => {
  const functions = path.join(root, 'supabase/functions');

  it('has no #shared import in any of its files, static or dynamic', () => {
    const files = readdirSync(functions, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) =>
      /(?:\bfrom\s*|\bimport\s*\(\s*)['"]#shared\b/.test(
        readFileSync(path.join(functions, file), 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps no #shared entry in the import map Deno deploys with', () => {
    const config = JSON.parse(readFileSync(path.join(functions, 'deno.json'), 'utf8')) as {
      imports: Record<string, string>;
    };
    expect(Object.keys(config.imports).filter((key) => key.startsWith('#'))).toEqual([]);
  });

  it('is stopped by the linter when a file there imports #shared', async () => {
    const [result] = await eslint.lintText(
      `import { business } from '#shared/schemas/business.ts';\nvoid business;\n`,
      { filePath: path.join(root, 'supabase/functions/send-notification/probe.ts') },
    );
    expect(result!.messages.map((message) => message.ruleId)).toContain('no-restricted-imports');
  });
});
