/**
 * The sweep's check that the database has every migration the function needs, on PostgreSQL
 * and PGlite: a database a deploy left behind withholds the heartbeat and says which migration
 * it lacks; the function's required migration is always the newest file.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { applyMigrations } from '../../../platform/migrate.ts';
import { buildHandler, createRecordingTransport, postRequest } from '../../../server/test/fakes.ts';
import { createTestDb, setupTestDb, type DbKind } from '../../../server/test/test-db.ts';
import { validBooking } from './schemas/test-fixtures.ts';
import { REQUIRED_MIGRATION, schemaState } from './schema-check.ts';

const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url));
const versions = async () =>
  (await readdir(MIGRATIONS))
    .filter((name) => name.endsWith('.sql'))
    .map((name) => name.slice(0, 14))
    .sort();

it('requires the newest migration there is', async () => {
  expect(REQUIRED_MIGRATION).toBe((await versions()).at(-1));
});

describe.each<DbKind>(['postgres', 'pglite'])('the schema check (%s)', (kind) => {
  const t = setupTestDb(kind);

  it('finds a migrated database current', async () => {
    const log: string[] = [];
    expect(await schemaState(t.db, (_, event) => log.push(event))).toEqual({
      current: true,
      required: REQUIRED_MIGRATION,
      found: REQUIRED_MIGRATION,
    });
    expect(log).toEqual([]);
  });

  it("reads the newer of Supabase's record and the local one", async () => {
    await t.db.exec(`create schema supabase_migrations;
      create table supabase_migrations.schema_migrations (version text primary key);`);
    try {
      await t.db.exec(
        `insert into supabase_migrations.schema_migrations values ('20261126120000')`,
      );
      expect(await schemaState(t.db, () => {})).toMatchObject({ found: REQUIRED_MIGRATION });
      await t.db.exec(
        `insert into supabase_migrations.schema_migrations values ('20991231000000')`,
      );
      expect(await schemaState(t.db, () => {})).toMatchObject({
        current: true,
        found: '20991231000000',
      });
    } finally {
      await t.db.exec('drop schema supabase_migrations cascade');
    }
  });

  it('withholds the heartbeat while the last migrations are missing, and says which', async () => {
    const all = await versions();
    const olderThan = all.at(-2)!;
    const older = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    const pings: string[] = [];
    const monitor = createServer((req, res) => {
      pings.push(req.url ?? '');
      res.writeHead(200).end('OK');
    });
    await new Promise<void>((resolve) => monitor.listen(0, '127.0.0.1', resolve));
    const heartbeatUrl = `http://127.0.0.1:${(monitor.address() as { port: number }).port}/ping`;
    try {
      for (const name of await readdir(MIGRATIONS)) {
        if (name < olderThan) await copyFile(path.join(MIGRATIONS, name), path.join(older, name));
      }
      const old = await createTestDb(kind, inject('postgresUrl'), older);
      try {
        const log: { event: string; data?: Record<string, unknown> }[] = [];
        const handler = buildHandler(old.db, createRecordingTransport(), {
          heartbeatUrl,
          log: (_, event, data) => log.push({ event, data }),
        });
        expect(await handler.sweep()).toMatchObject({
          schema: { current: false, required: REQUIRED_MIGRATION, found: all.at(-3) },
          outbox: { healthy: true },
          heartbeat: 'withheld',
        });
        expect(pings).toEqual([]);
        expect(log).toContainEqual({
          event: 'schema_behind',
          data: { required: REQUIRED_MIGRATION, found: all.at(-3) },
        });

        // `supabase db push`, then the next sweep is healthy again.
        await applyMigrations(old.db);
        expect(await handler.sweep()).toMatchObject({
          schema: { current: true, found: REQUIRED_MIGRATION },
          heartbeat: 'pinged',
        });
        expect(pings).toEqual(['/ping']);
        const answer = await handler(postRequest(validBooking()));
        expect(answer.status).toBe(201);
        await handler.idle();
      } finally {
        await old.close();
      }
    } finally {
      await new Promise((resolve) => monitor.close(resolve));
      await rm(older, { recursive: true, force: true });
    }
  });
});
