/**
 * Builds the deployed function from its environment (Supabase secrets). Shared by
 * send-notification/index.ts and its Deno tests; no Deno API here, the caller passes `env`.
 */
import {
  DEFAULT_CONFIRMATIONS_PER_DAY,
  DEFAULT_CONFIRMATIONS_PER_RECIPIENT_PER_DAY,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  parseClientAddressSource,
  parseMailAddress,
  parseOrigins,
  parseSiteUrl,
  type HandlerConfigInput,
} from './config.ts';
import { createPostgresDb, type PostgresDbOptions } from './db/postgres-db.ts';
import type { Db } from './db/types.ts';
import { createHandler, type Handler } from './handler.ts';
import { createResendTransport } from './mail/resend-transport.ts';
import { business } from './schemas/business.ts';
import { OPERATOR_PASSPHRASE_MIN } from './schemas/lifecycle.ts';
import type { MailTransport } from './mail/types.ts';

export type Env = (name: string) => string | undefined;

function required(env: Env, name: string): string {
  const value = env(name)?.trim();
  if (!value) throw new Error(`send-notification: environment variable ${name} is not set`);
  return value;
}

export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * The secret salt of the address hashes. A fixed fallback would make every hash computable by
 * anyone who reads this code, so a deployment without it refuses to start; only the local
 * stack passes a default (a random one per start).
 */
function hashSalt(env: Env, fallback: string | undefined): string {
  const salt = env('CLIENT_HASH_SALT')?.trim() || fallback;
  if (!salt || salt.length < 16) {
    throw new Error(
      'send-notification: set CLIENT_HASH_SALT to a secret of 16 characters or more (openssl rand -hex 16)',
    );
  }
  return salt;
}

/**
 * The console's passphrase: without one the console is off (its routes answer 503) and the
 * function says so at start; one shorter than 16 characters is refused.
 */
function operatorPassphrase(env: Env): { operatorPassphrase?: string } {
  const value = env('OPERATOR_PASSPHRASE');
  if (!value) return {};
  if (value.length < OPERATOR_PASSPHRASE_MIN) {
    throw new Error(
      `send-notification: OPERATOR_PASSPHRASE must have at least ${OPERATOR_PASSPHRASE_MIN} characters`,
    );
  }
  return { operatorPassphrase: value };
}

/** A guessable sweep token would let anyone send unmailed "tests" and run sweeps. */
const SWEEP_TOKEN_MIN = 16;

/**
 * The sweep's own secret (SWEEP_TOKEN): the cron job keeps it in Vault and the smoke command
 * sends it. Never the service role key, which opens the whole database to whoever reads the
 * cron job's headers: that one is refused.
 */
function sweepToken(env: Env): { sweepToken?: string } {
  const value = env('SWEEP_TOKEN')?.trim();
  if (!value) return {};
  if (value.length < SWEEP_TOKEN_MIN) {
    throw new Error(
      `send-notification: SWEEP_TOKEN must have at least ${SWEEP_TOKEN_MIN} characters (openssl rand -hex 32)`,
    );
  }
  if (value === env('SUPABASE_SERVICE_ROLE_KEY')?.trim()) {
    throw new Error(
      'send-notification: SWEEP_TOKEN must be a secret of its own, not the service role key',
    );
  }
  return { sweepToken: value };
}

/** HEARTBEAT_URL: an http(s) address the sweep GETs when the outbox is healthy. */
function heartbeatUrl(env: Env): { heartbeatUrl?: string } {
  const value = env('HEARTBEAT_URL')?.trim();
  if (!value) return {};
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) {
    throw new Error('send-notification: HEARTBEAT_URL must be an http(s) address');
  }
  return { heartbeatUrl: value };
}

/** Resend when RESEND_API_KEY is set, else SMTP when SMTP_URL is set, else null. */
export async function mailTransportFromEnv(env: Env): Promise<MailTransport | null> {
  const apiKey = env('RESEND_API_KEY')?.trim();
  if (apiKey) return createResendTransport({ apiKey, baseUrl: env('RESEND_API_URL') || undefined });
  const smtpUrl = env('SMTP_URL')?.trim();
  if (smtpUrl) {
    // Loaded only when used, so the Resend deployment never pulls nodemailer in.
    const { createSmtpTransport } = await import('./mail/smtp-transport.ts');
    return createSmtpTransport(smtpUrl);
  }
  return null;
}

