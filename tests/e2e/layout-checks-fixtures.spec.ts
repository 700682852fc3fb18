import { expect, test, type Page } from '@playwright/test';
import { checkLayout, type LayoutFinding } from './support/layout-checks.ts';
import { SCREENS } from './support/screens.ts';

/**
 * The layout checks themselves (tests/e2e/support/layout-checks.ts), on small pages built here:
 * each defect they look for gives a finding, and a clean page with everything they must leave
 * alone (visually hidden text, aria-hidden decoration, slides off screen) gives none.
 */
test.use({ viewport: SCREENS.phone });

/** The site's skeleton, every part on the 16 px edge. */
const BASE_CSS = `
  body { margin: 0; font: 16px/1.5 sans-serif; }
  .site-header { position: fixed; inset: 0 0 auto; height: 64px; display: flex; align-items: center;
    gap: 8px; padding: 0 16px; box-sizing: border-box; background: #222; }
  .site-header a, .site-header button { display: inline-block; height: 44px; line-height: 44px; color: #fff; }
  .site-header__logo { width: 40px; }
  main { padding-top: 64px; }
  .container { padding: 0 16px; }
  .site-footer__grid { padding: 0 16px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
    clip-path: inset(50%); white-space: nowrap; }
`;

type Fixture = { css?: string; header?: string; main?: string };

const HEADER = `<a class="site-header__logo" href="/">L</a>
  <a class="call-button" href="tel:1">Call</a><a class="flag" href="/en/">EN</a>`;

function fixture({ css = '', header = HEADER, main = '<p>Text</p>' }: Fixture): string {
  return `<!doctype html><html><head><style>${BASE_CSS}${css}</style></head><body>
    <header class="site-header">${header}</header>
    <main><div class="container">${main}</div></main>
    <footer class="site-footer"><div class="site-footer__grid"><p>Footer</p></div></footer>
  </body></html>`;
}

async function findings(page: Page, parts: Fixture): Promise<LayoutFinding[]> {
  await page.setContent(fixture(parts));
  return checkLayout(page);
}

const messages = (found: LayoutFinding[], check: LayoutFinding['check']) =>
  found.filter((finding) => finding.check === check).map((finding) => finding.message);

test('a clean page, with what the checks must leave alone, has no finding', async ({ page }) => {
  const found = await findings(page, {
    css: `
      .strip { overflow: hidden; } .track { display: flex; }
      .carousel__slide { flex: 0 0 85%; margin-right: 20px; }
      .collapsed { height: 0; overflow: hidden; }
      .decor { font-size: 200px; white-space: nowrap; overflow: hidden; width: 100px; }`,
    main: `<p>Readable text <span class="visually-hidden">for screen readers only, a long one</span></p>
      <p class="decor" aria-hidden="true">404 404 404</p>
      <div class="strip"><div class="track">
        <div class="carousel__slide">First slide, fully shown</div>
        <div class="carousel__slide">Second slide, peeking in</div>
        <div class="carousel__slide">Third slide, off screen</div>
      </div></div>
      <div class="collapsed"><p>A closed panel's text</p></div>
      <p style="width: 10em">Schwarzenberg-Liechtensteinerhof</p>
      <p style="width: 6.5em">Chauffeur&shy;service</p><p style="width: 3em">6(1)(f)/(b)</p>
      <select style="width: 200px"><option>Choose a time</option></select>
      <div style="display: grid; grid-template-columns: 90px">
        <select style="grid-area: 1 / 1; color: transparent">
        <option>Choose a time</option></select><span style="grid-area: 1 / 1">Choose a time</span></div>
      <label><input type="checkbox" style="width: 22px; height: 22px"> A box of the site's size</label>
      <label><input type="radio" class="visually-hidden"> A card's radio, hidden behind it</label>
      <div style="background: #fff; box-shadow: 0 2px 8px #0002; padding: 0 8px">
        <p style="border-bottom: 1px solid #ccc; margin: 0 -8px">A ruled row, as wide as its card</p>
      </div>`,
  });
  expect(found).toEqual([]);
});

