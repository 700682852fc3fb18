/** Production transport: Resend's HTTP API (hosted Supabase blocks outbound SMTP). */
import { displayName, truncate } from './text.ts';
import {
  DeferredMailError,
  MailConfigurationError,
  PermanentMailError,
  type MailAddress,
  type MailTransport,
  type OutgoingMail,
} from './types.ts';

export interface ResendOptions {
  apiKey: string;
  /** Override for tests; default https://api.resend.com */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Resend's rate limit is a few requests a second per team (2 by default): more sends at once
 * only earn 429s.
 */
const RESEND_CONCURRENCY = 2;
const REQUEST_TIMEOUT_MS = 15_000;
/** A request and a wait for one of the two slots (docs/decisions/mail-delivery-deadlines.md). */
const RESEND_DEADLINE_MS = 60_000;
/** A 429 without a usable retry-after waits this long. */
const DEFAULT_RETRY_AFTER_MS = 2_000;
/** The same key still in flight at Resend: ask again shortly. */
const CONCURRENT_KEY_RETRY_MS = 5_000;

/**
 * Resend's error names (resend.com/docs/api-reference/errors) by what they mean for a mail.
 * `configuration`: the sending is set up wrongly (key, sender domain, quota); it heals once
 * someone fixes it, and every mail fails alike until then.
 */
const ERROR_KINDS: Record<string, 'configuration' | 'permanent' | 'deferred' | 'transient'> = {
  missing_api_key: 'configuration',
  restricted_api_key: 'configuration',
  invalid_api_key: 'configuration',
  invalid_from_address: 'configuration',
  invalid_access: 'configuration',
  daily_quota_exceeded: 'configuration',
  monthly_quota_exceeded: 'configuration',
  rate_limit_exceeded: 'deferred',
  concurrent_idempotent_requests: 'deferred',
  // The key was used with another payload within 24 h: the same request never passes again.
  invalid_idempotent_request: 'permanent',
  invalid_idempotency_key: 'permanent',
  invalid_attachment: 'permanent',
  invalid_parameter: 'permanent',
  invalid_region: 'permanent',
  missing_required_field: 'permanent',
  not_found: 'permanent',
  method_not_allowed: 'permanent',
  security_error: 'permanent',
  application_error: 'transient',
  internal_server_error: 'transient',
};

function formatAddress({ name, address }: MailAddress): string {
  const safe = name ? displayName(name) : '';
  return safe ? `"${safe}" <${address}>` : address;
}

function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function resendBody(mail: OutgoingMail): Record<string, unknown> {
  return {
    from: formatAddress(mail.from),
    to: mail.to.map(formatAddress),
    ...(mail.replyTo ? { reply_to: [formatAddress(mail.replyTo)] } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.headers ? { headers: { ...mail.headers } } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            content: a.encoding === 'base64' ? a.content : base64Utf8(a.content),
            content_type: a.contentType,
            ...(a.contentId ? { content_id: a.contentId } : {}),
          })),
        }
      : {}),
  };
}

/** `retry-after` in seconds or as an HTTP date, in ms; undefined when absent or unreadable. */
function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** At most `size` holders at once; a waiter whose signal aborts leaves the queue. */
function createSlots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async acquire(signal?: AbortSignal): Promise<void> {
      signal?.throwIfAborted();
      if (free > 0) {
        free--;
        return;
      }
      await new Promise<void>((resolve, reject) => {
        const grant = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          waiting.splice(waiting.indexOf(grant), 1);
          reject(signal!.reason);
        };
        waiting.push(grant);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    release(): void {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}

export function createResendTransport(options: ResendOptions): MailTransport {
  const baseUrl = (options.baseUrl ?? 'https://api.resend.com').replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const slots = createSlots(RESEND_CONCURRENCY);
  // After a 429 nothing goes out before Resend's retry-after: the waiting mails are deferred
  // without a request that would only be refused again.
  let pausedUntil = 0;

  async function post(mail: OutgoingMail, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    return doFetch(`${baseUrl}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${options.apiKey}`,
        'Content-Type': 'application/json',
        // Resend sends a message once per key within 24 h, so a retry after a lost answer
        // cannot duplicate it.
        'Idempotency-Key': mail.idempotencyKey,
        'User-Agent': 'send-notification',
      },
      body: JSON.stringify(resendBody(mail)),
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
  }

  function refusal(response: Response, text: string): Error {
    let name = '';
    try {
      name = String((JSON.parse(text) as { name?: unknown }).name ?? '');
    } catch {
      // not JSON: the status decides
    }
    const status = response.status;
    const detail = `Resend ${status}${name ? ` ${name}` : ''}: ${truncate(text, 300)}`;
    const kind: string | undefined = ERROR_KINDS[name];
    // 401 and 403 are about the key or the sender domain whatever the name says
    // (validation_error comes with 403 for an unverified domain or a test-only key).
    if (kind === 'configuration' || status === 401 || status === 403) {
      return new MailConfigurationError(detail);
    }
    if (kind === 'deferred' || status === 429) {
      const wait =
        name === 'concurrent_idempotent_requests'
          ? CONCURRENT_KEY_RETRY_MS
          : (retryAfterMs(response.headers.get('retry-after'), Date.now()) ??
            DEFAULT_RETRY_AFTER_MS);
      if (status === 429) pausedUntil = Math.max(pausedUntil, Date.now() + wait);
      return new DeferredMailError(detail, wait);
    }
    if (kind === 'permanent') return new PermanentMailError(detail);
    // Unnamed: a 5xx or a conflict heals, any other 4xx will not.
    if (kind === 'transient' || status >= 500 || status === 409) return new Error(detail);
    return new PermanentMailError(detail);
  }

  return {
    label: 'Resend API',
    deadlineMs: RESEND_DEADLINE_MS,
    maxConcurrency: RESEND_CONCURRENCY,
    async send(mail, { signal } = {}) {
      await slots.acquire(signal);
      try {
        const wait = pausedUntil - Date.now();
        if (wait > 0) {
          throw new DeferredMailError(
            `Resend asked to wait (retry-after): ${Math.ceil(wait / 1000)} s`,
            wait,
          );
        }
        const response = await post(mail, signal);
        const text = await response.text();
        if (!response.ok) throw refusal(response, text);
        try {
          return { id: String((JSON.parse(text) as { id?: unknown }).id ?? '') || undefined };
        } catch {
          return {};
        }
      } finally {
        slots.release();
      }
    },
  };
}
