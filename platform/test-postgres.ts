/**
 * The PostgreSQL the tests run against: one throw-away cluster (throwaway-postgres.ts) with the
 * Supabase roles and a database migrated once as a template, which every test database copies
 * (`create database … template`, a file copy, instead of running every migration again).
 * `npm test` starts one for Vitest and the Deno tests together and hands its address over in
 * TEST_POSTGRES_URL; either of them run alone starts its own.
 */
import { createPostgresDb } from '#shared/db/postgres-db.ts';
import { applyMigrations, ensureSupabaseRoles } from './migrate.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

/** The environment variable that carries a running test cluster's admin address. */
export const TEST_POSTGRES_ENV = 'TEST_POSTGRES_URL';

/** The migrated database every test database is copied from. */
const TEMPLATE_DATABASE = 'migrated_template';

export interface TestPostgres {
  /** The admin address: postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** Stops the cluster if this process started it; leaves a shared one running. */
  stop(): Promise<void>;
}

/** The same cluster's address with another database. */
export function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** A new cluster with the roles and the migrated template. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const cluster = await startThrowawayPostgres();
  try {
    const admin = createPostgresDb(cluster.url, { max: 1 });
    try {
      await ensureSupabaseRoles(admin);
      await admin.exec(`create database ${TEMPLATE_DATABASE}`);
    } finally {
      await admin.close();
    }
    // Closed before any copy: PostgreSQL copies a template only while no one is connected to it.
    const template = createPostgresDb(databaseUrl(cluster.url, TEMPLATE_DATABASE), { max: 1 });
    try {
      await applyMigrations(template);
    } finally {
      await template.close();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

/** The cluster named in TEST_POSTGRES_URL (started by `npm test`), else a new one. */
export async function sharedOrOwnTestPostgres(): Promise<TestPostgres> {
  const shared = process.env[TEST_POSTGRES_ENV];
  if (shared) return { url: shared, stop: async () => {} };
  return startTestPostgres();
}

export interface CopiedDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database with every migration applied, copied from the template. */
export async function copyTemplateDatabase(
  adminUrl: string,
  prefix = 'test',
): Promise<CopiedDatabase> {
  const name = `${prefix}_${crypto.randomUUID().replace(/-/g, '')}`;
  const admin = createPostgresDb(adminUrl, { max: 1 });
  try {
    await admin.exec(`create database ${name} template ${TEMPLATE_DATABASE}`);
  } catch (error) {
    await admin.close();
    throw error;
  }
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      try {
        await admin.exec(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.close();
      }
    },
  };
}
