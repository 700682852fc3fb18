import { type Page } from '@playwright/test';
import { business } from '../../src/content/business.ts';
import { pathOf } from '../../src/content/page-paths.ts';
import { expect, test } from './support/fixtures.ts';
import { checkLayout } from './support/layout-checks.ts';
import { linesOfTexts } from './support/text-lines.ts';

/**
 * The page's layout at the widths visitors use, measured: where things sit, not how they look.
 * One page load serves many widths (the layout follows the viewport at once, no script takes
 * part in it).
 */

/** Draws the footer's parts (they are skipped while far below the screen). */
async function showFooter(page: Page) {
  await page.locator('.site-footer').scrollIntoViewIfNeeded();
  await page.locator('html[data-rendered]').waitFor();
}

for (const path of [pathOf('eaglesNest', 'de'), pathOf('eaglesNest', 'en')]) {
  test(`${path}: each fact's value sits right under its label at every width`, async ({
    page,
    open,
  }) => {
    await open(path);
    for (const width of [320, 390, 640, 768, 900, 1023, 1024, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const gaps = await page.locator('.tour-facts__row').evaluateAll((rows) =>
        rows.map((row) => {
          // The text's boxes, not the elements': a label stretched to a tall row ends low.
          const text = (element: Element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return range.getBoundingClientRect();
          };
          // The label's words, not its icon (a circle beside them, taller than their line).
          const dt = row.querySelector('dt')!;
          const words = [...dt.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
          const wordsRange = document.createRange();
          wordsRange.setStartBefore(words[0]!);
          wordsRange.setEndAfter(words.at(-1)!);
          const label = wordsRange.getBoundingClientRect();
          const value = text(row.querySelector('dd')!);
          return { fact: row.getAttribute('data-fact'), gap: value.top - label.bottom };
        }),
      );
      expect(gaps).toHaveLength(4);
      for (const { fact, gap } of gaps) {
        // The half-leading of the two lines is all there is between them.
        expect(gap, `${fact} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(gap, `${fact} at ${width} px`).toBeLessThan(8);
      }
    }
  });
}

test.describe('the header at every width', () => {
  for (const path of [pathOf('contact', 'de'), pathOf('contact', 'en')]) {
    test(`keeps its parts apart and on screen (${path})`, async ({ page, open }) => {
      await open(path);
      for (const width of [320, 360, 600, 768, 900, 1024, 1100, 1280, 1920]) {
        await page.setViewportSize({ width, height: 700 });
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          const shown = (element: Element) =>
            element.checkVisibility() && element.getBoundingClientRect().width > 0;
          const parts = [
            ...document.querySelectorAll(
              '.site-header__logo, .desktop-nav > ul > li, .site-header__actions > *',
            ),
          ].filter(shown);
          const boxes = parts.map((part) => ({
            name: part.textContent!.trim() || part.className,
            box: part.getBoundingClientRect(),
          }));
          for (const [index, { name, box }] of boxes.entries()) {
            if (box.left < 0 || box.right > innerWidth) found.push(`${name} off screen`);
            if (box.height > 48) found.push(`${name} on two lines`);
            const next = boxes[index + 1];
            if (next && next.box.left < box.right - 0.5)
              found.push(`${name} overlaps ${next.name}`);
          }
          const inner = document.querySelector('.site-header__inner')!;
          if (inner.scrollWidth > inner.clientWidth) found.push('the row is cut');
          return found;
        });
        expect(problems, `at ${width} px`).toEqual([]);
      }
    });
  }
});

test('the header keeps its call button in place while the flags and the menu have not arrived', async ({
  page,
}) => {
  // A page that arrives in pieces may be drawn with the header only half parsed.
  for (const path of [pathOf('contact', 'de'), pathOf('contact', 'en')]) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    for (const width of [320, 390, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 700 });
      const moved = await page.evaluate(() => {
        const call = document.querySelector('.site-header .call-button')!;
        const actions = document.querySelector('.site-header__actions')!;
        const before = call.getBoundingClientRect().x;
        const later = [...actions.children].filter((child) => !child.contains(call));
        for (const child of later) child.remove();
        const after = call.getBoundingClientRect().x;
        actions.append(...later);
        return after - before;
      });
      expect(moved, `${path} at ${width} px`).toBe(0);
    }
  }
});

test.describe('a hero', () => {
  // The page as the server sends it, measured without the app touching it.
  test.use({ javaScriptEnabled: false });
  const heroPaths = [
    pathOf('home', 'de'),
    pathOf('home', 'en'),
    pathOf('eaglesNest', 'en'),
    pathOf('airport', 'de'),
  ];
  for (const path of heroPaths) {
    test(`${path}: shows its text once it is whole, so no line arriving late moves it`, async ({
      page,
    }) => {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const shown = await page.evaluate(() => {
        const hero = document.querySelector('.home-hero, .page-hero')!;
        const title = hero.querySelector('h1')!;
        const visible = () => title.checkVisibility({ visibilityProperty: true });
        const whole = visible();
        // As a half-parsed page has it: the hero's last part and all after it not there yet.
        title.parentElement!.lastElementChild!.remove();
        while (hero.nextElementSibling) hero.nextElementSibling.remove();
        return { whole, partial: visible() };
      });
      expect(shown).toEqual({ whole: true, partial: false });
    });
  }
});

test.describe('contact details', () => {
  const { phoneDisplay, email, address, hours } = business;
  const at = email.indexOf('@') + 1;
  const place = [address.street, `${address.postalCode} ${address.city}`];
  for (const locale of ['de', 'en'] as const) {
    const time = `${hours.opens} – ${hours.closes}${locale === 'de' ? ' Uhr' : ''}`;
    // Where the details are shown, and what each place shows.
    const places = [
      { page: 'contact', block: '.site-footer__grid', values: [phoneDisplay, ...place, time] },
      { page: 'contact', block: '.contact-card', values: [phoneDisplay, ...place, time] },
      { page: 'home', block: '.home-cta__actions', values: [phoneDisplay] },
      { page: 'imprint', block: '.legal__facts', values: [phoneDisplay, ...place] },
    ] as const;
    // What must stay on one line; on a 320 px screen the e-mail address may break after its
    // '@' or before a dot, as a last resort, and nowhere else.
    const emailParts = [email.slice(0, at), ...email.slice(at).split(/(?=\.)/)];
    test(`never break inside a value (${locale})`, async ({ page, open }) => {
      for (const target of ['contact', 'home', 'imprint'] as const) {
        await open(pathOf(target, locale));
        for (const width of [320, 360, 390, 480, 600, 768, 900, 1024, 1200, 1280, 1440, 1920]) {
          await page.setViewportSize({ width, height: 900 });
          await showFooter(page);
          const blocks = places
            .filter((shown) => shown.page === target)
            .map(({ block, values }) => ({
              block,
              texts: [...values, ...(width >= 360 ? [email] : emailParts)],
            }));
          for (const { block } of blocks) await page.locator(block).scrollIntoViewIfNeeded();
          const problems: string[] = [];
          for (const { block, texts } of blocks) {
            for (const seen of await page.locator(block).evaluate(linesOfTexts, texts)) {
              if ('missing' in seen) problems.push(`'${seen.text}' missing in ${block}`);
              else if (seen.lines !== 1 || seen.out) problems.push(`'${seen.text}' in ${block}`);
            }
          }
          expect(problems, `${target} at ${width} px`).toEqual([]);
        }
      }
    });
  }
});

/**
 * A form section's titles whose hairline crosses its words, or touches them: the line must run
 * through the middle of the first line with a gap before it, also when the title wraps (at 50 %
 * of a two-line title it ran between the lines).
 */
function crossedTitles(page: Page) {
  return page.locator('#panel-booking .form__legend').evaluateAll((legends) =>
    legends.flatMap((legend) => {
      const title = legend.firstElementChild!;
      const range = document.createRange();
      range.selectNodeContents(title);
      const lines = [...range.getClientRects()];
      const line =
        legend.getBoundingClientRect().top + parseFloat(getComputedStyle(legend, '::after').top);
      const words = title.textContent!;
      const found: string[] = [];
      if (!(line > lines[0]!.top && line < lines[0]!.bottom))
        found.push(`${words}: not beside its first line`);
      if (lines.slice(1).some((box) => line >= box.top && line <= box.bottom))
        found.push(`${words}: through a line`);
      // The title's own boxes, one per line, each ending in the gap that covers the hairline.
      const covered = [...title.getClientRects()].find(
        (box) => line > box.top && line < box.bottom,
      );
      const wordsEnd = lines.find((box) => line > box.top && line < box.bottom)?.right ?? 0;
      if (!covered || covered.right - wordsEnd < 6)
        found.push(`${words}: the hairline touches the words`);
      return found;
    }),
  );
}

test.describe('the booking form', () => {
  for (const path of [pathOf('contact', 'de'), pathOf('contact', 'en')]) {
    test(`shows every field's whole text, and each section's title clear of its hairline (${path})`, async ({
      page,
      open,
    }) => {
      await open(path);
      const service = page.locator('#booking-service');
      const serviceText = page.locator(
        '.wrapping-select:has(> #booking-service) > .wrapping-select__text',
      );
      for (const width of [320, 360, 390, 640, 768, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        // A select never wraps: from 390 px (most phones) every choice fits one closed. The
        // service's names do not below that ('Kehlsteinhaus-Tour (Eagle’s Nest)' was cut up to
        // 375 px): its chosen text is drawn over it (WrappingSelect) and must show whole, its
        // widest choice included, on two lines where one is too short.
        const widest = await service.evaluate((select: HTMLSelectElement) => {
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = getComputedStyle(select).font;
          const width = (option: HTMLOptionElement) => context.measureText(option.text).width;
          return [...select.options].reduce((a, b) => (width(b) > width(a) ? b : a)).value;
        });
        for (const value of [widest, '']) {
          await service.selectOption(value);
          const name = await service.evaluate(
            (select: HTMLSelectElement) => select.selectedOptions[0]!.text,
          );
          await expect(serviceText).toHaveText(name);
          const shown = await serviceText.evaluate((text) => {
            const box = text.getBoundingClientRect();
            const field = text.parentElement!.querySelector('select')!;
            const select = field.getBoundingClientRect();
            // (the select's own text, cut, not drawn under it)
            const own = getComputedStyle(field).color;
            return (
              text.scrollWidth <= text.clientWidth &&
              box.top >= select.top &&
              box.bottom <= select.bottom &&
              own === 'rgba(0, 0, 0, 0)'
            );
          });
          expect(shown, `'${name}' whole at ${width} px`).toBe(true);
        }
        const cut = await page.locator('#panel-booking').evaluate((panel, everyOption) => {
          const context = document.createElement('canvas').getContext('2d')!;
          const found: string[] = [];
          for (const field of panel.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
            'select:not(.wrapping-select > *), input.input',
          )) {
            const texts =
              field instanceof HTMLSelectElement
                ? [...(everyOption ? field.options : field.selectedOptions)].map(({ text }) => text)
                : [field.value || field.placeholder];
            const style = getComputedStyle(field);
            context.font = style.font;
            const room =
              field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            for (const text of texts) {
              if (context.measureText(text).width > room) found.push(`${field.id}: '${text}'`);
            }
          }
          return found;
        }, width >= 390);
        expect(cut, `at ${width} px`).toEqual([]);
        expect(await crossedTitles(page), `at ${width} px`).toEqual([]);
        // Also between the sweep's widths: at 320 px 'Geschäftsbedingungen.' once broke inside.
        const broken = (await checkLayout(page)).filter(({ check }) => check === 'broken-word');
        expect(broken, `at ${width} px`).toEqual([]);
      }
    });

    test(`offers the cars as cards with the mark beside the picture (${path})`, async ({
      page,
      open,
    }) => {
      await open(path);
      const cards = page.locator('.car-option');
      await expect(cards).toHaveCount(2);
      for (const width of [320, 360, 390, 768, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const problems = await cards.evaluateAll((all) =>
          all.flatMap((card) => {
            const stage = card.querySelector('.car-option__stage')!.getBoundingClientRect();
            const mark = card.querySelector('.car-option__check')!.getBoundingClientRect();
            const found: string[] = [];
            if (mark.top < stage.bottom && mark.bottom > stage.top) found.push('mark over picture');
            if (card.scrollWidth > card.clientWidth) found.push('text wider than the card');
            return found;
          }),
        );
        expect(problems, `at ${width} px`).toEqual([]);
      }
      // Chosen by keyboard: the card shows the focus and turns dark with its mark filled.
      await page.locator('#booking-service').focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowRight');
      const chosen = cards.nth(1);
      await expect(chosen.locator('input')).toBeChecked();
      await expect(chosen).toHaveCSS('outline-style', 'solid');
      await expect(chosen).toHaveCSS('background-color', 'rgb(20, 27, 45)');
      await expect(cards.nth(0)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await expect(chosen.locator('.car-option__check')).not.toHaveCSS('background-image', 'none');
    });
  }
});

for (const path of [pathOf('longDistance', 'de'), pathOf('longDistance', 'en')]) {
  test(`${path}: the text and the destinations face each other on wide screens`, async ({
    page,
    open,
  }) => {
    await open(path);
    // The body rises into place as the page appears: measure where it comes to rest.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    for (const width of [1024, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const layout = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const text = box('.service-page__text');
        const card = box('.service-list');
        const tops = [...document.querySelectorAll('.service-list li')]
          .slice(0, 3)
          .map((item) => Math.round(item.getBoundingClientRect().top));
        return {
          centres: Math.abs(text.top + text.height / 2 - (card.top + card.height / 2)),
          heights: card.height / text.height,
          widths: card.width / text.width,
          firstRow: new Set(tops).size,
        };
      });
      const where = `at ${width} px: ${JSON.stringify(layout)}`;
      expect(layout.centres, where).toBeLessThanOrEqual(2);
      // Neither column stands mostly empty beside the other.
      expect(layout.heights, where).toBeLessThan(1.5);
      expect(layout.heights, where).toBeGreaterThan(0.67);
      expect(layout.widths, where).toBeGreaterThan(0.9);
      expect(layout.firstRow, `three destinations share the first row ${where}`).toBe(1);
    }
  });
}

test('each airport and each step of the wedding day: the name above its detail at every width', async ({
  page,
  open,
}) => {
  for (const path of [pathOf('airport', 'en'), pathOf('weddings', 'de')]) {
    await open(path);
    for (const width of [320, 390, 480, 640, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // Side by side where both fitted, some names stood beside their detail and some above it.
      const beside = await page.locator('.service-list li').evaluateAll((items) =>
        items
          .filter((item) => {
            const name = item.querySelector('.service-list__label')!.getBoundingClientRect();
            const detail = item.querySelector('.service-list__detail')!.getBoundingClientRect();
            return detail.top < name.bottom;
          })
          .map((item) => item.querySelector('.service-list__label')!.textContent),
      );
      expect(beside, `${path} at ${width} px`).toEqual([]);
    }
  }
});

test("the home page's premium section: each highlight in a few lines, the badges' icons in a row", async ({
  page,
  open,
}) => {
  for (const locale of ['de', 'en'] as const) {
    await open(pathOf('home', locale), 'settled');
    for (const width of [320, 390, 640, 768, 900, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const where = `${locale} at ${width}`;
      // Two highlights side by side beside the slogan card wrapped a sentence onto 8 lines.
      const lines = await page.locator('.premium__highlight p').evaluateAll((texts) =>
        texts.map((text) => {
          const height = text.getBoundingClientRect().height;
          return Math.round(height / parseFloat(getComputedStyle(text).lineHeight));
        }),
      );
      expect(lines.length, where).toBe(2);
      for (const count of lines) {
        expect(count, `${where}: ${lines.join(', ')} lines`).toBeLessThanOrEqual(5);
      }
      // Per row of badges (by the badge's top), the tops of their icons.
      const rows = await page.locator('.badge').evaluateAll((badges) => {
        const byRow = new Map<number, number[]>();
        for (const badge of badges) {
          const top = Math.round(badge.getBoundingClientRect().top);
          const icon = badge.querySelector('.badge__icon')!.getBoundingClientRect().top;
          byRow.set(top, [...(byRow.get(top) ?? []), Math.round(icon)]);
        }
        return [...byRow.values()];
      });
      expect(rows.length, where).toBeGreaterThan(0);
      for (const icons of rows) {
        expect(new Set(icons).size, `${where}: ${JSON.stringify(rows)}`).toBe(1);
      }
    }
  }
});

for (const locale of ['de', 'en'] as const) {
  test(`the 404 page offers the main pages in the visitor's language (${locale})`, async ({
    page,
    open,
  }) => {
    await open(locale === 'de' ? '/gibt-es-nicht' : '/en/no-such-page');
    const offered = page.getByRole('navigation', {
      name: locale === 'de' ? 'Beliebte Seiten' : 'Popular pages',
    });
    const hrefs = await offered
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      (['airport', 'eaglesNest', 'salzkammergut', 'fleet'] as const).map((id) =>
        pathOf(id, locale),
      ),
    );
    const home = locale === 'de' ? 'Zurück zur Startseite' : 'Return to home';
    await expect(page.getByRole('link', { name: home })).toHaveAttribute(
      'href',
      pathOf('home', locale),
    );
    await expect(
      page.locator('main').getByRole('link', { name: /^(Kontakt|Contact)$/ }),
    ).toHaveAttribute('href', pathOf('contact', locale));
  });
}

test.describe('the splash', () => {
  // Without script the splash stays in the page (it fades by CSS alone), still measurable.
  test.use({ javaScriptEnabled: false });
  for (const locale of ['de', 'en'] as const) {
    test(`keeps its logo in place while the rest of it arrives, text centred (${locale})`, async ({
      page,
    }) => {
      await page.goto(pathOf('home', locale));
      for (const width of [320, 390, 768, 1440]) {
        await page.setViewportSize({ width, height: 700 });
        // A first paint of a half-parsed page can show the logo before the text and the bar.
        const splash = await page.evaluate(() => {
          const logo = document.querySelector('.splash__logo')!;
          const text = document.querySelector<HTMLElement>('.splash__text')!;
          const bar = document.querySelector('.splash__bar')!;
          const box = text.getBoundingClientRect();
          const whole = logo.getBoundingClientRect().y;
          const lines = Math.round(box.height / parseFloat(getComputedStyle(text).lineHeight));
          const offCentre = Math.abs(box.x + box.width / 2 - innerWidth / 2);
          const after = bar.nextSibling;
          text.remove();
          bar.remove();
          const logoOnly = logo.getBoundingClientRect().y;
          logo.after(text, bar, ...(after ? [after] : []));
          return { moved: Math.abs(logoOnly - whole), lines, offCentre, left: box.x };
        });
        expect(splash.moved, `${width} px`).toBeLessThan(0.5);
        expect(splash.lines, `${width} px`).toBeLessThanOrEqual(2);
        expect(splash.offCentre, `${width} px`).toBeLessThan(1);
        expect(splash.left, `${width} px`).toBeGreaterThanOrEqual(16);
      }
    });
  }
});
