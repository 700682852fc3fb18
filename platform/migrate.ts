/**
 * Applies supabase/migrations/*.sql in name order, each once, for the local stack and tests.
 * (Supabase itself applies them with `supabase db push`, tracked in its own table.)
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '#shared/db/types.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../supabase/migrations/', import.meta.url));

/**
 * The roles Supabase provides and the migrations grant to or revoke from. Created here so the
 * same SQL runs on plain PostgreSQL and PGlite. The default privileges mimic Supabase's, which
 * hand anon every new public table and function: the migrations must take that away themselves.
 */
const SUPABASE_ROLES_SQL = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
exception when duplicate_object or unique_violation then
  null; -- created concurrently by another connection
end
$$;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public
  grant all on functions to anon, authenticated, service_role;
`;

export async function ensureSupabaseRoles(db: Db): Promise<void> {
  await db.exec(SUPABASE_ROLES_SQL);
}

export interface MigrationResult {
  applied: string[];
  skipped: string[];
}

export async function applyMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  await db.exec(`create table if not exists public.local_schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  );
  revoke all on table public.local_schema_migrations from public, anon, authenticated;`);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const result: MigrationResult = { applied: [], skipped: [] };
  for (const name of files) {
    const sql = await readFile(path.join(dir, name), 'utf8');
    const done = await db.transaction(async (tx) => {
      // Serialises concurrent starters (two test workers, two local processes) on one database.
      await tx.query(
        `select pg_advisory_xact_lock(hashtextextended('local_schema_migrations', 0))`,
      );
      const seen = await tx.query(`select 1 from public.local_schema_migrations where name = $1`, [
        name,
      ]);
      if (seen.length > 0) return false;
      await tx.exec(sql);
      await tx.query(`insert into public.local_schema_migrations (name) values ($1)`, [name]);
      return true;
    });
    (done ? result.applied : result.skipped).push(name);
  }
  return result;
}