/** The handler's settings from the environment, shared by the function and the local stack. */
export function configFromEnv(
  env: Env,
  defaults: Partial<HandlerConfigInput> = {},
  { local = false }: { local?: boolean } = {},
): HandlerConfigInput {
  const site = env('SITE_URL')?.trim();
  const allowedOrigins = [
    ...(defaults.allowedOrigins ?? []),
    ...parseOrigins(env('ALLOWED_ORIGINS')),
  ];
  return {
    ...defaults,
    mail: {
      from: parseMailAddress(required(env, 'MAIL_FROM')),
      operator: parseMailAddress(required(env, 'OPERATOR_EMAIL')),
      brandName: env('BRAND_NAME')?.trim() || business.name,
      siteUrl: parseSiteUrl(site || business.siteUrl, allowedOrigins, { local, given: !!site }),
    },
    allowedOrigins,
    rateLimitPerMinute: positiveInt(
      env('RATE_LIMIT_PER_MINUTE'),
      defaults.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    ),
    confirmationsPerRecipientPerDay: positiveInt(
      env('CONFIRMATIONS_PER_RECIPIENT_PER_DAY'),
      defaults.confirmationsPerRecipientPerDay ?? DEFAULT_CONFIRMATIONS_PER_RECIPIENT_PER_DAY,
    ),
    confirmationsPerDay: positiveInt(
      env('CONFIRMATIONS_PER_DAY'),
      defaults.confirmationsPerDay ?? DEFAULT_CONFIRMATIONS_PER_DAY,
    ),
    clientAddressSource: env('CLIENT_ADDRESS_SOURCE')
      ? parseClientAddressSource(env('CLIENT_ADDRESS_SOURCE'))
      : (defaults.clientAddressSource ?? { kind: 'socket' }),
    clientHashSalt: hashSalt(env, defaults.clientHashSalt),
    ...sweepToken(env),
    ...heartbeatUrl(env),
    ...operatorPassphrase(env),
  };
}

export interface DeployedFunction {
  handler: Handler;
  db: Db;
  mailer: MailTransport;
}

/** The deployed wiring: Postgres (DB_URL or SUPABASE_DB_URL), Resend (or SMTP), EdgeRuntime.waitUntil. */
export async function createFunctionFromEnv(env: Env): Promise<DeployedFunction> {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil?(p: Promise<unknown>): void } })
    .EdgeRuntime;
  // Configuration first: a missing secret stops the start before any connection is made.
  const config = configFromEnv(env, {
    // Behind Supabase's gateway the socket address is the gateway's own; its proxy appends
    // the client's address to X-Forwarded-For (supabase/README.md: CLIENT_ADDRESS_SOURCE).
    clientAddressSource: { kind: 'x-forwarded-for', hops: 1 },
    ...(runtime?.waitUntil ? { waitUntil: (p: Promise<unknown>) => runtime.waitUntil!(p) } : {}),
  });
  const mailer = await mailTransportFromEnv(env);
  if (!mailer) throw new Error('send-notification: set RESEND_API_KEY (or SMTP_URL)');
  const { url, options } = databaseFromEnv(env);
  const db = createPostgresDb(url, options);
  return { handler: createHandler({ db, mailer, config }), db, mailer };
}

/** Supabase's transaction pooler (Supavisor) listens here and keeps no prepared statements. */
const TRANSACTION_POOLER_PORT = '6543';

/**
 * The database the function connects to. `SUPABASE_DB_URL` (set by Supabase) is a direct
 * connection; Supabase recommends its transaction pooler for functions, and secrets may not start
 * with `SUPABASE_`, so `DB_URL` names it and wins. The pooler cannot keep prepared statements:
 * `DB_PREPARE` defaults to false on its port, true elsewhere (supabase/README.md).
 */
export function databaseFromEnv(env: Env): { url: string; options: PostgresDbOptions } {
  const url = env('DB_URL')?.trim() || required(env, 'SUPABASE_DB_URL');
  const prepareSetting = env('DB_PREPARE')?.trim().toLowerCase();
  const prepare = prepareSetting
    ? prepareSetting !== 'false'
    : portOf(url) !== TRANSACTION_POOLER_PORT;
  // A handful of connections per isolate; the pooler multiplexes them.
  return { url, options: { max: positiveInt(env('DB_POOL_SIZE'), 3), prepare } };
}

function portOf(url: string): string {
  try {
    return new URL(url).port;
  } catch {
    return '';
  }
}
