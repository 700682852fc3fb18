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
 * (React sets a few, e.g. the blurred image placeholders). Fonts and the manifest fall back to
 * `default-src 'self'`, the worker to `script-src` (its `'self'`): naming them again would cost
 * every page's first round trip bytes and change nothing.
 */
function contentSecurityPolicy({ scriptHashes, functionsOrigin }: PolicyOptions): string {
  const connect = ["'self'", functionsOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${connect}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers sent with every response of the site (the build writes the same into _headers).
 * HSTS: a returning tourist's visit over a hotel's Wi-Fi must not go over plain HTTP; browsers
 * ignore it on http://localhost. Not `includeSubDomains`: served from the bare domain too, it
 * would force every subdomain of the business (its mail's webmail, say) onto HTTPS for a year.
 */
export function securityHeaders(policy?: PolicyOptions): Record<string, string> {
  return {
    ...(policy ? { 'Content-Security-Policy': contentSecurityPolicy(policy) } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Strict-Transport-Security': 'max-age=31536000',
  };
}

/**
 * The functions origin the client build talks to, if it is not the site itself. The bundle
 * appends `/functions/v1/…` to VITE_SUPABASE_URL (src/features/forms/functions-config.ts), so
 * the project's functions URL given in its place would build a site whose every form posts to
 * `/functions/v1/functions/v1/…` under a policy that allows it: only the project URL passes.
 */
export function functionsOriginFromEnv(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  // As functions-config.ts reads it: blank is unset.
  const value = env.VITE_SUPABASE_URL?.trim().replace(/\/+$/, '');
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  // http too: a Supabase run on this machine, in a container or on the local network.
  const scheme = url?.protocol === 'https:' || url?.protocol === 'http:';
  if (!url || !scheme || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `VITE_SUPABASE_URL must be the project URL, like https://<project-ref>.supabase.co, with no path (got ${value})`,
    );
  }
  return url.origin;
}
