import { type Page } from '@playwright/test';

/** What Chromium logs when a test blocks the service worker: the test's own doing. */
export const WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/**
 * What a page reports that a visitor's page must not: console errors and warnings, uncaught
 * errors (React's #418 for a page that hydrates other than it was prerendered) and Lingui's
 * 'Uncompiled message' for a message missing from the compiled catalog. Each with the page's path;
 * `expected` names the errors and warnings a test causes on purpose.
 */
export function watchConsole(page: Page, expected: (text: string) => boolean = () => false) {
  const problems: string[] = [];
  const note = (text: string) => problems.push(`${new URL(page.url()).pathname}: ${text}`);
  page.on('console', (message) => {
    const text = message.text();
    const failure = ['error', 'warning'].includes(message.type()) && !expected(text);
    if (failure || text.includes('Uncompiled message')) note(text);
  });
  page.on('pageerror', (error) => note(error.message));
  return problems;
}
