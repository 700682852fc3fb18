/**
 * `_headers` as Cloudflare Pages and Netlify read it, against what `npm start` sends: for every
 * file of a build laid out as the real one is, the same single Cache-Control everywhere, and
 * `immutable` only on names that carry their content's hash. tests/e2e/security.spec.ts holds the
 * real build to the same.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAddresses, HASHED_NAME, IMMUTABLE } from '../platform/cache-rules.ts';
import { createStaticSite } from '../platform/static-site.ts';
import {
  cloudflareHeader,
  cloudflareRulesSetting,
  netlifyHeaders,
  ruleCount,
} from '../platform/test-support/static-hosts.ts';
import { headersFile } from './site-files.ts';

const BUILD = [
  'index.html',
  'flughafen.html',
  'event-service.html',
  '404.html',
  'en/index.html',
  'en/airport-transfer.html',
  'en/404.html',
  'worker-pages/flughafen.page',
  'worker-pages/en/index.page',
  'sw.js',
  'manifest.webmanifest',
  'manifest.en.webmanifest',
  'favicon.ico',
  'favicon.svg',
  'favicon-32.png',
  'robots.txt',
  'sitemap.xml',
  'assets/index-BX3k2lQ.js',
  'assets/contact-page-DBALvhg.css',
  'assets/car-v-class-DvG-mlx.js',
  'img/logo.svg',
  'img/flag-de.svg',
  'img/flag-en.svg',
  'img/car-e-class.4ea7e3f8.960.webp',
  'img/car-e-class.5eb49be3.480.avif',
  'icons/icon-192.png',
  'icons/maskable-512.png',
  'screenshots/home-wide.en.webp',
  '.vite/manifest.json',
];

let root = '';
let server: Server;
let base = '';
let headers = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'headers-file-'));
  for (const file of BUILD) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    const body = file.endsWith('.html') ? `<!doctype html><script>boot()</script><p>${file}` : file;
    await writeFile(path.join(root, file), body);
    if (/\.(html|js|css|svg)$/.test(file)) await writeFile(path.join(root, `${file}.br`), 'br');
  }
  headers = headersFile(`<!doctype html><script>boot()</script>`, builtAddresses(root));
  await writeFile(path.join(root, '_headers'), headers);
  const site = createStaticSite(root);
  server = createServer((req, res) => site(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('_headers', () => {
  it('serves every built file at its address', () => {
    const addresses = builtAddresses(root);
    expect(addresses).toContain('/');
    expect(addresses).toContain('/en/');
    expect(addresses).toContain('/flughafen');
    expect(addresses).toContain('/img/logo.svg');
    expect(addresses).not.toContain('/_headers');
    expect(addresses.filter((address) => /\.(br|gz)$|\/\./.test(address))).toEqual([]);
  });

  it('gives each built file one Cache-Control, the same on Cloudflare, Netlify and npm start', async () => {
    const seen: string[] = [];
    for (const address of builtAddresses(root)) {
      const local = (await fetch(`${base}${address}`)).headers.get('cache-control');
      const cloudflare = cloudflareHeader(headers, address, 'Cache-Control');
      const netlify = netlifyHeaders(headers, address, 'Cache-Control');
      seen.push(`${address} ${local}`);
      expect(cloudflareRulesSetting(headers, address, 'Cache-Control'), address).toBe(1);
      expect(cloudflare, address).toBe(local);
      expect(netlify, address).toEqual([local]);
      // A name without its content's hash keeps its name across builds: never immutable.
      if (local === IMMUTABLE) expect(address, 'immutable but not hashed').toMatch(HASHED_NAME);
    }
    expect(seen).toContain('/img/logo.svg no-cache');
    expect(seen).toContain('/img/flag-de.svg no-cache');
    expect(seen).toContain('/sw.js no-cache');
    expect(seen).toContain('/manifest.webmanifest no-cache');
    expect(seen).toContain('/icons/icon-192.png no-cache');
    expect(seen).toContain('/en/ no-cache');
    expect(seen).toContain('/worker-pages/en/index.page no-cache');
    expect(seen).toContain(`/img/car-e-class.4ea7e3f8.960.webp ${IMMUTABLE}`);
    expect(seen).toContain(`/assets/index-BX3k2lQ.js ${IMMUTABLE}`);
  });

  it('sends the security headers on every path, once, and stays inside the hosts limits', () => {
    for (const address of ['/', '/en/airport-transfer', '/assets/index-BX3k2lQ.js', '/nope']) {
      expect(cloudflareHeader(headers, address, 'X-Content-Type-Options'), address).toBe('nosniff');
      expect(netlifyHeaders(headers, address, 'Content-Security-Policy'), address).toHaveLength(1);
    }
    // Cloudflare Pages: at most 100 rules and 2,000 characters a line.
    expect(ruleCount(headers)).toBeLessThanOrEqual(100);
    expect(Math.max(...headers.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
  });
});
