import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../../server/start.ts';
import { createStaticSite } from '../../platform/static-site.ts';

export type Served = { url: string; close(): Promise<void> };

/** The production server of `npm start` (without the backend a page load does not need). */
export async function serveSite(distDir: string): Promise<Served> {
  const port = await freePort();
  const site = await startServer({ port, host: '127.0.0.1', distDir, withBackend: false });
  return { url: `http://127.0.0.1:${port}`, close: () => site.close() };
}

/** Any folder served by the same static handler: same compression, caching and headers. */
export async function serveFolder(dir: string): Promise<Served> {
  const handle = createStaticSite(dir);
  const server = createServer((req, res) => handle(req, res));
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
