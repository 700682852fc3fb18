import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { business } from '../../src/content/business.ts';
import { pathOf } from '../../src/content/page-paths.ts';
import { everyAddress, routeCases } from './support/routes.ts';

function meta(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test('every prerendered route has its own title, description, canonical link and Open Graph', async ({
  request,
}) => {
  const titles = new Map<string, string>();
  for (const { path } of routeCases) {
    const html = await (await request.get(path)).text();
    const title = meta(html, /<title>([^<]+)<\/title>/);
    expect(title, path).toBeTruthy();
    expect(meta(html, /<meta name="description" content="([^"]{50,})"/), path).toBeTruthy();
    const canonical = meta(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical, path).toMatch(/^https:\/\//);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
      expect(html, `${path} ${property}`).toContain(`<meta property="${property}" content="`);
    }
    if (!['/', '/limousinen'].includes(path)) titles.set(path, title!);
  }
  // The tour and service pages each have a title of their own.
  const tourTitles = ['/flughafen', '/eagles-nest', '/salzkammergut', '/impressum'].map((p) =>
    titles.get(p),
  );
  expect(new Set(tourTitles).size).toBe(tourTitles.length);
});

test('every address a page names on its own site is there, the preview picture as it says', async ({
  request,
}) => {
  // Canonical links, language versions, the link preview's picture, the structured data's logo:
  // a crawler or a messenger follows them to the live site, where a missing file is a preview
  // without a picture (the picture was missing from the first build until 2 December 2026).
  const site = new RegExp(`${business.siteUrl.replaceAll('.', '\\.')}(/[^"<>\\s]*)`, 'g');
  const named = new Map<string, string>();
  /** Each page's preview picture, with the size and alt text its head gives it. */
  const pictures = new Map<string, { address: string; width?: string; height?: string }>();
  const alts = { de: new Map<string, string>(), en: new Map<string, string>() };
  const heroes = new Map<string, { locale: 'de' | 'en'; hero?: string }>();
  for (const { path, locale } of everyAddress) {
    const html = await (await request.get(path)).text();
    for (const [, address] of html.matchAll(site)) named.set(address!, path);
    const picture = meta(html, /<meta property="og:image" content="([^"]+)"/) ?? '';
    expect(picture, path).toMatch(new RegExp(`^${business.siteUrl}/img/share-[a-z-]+\\.jpg$`));
    pictures.set(path, {
      address: new URL(picture).pathname,
      width: meta(html, /<meta property="og:image:width" content="(\d+)"/),
      height: meta(html, /<meta property="og:image:height" content="(\d+)"/),
    });
    const alt = meta(html, /<meta property="og:image:alt" content="([^"]+)"/) ?? '';
    const hero = meta(html, /hero-image__photo">(?:<source[^>]*>)*<img[^>]*alt="([^"]+)"/);
    alts[locale].set(path, alt);
    heroes.set(path, { locale, hero });
  }
  // A page previews with its hero's picture and words, one without a hero with the home poster.
  for (const [path, { locale, hero }] of heroes) {
    expect(alts[locale].get(path), path).toBe(hero ?? alts[locale].get(pathOf('home', locale)));
  }
  expect([...named.keys()]).toEqual(
    expect.arrayContaining([
      '/',
      '/en/',
      '/eagles-nest',
      '/img/share-home-hero.jpg',
      '/img/share-tour-eagles-nest.jpg',
      '/icons/icon-512.png',
    ]),
  );
  for (const [address, page] of named) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), `${address}, named on ${page}`).toBe(200);
  }
  // The alt texts in each language, the English ones in English; a tour its own.
  expect(alts.de.get('/')).toMatch(/^Plakatgrafik: Salzburg/);
  expect(alts.en.get('/en/')).toMatch(/^Poster illustration: Salzburg/);
  expect(alts.en.get('/en/eagles-nest')).toMatch(/^Poster illustration: the Kehlsteinhaus/);
  for (const alt of alts.en.values()) expect(alt).toMatch(/^Poster illustration: /);

  // Each picture read once (16 files for 120 pages), then held to every page that names it.
  const served = new Map<
    string,
    { type?: string; format?: string; width: string; height: string }
  >();
  for (const address of new Set([...pictures.values()].map(({ address }) => address))) {
    const picture = await request.get(address);
    const metadata = await sharp(await picture.body()).metadata();
    served.set(address, {
      type: picture.headers()['content-type'],
      format: metadata.format,
      width: String(metadata.width),
      height: String(metadata.height),
    });
  }
  for (const [page, { address, width, height }] of pictures) {
    expect(served.get(address), page).toEqual({
      type: 'image/jpeg',
      format: 'jpeg',
      width,
      height,
    });
  }
});

test('sitemap.xml and robots.txt are served', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).toContain('/eagles-nest</loc>');
  expect(sitemap).not.toContain('/eventservice</loc>');
  // The wedding page is a page of its own now, no longer one of the home page's aliases.
  expect(sitemap).toContain('/hochzeiten</loc>');
  expect(sitemap).not.toContain('/stadttouren</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
});

test('structured data describes the business and each tour with its price', async ({ request }) => {
  const home = jsonLd(await (await request.get('/')).text());
  const business = home.find((item) => (item['@type'] as string[]).includes('TaxiService'))!;
  expect(business).toMatchObject({
    telephone: expect.stringMatching(/^\+43/),
    address: { addressLocality: 'Salzburg', postalCode: expect.any(String) },
    openingHoursSpecification: { opens: '08:00', closes: '20:00' },
  });
  expect((business.openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7);
  expect(business.areaServed).toBeTruthy();

  const prices: Record<string, string> = {
    '/altstadt-salzburg': '180',
    '/salzkammergut': '360',
    '/movie-tour': '360',
    '/eagles-nest': '540',
    '/schloss-leopoldskron': '180',
    '/festung-hohensalzburg': '270',
    '/schloss-mirabell': '180',
    '/schloss-hellbrunn': '270',
    '/salzwelten': '360',
  };
  for (const [path, price] of Object.entries(prices)) {
    const trip = jsonLd(await (await request.get(path)).text()).find(
      (item) => item['@type'] === 'TouristTrip',
    );
    expect(trip, path).toMatchObject({ offers: { price, priceCurrency: 'EUR' } });
  }
});