test('a page wider than the window is found, with what reaches out', async ({ page }) => {
  const found = await findings(page, { main: '<div class="wide" style="width: 600px">x</div>' });
  expect(messages(found, 'overflow')).toEqual([
    expect.stringMatching(/scrolls sideways: 616 px wide in a 390 px window.*\.wide to 616/),
  ]);
});

test('text cut by a box that hides its overflow is found', async ({ page }) => {
  const found = await findings(page, {
    main: `<p class="contact-card__value" style="width: 100px; overflow: hidden; white-space: nowrap">
      office@prestige-limousines-salzburg.at</p>`,
  });
  expect(messages(found, 'cut-text')).toEqual([
    expect.stringMatching(
      /^\.contact-card__value "office@prestige-limousines-salzburg\.at" is cut by its box \(scrollWidth \d+ > clientWidth 100\)$/,
    ),
  ]);
});

test('text cut at the bottom of a box of fixed height is found', async ({ page }) => {
  const found = await findings(page, {
    main: `<div class="card" style="height: 30px; overflow: hidden">
      <p class="card__text" style="margin: 0">One line<br>two lines<br>three lines</p></div>`,
  });
  expect(messages(found, 'cut-text')).toEqual([
    expect.stringMatching(/^\.card__text "two lines" is cut by its box \.card \(scrollHeight/),
  ]);
});

test('ellipsed text is found', async ({ page }) => {
  const found = await findings(page, {
    main: `<p class="teaser" style="width: 80px; overflow: hidden; white-space: nowrap;
      text-overflow: ellipsis">A rather long teaser line</p>`,
  });
  expect(messages(found, 'cut-text')).toContainEqual(
    expect.stringMatching(/^\.teaser "A rather long teaser line" is cut by its box \(ellipsed/),
  );
});

test("a select or input too narrow for what it shows is found ('Choose a tim')", async ({
  page,
}) => {
  const found = await findings(page, {
    main: `<select class="input input--select" name="time" style="width: 110px; appearance: none;
        padding: 0 40px 0 12px"><option>Choose a time</option></select>
      <input class="input" name="date" style="width: 90px" placeholder="Choose a date">
      <input class="input" name="ok" style="width: 300px" placeholder="Fits well">`,
  });
  expect(messages(found, 'cut-text')).toEqual([
    expect.stringMatching(/^\.input\.input--select "Choose a time" is cut by its box \(text/),
    expect.stringMatching(/^\.input "Choose a date" is cut by its box \(text/),
  ]);
});

test('a field is measured in its own type, also where every change of style is a transition', async ({
  page,
}) => {
  // The site's reduced motion lets every change take 0.01 ms (global.css): the measure of a
  // field smaller than the text around it read the text's size, and found the field cut.
  const found = await findings(page, {
    css: `body { font-size: 32px; } * { transition-duration: 0.01ms !important; }`,
    main: `<input class="input" name="small" style="font-size: 16px; width: 150px; padding: 0"
      placeholder="Hotel Sacher">`,
  });
  expect(messages(found, 'cut-text')).toEqual([]);
});

test("a checkbox or radio in the browser's own small size is found", async ({ page }) => {
  const found = await findings(page, {
    main: `<label class="check"><input id="return" type="checkbox"> Add a return trip</label>
      <label><input class="choice" id="car" type="radio" style="width: 22px; height: 20px"> Car</label>`,
  });
  expect(messages(found, 'targets')).toEqual([
    'input in .check#return is 13 × 13 px (at least 22 px)',
    '.choice#car is 22 × 20 px (at least 22 px)',
  ]);
});

test('a ruled row or a box wider than the card it stands on is found', async ({ page }) => {
  // The imprint's facts at 24 px text: a label's long word widened the list past its card.
  const found = await findings(page, {
    main: `<div class="card" style="background: #fff; width: 200px; padding: 0 10px">
      <div class="row" style="border-bottom: 1px solid #ccc; width: 240px">A row</div>
      <div class="fits" style="border-bottom: 1px solid #ccc">A row that fits</div>
      <div class="badge" style="background: #eee; margin-left: -30px">A badge</div>
      <p class="plain" style="width: 260px">Text on no line or ground of its own</p></div>`,
  });
  expect(messages(found, 'sticks-out')).toEqual([
    '.row reaches past .card (26 to 266; the card 16 to 236)',
    '.badge reaches past .card (-4 to 226; the card 16 to 236)',
  ]);
});

test('an icon squeezed by its row is found, one in its size or meant to stretch is not', async ({
  page,
}) => {
  // A visitor's request card at 320 px with 24 px text: the date wrapped, and its calendar icon
  // shrank to a dot beside it.
  const icon = (extra = '') =>
    `<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" ${extra}><path d="M4 4h16v16H4z"/></svg>`;
  const found = await findings(page, {
    main: `<p class="when" style="display: flex; width: 120px">${icon()}
        Monday, 7 December 2026, 09:30</p>
      <p class="kept" style="display: flex; width: 120px">${icon('style="flex-shrink: 0"')}
        Monday, 7 December 2026, 09:30</p>
      <p class="band" style="display: flex; width: 120px">${icon('preserveAspectRatio="none"')}
        Monday, 7 December 2026, 09:30</p>`,
  });
  expect(messages(found, 'squeezed')).toEqual([
    expect.stringMatching(/^svg in \.when is drawn [\d.]+ × 16, not in its 24:24 proportions$/),
  ]);
});

test('text sticking out of the window or out of its own box is found', async ({ page }) => {
  const found = await findings(page, {
    css: 'html { overflow-x: hidden; }',
    main: `<p class="shifted" style="position: relative; left: 300px; width: 200px">Shifted text</p>
      <div class="narrow" style="width: 60px"><span>Unbreakablelongword</span></div>`,
  });
  expect(messages(found, 'cut-text')).toEqual([
    expect.stringMatching(/^\.shifted "Shifted text" sticks out of the window/),
    expect.stringMatching(/^\.narrow "Unbreakablelongword" sticks out of its box/),
  ]);
});

test('a word broken where the language allows no break is found', async ({ page }) => {
  const found = await findings(page, {
    main: `<p class="consent__label" style="width: 7em; overflow-wrap: anywhere">
      Allgemeinen Geschäftsbedingungen.</p>`,
  });
  expect(messages(found, 'broken-word')).toEqual([
    '.consent__label "Geschäftsbedingungen" breaks inside the word',
  ]);
});

test('header items that overlap, leave the window or have no size are found', async ({ page }) => {
  const found = await findings(page, {
    header: `<a class="site-header__logo" href="/">Logo</a>
      <a class="call-button" href="tel:1" style="margin-left: -30px">Call</a>
      <button class="mobile-menu__toggle" style="position: absolute; left: 370px; width: 44px">☰</button>
      <button class="empty" style="width: 0; height: 0; padding: 0; border: 0"></button>`,
  });
  expect(messages(found, 'header')).toEqual([
    expect.stringMatching(/^header item \.mobile-menu__toggle is not inside the header in view/),
    expect.stringMatching(/^header item \.empty has no size/),
    expect.stringMatching(
      /^header items \.site-header__logo "Logo" and \.call-button "Call" overlap by \d+(\.\d)? × 44 px$/,
    ),
  ]);
});

test('a header without its logo is found', async ({ page }) => {
  const found = await findings(page, { header: '<a class="call-button" href="tel:1">Call</a>' });
  expect(messages(found, 'header')).toEqual(['the header shows no .site-header__logo']);
});

test('header, content and footer on different left edges are found', async ({ page }) => {
  const found = await findings(page, {
    css: '.container { padding: 0 20px; } .site-footer__grid { padding: 0 32px; }',
  });
  expect(messages(found, 'edges')).toEqual([
    'the left edges differ: header 16 (.site-header__logo); main 20 (.container); footer 32 (.site-footer__grid)',
  ]);
});
