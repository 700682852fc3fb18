import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { builtAddresses, HASHED_NAME, IMMUTABLE } from '../../platform/cache-rules.ts';
import {
  cloudflareHeader,
  cloudflareRulesSetting,
  netlifyHeaders,
} from '../../platform/test-support/static-hosts.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/', '/kontakt', '/gibt-es-nicht']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp, path).not.toContain('unsafe-eval');
    expect(csp, path).toContain("connect-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
});

test('every built file gets the Cache-Control of npm start on Cloudflare Pages and Netlify', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const headers = readFileSync(path.join(dist, '_headers'), 'utf8');
  const addresses = builtAddresses(dist);
  expect(addresses.length).toBeGreaterThan(200);
  for (const address of addresses) {
    const local = (await request.head(address)).headers()['cache-control'];
    expect(cloudflareRulesSetting(headers, address, 'Cache-Control'), address).toBe(1);
    expect(cloudflareHeader(headers, address, 'Cache-Control'), address).toBe(local);
    expect(netlifyHeaders(headers, address, 'Cache-Control'), address).toEqual([local]);
    // Unhashed names (the logo, the flags, the icons, the manifests, sw.js, the pages) are
    // revalidated: only a name that changes with its content may be cached for a year.
    if (local === IMMUTABLE) expect(address).toMatch(HASHED_NAME);
  }
});
