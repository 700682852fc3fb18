/** What `npm test` runs, cheapest first; the README lists the same steps by these names. */
export type Step = {
  name: string;
  command: string;
  /** Runs against the test PostgreSQL cluster, which `npm test` starts once for all such steps. */
  postgres?: true;
  /**
   * Steps next to each other with the same group run side by side, one per core: each of the
   * static checks keeps one core busy, and run one after the other they left the second idle.
   */
  group?: 'static checks';
};

export const TEST_STEPS: readonly Step[] = [
  { name: 'format', command: 'prettier --check . --log-level warn', group: 'static checks' },
  {
    name: 'lint and import boundaries',
    command: 'eslint . --max-warnings 0',
    group: 'static checks',
  },
  { name: 'unused files, exports and dependencies', command: 'knip', group: 'static checks' },
  { name: 'types', command: 'tsc -b', group: 'static checks' },
  { name: 'translations', command: 'npm run --silent i18n:check', group: 'static checks' },
  { name: 'unit and component tests', command: 'vitest run', postgres: true },
  { name: 'function under Deno', command: 'npm run --silent test:deno', postgres: true },
  { name: 'production build', command: 'node scripts/build.ts' },
  { name: 'valid HTML (every prerendered page)', command: 'node scripts/html-check.ts' },
  { name: 'scripts an iPhone on iOS 15 can run', command: 'node scripts/script-check.ts' },
  { name: 'smoke against npm start', command: 'node scripts/smoke-local.ts' },
  { name: 'end-to-end tests (Chromium)', command: 'playwright test' },
];
