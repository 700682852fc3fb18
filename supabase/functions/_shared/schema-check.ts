/**
 * Whether the database has every migration this function's SQL needs. A function deployed
 * before `supabase db push` (or after one that failed) answers a booking with a 500 while a
 * contact message, the sweep and the outbox all look healthy; the sweep reports this check and
 * withholds the heartbeat, so the monitor alerts (supabase/README.md, "Deploying to Supabase").
 */
import type { Logger } from './config.ts';
import type { Queryable } from './db/types.ts';

/** The newest file in supabase/migrations by its 14-digit version (schema-check.test.ts). */
export const REQUIRED_MIGRATION = '20261129090000';

export interface SchemaState {
  current: boolean;
  required: string;
  /** The newest migration the database records; absent when none is, or it was unreadable. */
  found?: string;
}

/**
 * `supabase db push` records its migrations in supabase_migrations.schema_migrations; the local
 * stack and the tests in public.local_schema_migrations (platform/migrate.ts). The newer of the
 * two counts.
 */
const TRACKERS = [
  ['supabase_migrations.schema_migrations', 'max(version)'],
  ['public.local_schema_migrations', 'max(left(name, 14))'],
] as const;

async function newestMigration(db: Queryable): Promise<string | undefined> {
  let newest: string | undefined;
  for (const [table, newestOf] of TRACKERS) {
    const [exists] = await db.query<{ found: boolean }>(
      `select to_regclass($1) is not null as found`,
      [table],
    );
    if (!exists?.found) continue;
    const [row] = await db.query<{ version: string | null }>(
      `select ${newestOf} as version from ${table}`,
    );
    const version = row?.version ?? undefined;
    if (version && (!newest || version > newest)) newest = version;
  }
  return newest;
}

/** Never throws: a tracker it cannot read counts as behind, and the log says why. */
export async function schemaState(db: Queryable, log: Logger): Promise<SchemaState> {
  let found: string | undefined;
  try {
    found = await newestMigration(db);
  } catch (error) {
    log('error', 'schema_check_failed', { error: String(error) });
  }
  const current = !!found && found >= REQUIRED_MIGRATION;
  if (!current) {
    log('error', 'schema_behind', { required: REQUIRED_MIGRATION, found: found ?? null });
  }
  return { current, required: REQUIRED_MIGRATION, ...(found ? { found } : {}) };
}
