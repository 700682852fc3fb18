import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite } from './static-site.ts';

let root = '';
let dist = '';
let server: Server;
let base = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-site-'));
  dist = path.join(root, 'dist');
  await mkdir(dist);
  await writeFile(path.join(root, 'secret.env'), 'RESEND_API_KEY=re_live_secret');
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><script>1</script><h1>Hi</h1>');
  await writeFile(path.join(dist, 'kontakt.html'), '<!doctype html><h1>Kontakt</h1>');
  await writeFile(path.join(dist, 'betrieb.html'), '<!doctype html><h1>Anfragen</h1>');
  await mkdir(path.join(dist, 'en'));
  await writeFile(path.join(dist, 'en/operator.html'), '<!doctype html><h1>Requests</h1>');
  const site = createStaticSite(dist);
  server = createServer((req, res) => site(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
];

describe('createStaticSite', () => {
  it('sends the security headers with a 304 too, not only with a 200', async () => {
    for (const route of ['/', '/kontakt']) {
      const first = await fetch(`${base}${route}`);
      expect(first.status).toBe(200);
      await first.arrayBuffer();
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await fetch(`${base}${route}`, { headers: { 'if-none-match': etag! } });
      expect(again.status, route).toBe(304);
      for (const name of SECURITY_HEADERS) {
        expect(again.headers.get(name), `${route} 304: ${name}`).toBe(first.headers.get(name));
      }
      expect(again.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("serves the console's page for one request in it, whose last segment is the reference", async () => {
    for (const [address, heading] of [
      ['/betrieb/anfrage/SLZ-7K3M', 'Anfragen'],
      ['/en/operator/request/SLZ-7K3M', 'Requests'],
      ['/en/operator/request/SLZ-7K3M/', 'Requests'],
    ] as const) {
      const answer = await fetch(`${base}${address}`);
      expect(answer.status, address).toBe(200);
      expect(await answer.text(), address).toContain(`<h1>${heading}</h1>`);
    }
    for (const address of [
      '/betrieb/anfrage/SLZ-0000',
      '/betrieb/anfrage/../kontakt',
      '/betrieb/x/SLZ-7K3M',
    ]) {
      const answer = await fetch(`${base}${address}`);
      expect(answer.status, address).toBe(404);
      await answer.arrayBuffer();
    }
  });

  it.each(['/../secret.env', '/%2e%2e/secret.env', '/..%2fsecret.env', '/%2e%2e%2fsecret.env'])(
    'never serves a file outside the build: GET %s',
    async (target) => {
      // Raw, so no client normalises the path first.
      const answer = await new Promise<string>((resolve, reject) => {
        const { port } = server.address() as { port: number };
        const socket = connect(port, '127.0.0.1', () =>
          socket.end(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        );
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer).not.toContain('re_live_secret');
    },
  );
});
