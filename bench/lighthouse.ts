/**
 * `npm run bench [-- --runs 3 --json out.json --routes /,/kontakt]`: Lighthouse (default config:
 * mobile, simulated throttling) against the production build served as `npm start` serves it
 * (brotli, immutable hashed assets), several runs per route, and the same against a floor page
 * (one heading, one paragraph, one ~60 KB hero, no script) served the same way. Prints the
 * medians and each route's FCP and LCP as a ratio to the floor's. Then the slow-link profile
 * (./slow-link.ts, `--slow-rounds`, or `--no-slow-link` to leave it out). A benchmark, not a
 * test: it exits 0 whatever the figures (1 only when a run fails).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../scripts/build.ts';
import { pathOf } from '../src/content/page-paths.ts';
import { LOCALES } from '../src/lib/locales.ts';
import { writeFloorPage } from './lib/floor-page.ts';
import { runLighthouse, type RunFigures } from './lib/lighthouse-run.ts';
import { formatTable, median, summarize, targetMisses, type Summary } from './lib/report.ts';
import { serveFolder, serveSite } from './lib/servers.ts';
import { runSlowLink } from './slow-link.ts';

/** Each page in German and English. */
const ROUTES = (
  ['home', 'fleet', 'airport', 'eaglesNest', 'salzkammergut', 'contact'] as const
).flatMap((page) => LOCALES.map((locale) => pathOf(page, locale)));

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    routes: { type: 'string' },
    'slow-rounds': { type: 'string', default: '3' },
    'no-slow-link': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);
const routes = values.routes ? values.routes.split(',') : ROUTES;
const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');

if (!existsSync(path.join(distDir, 'index.html'))) await buildSite();
const floorDir = await mkdtemp(path.join(tmpdir(), 'bench-floor-'));
const floorPage = await writeFloorPage(floorDir, path.join(root, 'public/img'));
const [site, floorSite] = await Promise.all([serveSite(distDir), serveFolder(floorDir)]);
const loadBefore = loadavg()[0]!;

// The floor and every route once per round, so a slow moment of the machine hits all alike.
const targets: [string, string][] = [
  ['floor', `${floorSite.url}/`],
  ...routes.map((route): [string, string] => [route, `${site.url}${route}`]),
];
const results = new Map<string, RunFigures[]>(targets.map(([name]) => [name, []]));
try {
  await runLighthouse(`${floorSite.url}/`); // warm-up, not counted
  for (let run = 1; run <= runs; run++) {
    for (const [name, url] of targets) {
      const figures = await runLighthouse(url);
      console.error(`run ${run}/${runs} ${name}: LCP ${Math.round(figures.lcp)} ms`);
      results.get(name)!.push(figures);
    }
  }
} finally {
  await Promise.all([site.close(), floorSite.close()]);
  await rm(floorDir, { recursive: true, force: true });
}

const floor = summarize(results.get('floor')!);
const summaries = routes.map((name): [string, Summary] => [name, summarize(results.get(name)!)]);
const speed = median([...results.values()].flat().map((run) => run.benchmarkIndex));
const load = [
  `${cpus().length} cores`,
  `load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
  `Lighthouse CPU benchmark index ${Math.round(speed)}`,
].join(', ');
console.log(
  `\nLighthouse medians of ${runs} run(s) per route (mobile, simulated throttling), ${load}`,
);
console.log(`floor page: hero image ${(floorPage.bytes / 1024).toFixed(1)} KB\n`);
console.log(formatTable(summaries, floor));
console.log('\nLCP elements:');
for (const [name, s] of [...summaries, ['floor', floor] as const]) {
  console.log(`  ${name}: ${s.lcpElements.join(' | ')}`);
}
const misses = summaries.flatMap(([name, s]) => targetMisses(name, s, floor));
console.log(misses.length ? `\nTargets not met:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
const failing = summaries.flatMap(([name, s]) => s.failing.map((f) => `${name} ${f}`));
if (failing.length) console.log(`\nAudits below 1:\n  ${failing.join('\n  ')}`);

if (values.json) {
  const report = {
    date: new Date().toISOString(),
    runs,
    load,
    floor: { summary: floor, runs: results.get('floor') },
    routes: Object.fromEntries(
      summaries.map(([name, s]) => [name, { summary: s, runs: results.get(name) }]),
    ),
  };
  await writeFile(values.json, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwrote ${values.json}`);
}

if (!values['no-slow-link']) {
  await runSlowLink({ rounds: Math.max(1, Number(values['slow-rounds']) || 3) });
}
