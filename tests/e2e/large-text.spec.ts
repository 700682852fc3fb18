import { pathOf } from '../../src/content/page-paths.ts';
import { expect, openAt, test } from './support/fixtures.ts';
import { LOCALES } from '../../src/lib/locales.ts';
import { browserLocale, checkLayout, describeFindings } from './support/layout-checks.ts';
import { LARGE_TEXT, setTextSize } from './support/text-size.ts';
import { twoFrames } from './support/frames.ts';

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
/**
 * A common Android width: these pages are checked there too (15 text widths). The page's call
 * to action, the eyebrows, the tour facts and the VIP list reached past it until 28 November,
 * and the legal pages' and the airport page's long words broke between two letters, and the
 * contact form's placeholder was cut.
 */
const NARROW_PHONE = { width: 360, height: 800 };
const narrowToo = new Set<string>([
  pathOf('home', 'de'),
  pathOf('home', 'en'),
  pathOf('contact', 'de'),
  pathOf('contact', 'en'),
  pathOf('fortress', 'de'),
  pathOf('salzwelten', 'de'),
  pathOf('vip', 'de'),
  pathOf('airport', 'de'),
  pathOf('terms', 'de'),
  pathOf('privacy', 'de'),
  pathOf('imprint', 'de'),
  pathOf('imprint', 'en'),
]);

const addresses = {
  de: [
    pathOf('home', 'de'),
    pathOf('contact', 'de'),
    `${pathOf('contact', 'de')}?tab=contact`,
    pathOf('fortress', 'de'),
    pathOf('salzwelten', 'de'),
    pathOf('vip', 'de'),
    pathOf('airport', 'de'),
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
        if (!narrowToo.has(path)) return;
        await page.setViewportSize(NARROW_PHONE);
        await page.waitForFunction((width) => innerWidth === width, NARROW_PHONE.width);
        await twoFrames(page);
        const narrow = await checkLayout(page);
        expect(describeFindings(path, NARROW_PHONE.width, narrow)).toEqual([]);
      });
    }
  });
}
