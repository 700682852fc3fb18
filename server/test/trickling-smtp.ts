/**
 * An SMTP server as a slow or broken relay meets a sender: it greets, then answers EHLO with one
 * `250-` continuation line every `everyMs` and never the last one. Each line resets an idle
 * time-out, so only a deadline on the whole phase ends the session.
 */
import { createServer, type Socket } from 'node:net';

export interface TricklingSmtp {
  port: number;
  /** Sessions opened so far. */
  connections(): number;
  /** Sessions still open. */
  open(): number;
  close(): Promise<void>;
}

export async function startTricklingSmtp(everyMs = 200): Promise<TricklingSmtp> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      clearInterval(timer);
    });
    socket.write('220 slow.example ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      if (timer || !/^(EHLO|HELO|LHLO) /im.test(chunk.toString('latin1'))) return;
      socket.write('250-slow.example\r\n');
      timer = setInterval(() => socket.write('250-PIPELINING\r\n'), everyMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    connections: () => connections,
    open: () => sockets.size,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
