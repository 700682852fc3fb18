/** Fresh, migrated databases for tests: one per call, on the throw-away cluster or in PGlite. */
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { createPgliteDb } from '#shared/db/pglite-db.ts';
import { createPostgresDb } from '#shared/db/postgres-db.ts';
import type { Db } from '#shared/db/types.ts';
import { applyMigrations, ensureSupabaseRoles } from '../../platform/migrate.ts';
import { copyTemplateDatabase, databaseUrl } from '../../platform/test-postgres.ts';

export type DbKind = 'postgres' | 'pglite';

export interface TestDb {
  db: Db;
  kind: DbKind;
  /** Empties every table between tests, keeping the schema. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

function testDb(db: Db, kind: DbKind, cleanup: () => Promise<void>): TestDb {
  return {
    db,
    kind,
    reset: () =>
      db.exec(
        'truncate public.mail_outbox, public.booking_events, public.booking_requests, public.contact_messages, public.rate_limit_counters, public.confirmation_counters, public.operator_sessions, public.operator_sign_in_failures',
      ),
    async close() {
      await db.close();
      await cleanup();
    },
  };
}

async function migrated(db: Db, migrationsDir?: string): Promise<Db> {
  await ensureSupabaseRoles(db);
  await applyMigrations(db, migrationsDir);
  return db;
}

/**
 * `migrationsDir`: another folder of migrations, e.g. the older ones only (migration tests);
 * such a database is migrated here, one without it is copied from the cluster's template.
 */
export async function createTestDb(
  kind: DbKind,
  postgresUrl?: string,
  migrationsDir?: string,
): Promise<TestDb> {
  if (kind === 'pglite') {
    return testDb(await migrated(await createPgliteDb(), migrationsDir), kind, async () => {});
  }
  if (!postgresUrl) throw new Error('postgresUrl missing: is the vitest globalSetup configured?');
  if (!migrationsDir) {
    const copy = await copyTemplateDatabase(postgresUrl);
    return testDb(createPostgresDb(copy.url, { max: 20 }), kind, copy.drop);
  }
  const name = `test_${crypto.randomUUID().replace(/-/g, '')}`;
  const admin = createPostgresDb(postgresUrl, { max: 1 });
  await admin.exec(`create database ${name}`);
  const db = createPostgresDb(databaseUrl(postgresUrl, name), { max: 20 });
  return testDb(await migrated(db, migrationsDir), kind, async () => {
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  });
}

/**
 * One migrated database for the enclosing `describe` (or file): made before its tests, emptied
 * before each one, closed after them. Read `db` inside hooks and tests, not while collecting.
 */
export function setupTestDb(kind: DbKind): Omit<TestDb, 'close'> {
  let t: TestDb | undefined;
  const current = (): TestDb => {
    if (!t) throw new Error('setupTestDb: the database is made in beforeAll; read it in a test');
    return t;
  };
  beforeAll(async () => {
    t = await createTestDb(kind, kind === 'postgres' ? inject('postgresUrl') : undefined);
  }, 60_000);
  afterAll(() => t?.close());
  beforeEach(() => current().reset());
  return {
    get db() {
      return current().db;
    },
    kind,
    reset: () => current().reset(),
  };
}
