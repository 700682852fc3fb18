/**
 * `npm run test:deno`: runs the Deno tests beside the function (supabase/functions/**\/*.deno.test.ts)
 * with Deno from the npm package (`npx -y deno@2`, not an app dependency), against a database
 * copied from the migrated template of the test cluster (platform/test-postgres.ts): the one
 * `npm test` shares through TEST_POSTGRES_URL, else one this script starts and removes. Exits
 * non-zero on failure.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyTemplateDatabase, sharedOrOwnTestPostgres } from '../platform/test-postgres.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const functionsDir = path.join(root, 'supabase', 'functions');

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    // From the functions folder, so Deno never reads the app's package.json.
    const child = spawn(command, args, { cwd: functionsDir, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const cluster = await sharedOrOwnTestPostgres();
  try {
    const database = await copyTemplateDatabase(cluster.url, 'deno');
    try {
      const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
      return await run(
        npx,
        [
          '-y',
          'deno@2',
          'test',
          '--config',
          path.join(functionsDir, 'deno.json'),
          '--allow-env',
          '--allow-net',
          '--allow-read',
          '--allow-run',
          ...process.argv.slice(2),
        ],
        { ...process.env, TEST_DATABASE_URL: database.url, NO_COLOR: process.env.NO_COLOR ?? '' },
      );
    } finally {
      await database.drop();
    }
  } finally {
    await cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
