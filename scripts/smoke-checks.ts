/**
 * The checks of `npm run smoke` (scripts/smoke.ts), each answering one line: does a deployed
 * site and its function hold what the product promises? CORS for every allowed origin and no
 * other, a test message stored and mailed to the operator only (X-Test-Request with the sweep
 * token), a sweep on a database with every migration and a healthy outbox, the security headers
 * on a few pages, and the host's moves of a page's address in the other language's place
 * (`_redirects`).
 */
import { TEST_REQUEST_HEADER } from '#shared/schemas/constants.ts';
import type { ContactPayloadInput } from '#shared/schemas/payload.ts';
import { guessedAddresses, pathOf } from '../src/content/page-paths.ts';
import { inlineScriptHashes, securityHeaders } from '../platform/security-headers.ts';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface SmokeTarget {
  siteUrl: string;
  functionUrl: string;
  /** The origins ALLOWED_ORIGINS lists (the site's own by default). */
  origins: string[];
  /** SWEEP_TOKEN: runs the sweep and marks the test message. */
  token?: string;
}

const TIMEOUT_MS = 15_000;
/** The test message's answer waits up to 30 s for its mail (supabase/functions/_shared/test-mail.ts). */
const TEST_MESSAGE_TIMEOUT_MS = 45_000;
/** A sweep sends what is due first; Supabase cuts any answer at 150 s. */
const SWEEP_TIMEOUT_MS = 150_000;
const STRANGER = 'https://smoke-test.invalid';

export const pass = (name: string, detail: string): Check => ({ name, ok: true, detail });
export const fail = (name: string, detail: string): Check => ({ name, ok: false, detail });

export async function request(url: string, init: RequestInit = {}, timeout = TIMEOUT_MS) {
  return fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(timeout) });
}

/** Each check runs even when one before it threw: a failure is a line, not the end. */
export async function attempt(name: string, run: () => Promise<Check>): Promise<Check> {
  try {
    return await run();
  } catch (error) {
    return fail(name, error instanceof Error ? error.message : String(error));
  }
}

function preflight(functionUrl: string, origin: string) {
  return request(functionUrl, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type, idempotency-key',
    },
  });
}

export async function corsChecks({ functionUrl, origins }: SmokeTarget): Promise<Check[]> {
  const allowed = origins.map((origin) =>
    attempt(`preflight from ${origin}`, async () => {
      const name = `preflight from ${origin}`;
      const answer = await preflight(functionUrl, origin);
      const allowOrigin = answer.headers.get('access-control-allow-origin');
      const allowHeaders = answer.headers.get('access-control-allow-headers') ?? '';
      if (!answer.ok) return fail(name, `answered ${answer.status}`);
      if (allowOrigin !== origin && allowOrigin !== '*') {
        return fail(
          name,
          `not allowed (Access-Control-Allow-Origin: ${allowOrigin ?? 'none'}): add it to ALLOWED_ORIGINS`,
        );
      }
      if (!/idempotency-key/i.test(allowHeaders)) {
        return fail(name, `Idempotency-Key not allowed (${allowHeaders || 'no headers'})`);
      }
      return pass(name, `allowed (${answer.status})`);
    }),
  );
  const stranger = attempt(`preflight from ${STRANGER}`, async () => {
    const name = `preflight from ${STRANGER}`;
    const allowOrigin = (await preflight(functionUrl, STRANGER)).headers.get(
      'access-control-allow-origin',
    );
    return allowOrigin
      ? fail(name, `allowed (${allowOrigin}): another site's page could post to the function`)
      : pass(name, 'refused, as any origin not listed');
  });
  return Promise.all([...allowed, stranger]);
}

const TEST_MESSAGE: ContactPayloadInput = {
  type: 'contact',
  name: 'Smoke Test',
  email: 'smoke-test@example.com',
  subject: 'Smoke test',
  message: 'A test of the deployment by npm run smoke. Nothing to do.',
  locale: 'de',
};

