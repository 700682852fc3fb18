/**
 * The local stack's backend for `npm start`: the send-notification handler on PGlite (or
 * DATABASE_URL), with mail going to .eml files (or SMTP_URL / RESEND_API_KEY), mounted by
 * server/start.ts at /functions/v1/send-notification on the site's own origin.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { consoleLogger, resolveConfig, type Logger } from '#shared/config.ts';
import { createPgliteDb } from '#shared/db/pglite-db.ts';
import { createPostgresDb } from '#shared/db/postgres-db.ts';
import type { Db } from '#shared/db/types.ts';
import { configFromEnv, mailTransportFromEnv } from '#shared/function-env.ts';
import { createHandler } from '#shared/handler.ts';
import { createFileOutboxTransport } from '#shared/mail/file-outbox-transport.ts';
import { FUNCTION_PATH } from '#shared/schemas/constants.ts';
import { CONSOLE_PATHS } from '#shared/schemas/lifecycle.ts';
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

/** A secret salt made on first start and kept in `dir`, so it survives restarts. */
async function localSalt(dir: string): Promise<string> {
  const file = path.join(dir, 'local-salt');
  try {
    const salt = (await readFile(file, 'utf8')).trim();
    // One made before it was kept private (until 30 November) becomes so.
    await chmod(file, 0o600).catch(() => {});
    return salt;
  } catch {
    await mkdir(dir, { recursive: true });
    const salt = crypto.randomUUID();
    // Readable by its owner only: status links are derived from it (secrets.ts).
    await writeFile(file, salt, { flag: 'wx', mode: 0o600 }).catch(() => {});
    return (await readFile(file, 'utf8')).trim();
  }
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

  // Links in the mails lead to this stack unless SITE_URL says otherwise.
  const siteEnv = (name: string) => env(name) ?? (name === 'SITE_URL' ? origins[0] : undefined);
  const config = configFromEnv(
    siteEnv,
    {
      allowedOrigins: [...origins, ...devOrigins],
      log,
      // Without CLIENT_HASH_SALT, one kept beside the data: status links answered before a
      // restart must still match after it (secrets.ts derives them from the salt).
      clientHashSalt: await localSalt(path.dirname(dataDir)),
    },
    { local: true },
  );
  const handler = createHandler({ db, mailer, config });
  const resolved = resolveConfig(config);

  // Retries failed mails, reminds and expires when nobody is submitting; unref'd so it never
  // keeps Node alive. handler.close() stops its sends too.
  let sweeping: Promise<unknown> | null = null;
  const interval = opts.sweepIntervalMs ?? 60_000;
  const timer =
    interval > 0
      ? setInterval(() => {
          sweeping ??= handler
            .sweep()
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
      const console = config.operatorPassphrase
        ? `Console:  ${origins[0]}${CONSOLE_PATHS.de}`
        : 'Console:  off (set OPERATOR_PASSPHRASE, 16 characters or more, to sign in at /betrieb)';
      return `Function: ${origins[0]}${FUNCTION_PATH} · DB: ${dbLabel} · Mail: ${mailLabel}\n${console}`;
    },
    async close() {
      if (timer) clearInterval(timer);
      // A slow mail server must not hold the shutdown: the sends stop (handler.close()), their
      // outcomes are recorded (pending, due at once), then the database closes.
      await Promise.all([sweeping, handler.close()]);
      await mailer.close?.();
      await db.close();
    },
  };
}
