import type { Page } from '@playwright/test';

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
