/** Fresh, migrated databases for tests: one per call, on the throw-away cluster or in PGlite. */
import { createPgliteDb } from '#shared/db/pglite-db.ts';
import { createPostgresDb } from '#shared/db/postgres-db.ts';
import type { Db } from '#shared/db/types.ts';
import { applyMigrations, ensureSupabaseRoles } from '../../platform/migrate.ts';

export type DbKind = 'postgres' | 'pglite';

export interface TestDb {
  db: Db;
  kind: DbKind;
  /** Empties every table between tests, keeping the schema. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

async function finish(
  db: Db,
  kind: DbKind,
  cleanup: () => Promise<void>,
  migrationsDir?: string,
): Promise<TestDb> {
  await ensureSupabaseRoles(db);
  await applyMigrations(db, migrationsDir);
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

/** `migrationsDir`: another folder of migrations, e.g. the older ones only (migration tests). */
export async function createTestDb(
  kind: DbKind,
  postgresUrl?: string,
  migrationsDir?: string,
): Promise<TestDb> {
  if (kind === 'pglite') return finish(await createPgliteDb(), kind, async () => {}, migrationsDir);
  if (!postgresUrl) throw new Error('postgresUrl missing: is the vitest globalSetup configured?');
  const name = `test_${crypto.randomUUID().replace(/-/g, '')}`;
  const admin = createPostgresDb(postgresUrl, { max: 1 });
  await admin.exec(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const db = createPostgresDb(url.toString(), { max: 20 });
  return finish(
    db,
    kind,
    async () => {
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
    migrationsDir,
  );
}