export async function testMessageCheck({
  functionUrl,
  origins,
  token,
}: SmokeTarget): Promise<Check> {
  const name = 'test message';
  if (!token) return fail(name, 'needs the sweep token (SMOKE_TOKEN or SWEEP_TOKEN, or --token)');
  return attempt(name, async () => {
    const answer = await request(
      functionUrl,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': crypto.randomUUID(),
          Origin: origins[0]!,
          [TEST_REQUEST_HEADER]: token,
        },
        body: JSON.stringify(TEST_MESSAGE),
      },
      TEST_MESSAGE_TIMEOUT_MS,
    );
    const body = (await answer.json().catch(() => null)) as {
      id?: string;
      type?: string;
      mail?: { status: string; error?: string };
    } | null;
    if (answer.status === 401)
      return fail(name, 'refused (401): is SWEEP_TOKEN the same on the function?');
    if (answer.status !== 201 || body?.type !== 'contact' || !body.id) {
      return fail(name, `answered ${answer.status} ${JSON.stringify(body)}`);
    }
    // The function waits for its mail to the operator: a wrong key or sender shows here.
    if (body.mail?.status !== 'sent') {
      const why = body.mail?.error ?? `its mail ${body.mail?.status ?? 'not reported'}`;
      return fail(name, `stored (${body.id}), but not mailed to the operator: ${why}`);
    }
    return pass(
      name,
      `stored (${body.id}) and mailed to the operator, marked TEST; the visitor gets nothing`,
    );
  });
}

interface SweepAnswer {
  sent: number;
  failed: number;
  schema?: { current: boolean; required: string; found?: string };
  outbox?: { healthy: boolean; failedMails: number; stuckMails: number };
  heartbeat?: string;
}

/** A function deployed ahead of its migrations stores no booking, though a message goes through. */
function schemaCheck(schema: SweepAnswer['schema']): Check {
  if (!schema) return fail('schema', 'not reported: is the function of this release deployed?');
  if (schema.current)
    return pass('schema', `the database has every migration up to ${schema.found}`);
  return fail(
    'schema',
    `the database has migrations up to ${schema.found ?? 'none'}, the function needs ${schema.required}: run supabase db push`,
  );
}

export async function sweepChecks({ functionUrl, token }: SmokeTarget): Promise<Check[]> {
  if (!token)
    return [fail('sweep', 'needs the sweep token (SMOKE_TOKEN or SWEEP_TOKEN, or --token)')];
  let report: SweepAnswer | null = null;
  const sweep = await attempt('sweep', async () => {
    const answer = await request(
      `${functionUrl.replace(/\/+$/, '')}/sweep`,
      { method: 'POST', headers: { Authorization: `Bearer ${token}` } },
      SWEEP_TIMEOUT_MS,
    );
    if (answer.status !== 200)
      return fail(
        'sweep',
        answer.status === 401 || answer.status === 404
          ? `answered ${answer.status}: is SWEEP_TOKEN set?`
          : `answered ${answer.status}: see the function's logs`,
      );
    report = (await answer.json()) as SweepAnswer;
    return pass('sweep', `sent ${report.sent}, failed ${report.failed}`);
  });
  const answer = report as SweepAnswer | null;
  const outbox = answer?.outbox;
  if (!outbox) return [sweep];
  const health = outbox.healthy
    ? pass('outbox', 'healthy: no failed mail, none pending over 15 minutes')
    : fail(
        'outbox',
        `${outbox.failedMails} failed, ${outbox.stuckMails} pending over 15 minutes (supabase/README.md)`,
      );
  return [sweep, schemaCheck(answer.schema), health, heartbeatCheck(answer.heartbeat)];
}

/**
 * The monitor is what tells of mail, a sweep or the function that stopped: without its ping a
 * fault goes unnoticed (a check never pinged never alerts either).
 */
