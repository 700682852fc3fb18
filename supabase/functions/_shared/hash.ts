/** SHA-256 through Web Crypto, which Deno, Node and browsers all have. */
import { HONEYPOT_FIELD } from './schemas/constants.ts';

/** Bytes as lower-case hex, two digits each. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** HMAC-SHA256 of `text` under `key`, both as UTF-8. */
export async function hmacSha256(key: string, text: string): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(text)));
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(new Uint8Array(digest));
}

/** JSON with object keys sorted at every level, so equal payloads hash equally. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What the idempotency key guards: the payload as the schema normalised it, without the
 * honeypot, so a repeat with other white space or key order is still the same request.
 */
export function payloadHash(payload: object): Promise<string> {
  const { [HONEYPOT_FIELD]: _honeypot, ...rest } = payload as Record<string, unknown>;
  return sha256Hex(canonicalJson(rest));
}

/**
 * The client address is never stored; a hash salted with a secret and the UTC day is. It
 * identifies one address for rate limiting and same-day abuse checks, and nothing after that.
 */
export function clientAddressHash(address: string, salt: string, now: Date): Promise<string> {
  return sha256Hex(`${salt}|${now.toISOString().slice(0, 10)}|${address}`);
}

/** Gmail ignores dots in the local part and delivers googlemail.com to the same mailbox. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as far as the common providers tell: lower-case, without a
 * `+tag` (victim+1@ reaches victim@), and for Gmail without dots and under one domain. Only for
 * counting: the mail still goes to the address as typed.
 */
export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let [local, domain] = [address.slice(0, at), address.slice(at + 1).replace(/\.+$/, '')];
  local = local.replace(/\+.*$/s, '');
  if (GMAIL_DOMAINS.has(domain)) [local, domain] = [local.replaceAll('.', ''), 'gmail.com'];
  return `${local}@${domain}`;
}

/** An e-mail address as the confirmation limit counts it: by its mailbox, salted, never readable. */
export function recipientHash(email: string, salt: string): Promise<string> {
  return sha256Hex(`${salt}|recipient|${canonicalMailbox(email)}`);
}
