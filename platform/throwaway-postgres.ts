/**
 * A throw-away PostgreSQL cluster on a free loopback port, from Debian's postgresql package
 * (`apt-get install postgresql`). Used by the vitest global setup and scripts/test-deno.ts.
 */
import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  stop(): Promise<void>;
}

async function findBinDir(): Promise<string> {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = await readdir(root).catch(() => [] as string[]);
  const newest = versions.filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) {
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql ' +
        '(install Debian\'s "postgresql" package, or set PG_BIN_DIR)',
    );
  }
  return path.join(root, newest, 'bin');
}

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

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = await findBinDir();
  const root = await mkdtemp(path.join(tmpdir(), 'pg-throwaway-'));
  const dataDir = path.join(root, 'data');
  const isRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: hand the folder to the postgres user and run as it.
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout.trim()), Number(gid.trim()));
    await chmod(root, 0o700);
  }
  const as = (cmd: string, args: string[]) =>
    isRoot ? run('runuser', ['-u', 'postgres', '--', cmd, ...args]) : run(cmd, args);

  await as(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await freePort();
  const settings = [
    `-c listen_addresses=127.0.0.1`,
    `-p ${port}`,
    `-c unix_socket_directories=${root}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  await as(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(root, 'log'),
    '-w',
    '-t',
    '30',
    '-o',
    settings,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await as(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(
        () => {},
      );
      await rm(root, { recursive: true, force: true });
    },
  };
}
