/**
 * Each check of `npm run smoke` finds its fault: the command runs against a site served from
 * this test (pages with the headers security-headers.ts writes, unless a fault takes one away)
 * and the real handler on PGlite on another origin. `npm test` also runs it against `npm start`
 * (scripts/smoke-local.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FUNCTION_PATH } from '#shared/schemas/constants.ts';
import { CONSOLE_PATHS, referenceOfConsolePath } from '#shared/schemas/lifecycle-paths.ts';
import type { HandlerConfigInput } from '#shared/config.ts';
import type { Handler } from '#shared/handler.ts';
import { cacheControlFor } from '../platform/cache-rules.ts';
import { inlineScriptHashes, securityHeaders } from '../platform/security-headers.ts';
import { guessedAddresses } from '../src/content/page-paths.ts';
import { sendFetchResponse, toFetchRequest } from '../server/node-fetch-adapter.ts';
import { buildHandler, createClock, createRecordingTransport } from '../server/test/fakes.ts';
import { createTestDb, type TestDb } from '../server/test/test-db.ts';
import { runSmoke } from './smoke.ts';
import { SMOKE_PAGES, type Check } from './smoke-checks.ts';

const TOKEN = 'smoke-test-token-0123456789';
const ASSET = '/assets/index-abc1234.js';
const PAGE = `<!doctype html><title>x</title><script data-entry="${ASSET}">window.booted=1</script><p>x</p>`;
/** What the host serves besides the checked pages: the English home, the worker, a script. */
const OTHER_FILES = ['/en/', '/sw.js', ASSET];
const CONSOLE_PAGE = '<!doctype html><title>Betrieb</title><p>console</p>';
const PASSPHRASE = 'correct-horse-battery-staple';

