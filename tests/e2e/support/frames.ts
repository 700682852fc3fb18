import type { Page } from '@playwright/test';

/** How long a page may go without drawing before the wait asks Chromium to show it again. */
const STALL_MS = 5_000;

/** Resolves with true once the page has drawn two more frames, or with false after STALL_MS. */
function drawTwice(page: Page): Promise<boolean> {
  return page.evaluate(
    (stall) =>
      new Promise<boolean>((done) => {
        setTimeout(() => done(false), stall);
        requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
      }),
    STALL_MS,
  );
}

/**
 * Resolves once the page has drawn two more frames: what a state change has led to is on screen.
 * Headless Chromium under load once drew no frame for 90 s, and the wait hung until the test's
 * timeout (docs/testing.md). A page that draws nothing for 5 s is brought to the front, which
 * restarts its frames; if it still draws none, the wait goes on without them, as what the tests
 * read next (boxes, styles) lays the page out on request.
 */
export async function twoFrames(page: Page): Promise<void> {
  if (await drawTwice(page)) return;
  await page.bringToFront();
  const drawn = await drawTwice(page);
  console.log(
    `${page.url()}: no frame in ${STALL_MS} ms; brought to the front, ${drawn ? 'drawn' : 'still none'}`,
  );
}
