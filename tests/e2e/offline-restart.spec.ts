import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config.ts';
import { mailsMentioning, uniqueEmail } from './support/sent-mails.ts';
import { contactPayload, postFromPage, waitForServiceWorker } from './support/service-worker.ts';

test('requests waiting when the browser closes are delivered once when it opens again', async ({
  baseURL,
}) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'profile-'));
  const email = uniqueEmail('restart');
  try {
    let context = await chromium.launchPersistentContext(profile, { ...chromiumLaunch, baseURL });
    let page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    expect((await postFromPage(page, contactPayload(email))).status).toBe(202);
    await context.close();
    expect(mailsMentioning(email)).toHaveLength(0);

    context = await chromium.launchPersistentContext(profile, { ...chromiumLaunch, baseURL });
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);
    await expect(page.locator('.pending-indicator')).toBeHidden();
    await context.close();
    expect(mailsMentioning(email)).toHaveLength(2);
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
