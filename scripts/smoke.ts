/**
 * `npm run smoke -- <site URL> <function URL>`: after a deployment (or against `npm start`),
 * checks what must hold and prints one line per check; exits 1 when one fails.
 *
 *   --origin <a,b>   the origins to try the CORS preflight from (default SMOKE_ORIGINS, else
 *                    the site's own origin)
 *   --token <t>      the function's SWEEP_TOKEN (default SMOKE_TOKEN, else SWEEP_TOKEN): runs
 *                    the sweep and marks the test message as one
 *
 * The console must answer (OPERATOR_PASSPHRASE set) and open from a mail's button (the host's
 * rewrite of a request's address), the sweep must ping the heartbeat (HEARTBEAT_URL), and the
 * host must send the caching rules (platform/cache-rules.ts).
 *
 * The test message is a contact message the function stores with is_test set and mails to the
 * operator only, "TEST – …" in its subject; the sweep deletes it a day later.
 */
import { parseArgs } from 'node:util';
import { isMain } from '../platform/is-main.ts';
import { cacheChecks } from './smoke-cache.ts';
import { consoleChecks } from './smoke-console.ts';
import {
  corsChecks,
  headerChecks,
  moveChecks,
  sweepChecks,
  testMessageCheck,
  type Check,
  type SmokeTarget,
} from './smoke-checks.ts';

export async function runSmoke(
  target: SmokeTarget,
  print: (line: string) => void = console.log,
): Promise<Check[]> {
  const checks: Check[] = [];
  const report = (found: Check[]) => {
    for (const check of found) print(`${check.ok ? '✔' : '✘'} ${check.name}: ${check.detail}`);
    checks.push(...found);
  };
  report(await corsChecks(target));
  report([await testMessageCheck(target)]);
  // After the test message, so the sweep sends it if it is still waiting.
  report(await sweepChecks(target));
  report(await consoleChecks(target));
  report(await headerChecks(target));
  report(await moveChecks(target));
  report(await cacheChecks(target));
  const failed = checks.filter((check) => !check.ok).length;
  print(`${checks.length - failed} of ${checks.length} hold${failed ? `, ${failed} failed` : ''}`);
  return checks;
}

const USAGE =
  'usage: npm run smoke -- <site URL> <function URL> [--origin https://a,https://b] [--token <SWEEP_TOKEN>]';

function targetFromArgs(args: string[], env = process.env): SmokeTarget {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { origin: { type: 'string' }, token: { type: 'string' } },
  });
  const [siteUrl, functionUrl] = positionals;
  if (!siteUrl || !functionUrl || !URL.canParse(siteUrl) || !URL.canParse(functionUrl)) {
    throw new Error(USAGE);
  }
  const listed = (values.origin ?? env.SMOKE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const token = values.token ?? (env.SMOKE_TOKEN || env.SWEEP_TOKEN);
  return {
    siteUrl,
    functionUrl: functionUrl.replace(/\/+$/, ''),
    origins: listed.length ? listed : [new URL(siteUrl).origin],
    ...(token ? { token } : {}),
  };
}

if (isMain(import.meta)) {
  try {
    const checks = await runSmoke(targetFromArgs(process.argv.slice(2)));
    process.exitCode = checks.every((check) => check.ok) ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}
