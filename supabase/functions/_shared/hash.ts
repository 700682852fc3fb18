/** SHA-256 through Web Crypto, which Deno, Node and browsers all have. */
import { HONEYPOT_FIELD } from './schemas/constants.ts';

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
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

/** An e-mail address as the confirmation limit counts it: case-blind, salted, never readable. */
export function recipientHash(email: string, salt: string): Promise<string> {
  return sha256Hex(`${salt}|recipient|${email.trim().toLowerCase()}`);
}
