import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { FUNCTION_PATH } from '#shared/schemas/constants.ts';
import { isMain } from '../platform/is-main.ts';
import { createStaticSite } from '../platform/static-site.ts';
import type { LocalBackend } from './backend.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A visitor's request is a few KB: even on a poor mobile link its headers arrive within a second
 * and its body within a few. Node's defaults (60 s for the headers, 300 s for the whole request,
 * checked every 30 s) let a few slow clients hold the server; these cut them off in seconds.
 */
export const HTTP_TIMEOUTS = {
  headersTimeout: 5_000,
  requestTimeout: 10_000,
  connectionsCheckingInterval: 1_000,
} as const;

/**
 * SIGTERM or SIGINT ends the process within `totalMs`, below the 10 s a container runtime
 * (docker stop) waits before it kills: open requests get `requestsMs` to finish, then the mail
 * sends in flight are aborted (their mails stay pending for the next start) and the database
 * closes; whatever still runs at `totalMs` is cut off (docs/decisions/mail-delivery-deadlines.md).
 */
export const SHUTDOWN = { requestsMs: 3_000, totalMs: 8_000 } as const;

/**
 * The whole product on one origin: the prerendered site and the send-notification function.
 * It listens on the loopback interface only; `HOST=0.0.0.0` opens it to the network (a phone on
 * the same Wi-Fi, a container).
 */
export async function startServer({
  port = Number(process.env.PORT ?? 4173),
  host = process.env.HOST || '127.0.0.1',
  distDir = path.join(root, 'dist'),
  withBackend = true,
} = {}) {
  // `npm start` builds first when there is no build (scripts/build.ts --if-missing).
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No build in ${distDir}: run npm run build first.`);
  }
  const site = createStaticSite(distDir);
  const backend = withBackend ? await loadBackend() : undefined;

  const server = createServer(HTTP_TIMEOUTS, (req, res) => {
    const pathname = pathOf(req.url);
    // A request target no URL parser accepts (`GET http://[/`) must not reach code that throws.
    if (pathname === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain', Connection: 'close' }).end('Bad Request');
      return;
    }
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
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const cutOff = setTimeout(() => server.closeAllConnections(), SHUTDOWN.requestsMs);
      await closed;
      clearTimeout(cutOff);
      await backend?.close();
    },
  };
}

function pathOf(target: string | undefined): string | null {
  try {
    return new URL(target ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
}

/** Loaded only when asked for: serving the site alone needs no database. */
async function loadBackend(): Promise<LocalBackend> {
  const { createLocalBackend } = await import('./backend.ts');
  return createLocalBackend();
}

/** Ends the process on SIGTERM or SIGINT after `close`, and within `totalMs` whatever it does. */
export function exitOnSignals(close: () => Promise<void>, totalMs: number = SHUTDOWN.totalMs) {
  const stop = () => {
    setTimeout(() => {
      console.error(`Shutdown took longer than ${totalMs / 1000} s: exiting now.`);
      process.exit(1);
    }, totalMs).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isMain(import.meta)) {
  const { close } = await startServer();
  exitOnSignals(close);
}
