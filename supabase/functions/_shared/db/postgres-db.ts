/** Db on postgres.js: the deployed function (Deno, SUPABASE_DB_URL) and DATABASE_URL locally. */
import postgres from 'postgres';
import type { Db, Queryable, SqlParam } from './types.ts';

export interface PostgresDbOptions {
  /** Pool size; postgres.js default is 10. */
  max?: number;
  /** Off for Supabase's transaction pooler (port 6543), which cannot keep prepared statements. */
  prepare?: boolean;
}

type Sql = ReturnType<typeof postgres>;

function queryable(sql: Sql | postgres.TransactionSql): Queryable {
  return {
    async query<Row extends object>(text: string, params: readonly SqlParam[] = []) {
      const rows = await sql.unsafe(text, params as SqlParam[]);
      return rows as unknown as Row[];
    },
    async exec(script: string) {
      await sql.unsafe(script); // no parameters: the simple protocol, several statements allowed
    },
  };
}

export function createPostgresDb(url: string, options: PostgresDbOptions = {}): Db {
  const sql = postgres(url, {
    max: options.max ?? 10,
    prepare: options.prepare ?? true,
    onnotice: () => {},
    // Keep timestamps as Date and bigint counts as strings; the store casts what it reads.
    connection: { application_name: 'send-notification' },
  });
  let host = 'postgres';
  try {
    const parsed = new URL(url);
    host = `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    // keep the generic label; never echo a URL that could hold a password
  }
  return {
    label: `PostgreSQL (${host})`,
    ...queryable(sql),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return (await sql.begin((tx) => fn(queryable(tx)))) as T;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
