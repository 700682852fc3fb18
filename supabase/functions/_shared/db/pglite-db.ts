/** Db on PGlite: Postgres compiled to WebAssembly, in-process, for the local stack and tests. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, SqlParam } from './types.ts';

function queryable(pg: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row extends object>(text: string, params: readonly SqlParam[] = []) {
      const result = await pg.query<Row>(text, params as SqlParam[]);
      return result.rows;
    },
    async exec(script: string) {
      await pg.exec(script);
    },
  };
}

/** `dataDir` undefined keeps the database in memory (tests); a path persists it (npm start). */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  // PGlite creates its own folder but not the parents (.data/ is absent in a fresh clone).
  if (dataDir) await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  return {
    label: dataDir ? `PGlite (${dataDir})` : 'PGlite (in memory)',
    ...queryable(pg),
    // PGlite has one connection; its transaction() queues everything else behind a mutex.
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      pg.transaction((tx) => fn(queryable(tx))),
    async close() {
      await pg.close();
    },
  };
}
