import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { createHash } from 'node:crypto';
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
  await writeFile(path.join(dist, '404.html'), '<!doctype html><h1>Hoppla</h1>');
  await mkdir(path.join(dist, 'en'));
  await writeFile(path.join(dist, 'en', 'index.html'), '<!doctype html><h1>Home</h1>');
  await writeFile(path.join(dist, 'en', 'contact.html'), '<!doctype html><h1>Contact</h1>');
  await writeFile(path.join(dist, 'en', '404.html'), '<!doctype html><h1>Oops</h1>');
  await writeFile(path.join(dist, 'betrieb.html'), '<!doctype html><h1>Anfragen</h1>');
  await writeFile(path.join(dist, 'en', 'operator.html'), '<!doctype html><h1>Requests</h1>');
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
  'strict-transport-security',
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

  // Each answered 200 with a page the app then drew a 404 over (React #418): the app reads the
  // address as written, and knows no file names.
  describe('gives one answer per address, the one the app gives', () => {
    const get = async (target: string) => {
      const response = await fetch(`${base}${target}`, { redirect: 'manual' });
      const body = await response.text();
      return { status: response.status, location: response.headers.get('location'), body };
    };

    it.each([
      ['/%65n/contact', 'Hoppla'],
      ['/%6Bontakt', 'Hoppla'],
      ['/en/%63ontact', 'Oops'],
      ['/en%2Fcontact', 'Hoppla'],
      ['/404', 'Hoppla'],
      ['/404.html', 'Hoppla'],
      ['/en/404', 'Oops'],
      ['/en/404.html', 'Oops'],
      ['/gibt-es-nicht.html', 'Hoppla'],
      ['//kontakt.html', 'Hoppla'],
      ['/en//contact', 'Oops'],
      ['/en//kontakt', 'Oops'],
      ['/en/contact/kontakt', 'Oops'],
    ])('%s: 404 with the 404 page of its language', async (target, heading) => {
      const answer = await get(target);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain(`<h1>${heading}</h1>`);
    });

    it.each([
      ['/kontakt.html', '/kontakt'],
      ['/en/contact.html?tab=contact', '/en/contact?tab=contact'],
      ['/en/index.html', '/en/'],
      ['/index.html?x=1', '/?x=1'],
      // A page's address in the other language's place: the English page.
      ['/contact', '/en/contact'],
      ['/contact/?tab=contact', '/en/contact?tab=contact'],
      ['/en/kontakt', '/en/contact'],
      ['/en/betrieb', '/en/operator'],
    ])('%s: a permanent redirect to %s', async (target, location) => {
      const answer = await get(target);
      expect(answer.status).toBe(301);
      expect(answer.location).toBe(location);
    });

    it.each([
      ['/kontakt', 'Kontakt'],
      ['/en/contact', 'Contact'],
      ['/en/', 'Home'],
    ])('%s: the page itself', async (target, heading) => {
      const answer = await get(target);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`<h1>${heading}</h1>`);
    });
  });

  it('serves a build made while it runs as it now is: whole, no stale 304, its new policy', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'static-site-rebuilt-'));
    const hash = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const build = async (script: string, page: string) => {
      await writeFile(path.join(folder, 'index.html'), `<!doctype html><script>${script}</script>`);
      await writeFile(path.join(folder, 'page.html'), page);
    };
    await build('boot(1)', `<!doctype html><h1>${'old '.repeat(50)}</h1>`);
    const site = createStaticSite(folder);
    const local = createServer((req, res) => site(req, res));
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(local.address() as { port: number }).port}`;
    try {
      const before = await fetch(`${at}/page`);
      await before.text();
      expect(before.headers.get('content-security-policy')).toContain(hash('boot(1)'));

      for (const page of [
        '<!doctype html><h1>new</h1>',
        `<!doctype html>${'<p>new</p>'.repeat(40)}`,
      ]) {
        await build('boot(2)', page);
        const after = await fetch(`${at}/page`, {
          headers: { 'if-none-match': before.headers.get('etag')! },
        });
        expect(after.status).toBe(200);
        expect(await after.text()).toBe(page);
        const policy = after.headers.get('content-security-policy');
        expect(policy).toContain(hash('boot(2)'));
        expect(policy).not.toContain(hash('boot(1)'));
      }
    } finally {
      local.closeAllConnections();
      await new Promise((resolve) => local.close(resolve));
      await rm(folder, { recursive: true, force: true });
    }
  });
});
