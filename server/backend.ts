/**
 * The local stack's backend for `npm start`: the send-notification handler on PGlite (or
 * DATABASE_URL), with mail going to .eml files (or SMTP_URL / RESEND_API_KEY), mounted by
 * server/start.ts at /functions/v1/send-notification on the site's own origin.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { consoleLogger, resolveConfig, type Logger } from '#shared/config.ts';
import { createPgliteDb } from '#shared/db/pglite-db.ts';
import { createPostgresDb } from '#shared/db/postgres-db.ts';
import type { Db } from '#shared/db/types.ts';
import { configFromEnv, mailTransportFromEnv } from '#shared/function-env.ts';
import { createHandler } from '#shared/handler.ts';
import { createFileOutboxTransport } from '#shared/mail/file-outbox-transport.ts';
import { sweepOutbox } from '#shared/delivery-pool.ts';
import { FUNCTION_PATH } from '#shared/schemas/constants.ts';
import { applyMigrations, ensureSupabaseRoles } from '../platform/migrate.ts';
import { sendFetchResponse, toFetchRequest } from './node-fetch-adapter.ts';

export interface LocalBackendOptions {
  /** Environment to read (default process.env). */
  env?: Record<string, string | undefined>;
  /** The site's public origin(s); the first one is printed by describe(). */
  origin?: string | string[];
  /** Used for the default origin when `origin` is not given (default PORT or 4173). */
  port?: number;
  /** Folder for PGlite data when DATABASE_URL is unset (default DATA_DIR or .data/pglite). */
  dataDir?: string;
  /** Folder for .eml files when no mail service is configured (default OUTBOX_DIR or .data/outbox). */
  outboxDir?: string;
  /** Outbox sweep period; 0 disables it (default 60 s). */
  sweepIntervalMs?: number;
  log?: Logger;
}

export interface LocalBackend {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  describe(): string;
  close(): Promise<void>;
}

/** Values the local stack uses when the environment has none; production must set its own. */
const LOCAL_DEFAULTS: Record<string, string> = {
  MAIL_FROM: 'Prestige Limousines Salzburg <noreply@localhost>',
  OPERATOR_EMAIL: 'Operator <operator@localhost>',
  RATE_LIMIT_PER_MINUTE: '30',
};

export async function createLocalBackend(opts: LocalBackendOptions = {}): Promise<LocalBackend> {
  const sourceEnv = opts.env ?? process.env;
  const env = (name: string) => sourceEnv[name]?.trim() || LOCAL_DEFAULTS[name];
  const log = opts.log ?? consoleLogger;
  const port = opts.port ?? (Number(env('PORT')) || 4173);
  const origins = opts.origin
    ? [opts.origin].flat()
    : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  // Vite's dev server, so `npm run dev` can post to a running local backend too.
  const devOrigins = ['http://localhost:5173', 'http://127.0.0.1:5173'];

  const databaseUrl = env('DATABASE_URL');
  const dataDir = path.resolve(opts.dataDir ?? env('DATA_DIR') ?? '.data/pglite');
  const db: Db = databaseUrl ? createPostgresDb(databaseUrl) : await createPgliteDb(dataDir);
  try {
    await ensureSupabaseRoles(db);
    await applyMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }

  const outboxDir = opts.outboxDir ?? env('OUTBOX_DIR') ?? '.data/outbox';
  const mailer =
    (await mailTransportFromEnv(env)) ?? createFileOutboxTransport(path.resolve(outboxDir));
  const mailLabel = mailer.label.startsWith('file outbox')
    ? `file outbox (${outboxDir})`
    : mailer.label;

  const config = configFromEnv(env, {
    allowedOrigins: [...origins, ...devOrigins],
    log,
    // Without CLIENT_HASH_SALT, a salt of this start: counters reset on a restart, which
    // only matters to the rate limits of this one machine.
    clientHashSalt: crypto.randomUUID(),
  });
  const handler = createHandler({ db, mailer, config });
  const resolved = resolveConfig(config);

  // Aborted by close(): sends in flight stop, their mails stay pending for the next start.
  const shutdown = new AbortController();
  // Retries failed mails when nobody is submitting; unref'd so it never keeps Node alive.
  let sweeping: Promise<unknown> | null = null;
  const interval = opts.sweepIntervalMs ?? 60_000;
  const timer =
    interval > 0
      ? setInterval(() => {
          sweeping ??= sweepOutbox({
            db,
            mailer,
            log,
            now: resolved.now,
            retry: resolved.retry,
            batchSize: resolved.deliveryBatchSize,
            signal: shutdown.signal,
          })
            .catch((error) => log('warn', 'sweep_failed', { error: String(error) }))
            .finally(() => {
              sweeping = null;
            });
        }, interval)
      : null;
  timer?.unref();

  const dbLabel = databaseUrl
    ? db.label
    : `PGlite (${opts.dataDir ?? env('DATA_DIR') ?? '.data/pglite'})`;
  return {
    async handle(req, res) {
      try {
        const { request, overflow } = await toFetchRequest(req, {
          maxBodyBytes: resolved.maxBodyBytes,
        });
        const response = await handler(request, { remoteAddr: req.socket.remoteAddress });
        await sendFetchResponse(res, response, overflow);
      } catch (error) {
        log('error', 'adapter_failure', { error: String(error) });
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'internal_error' }));
      }
    },
    describe() {
      return `Function: ${origins[0]}${FUNCTION_PATH} · DB: ${dbLabel} · Mail: ${mailLabel}`;
    },
    async close() {
      if (timer) clearInterval(timer);
      // A slow mail server must not hold the shutdown: the sends stop, their outcomes are
      // recorded (pending, due at once), then the database closes.
      shutdown.abort(new Error('shutting down: the mail stays pending for the next start'));
      await Promise.all([sweeping, handler.close()]);
      await mailer.close?.();
      await db.close();
    },
  };
}
