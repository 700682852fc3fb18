/**
 * `npm run bench:load [-- --n 200 --concurrency 20]`: N concurrent valid requests against the
 * local stack (PGlite + file outbox in a temp folder) on a loopback port. Prints requests per
 * second and p50/p99 latency, then checks that every request was stored once and mailed once.
 * A measurement, not a pass/fail test (it still exits 1 if the counts are wrong).
 */
import { createServer } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FUNCTION_PATH } from '#shared/schemas/constants.ts';
import { createLocalBackend } from '../server/backend.ts';
import { createPgliteDb } from '#shared/db/pglite-db.ts';
import { addDays, calendarDateInZone } from '#shared/schemas/dates.ts';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});
const total = Math.max(1, Number(values.n));
const concurrency = Math.max(1, Number(values.concurrency));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function payload(i: number) {
  const date = addDays(calendarDateInZone(new Date()), 1 + (i % 30));
  return i % 2 === 0
    ? {
        type: 'booking',
        firstName: `Load${i}`,
        lastName: 'Test',
        email: `load${i}@example.com`,
        phone: '+43 660 0000000',
        service: 'airportTransfer',
        date,
        time: '10:30',
        passengers: 2,
        pickupLocation: 'Hotel Sacher',
        destination: 'Salzburg Airport',
        specialRequests: '',
        carType: 'e-klasse',
        locale: 'de',
      }
    : {
        type: 'contact',
        name: `Load ${i}`,
        email: `load${i}@example.com`,
        subject: 'Load test',
        message: 'A message from the load benchmark.',
        locale: 'en',
      };
}

const dir = await mkdtemp(path.join(tmpdir(), 'bench-load-'));
const dataDir = path.join(dir, 'pglite');
const outboxDir = path.join(dir, 'outbox');
const backend = await createLocalBackend({
  // Every request's confirmation is sent, as on a normal day: the limits would hold some back.
  env: {
    RATE_LIMIT_PER_MINUTE: String(total * 2 + 10),
    CONFIRMATIONS_PER_DAY: String(total * 2 + 10),
  },
  dataDir,
  outboxDir,
  sweepIntervalMs: 0,
  log: (level, event, data) => {
    if (level !== 'info') console.error(level, event, data);
  },
});
const server = createServer((req, res) => void backend.handle(req, res));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as { port: number }).port}${FUNCTION_PATH}`;
console.log(backend.describe().replace(/^Function: \S+/, `Function: ${url}`));

const keys = Array.from({ length: total }, () => crypto.randomUUID());
const latencies: number[] = [];
const statuses = new Map<number, number>();
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: Math.min(concurrency, total) }, async () => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': keys[i]! },
        body: JSON.stringify(payload(i)),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
console.log(
  `${total} requests, concurrency ${concurrency}: ${(total / seconds).toFixed(1)} req/s, ` +
    `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
    `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
);

// Mail goes out after the answers; give the outbox a moment to drain.
const drainStart = performance.now();
let files: string[] = [];
while (performance.now() - drainStart < 60_000) {
  files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  if (files.length >= total * 2) break;
  await new Promise((r) => setTimeout(r, 100));
}
console.log(
  `outbox drained in ${((performance.now() - drainStart) / 1000).toFixed(1)} s after the last answer`,
);
await new Promise((resolve) => server.close(resolve));
await backend.close();

const db = await createPgliteDb(dataDir);
const [counts] = await db.query<{
  rows: number;
  distinct_keys: number;
  sent: number;
  other: number;
}>(
  `with r as (
     select idempotency_key from public.booking_requests
     union all select idempotency_key from public.contact_messages)
   select (select count(*) from r)::int as rows,
          (select count(distinct idempotency_key) from r)::int as distinct_keys,
          (select count(*) from public.mail_outbox where status = 'sent')::int as sent,
          (select count(*) from public.mail_outbox where status <> 'sent')::int as other`,
);
await db.close();
const mailed = new Map<string, number>();
for (const file of files) {
  const key = /([0-9a-f-]{36}-(operator|visitor))/.exec(file)?.[1] ?? file;
  mailed.set(key, (mailed.get(key) ?? 0) + 1);
}
const expected = keys.flatMap((k) => [`${k}-operator`, `${k}-visitor`]);
const mailedOnce = expected.every((k) => mailed.get(k) === 1) && files.length === expected.length;
const storedOnce = counts?.rows === total && counts.distinct_keys === total;
console.log(
  `stored: ${counts?.rows} rows for ${total} keys (${storedOnce ? 'each once' : 'MISMATCH'}); ` +
    `mailed: ${files.length} .eml files, outbox ${counts?.sent} sent / ${counts?.other} not sent ` +
    `(${mailedOnce ? 'each mail once' : 'MISMATCH'})`,
);
if (!values.keep) await rm(dir, { recursive: true, force: true });
else console.log(`kept ${dir}`);
process.exit(storedOnce && mailedOnce ? 0 : 1);
