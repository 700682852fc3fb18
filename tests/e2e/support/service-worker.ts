import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/** Waits until the service worker controls the page, i.e. the precache is complete. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** A submission sent by the page, through the worker, like the forms send it. */
export async function postFromPage(
  page: Page,
  body: Record<string, unknown>,
  key = crypto.randomUUID(),
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ body, key }) => {
      const response = await fetch('/functions/v1/send-notification', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { body, key },
  );
}

export function contactPayload(email: string) {
  return {
    type: 'contact',
    name: 'Erika Mustermann',
    email,
    subject: 'Anfrage',
    message: 'Bitte rufen Sie mich zurück.',
    locale: 'de',
  };
}

/**
 * Denies Background Sync for the site, as iOS Safari and Firefox have none. The returned
 * session must stay attached: detaching drops the override.
 */
export async function denyBackgroundSync(
  browser: Browser,
  context: BrowserContext,
  page: Page,
  origin: string,
): Promise<CDPSession> {
  const pageSession = await context.newCDPSession(page);
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  const cdp = await browser.newBrowserCDPSession();
  await cdp.send('Browser.setPermission', {
    permission: { name: 'background-sync' },
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  });
  return cdp;
}

/** Counts the page's calls of navigator.storage.persist() (in window.persistCalls). */
export async function countPersistCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    (window as unknown as { persistCalls: number }).persistCalls = 0;
    storage.persist = () => {
      (window as unknown as { persistCalls: number }).persistCalls++;
      return persist();
    };
  });
}
