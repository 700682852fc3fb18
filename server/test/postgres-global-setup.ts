/**
 * vitest globalSetup for the `server` project: the PostgreSQL cluster for the run (the one
 * `npm test` shares through TEST_POSTGRES_URL, else a throw-away one of its own), with the
 * Supabase roles and a migrated template database (platform/test-postgres.ts). Tests read the
 * URL with `inject('postgresUrl')` and copy their own database in it (see test-db.ts).
 */
import type { TestProject } from 'vitest/node';
import { sharedOrOwnTestPostgres } from '../../platform/test-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await sharedOrOwnTestPostgres();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
