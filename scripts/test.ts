import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import {
  startTestPostgres,
  TEST_POSTGRES_ENV,
  type TestPostgres,
} from '../platform/test-postgres.ts';
import { TEST_STEPS } from './test-steps.ts';

/**
 * `npm test`: every check the project has, cheapest first, each one timed. Stops at the first
 * failure so a broken format or type error is reported in seconds, not after the browser tests.
 * The steps marked `postgres` share one throw-away PostgreSQL cluster, started before the first
 * of them and stopped at the end, also after a failure or Ctrl-C.
 */
const root = path.resolve(import.meta.dirname, '..');

const results: { name: string; seconds: number; ok: boolean }[] = [];
const only = process.argv.slice(2);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}`,
};

let running: ChildProcess | undefined;
let interrupted: NodeJS.Signals | undefined;
// Each step runs in a process group of its own, so a signal reaches all of its processes once:
// Ctrl-C, a SIGTERM or a SIGHUP to this process is passed on to the whole step, the loop ends
// after it, and the cluster stops.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    interrupted = signal;
    if (running?.pid) {
      try {
        process.kill(-running.pid, signal);
      } catch {
        // The step has just ended.
      }
    }
  });
}

function run(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    // No stdin: outside the terminal's foreground group a read would stop the step.
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: ['ignore', 'inherit', 'inherit'],
      env,
      detached: true,
    });
    running = child;
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** Times `work` as a step of the summary; false when it failed. */
async function timed(name: string, work: () => Promise<boolean>): Promise<boolean> {
  const started = performance.now();
  const ok = await work().catch((error: unknown) => {
    console.error(error);
    return false;
  });
  results.push({ name, seconds: (performance.now() - started) / 1000, ok });
  return ok;
}

let cluster: TestPostgres | undefined;
try {
  for (const step of TEST_STEPS) {
    if (interrupted) break;
    if (only.length && !only.some((word) => step.name.includes(word))) continue;
    if (step.postgres && !cluster) {
      const started = await timed('test PostgreSQL cluster', async () => {
        cluster = await startTestPostgres();
        env[TEST_POSTGRES_ENV] = cluster.url;
        return true;
      });
      if (!started) break;
    }
    console.log(`\n▶ ${step.name}: ${step.command}`);
    if (!(await timed(step.name, () => run(step.command)))) break;
  }
} finally {
  await cluster?.stop();
}

console.log('\nSummary');
for (const result of results) {
  console.log(`  ${result.ok ? '✔' : '✘'} ${result.name} (${result.seconds.toFixed(1)} s)`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
if (interrupted) console.log(`interrupted (${interrupted})`);
process.exitCode = failed || interrupted ? 1 : 0;
