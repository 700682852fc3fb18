import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config.ts';
import { mailsMentioning, uniqueEmail } from './support/sent-mails.ts';
import { reach } from './support/readiness.ts';
import {
  contactPayload,
  keepRequestOffline,
  countPostsToServer,
  postFromPage,
  replayAndWait,
  waitForServiceWorker,
} from './support/service-worker.ts';

test('requests waiting when the browser closes are delivered once when it opens again', async ({
  baseURL,
}) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'profile-'));
  const email = uniqueEmail('restart');
  const key = crypto.randomUUID();
  try {
    let context = await chromium.launchPersistentContext(profile, { ...chromiumLaunch, baseURL });
    let page = context.pages()[0] ?? (await context.newPage());
    await keepRequestOffline(page, context, email, key);
    await expect(page.locator('.pending-indicator')).toContainText('1');
    await context.close();

    context = await chromium.launchPersistentContext(profile, { ...chromiumLaunch, baseURL });
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);
    // Delivered means gone from the device: no later replay sends it again. (Counted from here:
    // the reopened browser's worker can send before Playwright routes its requests;
    // tests/e2e/offline.spec.ts counts the first send.)
    await reach(page, 'hydrated');
    await waitForServiceWorker(page);
    const posts = await countPostsToServer(context);
    expect((await replayAndWait(page)).waiting).toBe(0);
    expect(posts.attempts.get(key) ?? 0).toBe(0);
    // Checked once the page has the worker's word: before, a badge not yet loaded was hidden too.
    await expect(page.locator('.pending-indicator')).toBeHidden();
    await context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a page reloaded past the worker is taken over, so what it sends offline is kept', async ({
  page,
  context,
}) => {
  await page.goto('/kontakt?tab=contact');
  await waitForServiceWorker(page);
  // Shift+reload: the browser loads the page past the worker, which leaves it without one. A
  // page whose load was under way while the first worker claimed the open pages ends up so too.
  const cdp = await context.newCDPSession(page);
  await Promise.all([page.waitForEvent('load'), cdp.send('Page.reload', { ignoreCache: true })]);
  await reach(page, 'hydrated');
  // Without the worker's taking over, this waits out the test.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const answer = await postFromPage(page, contactPayload(uniqueEmail('hard-reload')));
  expect(answer).toMatchObject({ status: 202, json: { queued: true } });
});
