import { expect, test } from '@playwright/test';
import { LOCALES } from '../../src/lib/locales.ts';
import {
  browserLocale,
  checkLayout,
  describeFindings,
  LAYOUT_VIEWPORTS,
  layoutAddresses,
  openForLayout,
} from './support/layout-checks.ts';

/**
 * Every screen of the site, in both languages, at 390, 768, 1024 and 1440 px: no sideways
 * scrolling, no text cut by its box, the header's items in view and apart, and the header, the
 * content and the footer on one left edge (tests/e2e/support/layout-checks.ts). `npm run
 * screenshots:layout` runs the same checks and keeps a screenshot of each screen.
 */
test.use({ reducedMotion: 'reduce', serviceWorkers: 'block' });

for (const locale of LOCALES) {
  test.describe(`layout in ${locale === 'de' ? 'German' : 'English'}`, () => {
    test.use({ locale: browserLocale[locale] });

    for (const address of layoutAddresses.filter((candidate) => candidate.locale === locale)) {
      test(`${address.path} at every width`, async ({ page }) => {
        // Four page loads: 10 s here on a loaded 2-core machine, the home pages with their splash.
        test.setTimeout(60_000);
        const found: string[] = [];
        for (const viewport of LAYOUT_VIEWPORTS) {
          await page.setViewportSize(viewport);
          await openForLayout(page, address.path);
          found.push(...describeFindings(address.path, viewport.width, await checkLayout(page)));
        }
        expect(found).toEqual([]);
      });
    }
  });
}
