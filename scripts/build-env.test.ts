import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { functionsOriginFromEnv } from '../platform/security-headers.ts';
import { buildEnv } from './build-env.ts';

let root: string | undefined;

afterEach(async () => {
  vi.unstubAllEnvs();
  if (root) await rm(root, { recursive: true, force: true });
});

it('allows the functions origin that a .env.production gives the bundle', async () => {
  vi.stubEnv('VITE_SUPABASE_URL', undefined);
  root = await mkdtemp(path.join(tmpdir(), 'build-env-'));
  await writeFile(
    path.join(root, '.env.production'),
    'VITE_SUPABASE_URL=https://abcdefgh.supabase.co/\n',
  );
  expect(functionsOriginFromEnv(buildEnv(root))).toBe('https://abcdefgh.supabase.co');
  // The environment wins over the file, as in Vite.
  vi.stubEnv('VITE_SUPABASE_URL', 'https://other.supabase.co');
  expect(functionsOriginFromEnv(buildEnv(root))).toBe('https://other.supabase.co');
});

it('reads a blank address as none: the forms then post to the site itself', () => {
  expect(functionsOriginFromEnv({ VITE_SUPABASE_URL: ' ' })).toBeUndefined();
  expect(functionsOriginFromEnv({})).toBeUndefined();
});

it.each([
  'https://abcdefgh.supabase.co/functions/v1',
  'abcdefgh.supabase.co',
  'ftp://abcdefgh.supabase.co',
  'https://abcdefgh.supabase.co/?x=1',
])('stops the build on %s: the forms would post where no function answers', (value) => {
  expect(() => functionsOriginFromEnv({ VITE_SUPABASE_URL: value })).toThrow(
    /VITE_SUPABASE_URL must be the project URL/,
  );
});

it('takes a Supabase run on this machine or the local network, and a slash too many', () => {
  expect(functionsOriginFromEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' })).toBe(
    'http://127.0.0.1:54321',
  );
  expect(functionsOriginFromEnv({ VITE_SUPABASE_URL: 'http://192.168.1.20:54321' })).toBe(
    'http://192.168.1.20:54321',
  );
  expect(functionsOriginFromEnv({ VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co//' })).toBe(
    'https://abcdefgh.supabase.co',
  );
});
