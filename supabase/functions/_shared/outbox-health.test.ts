/**
 * The outbox health check the sweep reports (failed mails, mails pending over 15 minutes), the
 * heartbeat it pings only when healthy, and the migration that schedules the sweep through
 * pg_cron and pg_net, on PostgreSQL and PGlite.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  buildHandler,
  createClock,
  createRecordingTransport,
  postRequest,
} from '../../../server/test/fakes.ts';
import { setupTestDb, type DbKind } from '../../../server/test/test-db.ts';
import { FIXED_NOW, validContact } from './schemas/test-fixtures.ts';
import { outboxHealth } from './outbox-health.ts';

const MINUTE = 60_000;
const SCHEDULE_MIGRATION = new URL(
  '../../migrations/20261126100200_sweep_schedule.sql',
  import.meta.url,
);

/** A heartbeat monitor on a free loopback port that counts the GETs it receives. */
async function startMonitor(): Promise<{ url: string; pings: string[]; close(): Promise<void> }> {
  const pings: string[] = [];
  const server: Server = createServer((req, res) => {
    pings.push(`${req.method} ${req.url}`);
    res.writeHead(200).end('OK');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/ping/abc`,
    pings,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each<DbKind>(['postgres', 'pglite'])(
  'outbox health and the sweep schedule (%s)',
  (kind) => {
    const t = setupTestDb(kind);

    /** A contact message with its two mails, once delivered, then set to `status` at `createdAt`. */
    async function mailsAt(status: string, createdAt: Date): Promise<void> {
      const handler = buildHandler(t.db, createRecordingTransport(), { now: () => createdAt });
      const { id } = (await (await handler(postRequest(validContact()))).json()) as { id: string };
      await handler.idle();
      await t.db.query(
        // A pending mail waits for its next attempt (as after a failed one), untouched by the
        // deliveries of the requests that follow.
        `update public.mail_outbox set status = $1, created_at = $2::timestamptz,
         next_attempt_at = $2::timestamptz + interval '1 day'
       where contact_message_id = $3`,
        [status, createdAt.toISOString(), id],
      );
    }

    it('counts failed mails and mails pending longer than 15 minutes, and nothing else', async () => {
      const now = FIXED_NOW;
      expect(await outboxHealth(t.db, now)).toEqual({
        healthy: true,
        failedMails: 0,
        stuckMails: 0,
      });
      await mailsAt('pending', new Date(now.getTime() - 14 * MINUTE)); // young enough
      await mailsAt('sent', new Date(now.getTime() - 60 * MINUTE));
      await mailsAt('suppressed', new Date(now.getTime() - 60 * MINUTE));
      expect(await outboxHealth(t.db, now)).toMatchObject({ healthy: true, stuckMails: 0 });

      await mailsAt('pending', new Date(now.getTime() - 16 * MINUTE));
      expect(await outboxHealth(t.db, now)).toEqual({
        healthy: false,
        failedMails: 0,
        stuckMails: 2,
        oldestStuckAt: new Date(now.getTime() - 16 * MINUTE).toISOString(),
      });
      await mailsAt('failed', new Date(now.getTime() - 1 * MINUTE));
      expect(await outboxHealth(t.db, now)).toMatchObject({ failedMails: 2, stuckMails: 2 });
    });

    it('pings the heartbeat after a healthy sweep only, and reports the health', async () => {
      const monitor = await startMonitor();
      try {
        const clock = createClock();
        const mailer = createRecordingTransport();
        const handler = buildHandler(t.db, mailer, { now: clock.now, heartbeatUrl: monitor.url });
        expect(await handler.sweep()).toMatchObject({
          outbox: { healthy: true, failedMails: 0, stuckMails: 0 },
          heartbeat: 'pinged',
        });
        expect(monitor.pings).toEqual(['GET /ping/abc']);

        // Mail stops getting out: the transport fails, and 15 minutes later the outbox is unhealthy.
        mailer.failNext(1_000);
        await handler(postRequest(validContact()));
        await handler.idle();
        clock.advance(16 * MINUTE);
        expect(await handler.sweep()).toMatchObject({
          outbox: { healthy: false, stuckMails: 2 },
          heartbeat: 'withheld',
        });
        expect(monitor.pings).toHaveLength(1);

        // The transport is back: the next sweep sends both mails and pings again.
        mailer.failNext(0);
        clock.advance(60 * MINUTE);
        expect(await handler.sweep()).toMatchObject({
          sent: 2,
          outbox: { healthy: true },
          heartbeat: 'pinged',
        });
        expect(monitor.pings).toHaveLength(2);
      } finally {
        await monitor.close();
      }
    });

    it('reports a heartbeat that cannot be reached without failing the sweep', async () => {
      const monitor = await startMonitor();
      await monitor.close(); // nothing listens there any more
      const handler = buildHandler(t.db, createRecordingTransport(), { heartbeatUrl: monitor.url });
      expect(await handler.sweep()).toMatchObject({
        outbox: { healthy: true },
        heartbeat: 'failed',
      });
      expect(await buildHandler(t.db, createRecordingTransport()).sweep()).toMatchObject({
        heartbeat: 'off',
      });
    });

    it('schedules the sweep every 5 minutes through pg_cron and pg_net, with a long time-out', async () => {
      // Without pg_cron and pg_net (PGlite, Debian's PostgreSQL) the migration scheduled nothing.
      const [none] = await t.db.query<{ cron: string | null }>(
        `select to_regnamespace('cron')::text as cron`,
      );
      expect(none?.cron).toBeNull();
      // Stand-ins with the extensions' signatures, and Vault's view, record what they are given.
      await t.db.exec(`
      create schema cron;
      create table cron.jobs (name text primary key, schedule text, command text);
      create function cron.schedule(job_name text, schedule text, command text) returns bigint
        language sql as $$
          insert into cron.jobs values (job_name, schedule, command)
          on conflict (name) do update set schedule = excluded.schedule, command = excluded.command;
          select 1::bigint $$;
      create schema net;
      create table net.calls (url text, body jsonb, headers jsonb, timeout_ms int);
      create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
          headers jsonb default '{"Content-Type": "application/json"}', timeout_milliseconds int default 5000)
        returns bigint language sql as $$
          insert into net.calls values (url, body, headers, timeout_milliseconds); select 7::bigint $$;
      create schema vault;
      create table vault.decrypted_secrets (name text primary key, decrypted_secret text);
    `);
      try {
        await t.db.exec(await readFile(SCHEDULE_MIGRATION, 'utf8'));
        await t.db.exec(await readFile(SCHEDULE_MIGRATION, 'utf8')); // again: still one job
        const jobs = await t.db.query<{ name: string; schedule: string; command: string }>(
          'select name, schedule, command from cron.jobs',
        );
        expect(jobs).toEqual([
          {
            name: 'send-notification-sweep',
            schedule: '*/5 * * * *',
            command: 'select public.request_sweep()',
          },
        ]);

        // No secrets in Vault yet: the job posts nothing.
        const [idle] = await t.db.query<{ id: string | null }>(`${jobs[0]!.command} as id`);
        expect(idle?.id).toBeNull();
        expect(await t.db.query('select * from net.calls')).toEqual([]);

        await t.db.exec(`insert into vault.decrypted_secrets values
        ('send_notification_sweep_url', 'https://ref.supabase.co/functions/v1/send-notification/sweep'),
        ('send_notification_sweep_token', 'sweep-token-0123456789abcdef')`);
        await t.db.query(jobs[0]!.command);
        const calls = await t.db.query<{ url: string; headers: object; timeout_ms: number }>(
          'select url, headers, timeout_ms from net.calls',
        );
        expect(calls).toEqual([
          {
            url: 'https://ref.supabase.co/functions/v1/send-notification/sweep',
            headers: {
              'Content-Type': 'application/json',
              Authorization: 'Bearer sweep-token-0123456789abcdef',
            },
            // Longer than Supabase's 150 s answer limit, so pg_net never cuts a sweep off.
            timeout_ms: 180_000,
          },
        ]);
      } finally {
        await t.db.exec(
          'drop schema cron cascade; drop schema net cascade; drop schema vault cascade',
        );
      }
    });

    it.each([
      ['anon', false],
      ['authenticated', false],
      ['service_role', true],
    ])(
      '%s may run the health check: %s; never the sweep request (it reads Vault)',
      async (role, health) => {
        const [grants] = await t.db.query<{ health: boolean; sweep: boolean }>(
          `select has_function_privilege($1, 'public.outbox_health(timestamptz)', 'execute') as health,
              has_function_privilege($1, 'public.request_sweep()', 'execute') as sweep`,
          [role],
        );
        expect(grants).toEqual({ health, sweep: false });
      },
    );
  },
);
