import type { Locator } from '@playwright/test';

/** Whether the image has decoded a picture: false while none has arrived, and after a failure. */
export function isDecoded(image: Locator): Promise<boolean> {
  return image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}
