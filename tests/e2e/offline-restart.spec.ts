import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config.ts';
import { mailsMentioning, uniqueEmail } from './support/sent-mails.ts';
import {
  contactPayload,
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
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    expect((await postFromPage(page, contactPayload(email), key)).status).toBe(202);
    await expect(page.locator('.pending-indicator')).toContainText('1');
    await context.close();

    // Opened offline first: the request is still on the device, and nothing sends it before
    // the count below is in place (here a worker started after the route was set up went uncounted).
    context = await chromium.launchPersistentContext(profile, {
      ...chromiumLaunch,
      baseURL,
      offline: true,
    });
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    await waitForServiceWorker(page);
    expect((await replayAndWait(page)).waiting).toBe(1);
    const posts = await countPostsToServer(context);
    await context.setOffline(false);
    await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);
    await expect(page.locator('.pending-indicator')).toBeHidden();
    // However many times the reopened browser replays, one request reached the server.
    expect((await replayAndWait(page)).waiting).toBe(0);
    expect(Object.fromEntries(posts)).toEqual({ [key]: 1 });
    await context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
