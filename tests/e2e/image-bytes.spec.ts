import { expect, test } from '@playwright/test';
import { FIRST_VISIT_BUDGET } from '../../scripts/images/budget.ts';

/**
 * What a first visit to / downloads in images, before any scrolling: the hero photo in the size
 * the screen needs, plus the small brand images. Everything below the fold is lazy. The figures
 * live with the image generator, which holds the operator's photos to them too.
 */
const IMAGE_BUDGET = FIRST_VISIT_BUDGET;

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`a first visit to / at ${width} × ${height} stays within its image budget`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width, height },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const images: { url: string; bytes: number }[] = [];
    const bodies: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      bodies.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => {
            images.push({ url: new URL(response.url()).pathname, bytes: body.length });
          }),
      );
    });
    // 'load': every image the page asks for before any scrolling has arrived (the rest is lazy).
    await page.goto('/', { waitUntil: 'load' });
    await page.locator('html[data-rendered]').waitFor();
    await Promise.all(bodies);
    const total = images.reduce((sum, image) => sum + image.bytes, 0);
    console.log(
      `Images of a first visit to / at ${width} × ${height}: ${(total / 1024).toFixed(1)} KB\n` +
        images.map((i) => `  ${(i.bytes / 1024).toFixed(1).padStart(7)} KB ${i.url}`).join('\n'),
    );
    expect(images.some((image) => /\/img\/home-hero\.[0-9a-f]+\.\d+\.avif$/.test(image.url))).toBe(
      true,
    );
    expect(total).toBeLessThan(IMAGE_BUDGET[width]);
    await context.close();
  });
}
