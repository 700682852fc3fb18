/** The local server of `npm start` as an attacker meets it: raw sockets, hostile request lines. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './start.ts';

let dist = '';
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let port = 0;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'start-test-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><h1>Start</h1>');
  await writeFile(path.join(dist, '404.html'), '<!doctype html><h1>Not found</h1>');
  server = await startServer({ port: 0, distDir: dist, withBackend: false });
  port = (server.server.address() as { port: number }).port;
});
afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

/** Sends raw bytes and resolves with everything the server answers until it closes. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

describe('startServer', () => {
  it('listens on the loopback interface unless HOST opens it up', () => {
    expect((server!.server.address() as { address: string }).address).toBe('127.0.0.1');
  });

  it.each(['http://[/', 'http://[::1/', 'http://[/functions/v1/send-notification'])(
    'answers the request line GET %s with 400 and keeps serving',
    async (target) => {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1>Start</h1>');
    },
  );
});
