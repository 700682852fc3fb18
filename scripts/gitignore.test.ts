import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The paths of `paths` that .gitignore ignores (git check-ignore, without the index). */
function ignored(paths: string[]): string[] {
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', ...paths], {
      cwd: root,
      encoding: 'utf8',
    });
    return out.split('\n').filter(Boolean);
  } catch (error) {
    // Exit status 1: none of them is ignored.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe('.gitignore', () => {
  it('keeps secrets and local data out of commits', () => {
    const secret = [
      '.env',
      '.env.local',
      '.env.production',
      'supabase/.env',
      'supabase/functions/.env',
    ];
    const data = [
      '.data/outbox/x.eml',
      '.data/pglite/PG_VERSION',
      'dist/index.html',
      'screenshots/layout/de/390/home.png',
    ];
    expect(ignored([...secret, ...data]).sort()).toEqual([...secret, ...data].sort());
  });

  it('keeps an example environment file and the manifest screenshots committable', () => {
    expect(ignored(['.env.example', 'public/screenshots/home-narrow.webp'])).toEqual([]);
  });
});
