import { requestBodyCap } from './body-limit.ts';
import { OPERATOR_SESSION_HEADER } from './schemas/lifecycle.ts';
import type { MailSettings } from './mail/types.ts';
import type { MailAddress } from './mail/types.ts';

export interface RetryPolicy {
  /** Delay after the first failed attempt; doubles with each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many attempts a mail is marked failed (see supabase/README.md to requeue). */
  maxAttempts: number;
  /**
   * How long a claimed mail stays invisible to other senders while it is being sent: at least
   * this, and always longer than the transport's send deadline (outbox.ts).
   */
  leaseMs: number;
  /** Pause before a mail refused for the sending's setup (a wrong key) is tried again. */
  configurationDelayMs: number;
}

/**
 * `socket`: the TCP peer (a server facing the internet itself). `x-forwarded-for`: the entry
 * the platform's proxy appended, `hops` from the right (1 = the rightmost; more when several
 * trusted proxies each append one). `header`: a header the platform sets and overwrites itself
 * (e.g. cf-connecting-ip).
 */
export type ClientAddressSource =
  { kind: 'socket' } | { kind: 'x-forwarded-for'; hops: number } | { kind: 'header'; name: string };

/** 'socket' (default), 'x-forwarded-for', 'x-forwarded-for:2' or a header name. */
export function parseClientAddressSource(value: string | undefined): ClientAddressSource {
  const text = value?.trim().toLowerCase() || 'socket';
  if (text === 'socket') return { kind: 'socket' };
  const forwarded = /^x-forwarded-for(?::(\d+))?$/.exec(text);
  if (forwarded) {
    const hops = Number(forwarded[1] ?? 1);
    if (hops >= 1) return { kind: 'x-forwarded-for', hops };
  } else if (/^[a-z0-9-]+$/.test(text)) {
    return { kind: 'header', name: text };
  }
  throw new Error(`CLIENT_ADDRESS_SOURCE: cannot read '${value}'`);
}

type LogLevel = 'info' | 'warn' | 'error';
export type Logger = (level: LogLevel, event: string, data?: Record<string, unknown>) => void;

export interface HandlerConfig {
  mail: MailSettings;
  /** Exact origins allowed by CORS; '*' allows any. Same-origin requests are always allowed. */
  allowedOrigins: readonly string[];
  rateLimitPerMinute: number;
  /** Visitor confirmations one address receives per day; past it they are not sent. */
  confirmationsPerRecipientPerDay: number;
  /** Visitor confirmations all addresses together receive per day; past it they are not sent. */
  confirmationsPerDay: number;
  maxBodyBytes: number;
  /** Secret salt for hashing client addresses. */
  clientHashSalt: string;
  /** Where the client address for the rate limit comes from (CLIENT_ADDRESS_SOURCE). */
  clientAddressSource: ClientAddressSource;
  /**
   * Bearer token for POST …/sweep (SWEEP_TOKEN); the route is off without one. It also marks
   * the smoke command's test requests (TEST_REQUEST_HEADER).
   */
  sweepToken?: string;
  /** GET after each sweep that finds the outbox healthy (HEARTBEAT_URL); none when unhealthy. */
  heartbeatUrl?: string;
  /** The operator's passphrase for the console (OPERATOR_PASSPHRASE); the console is off without. */
  operatorPassphrase?: string;
  /** PBKDF2 rounds for the passphrase (secrets.ts); lower only in tests. */
  passphraseIterations: number;
  /** Status page look-ups per client address and minute. */
  statusRateLimitPerMinute: number;
  retry: RetryPolicy;
  /** Mails sent per delivery run. */
  deliveryBatchSize: number;
  now: () => Date;
  /** EdgeRuntime.waitUntil on Supabase: keeps the isolate alive for the send after answering. */
  waitUntil?: (promise: Promise<unknown>) => void;
  log: Logger;
}

export type HandlerConfigInput = Partial<Omit<HandlerConfig, 'retry'>> & {
  mail: MailSettings;
  clientHashSalt: string;
  retry?: Partial<RetryPolicy>;
};

