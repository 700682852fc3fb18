/**
 * `npm run erase -- <email>` as the operator runs it, in a child process, on the local stack's
 * PGlite folder and on a PostgreSQL (DATABASE_URL): one person's requests, mails and .eml files
 * go, another's stay, and it says what it deleted.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgliteDb } from '#shared/db/pglite-db.ts';
import { createPostgresDb } from '#shared/db/postgres-db.ts';
import type { Db } from '#shared/db/types.ts';
import { createFileOutboxTransport } from '#shared/mail/file-outbox-transport.ts';
import { validContact } from '#shared/schemas/test-fixtures.ts';
import { applyMigrations, ensureSupabaseRoles } from '../platform/migrate.ts';
import { buildHandler, countRows, postRequest } from '../server/test/fakes.ts';
import { book } from '../server/test/lifecycle-kit.ts';

const root = path.resolve(import.meta.dirname, '..');

function runErase(args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['scripts/erase.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', OUTBOX_DIR: '', ...env },
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

/** Anna (two bookings, one message, in mixed case) and Hanna, mailed into `outbox`. */
async function twoPeople(db: Db, outbox: string) {
  await ensureSupabaseRoles(db);
  await applyMigrations(db);
  const handler = buildHandler(db, createFileOutboxTransport(outbox));
  const first = await book(handler, { email: 'Anna@Example.com', date: '2026-07-01' });
  const second = await book(handler, { email: 'anna@example.com', date: '2026-07-02' });
  await handler(postRequest(validContact({ email: 'ANNA@example.com' })));
  await book(handler, { email: 'hanna@example.com', date: '2026-07-03' });
  await handler.idle();
  return [first.reference, second.reference].sort();
}

describe.each(['pglite', 'postgres'] as const)('npm run erase (%s)', (kind) => {
  let dir: string;
  let env: Record<string, string>;
  let open: () => Promise<Db>;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'erase-'));
    const outbox = path.join(dir, 'outbox');
    if (kind === 'pglite') {
      const dataDir = path.join(dir, 'pglite');
      env = { DATA_DIR: dataDir, OUTBOX_DIR: outbox };
      open = () => createPgliteDb(dataDir);
    } else {
      const name = `erase_${crypto.randomUUID().replace(/-/g, '')}`;
      const admin = createPostgresDb(inject('postgresUrl'), { max: 1 });
      await admin.exec(`create database ${name}`);
      const url = new URL(inject('postgresUrl'));
      url.pathname = `/${name}`;
      env = { DATABASE_URL: url.toString(), OUTBOX_DIR: outbox };
      open = async () => createPostgresDb(url.toString(), { max: 2 });
      dropDatabase = async () => {
        await admin.exec(`drop database if exists ${name} with (force)`);
        await admin.close();
      };
    }
  }, 60_000);
  afterAll(async () => {
    await dropDatabase();
    await rm(dir, { recursive: true, force: true });
  });

  it("deletes one person's requests, mails and .eml files and says what it deleted", async () => {
    const db = await open();
    const references = await twoPeople(db, env.OUTBOX_DIR!);
    await db.close();
    expect(await readdir(env.OUTBOX_DIR!)).toHaveLength(8);

    const { status, out, err } = runErase([' Anna@EXAMPLE.com '], env);
    expect(err).toBe('');
    expect(status).toBe(0);
    expect(out).toContain('Erased Anna@EXAMPLE.com:');
    expect(out).toContain(`2 booking request(s) (${references.join(', ')})`);
    expect(out).toContain('1 contact message(s)');
    expect(out).toContain('6 mail(s) in the outbox table, 2 history event(s)');
    expect(out).toContain('6 .eml file(s) in the outbox folder');

    const after = await open();
    try {
      expect(await countRows(after)).toEqual({ bookings: 1, contacts: 0, mails: 2 });
    } finally {
      await after.close();
    }
    expect(await readdir(env.OUTBOX_DIR!)).toHaveLength(2); // Hanna's, not Anna's
  });

  it('refuses what is not an address', () => {
    const { status, err } = runErase(['anna'], env);
    expect(status).toBe(1);
    expect(err).toContain('not an e-mail address');
  });
});

describe('npm run erase on a PGlite folder in use', () => {
  it('refuses while npm start has the database open, and names the way out', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'erase-open-'));
    const dataDir = path.join(dir, 'pglite');
    const db = await createPgliteDb(dataDir);
    try {
      await ensureSupabaseRoles(db);
      await applyMigrations(db);
      const handler = buildHandler(db, createFileOutboxTransport(path.join(dir, 'outbox')));
      await handler(postRequest(validContact()));
      // The mails are written after the answer: the folder is removed below only once they are.
      await handler.idle();
      const { status, err } = runErase(['john@example.com'], { DATA_DIR: dataDir });
      expect(status).toBe(1);
      expect(err).toMatch(/is open \(npm start\?\): stop the server first/);
      expect(await countRows(db)).toMatchObject({ contacts: 1 });
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
