import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite } from './static-site.ts';

let dist = '';
let server: Server;
let base = '';

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'static-site-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><script>1</script><h1>Hi</h1>');
  await writeFile(path.join(dist, 'kontakt.html'), '<!doctype html><h1>Kontakt</h1>');
  const site = createStaticSite(dist);
  server = createServer((req, res) => site(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dist, { recursive: true, force: true });
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
});
