/**
 * `npm run erase -- <email>`: deletes one person's booking requests and contact messages (the
 * address compared without regard to case) with their mails and history from the local stack's
 * database, and the .eml files addressed to or from them in its outbox folder, and says what it
 * deleted. It reads the same settings as `npm start`: DATABASE_URL, else the PGlite folder
 * DATA_DIR (default .data/pglite); OUTBOX_DIR (default .data/outbox).
 *
 * The hosted database has the same function: `select public.erase_person('<email>');` in
 * Supabase's SQL editor (supabase/README.md). Mails already delivered (the operator's inbox,
 * the visitor's) are not reachable from here: delete them there.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createPgliteDb } from '#shared/db/pglite-db.ts';
import { createPostgresDb } from '#shared/db/postgres-db.ts';
import type { Db } from '#shared/db/types.ts';
import { isMain } from '../platform/is-main.ts';
import { applyMigrations, ensureSupabaseRoles } from '../platform/migrate.ts';

export interface Erased {
  bookings: number;
  contactMessages: number;
  mails: number;
  events: number;
  references: string[];
  /** .eml files removed from the outbox folder. */
  files: number;
}

type Env = Record<string, string | undefined>;

/**
 * PGlite has no lock of its own: a second process opening the folder while `npm start` has it
 * open would corrupt it. PGlite writes postmaster.pid while it runs and removes it on close.
 */
async function openDatabase(env: Env): Promise<Db | null> {
  if (env.DATABASE_URL) return createPostgresDb(env.DATABASE_URL, { max: 1 });
  const dataDir = path.resolve(env.DATA_DIR || '.data/pglite');
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) return null;
  const pid = path.join(dataDir, 'postmaster.pid');
  if (existsSync(pid)) {
    throw new Error(
      `The database in ${dataDir} is open (npm start?): stop the server first. ` +
        `If none runs, a crash left ${pid} behind: delete it and try again.`,
    );
  }
  return createPgliteDb(dataDir);
}

/** The headers of a mail name the address (To, Reply-To), whole, in any case. */
function mentions(eml: string, email: string): boolean {
  const end = eml.search(/\r?\n\r?\n/);
  const head = (end < 0 ? eml : eml.slice(0, end)).toLowerCase();
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[\\s<,:;"])${escaped}($|[\\s>,;"])`, 'm').test(head);
}

async function eraseFiles(dir: string, email: string): Promise<number> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  let removed = 0;
  for (const file of files) {
    const full = path.join(dir, file);
    if (mentions(await readFile(full, 'utf8'), email)) {
      await rm(full);
      removed++;
    }
  }
  return removed;
}

export async function erase(address: string, env: Env = process.env): Promise<Erased> {
  const email = address.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new Error(`not an e-mail address: ${address}`);
  const db = await openDatabase(env);
  const none = { bookings: 0, contactMessages: 0, mails: 0, events: 0, references: [] };
  let rows = none;
  if (db) {
    try {
      // An older database gets the function first, as `npm start` would.
      await ensureSupabaseRoles(db);
      await applyMigrations(db);
      const [row] = await db.query<{ erased: string | typeof none }>(
        'select public.erase_person($1) as erased',
        [email],
      );
      const erased = row?.erased ?? none;
      rows = typeof erased === 'string' ? (JSON.parse(erased) as typeof none) : erased;
    } finally {
      await db.close();
    }
  }
  const files = await eraseFiles(path.resolve(env.OUTBOX_DIR || '.data/outbox'), email);
  return { ...rows, files };
}

export function describeErased(email: string, erased: Erased): string {
  const refs = erased.references.length ? ` (${erased.references.join(', ')})` : '';
  return [
    `Erased ${email}:`,
    `  ${erased.bookings} booking request(s)${refs}`,
    `  ${erased.contactMessages} contact message(s)`,
    `  ${erased.mails} mail(s) in the outbox table, ${erased.events} history event(s)`,
    `  ${erased.files} .eml file(s) in the outbox folder`,
    'Mails already delivered to a mailbox (the operator\u2019s, the visitor\u2019s) are not touched.',
  ].join('\n');
}

if (isMain(import.meta)) {
  const [email, ...rest] = process.argv.slice(2);
  if (!email || rest.length) {
    console.error('usage: npm run erase -- <email>');
    process.exitCode = 2;
  } else {
    try {
      console.log(describeErased(email.trim(), await erase(email)));
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  }
}