function heartbeatCheck(outcome: string | undefined): Check {
  const name = 'heartbeat';
  if (outcome === 'pinged') return pass(name, 'pinged: the monitor hears from every sweep');
  if (outcome === 'off') {
    return fail(name, 'HEARTBEAT_URL is not set: nothing tells you when mail or the sweep stops');
  }
  if (outcome === 'withheld') return fail(name, 'withheld while the sweep finds a fault (above)');
  return fail(name, `${outcome ?? 'not reported'}: is HEARTBEAT_URL the monitor's ping address?`);
}

/** A Content-Security-Policy as its directives and their sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** An HSTS header's max-age in seconds; 0 without one. */
const maxAge = (hsts: string) => Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);

/** What a page's policy lacks against the one security-headers.ts writes for it. */
function policyGaps(actual: string, expected: string): string[] {
  const have = directives(actual);
  return [...directives(expected)].flatMap(([name, sources]) => {
    const got = have.get(name);
    if (!got) return [`${name} missing`];
    // The host's policy may list more scripts or hosts; never fewer.
    const lacking = sources.filter((source) => !got.includes(source));
    const extra = ['script-src', 'connect-src'].includes(name)
      ? []
      : got.filter((source) => !sources.includes(source));
    return [...lacking, ...extra].length ? [`${name} ${got.join(' ')}`] : [];
  });
}

export const SMOKE_PAGES = [
  pathOf('home', 'de'),
  pathOf('contact', 'de'),
  pathOf('contact', 'en'),
  pathOf('privacy', 'de'),
  '/smoke-test-missing-page',
];

export async function headerChecks({ siteUrl, functionUrl }: SmokeTarget): Promise<Check[]> {
  const siteOrigin = new URL(siteUrl).origin;
  const functionsOrigin = new URL(functionUrl).origin;
  return Promise.all(
    SMOKE_PAGES.map((path) =>
      attempt(`headers of ${path}`, async () => {
        const name = `headers of ${path}`;
        const answer = await request(new URL(path, siteUrl).toString());
        const missingPage = path.startsWith('/smoke-test-');
        if (answer.status !== (missingPage ? 404 : 200))
          return fail(name, `answered ${answer.status}`);
        const expected = securityHeaders({
          scriptHashes: inlineScriptHashes(await answer.text()),
          ...(functionsOrigin !== siteOrigin ? { functionsOrigin } : {}),
        });
        const problems = Object.entries(expected).flatMap(([header, value]) => {
          const got = answer.headers.get(header);
          if (got === null) return [`${header} missing`];
          if (header === 'Content-Security-Policy') return policyGaps(got, value);
          // A host may send its own HSTS (a zone setting): as long, or longer, is as good.
          if (header === 'Strict-Transport-Security' && maxAge(got) >= maxAge(value)) return [];
          return got === value ? [] : [`${header}: ${got}`];
        });
        return problems.length
          ? fail(name, problems.join('; '))
          : pass(name, `${Object.keys(expected).length} security headers (${answer.status})`);
      }),
    ),
  );
}

/**
 * A host that reads no `_redirects` (or lost it) answers /contact with the 404 page: the move to
 * the English page (src/content/page-paths.ts, guessedPath) is checked on one address of each
 * kind, an English one outside /en/ and a German one under it.
 */
export async function moveChecks({ siteUrl }: SmokeTarget): Promise<Check[]> {
  const moves = guessedAddresses();
  const samples = [
    moves.find(([from]) => from === '/contact'),
    moves.find(([from]) => from.startsWith('/en/')),
  ].filter((move) => move !== undefined);
  return Promise.all(
    samples.map(([from, to]) =>
      attempt(`move of ${from}`, async () => {
        const name = `move of ${from}`;
        const answer = await request(new URL(from, siteUrl).toString());
        const location = answer.headers.get('location');
        const target = location ? new URL(location, siteUrl) : undefined;
        if (![301, 308].includes(answer.status) || target?.pathname !== to) {
          return fail(
            name,
            `answered ${answer.status}${location ? ` to ${location}` : ''}, not a move to ${to} (is _redirects deployed?)`,
          );
        }
        return pass(name, `${answer.status} to ${to}`);
      }),
    ),
  );
}
