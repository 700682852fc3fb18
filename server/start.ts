import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { buildSite } from '../scripts/build.ts';
import { isMain } from '../scripts/lib/is-main.ts';
import { createStaticSite } from './static-site.ts';

const root = path.resolve(import.meta.dirname, '..');
const FUNCTION_PATH = '/functions/v1/send-notification';

type Backend = {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  describe(): string;
  close(): Promise<void>;
};

/** The whole product on one origin: the prerendered site and the send-notification function. */
export async function startServer({
  port = Number(process.env.PORT ?? 4173),
  host = '0.0.0.0',
  distDir = path.join(root, 'dist'),
  withBackend = true,
} = {}) {
  if (!existsSync(path.join(distDir, 'index.html')) && distDir === path.join(root, 'dist')) {
    console.log('No build found: building the site first…');
    await buildSite();
  }
  const site = createStaticSite(distDir);
  const backend = withBackend ? await loadBackend() : undefined;

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (backend && pathname.startsWith(FUNCTION_PATH)) {
      backend.handle(req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500).end();
      });
      return;
    }
    site(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  console.log(`Site:     http://localhost:${port}/`);
  if (backend) console.log(backend.describe());
  return {
    server,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend?.close();
    },
  };
}

async function loadBackend(): Promise<Backend | undefined> {
  const file = path.join(root, 'server/backend.ts');
  if (!existsSync(file)) return undefined;
  const { createLocalBackend } = (await import(file)) as {
    createLocalBackend: () => Promise<Backend>;
  };
  return createLocalBackend();
}

if (isMain(import.meta)) {
  const { close } = await startServer();
  const stop = () => void close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
