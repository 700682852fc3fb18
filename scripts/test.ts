import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  startTestPostgres,
  TEST_POSTGRES_ENV,
  type TestPostgres,
} from '../platform/test-postgres.ts';
import { TEST_STEPS, type Step } from './test-steps.ts';

/**
 * `npm test`: every check the project has, cheapest first, each one timed; the static checks side
 * by side. Stops after the first failure so a broken format or type error is reported in
 * seconds, not after the browser tests.
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

const running = new Set<ChildProcess>();
let interrupted: NodeJS.Signals | undefined;
// Each step runs in a process group of its own, so a signal reaches all of its processes once:
// Ctrl-C, a SIGTERM or a SIGHUP to this process stops every running step, the loop ends after
// them, and the cluster stops. The steps get a SIGINT whatever came here: Playwright and Vitest
// clean up on it, where a SIGTERM ended Playwright at once and left its web server (a process
// group of its own) holding the port, so the next run could not start. A second signal kills.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    const again = interrupted !== undefined;
    interrupted = signal;
    for (const child of running) {
      try {
        if (child.pid) process.kill(-child.pid, again ? 'SIGKILL' : 'SIGINT');
      } catch {
        // The step has just ended.
      }
    }
  });
}

/**
 * Runs a step's command; true when it passed. Its output goes to the terminal as it comes, or,
 * for a step that runs beside others, to `captured`, printed whole when it ends.
 */
function run(command: string, captured?: Buffer[]): Promise<boolean> {
  return new Promise((resolve) => {
    // No stdin: outside the terminal's foreground group a read would stop the step.
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: ['ignore', captured ? 'pipe' : 'inherit', captured ? 'pipe' : 'inherit'],
      env,
      detached: true,
    });
    running.add(child);
    child.stdout?.on('data', (chunk: Buffer) => captured?.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => captured?.push(chunk));
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      running.delete(child);
      resolve(code === 0);
    });
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

/** Runs one step, or a group of steps side by side, one per core (test-steps.ts). */
async function runSteps(steps: readonly Step[]): Promise<boolean> {
  if (steps.length === 1) {
    const [step] = steps as [Step];
    console.log(`\n▶ ${step.name}: ${step.command}`);
    return timed(step.name, () => run(step.command));
  }
  const queue = [...steps];
  let ok = true;
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const output: Buffer[] = [];
      const passed = await timed(step.name, () => run(step.command, output));
      console.log(`\n▶ ${step.name}: ${step.command}${passed ? '' : ' (failed)'}`);
      process.stdout.write(Buffer.concat(output));
      ok &&= passed;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), steps.length) }, lane));
  console.log(
    `\n${steps[0]!.group}: ${((performance.now() - started) / 1000).toFixed(1)} s side by side`,
  );
  return ok;
}

/** The steps asked for, with each group's steps together (test-steps.ts). */
const batches: Step[][] = [];
for (const step of TEST_STEPS) {
  if (only.length && !only.some((word) => step.name.includes(word))) continue;
  const last = batches.at(-1);
  if (step.group && last?.[0]?.group === step.group) last.push(step);
  else batches.push([step]);
}

let cluster: TestPostgres | undefined;
try {
  for (const batch of batches) {
    if (interrupted) break;
    if (batch.some((step) => step.postgres) && !cluster) {
      const started = await timed('test PostgreSQL cluster', async () => {
        cluster = await startTestPostgres();
        env[TEST_POSTGRES_ENV] = cluster.url;
        return true;
      });
      if (!started) break;
    }
    if (!(await runSteps(batch))) break;
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
