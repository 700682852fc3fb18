import type { Page } from '@playwright/test';

/** Resolves once the page has drawn two more frames: what a state change has led to is on screen. */
export function twoFrames(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}
