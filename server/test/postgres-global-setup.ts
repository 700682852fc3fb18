/**
 * vitest globalSetup for the `server` project: one throw-away PostgreSQL cluster for the run,
 * with the Supabase roles created once (they are cluster-wide). Tests read the URL with
 * `inject('postgresUrl')` and make their own database in it (see test-db.ts).
 */
import type { TestProject } from 'vitest/node';
import { createPostgresDb } from '#shared/db/postgres-db.ts';
import { ensureSupabaseRoles } from '../../platform/migrate.ts';
import { startThrowawayPostgres } from '../../platform/throwaway-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startThrowawayPostgres();
  const admin = createPostgresDb(cluster.url, { max: 1 });
  try {
    await ensureSupabaseRoles(admin);
  } finally {
    await admin.close();
  }
  project.provide('postgresUrl', cluster.url);
  process.env.TEST_POSTGRES_URL = cluster.url;
  return () => cluster.stop();
}
