import { createServer, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A server that takes requests and never answers: a connection that died on the way back.
 * With `forwardTo`, each request is first passed on to the real server (which stores and mails
 * it) and only its answer is lost. A real connection, not a request held by Playwright's
 * router: Chromium cannot restart a worker whose request Playwright still holds.
 */
export async function openDeadEnd(forwardTo: string | null) {
  const sockets = new Set<Socket>();
  let received = 0;
  const server = createServer((request) => {
    received++;
    if (forwardTo) void passOn(request, forwardTo);
  });
  server.on('connection', (socket) => sockets.add(socket));
  server.unref(); // a test that fails before close() leaves nothing running
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    /** How many requests came in. */
    get received() {
      return received;
    },
    /** Drops every connection and stops listening. */
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function passOn(request: IncomingMessage, target: string): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
      headers.set(name, value);
  }
  await fetch(target, { method: request.method, headers, body: Buffer.concat(chunks) });
}