async function listen(
  serve: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; server: Server }> {
  const server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

describe('npm run smoke', () => {
  let t: TestDb;
  let site: { url: string; server: Server };
  let fn: { url: string; server: Server };
  /** What the site sends with a page; a test takes a header away or changes it. */
  let pageHeaders: (html: string) => Record<string, string>;
  let handler: Handler;
  /** The host's moves (its `_redirects`); a test takes them away. */
  let moves: Map<string, string>;
  /** The host serves a request's console address with the console's page (`_redirects`). */
  let consoleRewrite: boolean;
  let heartbeat: { url: string; server: Server };
  let pings: number;
  /** The Cache-Control the host sends for an address (platform/cache-rules.ts); a test changes it. */
  let cacheControl: (path: string) => string | undefined;

  beforeAll(async () => {
    t = await createTestDb('pglite');
    site = await listen((req, res) => {
      const path = new URL(req.url!, 'http://x').pathname;
      const to = moves.get(path);
      if (to) {
        res.writeHead(301, { Location: to });
        res.end();
        return;
      }
      const consolePage =
        Object.values(CONSOLE_PATHS).includes(path) ||
        (consoleRewrite && referenceOfConsolePath(path) !== null);
      if (consolePage) {
        res.writeHead(200, { 'Content-Type': 'text/html', ...pageHeaders(CONSOLE_PAGE) });
        res.end(CONSOLE_PAGE);
        return;
      }
      const known = [...SMOKE_PAGES.slice(0, -1), ...OTHER_FILES].includes(path);
      const caching = cacheControl(path);
      res.writeHead(known ? 200 : 404, {
        'Content-Type': 'text/html',
        ...pageHeaders(PAGE),
        ...(caching ? { 'Cache-Control': caching } : {}),
      });
      res.end(PAGE);
    });
    heartbeat = await listen((_req, res) => {
      pings += 1;
      res.end('OK');
    });
    fn = await listen((req, res) => {
      void toFetchRequest(req, { maxBodyBytes: 100_000 }).then(async ({ request }) =>
        sendFetchResponse(res, await handler(request, { remoteAddr: '127.0.0.1' })),
      );
    });
  }, 60_000);
  afterAll(async () => {
    site?.server.close();
    fn?.server.close();
    heartbeat?.server.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.reset();
    moves = new Map(guessedAddresses());
    consoleRewrite = true;
    pings = 0;
    cacheControl = cacheControlFor;
    pageHeaders = (html) =>
      securityHeaders({ scriptHashes: inlineScriptHashes(html), functionsOrigin: fn.url });
    handler = buildHandler(t.db, createRecordingTransport(), deployed());
  });

  /** The function set up as supabase/README.md says, with a test's change. */
  const deployed = (change: Partial<HandlerConfigInput> = {}): Partial<HandlerConfigInput> => ({
    allowedOrigins: [site.url],
    sweepToken: TOKEN,
    operatorPassphrase: PASSPHRASE,
    heartbeatUrl: `${heartbeat.url}/ping`,
    ...change,
  });

  async function smoke(token = TOKEN): Promise<{ failed: Check[]; lines: string[] }> {
    const lines: string[] = [];
    const checks = await runSmoke(
      {
        siteUrl: `${site.url}/`,
        functionUrl: `${fn.url}${FUNCTION_PATH}`,
        origins: [site.url],
        token,
      },
      (line) => lines.push(line),
    );
    return { failed: checks.filter((check) => !check.ok), lines };
  }

  it('holds for a site and function set up as documented, one line per check', async () => {
    const { failed, lines } = await smoke();
    expect(failed).toEqual([]);
    expect(lines).toHaveLength(22);
    expect(lines.at(-1)).toBe('21 of 21 hold');
    expect(pings).toBe(1);
    const [row] = await t.db.query<{ is_test: boolean }>(
      'select is_test from public.contact_messages',
    );
    expect(row?.is_test).toBe(true);
  });

  it('finds an origin missing from ALLOWED_ORIGINS, and one allowing every site', async () => {
    handler = buildHandler(t.db, createRecordingTransport(), deployed({ allowedOrigins: [] }));
    expect((await smoke()).failed.map((check) => check.name)).toEqual([
      `preflight from ${site.url}`,
    ]);
    handler = buildHandler(t.db, createRecordingTransport(), deployed({ allowedOrigins: ['*'] }));
    expect((await smoke()).failed.map((check) => check.name)).toEqual([
      'preflight from https://smoke-test.invalid',
    ]);
  });

  it('finds a token the function does not share', async () => {
    const { failed } = await smoke('another-token-0123456789');
    expect(failed.map((check) => check.name)).toEqual(['test message', 'sweep']);
  });

  it('finds mail not getting out: at once by the test message, 15 minutes on by the outbox', async () => {
    const clock = createClock(new Date());
    const mailer = createRecordingTransport();
    // As Resend answers a wrong key: the mail waits, the request was stored all the same.
    mailer.failNext(1_000, new Error('Resend 401: API key is invalid'));
    handler = buildHandler(t.db, mailer, deployed({ now: clock.now }));
    expect((await smoke()).failed).toEqual([
      {
        name: 'test message',
        ok: false,
        detail: expect.stringMatching(
          /^stored \(.+\), but not mailed to the operator: .*Resend 401: API key is invalid/,
        ),
      },
    ]);
    await handler.idle();
    clock.advance(16 * 60_000);
    // The first test message's mail to the operator has waited 16 minutes.
    const { failed } = await smoke();
    expect(failed.map((check) => check.name)).toEqual(['test message', 'outbox', 'heartbeat']);
    expect(failed.slice(1)).toEqual([
      {
        name: 'outbox',
        ok: false,
        detail: expect.stringMatching(/^0 failed, 1 pending over 15 minutes/),
      },
      { name: 'heartbeat', ok: false, detail: 'withheld while the sweep finds a fault (above)' },
    ]);
  });

  it('finds a database without the migrations the function needs', async () => {
    const [newest] = await t.db.query<{ name: string }>(
      'select max(name) as name from public.local_schema_migrations',
    );
    // As a deploy that ran `supabase functions deploy` but not `supabase db push`.
    await t.db.query('delete from public.local_schema_migrations where name = $1', [newest!.name]);
    try {
      expect((await smoke()).failed).toEqual([
        {
          name: 'schema',
          ok: false,
          detail: expect.stringMatching(
            new RegExp(`, the function needs ${newest!.name.slice(0, 14)}: run supabase db push$`),
          ),
        },
        { name: 'heartbeat', ok: false, detail: 'withheld while the sweep finds a fault (above)' },
      ]);
    } finally {
      await t.db.query('insert into public.local_schema_migrations (name) values ($1)', [
        newest!.name,
      ]);
    }
  });

  it('finds a sweep that tells no monitor, or one that does not answer', async () => {
    handler = buildHandler(t.db, createRecordingTransport(), deployed({ heartbeatUrl: undefined }));
    expect((await smoke()).failed).toEqual([
      {
        name: 'heartbeat',
        ok: false,
        detail: 'HEARTBEAT_URL is not set: nothing tells you when mail or the sweep stops',
      },
    ]);
    handler = buildHandler(
      t.db,
      createRecordingTransport(),
      deployed({ heartbeatUrl: 'http://127.0.0.1:9/ping' }),
    );
    expect((await smoke()).failed.map((check) => check.detail)).toEqual([
      "failed: is HEARTBEAT_URL the monitor's ping address?",
    ]);
  });

  it('finds a console that cannot decide, and a mail button that would open no console', async () => {
    handler = buildHandler(
      t.db,
      createRecordingTransport(),
      deployed({ operatorPassphrase: undefined }),
    );
    consoleRewrite = false;
    expect((await smoke()).failed).toEqual([
      {
        name: 'console',
        ok: false,
        detail: 'OPERATOR_PASSPHRASE is not set: no request can be confirmed or declined',
      },
      {
        name: 'console address /betrieb/anfrage/SLZ-2345',
        ok: false,
        detail: expect.stringMatching(/^answered 404: the mail's button needs the rewrite/),
      },
      {
        name: 'console address /en/operator/request/SLZ-2345',
        ok: false,
        detail: expect.stringMatching(/^answered 404: /),
      },
    ]);
  });

  it.each([
    ['X-Content-Type-Options', undefined, /X-Content-Type-Options missing/],
    ['Referrer-Policy', 'unsafe-url', /Referrer-Policy: unsafe-url/],
    ['X-Frame-Options', undefined, /X-Frame-Options missing/],
    ['Strict-Transport-Security', undefined, /Strict-Transport-Security missing/],
    ['Strict-Transport-Security', 'max-age=300', /Strict-Transport-Security: max-age=300/],
    ['Content-Security-Policy', undefined, /Content-Security-Policy missing/],
  ])('finds a page without its %s header as written', async (header, value, problem) => {
    const complete = pageHeaders;
    pageHeaders = (html) => {
      const headers = { ...complete(html) };
      if (value === undefined) delete headers[header];
      else headers[header] = value;
      return headers;
    };
    const { failed } = await smoke();
    expect(failed.map((check) => check.name)).toEqual(
      SMOKE_PAGES.map((path) => `headers of ${path}`),
    );
    expect(failed[0]!.detail).toMatch(problem);
  });

  it("takes a host's own HSTS when it lasts as long or longer", async () => {
    const complete = pageHeaders;
    pageHeaders = (html) => ({
      ...complete(html),
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    });
    expect((await smoke()).failed).toEqual([]);
  });

  it("finds a policy that blocks the page's own script or the function", async () => {
    pageHeaders = () => securityHeaders({ scriptHashes: [], functionsOrigin: fn.url });
    expect((await smoke()).failed[0]!.detail).toMatch(/^script-src 'self'$/);
    pageHeaders = (html) => securityHeaders({ scriptHashes: inlineScriptHashes(html) });
    expect((await smoke()).failed[0]!.detail).toMatch(/^connect-src 'self'$/);
  });

  it("finds a host that does not move a page's address in the other language's place", async () => {
    moves = new Map();
    const { failed } = await smoke();
    expect(failed.map((check) => check.name)).toEqual([
      'move of /contact',
      'move of /en/limousinen',
    ]);
    expect(failed[0]!.detail).toMatch(/^answered 404, not a move to \/en\/contact/);
    // A move elsewhere is no better.
    moves = new Map([['/contact', '/en/']]);
    expect((await smoke()).failed[0]!.detail).toMatch(/^answered 301 to \/en\/, not a move/);
  });

  it('finds a host that keeps a page or the worker without asking, or a script not at all', async () => {
    // A CDN's default: everything a day.
    cacheControl = () => 'public, max-age=86400';
    const { failed } = await smoke();
    expect(failed.map((check) => check.name)).toEqual([
      'cache of /',
      'cache of /en/',
      'cache of /sw.js',
      `cache of ${ASSET}`,
    ]);
    expect(failed[0]!.detail).toBe(
      'public, max-age=86400: kept without asking again, it can name scripts a deployment removed',
    );
    // No rule at all.
    cacheControl = () => undefined;
    expect((await smoke()).failed.map((check) => check.detail)).toContain(
      'no Cache-Control: a browser or CDN keeps it as it likes',
    );
  });
});
