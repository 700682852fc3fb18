import {
  expect,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';

import { contactPanel, fillContact } from './contact-form.ts';

const FUNCTION = '**/functions/v1/send-notification';

/** The worker's STATUS message (src/lib/sw-protocol.ts), as far as the tests read it. */
type WorkerStatus = { type: 'STATUS'; waiting: number; notices: unknown[] };

/** Waits until the service worker controls the page, i.e. the precache is complete. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The submissions that left the browser for the server, per Idempotency-Key. */
export type PostCount = {
  /** Every POST that left, answered or not: a request the device no longer holds sends none. */
  attempts: Map<string, number>;
  /**
   * Once every POST so far has been answered or has failed: those the server answered. A send
   * that failed in the browser is no delivery: Playwright takes a context back online page by
   * page, then worker by worker, so a page's `online` event can start a replay that its still
   * offline worker cannot send (it stays kept and goes with the next one).
   */
  delivered(): Promise<Record<string, number>>;
};

/**
 * Counts the submissions that leave the browser for the server (the worker's sends and
 * replays), per Idempotency-Key, and lets them through. Mail counts cannot show a second send:
 * the server answers a repeated key without mailing again. Register it after the offline
 * attempts, and again after any `context.unroute` of the function. It sees the sends of a worker
 * that runs when it is registered; a worker Chromium starts afresh (a new browser, a sync retry)
 * was seen to send before its requests were routed.
 */
export async function countPostsToServer(context: BrowserContext): Promise<PostCount> {
  const attempts = new Map<string, number>();
  const outcomes: Promise<{ key: string; answered: boolean }>[] = [];
  await context.route(FUNCTION, async (route) => {
    const request = route.request();
    if (request.method() === 'POST') {
      const key = request.headers()['idempotency-key'] ?? '';
      attempts.set(key, (attempts.get(key) ?? 0) + 1);
      // null when no answer came: here, a request that failed in the browser
      outcomes.push(request.response().then((response) => ({ key, answered: response !== null })));
    }
    await route.continue();
  });
  const delivered = async () => {
    const counts: Record<string, number> = {};
    for (const { key, answered } of await Promise.all(outcomes)) {
      if (answered) counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };
  return { attempts, delivered };
}

/**
 * Asks the worker to send what waits (as the site does when opened) and resolves with the
 * STATUS it broadcasts once that replay has run (sw/submission-queue.ts): what still waits on
 * the device. The REPLAY carries an id that the STATUS echoes, so the answer to the site's own
 * GET_STATUS, or to a replay the site started, is not taken for this one.
 */
export function replayAndWait(page: Page): Promise<WorkerStatus> {
  return page.evaluate(
    (id) =>
      new Promise<WorkerStatus>((resolve, reject) => {
        const container = navigator.serviceWorker;
        if (!container.controller) return reject(new Error('no service worker controls the page'));
        const onMessage = (event: MessageEvent) => {
          const data = event.data as { type?: string; replayId?: string } | null;
          if (data?.type !== 'STATUS' || data.replayId !== id) return;
          container.removeEventListener('message', onMessage);
          resolve(data as WorkerStatus);
        };
        container.addEventListener('message', onMessage);
        container.controller.postMessage({ type: 'REPLAY', id });
      }),
    crypto.randomUUID(),
  );
}

/**
 * Opens the site, waits for its worker and sends a contact message offline: the worker keeps it
 * and answers 202, as a visitor on a dead network sees it.
 */
export async function keepRequestOffline(
  page: Page,
  context: BrowserContext,
  email: string,
  key?: ReturnType<typeof crypto.randomUUID>,
): Promise<void> {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  expect((await postFromPage(page, contactPayload(email), key)).status).toBe(202);
}

/**
 * A visitor's message written on the German contact tab and sent with no network: the worker
 * keeps it and the page says so.
 */
export async function sendMessageOffline(
  page: Page,
  context: BrowserContext,
  email: string,
  words = { subject: 'Abholung', message: 'Bitte um einen Rückruf wegen einer Abholung.' },
): Promise<void> {
  await page.goto('/kontakt?tab=contact');
  await waitForServiceWorker(page);
  await fillContact(page, { name: 'Erika Mustermann', email, ...words });
  await context.setOffline(true);
  await contactPanel(page).getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('heading', { name: 'Auf diesem Gerät gespeichert' })).toBeVisible();
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
