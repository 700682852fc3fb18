import { createServer } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { toFetchRequest } from './node-fetch-adapter.ts';

describe('toFetchRequest', () => {
  it('gives up on a body whose client went away, instead of waiting for ever', async () => {
    let settle: (outcome: string) => void = () => {};
    const outcome = new Promise<string>((resolve) => (settle = resolve));
    const server = createServer((req) => {
      toFetchRequest(req, { maxBodyBytes: 1024 }).then(
        () => settle('read'),
        (error: Error) => settle(`refused: ${error.message}`),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 500\r\n\r\n{"a":');
      setTimeout(() => socket.destroy(), 50);
    });
    try {
      expect(await outcome).toMatch(/^refused/);
    } finally {
      server.close();
    }
  });

  it('reads a request whose Host names a user and password, without them', async () => {
    let settle: (outcome: string) => void = () => {};
    const outcome = new Promise<string>((resolve) => (settle = resolve));
    const server = createServer((req, res) => {
      toFetchRequest(req, { maxBodyBytes: 1024 }).then(
        async ({ request }) => settle(`${request.url} ${await request.text()}`),
        (error: Error) => settle(`refused: ${error.message}`),
      );
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST /f HTTP/1.1\r\nHost: user:pass@x\r\nContent-Length: 2\r\n\r\n{}');
    });
    try {
      expect(await outcome).toBe('http://x/f {}');
    } finally {
      socket.destroy();
      server.close();
    }
  });
});