export const DEFAULT_RETRY: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 48, // about two days at the capped delay: long enough for any provider outage
  leaseMs: 120_000,
  configurationDelayMs: 900_000, // docs/decisions/mail-delivery-deadlines.md
};

export const ALLOWED_HEADERS = `authorization, apikey, content-type, x-client-info, idempotency-key, ${OPERATOR_SESSION_HEADER}`;
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 10;
/** OWASP's figure for PBKDF2-HMAC-SHA256 (2023): a guess costs about a quarter second. */
const PASSPHRASE_ITERATIONS = 600_000;
/** A visitor's "My requests" refreshes each of their requests when it opens. */
const DEFAULT_STATUS_RATE_LIMIT_PER_MINUTE = 60;
/** A visitor sends a booking, a message and a correction; more is someone else's doing. */
export const DEFAULT_CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;
/** A busy summer day brings a few dozen requests; more is a stranger typing many addresses. */
export const DEFAULT_CONFIRMATIONS_PER_DAY = 100;
/** Computed once per instance: the schemas do not change while it runs. */
export const MAX_BODY_BYTES = requestBodyCap();

export const consoleLogger: Logger = (level, event, data) => {
  const line = JSON.stringify({ level, event, ...data });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
};

export function resolveConfig(input: HandlerConfigInput): HandlerConfig {
  return {
    allowedOrigins: [],
    rateLimitPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE,
    confirmationsPerRecipientPerDay: DEFAULT_CONFIRMATIONS_PER_RECIPIENT_PER_DAY,
    confirmationsPerDay: DEFAULT_CONFIRMATIONS_PER_DAY,
    maxBodyBytes: MAX_BODY_BYTES,
    clientAddressSource: { kind: 'socket' },
    deliveryBatchSize: 10,
    passphraseIterations: PASSPHRASE_ITERATIONS,
    statusRateLimitPerMinute: DEFAULT_STATUS_RATE_LIMIT_PER_MINUTE,
    now: () => new Date(),
    log: consoleLogger,
    ...input,
    retry: { ...DEFAULT_RETRY, ...input.retry },
  };
}

/** 'Name <addr@host>' or 'addr@host' → MailAddress (configuration values, not visitor input). */
export function parseMailAddress(value: string): MailAddress {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
  if (match) return match[1] ? { name: match[1], address: match[2]! } : { address: match[2]! };
  const address = value.trim();
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(address)) throw new Error(`not an e-mail address: ${value}`);
  return { address };
}

/** 'https://a.example, https://b.example' → list; blanks dropped. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * SITE_URL → the origin the mails' links start with. Every console button and status link is
 * built on it, and no test message shows one, so a value a mail cannot open stops the start:
 * only an origin (no path: `/en/` would lead to `/en/anfrage`, a 404); deployed, https (http on
 * this machine) and one the site may call the function from, when ALLOWED_ORIGINS names any.
 * The local stack (`local`) takes any http(s) origin: same-origin calls are always allowed there,
 * and a phone on the same network reaches it by the computer's address.
 */
export function parseSiteUrl(
  value: string,
  allowedOrigins: readonly string[],
  { local = false, given = true }: { local?: boolean; given?: boolean } = {},
): string {
  const trimmed = value.replace(/\/+$/, '');
  const url = URL.canParse(trimmed) ? new URL(trimmed) : null;
  const scheme =
    url?.protocol === 'https:' ||
    (url?.protocol === 'http:' && (local || LOOPBACK.has(url.hostname)));
  const name = given ? 'SITE_URL' : `SITE_URL (unset: the default ${value})`;
  if (!url || !scheme || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(
      `send-notification: ${name} must be the site's https origin, like https://www.example.at (got ${value})`,
    );
  }
  const checked = !local && allowedOrigins.length > 0 && !allowedOrigins.includes('*');
  if (checked && !allowedOrigins.includes(url.origin)) {
    throw new Error(
      `send-notification: ${name} ${url.origin} is not in ALLOWED_ORIGINS: its pages could not reach the function`,
    );
  }
  return url.origin;
}
