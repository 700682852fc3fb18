/** The local stack's backend through real HTTP: Node adapter, PGlite on disk or PostgreSQL, file outbox. */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { createPgliteDb } from '#shared/db/pglite-db.ts';
import { addDays, calendarDateInZone } from '#shared/schemas/dates.ts';
import { validBooking, validContact } from '#shared/schemas/test-fixtures.ts';
import { FUNCTION_PATH } from '#shared/schemas/constants.ts';
import { createLocalBackend, type LocalBackend } from './backend.ts';
import { startTricklingSmtp } from './test/trickling-smtp.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const tomorrow = () => addDays(calendarDateInZone(new Date()), 1);

async function serve(backend: LocalBackend): Promise<string> {
  const server: Server = createServer((req, res) => void backend.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'backend-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function waitForFiles(dir: string, count: number): Promise<string[]> {
  // Only whole mails: a mail being written has a temporary name.
  const mails = async () =>
    (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  for (let i = 0; i < 100; i++) {
    const files = await mails();
    if (files.length >= count) return files;
    await new Promise((r) => setTimeout(r, 50));
  }
  return mails();
}

const env = { MAIL_FROM: 'Test <noreply@example.com>', OPERATOR_EMAIL: 'operator@example.com' };

describe('createLocalBackend', () => {
  it('stores a booking in PGlite on disk and writes two .eml files', async () => {
    const dir = await tempDir();
    const dataDir = path.join(dir, 'nested', 'pglite');
    const outboxDir = path.join(dir, 'outbox');
    const backend = await createLocalBackend({
      env,
      dataDir,
      outboxDir,
      port: 4173,
      sweepIntervalMs: 0,
    });
    expect(backend.describe()).toBe(
      `Function: http://localhost:4173${FUNCTION_PATH} · DB: PGlite (${dataDir}) · Mail: file outbox (${outboxDir})\n` +
        'Console:  off (set OPERATOR_PASSPHRASE, 16 characters or more, to sign in at /betrieb)',
    );
    const base = await serve(backend);
    const response = await fetch(`${base}${FUNCTION_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
        origin: 'http://localhost:4173',
      },
      body: JSON.stringify(validBooking({ date: tomorrow() })),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    const { id } = (await response.json()) as { id: string };
    const files = await waitForFiles(outboxDir, 2);
    expect(files).toHaveLength(2);
    const emls = await Promise.all(files.map((f) => readFile(path.join(outboxDir, f), 'utf8')));
    expect(
      emls.some((e) => /^To: operator@example.com$/m.test(e) && e.includes('text/calendar')),
    ).toBe(true);
    expect(emls.some((e) => /^To: anna@example.com$/m.test(e))).toBe(true);
    await backend.close();

    // Data survives a restart; the migrations are not applied twice.
    const reopened = await createPgliteDb(dataDir);
    const rows = await reopened.query<{ id: string }>(
      'select id::text as id from public.booking_requests',
    );
    expect(rows).toEqual([{ id }]);
    await reopened.close();
    const again = await createLocalBackend({ env, dataDir, outboxDir, sweepIntervalMs: 0 });
    await again.close();
  });

  it('closes within seconds while a mail server trickles, the mail kept for the next start', async () => {
    const trickling = await startTricklingSmtp(200);
    cleanups.push(() => trickling.close());
    const dataDir = path.join(await tempDir(), 'pglite');
    const backend = await createLocalBackend({
      env: { ...env, SMTP_URL: `smtp://127.0.0.1:${trickling.port}` },
      dataDir,
      sweepIntervalMs: 0,
    });
    const base = await serve(backend);
    const response = await fetch(`${base}${FUNCTION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(validContact()),
    });
    expect(response.status).toBe(201);
    // Both mails are in the relay's hands, which keeps answering EHLO a line at a time.
    await vi.waitFor(() => expect(trickling.open()).toBe(2), { timeout: 10_000 });
    const started = performance.now();
    await backend.close();
    expect(performance.now() - started).toBeLessThan(5_000);
    await vi.waitFor(() => expect(trickling.open()).toBe(0));

    const reopened = await createPgliteDb(dataDir);
    const rows = await reopened.query<{ status: string; attempts: number; due: boolean }>(
      `select status, attempts, next_attempt_at <= now() as due from public.mail_outbox`,
    );
    await reopened.close();
    expect(rows).toEqual([
      { status: 'pending', attempts: 0, due: true },
      { status: 'pending', attempts: 0, due: true },
    ]);
  });

  it('passes the socket address on, answers 413 through the adapter and 405 for GET', async () => {
    const dir = await tempDir();
    const backend = await createLocalBackend({
      env: { ...env, RATE_LIMIT_PER_MINUTE: '1' },
      dataDir: path.join(dir, 'pglite'),
      outboxDir: path.join(dir, 'outbox'),
      sweepIntervalMs: 0,
    });
    cleanups.push(() => backend.close());
    const base = await serve(backend);
    const url = `${base}${FUNCTION_PATH}`;
    expect((await fetch(url)).status).toBe(405);

    // 64 KB sent with a chunked body and no Content-Length.
    const big = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        url,
        {
          method: 'POST',
          headers: { 'idempotency-key': crypto.randomUUID(), 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 64; i++) req.write('x'.repeat(1024));
      req.end();
    });
    expect(big).toBe(413);

    const post = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'idempotency-key': crypto.randomUUID(), 'content-type': 'application/json' },
        body: JSON.stringify(validContact()),
      });
    // The limit counts per clock minute: on the real clock a minute could end between the two
    // posts and let both through (a clean clone's run on 29 November). One moment for both.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-10T08:00:30Z') });
    try {
      expect((await post()).status).toBe(201);
      expect((await post()).status).toBe(429); // same loopback address, limit 1 per minute
    } finally {
      vi.useRealTimers();
    }
  });

  it('switches to PostgreSQL with DATABASE_URL', async () => {
    const dir = await tempDir();
    const url = inject('postgresUrl');
    const backend = await createLocalBackend({
      env: { ...env, DATABASE_URL: url },
      outboxDir: path.join(dir, 'outbox'),
      origin: 'https://site.example',
      sweepIntervalMs: 0,
    });
    cleanups.push(() => backend.close());
    expect(backend.describe()).toMatch(
      /^Function: https:\/\/site\.example\/functions\/v1\/send-notification · DB: PostgreSQL \(127\.0\.0\.1:\d+\/postgres\) · Mail: file outbox/,
    );
    const base = await serve(backend);
    const response = await fetch(`${base}${FUNCTION_PATH}`, {
      method: 'POST',
      headers: { 'idempotency-key': crypto.randomUUID(), 'content-type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    expect(response.status).toBe(201);
    expect(await waitForFiles(path.join(dir, 'outbox'), 2)).toHaveLength(2);
  });
});
