import { expect, test } from '@playwright/test';
import { routeCases } from './support/routes.ts';

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

test('no route breaks the policy or asks any other host for anything', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const site = new URL(baseURL!).host;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:'].includes(url.protocol) && url.host !== site) foreign.push(url.href);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const { path } of routeCases) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor();
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
  expect(foreign).toEqual([]);
});
