/** Response helpers and request reading for the handler; Fetch API only. */
import { ALLOWED_HEADERS } from './config.ts';

export type HeaderMap = Record<string, string>;

export function json(status: number, body: unknown, headers: HeaderMap = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

function isAllowedOrigin(origin: string, requestUrl: string, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    return new URL(requestUrl).origin === origin;
  } catch {
    return false;
  }
}

/** CORS headers for the actual response; none but Vary for an origin that is not allowed. */
export function corsHeaders(
  origin: string | null,
  requestUrl: string,
  allowed: readonly string[],
): HeaderMap {
  const headers: HeaderMap = { Vary: 'Origin' };
  if (!origin) return headers;
  if (allowed.includes('*')) headers['Access-Control-Allow-Origin'] = '*';
  else if (isAllowedOrigin(origin, requestUrl, allowed)) {
    headers['Access-Control-Allow-Origin'] = origin;
  } else return headers;
  headers['Access-Control-Expose-Headers'] = 'Idempotent-Replayed, Retry-After';
  return headers;
}

export function preflight(cors: HeaderMap): Response {
  const headers: HeaderMap = { ...cors };
  if (cors['Access-Control-Allow-Origin']) {
    headers['Access-Control-Allow-Methods'] = 'POST, OPTIONS';
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    headers['Access-Control-Max-Age'] = '86400';
  }
  return new Response(null, { status: 204, headers });
}

/**
 * The body as text, or null once it passes `maxBytes`: the stream is read only that far, so a
 * lying or missing Content-Length cannot make the function buffer a huge upload.
 */
export async function readBodyCapped(req: Request, maxBytes: number): Promise<string | null> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * True for `application/json` with any parameters. Anything else is refused before the body is
 * read: a cross-site form or a `text/plain` fetch needs no CORS preflight, a JSON one does.
 */
export function isJsonContentType(value: string | null): boolean {
  return value?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Compares secrets in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}
