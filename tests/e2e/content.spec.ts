import { twoFrames } from './support/frames.ts';
import { isDecoded } from './support/images.ts';
import { chooseLanguage } from './support/language.ts';
import { swipeLeft } from './support/swipe.ts';
import { expect, test } from './support/fixtures.ts';
import { SCREENS } from './support/screens.ts';

/** The seven tour cards, in order. */
const cardLinks = [
  '/altstadt-salzburg',
  '/salzkammergut',
  '/movie-tour',
  '/eagles-nest',
  '/schloss-leopoldskron',
  '/salzkammergut',
  '/festung-hohensalzburg',
];

test.describe('home tour carousel on desktop', () => {
  test.use({ viewport: SCREENS.desktop });

  test('holds seven cards linking to their routes in order, and loops both ways', async ({
    page,
    open,
  }) => {
    await open('/');
    const carousel = page.getByRole('region', { name: 'Touren und Ausflüge' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(7);
    const links = carousel.getByRole('link', { name: /^Details ansehen/ });
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      cardLinks,
    );

    const previous = carousel.getByRole('button', { name: 'Vorherige Folie' });
    const next = carousel.getByRole('button', { name: 'Nächste Folie' });
    // What a screen reader hears when a button moves the strip; nothing until one does.
    const spoken = carousel.locator('[aria-live="polite"]');
    await expect(carousel).toHaveAttribute('data-selected', '0');
    await expect(spoken).toHaveText('');
    // Backwards from the first card comes the last one…
    await previous.click();
    await expect(carousel).toHaveAttribute('data-selected', '6');
    await expect(slides.nth(6)).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(6)).toHaveAccessibleName('7 von 7');
    await expect(spoken).toHaveText('7 von 7: Festung Hohensalzburg');
    // …and forwards from the last card the first one again.
    await next.click();
    await expect(carousel).toHaveAttribute('data-selected', '0');
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
    await expect(spoken).toHaveText('1 von 7: Salzburg-Stadttour');
  });

  test('is usable by keyboard: arrows move along the cards, Enter opens one', async ({
    page,
    open,
  }) => {
    await open('/');
    const carousel = page.getByRole('region', { name: 'Touren und Ausflüge' });
    const links = carousel.getByRole('link', { name: /^Details ansehen/ });
    await links.first().focus();
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    await page.keyboard.press('ArrowLeft');
    await expect(links.nth(6)).toBeFocused();
    await expect(carousel).toHaveAttribute('data-selected', '6');
    await expect(links.nth(6)).toBeInViewport();
    // The focused card reads its own label; nothing else is read out with it.
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText('');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/salzkammergut$/);
    await expect(page.locator('h1')).toHaveText('Salzkammergut-Seentour');
  });

  test('the tour hero photo stays fixed behind the page', async ({ page, open }) => {
    await open('/festung-hohensalzburg');
    const photo = page.locator('.page-hero picture');
    expect(await photo.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const height = await page
      .locator('.page-hero')
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(Math.floor(900 * 0.6));
  });

  test('speaks English in English', async ({ page, open }) => {
    await open('/');
    await chooseLanguage(page, 'English');
    const carousel = page.getByRole('region', { name: 'Tours and excursions' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(carousel.getByRole('group').first()).toHaveAccessibleName('1 of 7');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: SCREENS.phone, hasTouch: true });

  test('the carousel is swiped, and its arrows remain for those who cannot drag', async ({
    page,
    open,
  }) => {
    await open('/');
    const carousel = page.getByRole('region', { name: 'Touren und Ausflüge' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    await expect(carousel.getByRole('group').first()).toBeInViewport({ ratio: 0.9 });
    await swipeLeft(page, carousel.locator('.carousel__viewport'));
    await expect(carousel).toHaveAttribute('data-selected', '1');
    await carousel.getByRole('button', { name: 'Nächste Folie' }).click();
    await expect(carousel).toHaveAttribute('data-selected', '2');
  });

  test('the tour hero scrolls with the page (no fixed background)', async ({ page, open }) => {
    await open('/eagles-nest');
    const photo = page.locator('.page-hero picture');
    expect(await photo.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    const height = await page
      .locator('.page-hero')
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(Math.floor(844 * 0.5));
  });
});

test.describe('home hero', () => {
  test('the prerendered page already holds the hero photo, with high priority', async ({
    request,
  }) => {
    for (const path of ['/', '/salzkammergut', '/flughafen']) {
      const html = await (await request.get(path)).text();
      const hero = /<(?:section|header) class="(?:home|page)-hero"[\s\S]*?<\/picture>/.exec(html);
      expect(hero, path).not.toBeNull();
      expect(hero![0], path).toMatch(/<source type="image\/avif" srcSet="[^"]+\.avif 640w/);
      expect(hero![0], path).toMatch(/<img [^>]*fetchPriority="high"/i);
      expect(hero![0], path).toMatch(/<img [^>]*width="\d+" height="\d+"/);
    }
  });

  test('the photo replaces the gradient once loaded; the scroll indicator leads on', async ({
    page,
    open,
  }) => {
    await page.setViewportSize(SCREENS.desktop);
    await open('/');
    // What a visitor sees: the photo drawn, the gradient above it gone.
    await expect(page.locator('.home-hero .hero-image__fallback')).toHaveCSS('opacity', '0');
    await expect
      .poll(() => isDecoded(page.locator('.home-hero .hero-image__photo img')))
      .toBe(true);
    await expect(page.locator('.home-hero h1 strong')).toHaveText('Chauffeurservice');
    await expect(page.getByRole('link', { name: 'Fahrzeuge entdecken' })).toHaveAttribute(
      'href',
      '/limousinen',
    );
    await page.getByRole('link', { name: 'Weiter zum nächsten Abschnitt' }).click();
    await expect(page.getByRole('heading', { name: 'Luxus, der Sie bewegt' })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(page.locator('#premium-service')).toBeFocused();
  });

  test('a failed hero photo keeps the gradient and is logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/\/img\/sight-hellbrunn\./, (route) => route.abort());
    // No fade: a fallback lifted after the failure would be gone two frames later.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/schloss-hellbrunn');
    await expect.poll(() => errors.join('\n')).toContain('Hero image failed to load');
    await twoFrames(page);
    expect(await isDecoded(page.locator('.page-hero .hero-image__photo img'))).toBe(false);
    await expect(page.locator('.hero-image__fallback')).toHaveCSS('opacity', '1');
    await expect(page.locator('h1')).toHaveText('Schloss Hellbrunn');
  });
});

test('the fleet shows the E-Class for 3 and the V-Class for 7 on / and /limousinen', async ({
  page,
  open,
}) => {
  for (const path of ['/', '/limousinen']) {
    await open(path);
    const fleet = page.getByRole('region', { name: 'Mercedes-Benz für jeden Anlass' });
    await expect(fleet.getByRole('heading', { level: 3 })).toHaveText([
      'Mercedes-Benz E-Klasse',
      'Mercedes-Benz V-Klasse',
    ]);
    await expect(fleet.getByText('Bis zu 3 Fahrgäste')).toBeVisible();
    await expect(fleet.getByText('Bis zu 7 Fahrgäste')).toBeVisible();
  }
});

test('a tour page shows the info card in English', async ({ page, open }) => {
  await open('/eagles-nest');
  await chooseLanguage(page, 'English');
  const card = page.getByRole('region', { name: 'At a glance' });
  await expect(card.getByRole('definition')).toHaveText([
    '6 hours',
    '€540 per vehicle, up to 6 guests',
    '6',
    'Tours from May to September; the Kehlsteinhaus itself is usually open from mid-May to late October, and in winter we suggest alternatives',
  ]);
});

test('the legal pages: terms in English marked as a translation of the binding German text', async ({
  page,
  open,
}) => {
  const note = 'This is a translation for convenience; the German text is binding.';
  await open('/agb');
  await expect(page.getByText('Gerichtsstand ist Salzburg')).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);
  await chooseLanguage(page, 'English');
  await expect(page).toHaveURL(/\/en\/terms$/);
  await expect(page.locator('h1')).toHaveText('Terms and Conditions');
  await expect(page.locator('.legal__notice')).toHaveText(note);
  await expect(page.getByText('The place of jurisdiction is Salzburg.')).toBeVisible();
  await expect(page.locator('main [lang]')).toHaveCount(0);

  // The note's link opens the German text, though this visitor chose English.
  await page.locator('.legal__notice').getByRole('link', { name: 'German text' }).click();
  await expect(page).toHaveURL(/\/agb$/);
  await expect(page.locator('html[data-hydrated]')).toHaveAttribute('lang', 'de');
  await expect(page.getByText('Gerichtsstand ist Salzburg')).toBeVisible();

  await open('/en/privacy');
  await expect(page.locator('h1')).toHaveText('Privacy Policy');
  await expect(page.locator('.legal__notice')).toHaveText(note);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();
  await expect(page.locator('h1')).toHaveText('Imprint');
  await expect(page.getByRole('term').filter({ hasText: 'VAT ID' })).toBeVisible();
});

test('the business hours show in the footer and on /kontakt', async ({ page, open }) => {
  const hours = 'Montag bis Sonntag: 08:00 – 20:00 Uhr';
  await open('/flughafen');
  await expect(page.getByRole('contentinfo')).toContainText(hours);
  await open('/kontakt');
  await expect(page.getByRole('main')).toContainText(hours);
});
