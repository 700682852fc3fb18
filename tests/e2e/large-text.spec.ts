import { pathOf } from '../../src/content/page-paths.ts';
import { expect, openAt, test } from './support/fixtures.ts';
import { LOCALES } from '../../src/lib/locales.ts';
import { browserLocale, checkLayout, describeFindings } from './support/layout-checks.ts';
import { LARGE_TEXT, setTextSize } from './support/text-size.ts';

/**
 * A visitor who set the browser's text larger (Chrome's "very large": 24 px, not 16) on a
 * common phone: the page is then as many text widths wide as a 260 px one at the usual size.
 * The layout follows (its breakpoints are in em, which follow that setting; docs/product.md,
 * "Larger text"), and the sweep's layout checks find nothing. The pages here are those where a
 * word or a card once stuck out at that size: the page scrolled sideways on the contact page,
 * the tours and the VIP page, headings and badges left their boxes, and the German legal pages'
 * longest compounds broke between any two letters (they now carry soft hyphens: a hyphen needs
 * no dictionary then, and this browser has none).
 */
const TEXT_SIZE = LARGE_TEXT;
const PHONE = { width: 390, height: 844 };

const addresses = {
  de: [
    pathOf('home', 'de'),
    pathOf('contact', 'de'),
    `${pathOf('contact', 'de')}?tab=contact`,
    pathOf('fortress', 'de'),
    pathOf('salzwelten', 'de'),
    pathOf('vip', 'de'),
    pathOf('terms', 'de'),
    pathOf('privacy', 'de'),
    pathOf('imprint', 'de'),
  ],
  en: [pathOf('home', 'en'), pathOf('contact', 'en'), pathOf('imprint', 'en')],
} as const;

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    test.use({ viewport: PHONE, serviceWorkers: 'block', locale: browserLocale[locale] });

    for (const path of addresses[locale]) {
      test(`${path} with the text at ${TEXT_SIZE} px: nothing cut, nothing past the window`, async ({
        page,
      }) => {
        await setTextSize(page, TEXT_SIZE);
        await openAt(page, path, 'settled');
        const root = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
        expect(root).toBe(`${TEXT_SIZE}px`);
        const findings = await checkLayout(page);
        expect(describeFindings(path, PHONE.width, findings)).toEqual([]);
      });
    }
  });
}
