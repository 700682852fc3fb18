import { createHash } from 'node:crypto';

/**
 * sha256 sources of the inline scripts of a page, for its Content-Security-Policy: today one, the
 * boot script (src/lib/boot.ts); JSON-LD is data and needs no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
}

export type PolicyOptions = {
  scriptHashes: string[];
  /** Origin of the Supabase functions when they are not on the site's own origin. */
  functionsOrigin?: string;
};

/**
 * A strict policy: scripts only from the site itself or hashed, no third-party origin at all,
 * requests only to the site and the functions host. Inline style attributes stay allowed
 * (React sets a few, e.g. the blurred image placeholders).
 */
function contentSecurityPolicy({ scriptHashes, functionsOrigin }: PolicyOptions): string {
  const connect = ["'self'", functionsOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers sent with every response of the site (the build writes the same into _headers). */
export function securityHeaders(policy?: PolicyOptions): Record<string, string> {
  return {
    ...(policy ? { 'Content-Security-Policy': contentSecurityPolicy(policy) } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** The functions origin the client build talks to, if it is not the site itself. */
export function functionsOriginFromEnv(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  // As src/features/forms/functions-config.ts reads it: blank is unset.
  const url = env.VITE_SUPABASE_URL?.trim();
  return url ? new URL(url).origin : undefined;
}
