import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { TEST_STEPS } from './test-steps.ts';

/**
 * `npm test`: every check the project has, cheapest first, each one timed. Stops at the first
 * failure so a broken format or type error is reported in seconds, not after the browser tests.
 */
const root = path.resolve(import.meta.dirname, '..');

const results: { name: string; seconds: number; ok: boolean }[] = [];
const only = process.argv.slice(2);
for (const step of TEST_STEPS) {
  if (only.length && !only.some((word) => step.name.includes(word))) continue;
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const started = performance.now();
  const run = spawnSync(step.command, {
    cwd: root,
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}` },
  });
  const seconds = (performance.now() - started) / 1000;
  results.push({ name: step.name, seconds, ok: run.status === 0 });
  if (run.status !== 0) break;
}

console.log('\nSummary');
for (const result of results) {
  console.log(`  ${result.ok ? '✔' : '✘'} ${result.name} (${result.seconds.toFixed(1)} s)`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
