/**
 * The smoke command against `npm start`, as `npm test` runs it after the production build:
 * starts the server on a free port with its own database, outbox folder, sweep token and
 * passphrase, runs every check of `npm run smoke` (a local monitor takes the heartbeat), then
 * reads the outbox: the test message reached the operator, marked TEST, and nobody else. Exits 1
 * on any failure.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FUNCTION_PATH } from '#shared/schemas/constants.ts';
import { runSmoke } from './smoke.ts';

const root = path.resolve(import.meta.dirname, '..');
const STARTUP_MS = 60_000;
/** How long the test message's mail may take to reach the outbox after the checks. */
const MAIL_MS = 20_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A header block with its RFC 2047 words (=?UTF-8?Q?…?=) decoded, to read the subject. */
function decodedHeaders(head: string): string {
  return head
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '') // adjacent words are one text, split anywhere
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) => {
      const bytes = word
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

/** The headers of each .eml file in the folder. */
async function mailHeaders(dir: string): Promise<string[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(dir, file), 'utf8');
      return decodedHeaders(text.slice(0, text.search(/\r?\n\r?\n/)));
    }),
  );
}

const started = performance.now();
const dir = await mkdtemp(path.join(tmpdir(), 'smoke-'));
const port = await freePort();
const token = crypto.randomUUID();
// The monitor the sweep pings (a healthchecks.io check where deployed).
const monitor = createHttpServer((_req, res) => res.end('OK'));
await new Promise<void>((resolve) => monitor.listen(0, '127.0.0.1', resolve));
const monitorPort = (monitor.address() as { port: number }).port;
const outboxDir = path.join(dir, 'outbox');
const server = spawn(process.execPath, ['server/start.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'pglite'),
    OUTBOX_DIR: outboxDir,
    SWEEP_TOKEN: token,
    OPERATOR_PASSPHRASE: crypto.randomUUID(),
    HEARTBEAT_URL: `http://127.0.0.1:${monitorPort}/ping`,
    // This run's own: none of the developer's mail settings or database.
    DATABASE_URL: '',
    SMTP_URL: '',
    RESEND_API_KEY: '',
    OPERATOR_EMAIL: 'Operator <operator@localhost>',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

let checksHold = false;
try {
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), STARTUP_MS);
    server.once('exit', () => resolve(false));
    server.stdout.on('data', () => {
      if (output.includes('Function:')) {
        clearTimeout(timer);
        resolve(true);
      }
    });
  });
  if (!ready) throw new Error(`npm start did not come up:\n${output}`);
  console.log(`npm start up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const site = `http://localhost:${port}/`;
  const checks = await runSmoke({
    siteUrl: site,
    functionUrl: new URL(FUNCTION_PATH, site).toString(),
    origins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
    token,
  });
  checksHold = checks.every((check) => check.ok);
  // The mail goes out after the answer, and a stop aborts a send in flight (it stays pending for
  // the next start: server/start.ts), so the outbox is read once the mail has arrived.
  const deadline = performance.now() + MAIL_MS;
  while ((await mailHeaders(outboxDir)).length === 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) =>
    server.exitCode === null ? server.once('exit', resolve) : resolve(null),
  );
}
monitor.close();
const mails = await mailHeaders(outboxDir);
await rm(dir, { recursive: true, force: true });
const marked = mails.filter(
  (head) => /^To: .*operator@localhost/m.test(head) && /^Subject: TEST – /m.test(head),
);
const mailHolds = mails.length === 1 && marked.length === 1;
console.log(
  `${mailHolds ? '✔' : '✘'} mail: ${mails.length} in the outbox, ${marked.length} to the operator marked TEST`,
);
console.log(`smoke against npm start: ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = checksHold && mailHolds ? 0 : 1;
