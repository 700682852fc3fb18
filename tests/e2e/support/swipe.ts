import type { Locator, Page } from '@playwright/test';

/** A finger swipe across the element between two fractions of its width (real touch events, through CDP). */
async function swipe(page: Page, target: Locator, fromX: number, toX: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('Nothing to swipe: the element is not visible');
  const y = box.y + box.height / 2;
  const from = box.x + box.width * fromX;
  const to = box.x + box.width * toX;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 10; step++) {
    const x = from + ((to - from) * step) / 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A finger swipe from right to left across the element. */
export async function swipeLeft(page: Page, target: Locator): Promise<void> {
  await swipe(page, target, 0.8, 0.2);
}

/** A finger swipe from left to right across the element. */
export async function swipeRight(page: Page, target: Locator): Promise<void> {
  await swipe(page, target, 0.2, 0.8);
}
