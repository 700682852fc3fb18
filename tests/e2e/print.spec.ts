import { pathOf } from '../../src/content/page-paths.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * A page on paper (public/print.css, docs/product.md): what a printer gets, read with print media
 * emulated. Browsers print without backgrounds, so light text on the dark surfaces vanished, and
 * the fixed header came out over the content of every sheet.
 */
test('on paper: no header or screen-only parts, black text, the heroes without photo or space', async ({
  page,
  open,
}) => {
  for (const path of [pathOf('eaglesNest', 'en'), pathOf('terms', 'de')]) {
    await open(path, 'rendered');
    await page.emulateMedia({ media: 'print' });
    const paper = await page.evaluate(() => {
      const shown = (selector: string) =>
        [...document.querySelectorAll(selector)].some((element) => element.checkVisibility());
      const title = document.querySelector('h1')!;
      return {
        header: shown('.site-header'),
        skipLink: shown('.skip-link'),
        footerLinks: shown('.site-footer__links'),
        footerContact: shown('.site-footer__address'),
        heroPhoto: shown('.hero-image'),
        titleColour: getComputedStyle(title).color,
        eyebrow: getComputedStyle(document.querySelector('.eyebrow')!).color,
        titleTop: Math.round(title.getBoundingClientRect().top + scrollY),
      };
    });
    expect(paper, path).toMatchObject({
      header: false,
      skipLink: false,
      footerLinks: false,
      footerContact: true,
      heroPhoto: false,
      titleColour: 'rgb(0, 0, 0)',
      eyebrow: 'rgb(0, 0, 0)',
    });
    // The title near the top of the sheet, not under a screen-high hero.
    expect(paper.titleTop, path).toBeLessThan(150);
    await page.emulateMedia({ media: 'screen' });
  }
});
