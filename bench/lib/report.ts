import { CATEGORIES, type RunFigures } from './lighthouse-run.ts';

export type Summary = Omit<RunFigures, 'failing' | 'lcpElement'> & {
  failing: string[];
  lcpElements: string[];
  runs: number;
};

export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Medians of every figure over the runs; a failing audit is listed with how many runs had it. */
export function summarize(runs: RunFigures[]): Summary {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  const counts = new Map<string, number>();
  for (const id of runs.flatMap((run) => [...new Set(run.failing)])) {
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return {
    runs: runs.length,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, of((r) => r.scores[c])]),
    ) as Summary['scores'],
    fcp: of((r) => r.fcp),
    lcp: of((r) => r.lcp),
    tbt: of((r) => r.tbt),
    benchmarkIndex: of((r) => r.benchmarkIndex),
    cls: of((r) => r.cls),
    bytes: {
      html: of((r) => r.bytes.html),
      js: of((r) => r.bytes.js),
      css: of((r) => r.bytes.css),
      img: of((r) => r.bytes.img),
      font: of((r) => r.bytes.font),
      total: of((r) => r.bytes.total),
    },
    lcpElements: [...new Set(runs.map((run) => run.lcpElement))],
    failing: [...counts].map(([id, n]) => `${id} [${n}/${runs.length} runs]`),
  };
}

const COLUMNS = [
  'route',
  'perf',
  'a11y',
  'bp',
  'seo',
  'FCP ms',
  'LCP ms',
  'TBT ms',
  'CLS',
  'HTML KB',
  'JS KB',
  'CSS KB',
  'img KB',
  'font KB',
  'total KB',
  'FCP/floor',
  'LCP/floor',
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => Math.round(value).toString();

/** The median table, one row per route and the floor last, as a Markdown table. */
export function formatTable(routes: [string, Summary][], floor: Summary): string {
  const row = (name: string, s: Summary) => [
    name,
    ...CATEGORIES.map((c) => String(s.scores[c])),
    ms(s.fcp),
    ms(s.lcp),
    ms(s.tbt),
    s.cls.toFixed(3),
    kb(s.bytes.html),
    kb(s.bytes.js),
    kb(s.bytes.css),
    kb(s.bytes.img),
    kb(s.bytes.font),
    kb(s.bytes.total),
    (s.fcp / floor.fcp).toFixed(2),
    (s.lcp / floor.lcp).toFixed(2),
  ];
  const rows = [COLUMNS, ...routes.map(([name, s]) => row(name, s)), row('floor', floor)];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

/** Issue 7's targets: every category 100, LCP at most 1.2 × the floor's, TBT under 50 ms, CLS 0. */
export function targetMisses(name: string, s: Summary, floor: Summary): string[] {
  const misses = CATEGORIES.filter((c) => s.scores[c] < 100).map(
    (c) => `${name}: ${c} ${s.scores[c]} < 100`,
  );
  const ratio = s.lcp / floor.lcp;
  if (ratio > 1.2) misses.push(`${name}: LCP ${ms(s.lcp)} ms is ${ratio.toFixed(2)} × the floor's`);
  if (s.tbt >= 50) misses.push(`${name}: TBT ${ms(s.tbt)} ms ≥ 50 ms`);
  if (s.cls > 0) misses.push(`${name}: CLS ${s.cls.toPrecision(2)} > 0`);
  return misses;
}
