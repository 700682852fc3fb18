import { test as base, type Response } from '@playwright/test';
import { openAt, type Readiness } from './readiness.ts';

export { openAt, reach } from './readiness.ts';

type Fixtures = {
  /** `open(path, until?)`: the page at that address, at that readiness (default `hydrated`). */
  open: (path: string, until?: Readiness) => Promise<Response | null>;
};

/** Playwright's `test` with the site's fixtures: import `test` and `expect` from here. */
export const test = base.extend<Fixtures>({
  open: async ({ page }, provide) => {
    await provide((path, until) => openAt(page, path, until));
  },
});

export { expect } from '@playwright/test';
