import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Response } from '@playwright/test';

const dist = path.resolve(import.meta.dirname, '../../../dist');

/**
 * The worker made its copy of the page whole again (src/lib/worker-pages.ts): the browser got the
 * very bytes the host sends, stylesheets and all.
 */
export async function expectBuiltPage(response: Response | null, file: string) {
  expect(response?.fromServiceWorker(), file).toBe(true);
  const served = (await response!.body()).toString('utf8');
  expect(served === readFileSync(path.join(dist, file), 'utf8'), `${file} as built`).toBe(true);
}
