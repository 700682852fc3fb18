import { describe, expect, it } from 'vitest';
import {
  GERMAN_ALIASES,
  PAGE_PATHS,
  guessedAddresses,
  guessedPath,
  hrefOf,
  localeOfPath,
  prerenderedPath,
  pageAt,
  pathOf,
  twinPath,
  type PageId,
} from './page-paths.ts';

const pages = Object.keys(PAGE_PATHS) as PageId[];

describe('the page paths', () => {
  it('give every page a German address and an English one under /en/, each its own', () => {
    const all = pages.flatMap((page) => [pathOf(page, 'de'), pathOf(page, 'en')]);
    expect(new Set(all).size).toBe(all.length);
    for (const page of pages) {
      expect(localeOfPath(pathOf(page, 'de')), page).toBe('de');
      expect(localeOfPath(pathOf(page, 'en')), page).toBe('en');
      expect(pathOf(page, 'en'), page).toMatch(/^\/en\/[a-z-]*$/);
    }
  });

  it('keep the German addresses and give English slugs', () => {
    expect(pathOf('home', 'en')).toBe('/en/');
    expect(pathOf('airport', 'de')).toBe('/flughafen');
    expect(pathOf('airport', 'en')).toBe('/en/airport-transfer');
    expect(pathOf('movieTour', 'de')).toBe('/movie-tour');
    expect(pathOf('movieTour', 'en')).toBe('/en/sound-of-music-tour');
    expect(pathOf('contact', 'en')).toBe('/en/contact');
    expect(pathOf('terms', 'en')).toBe('/en/terms');
  });

  it('find the page an address shows, with or without its trailing slash', () => {
    expect(pageAt('/flughafen')).toBe('airport');
    expect(pageAt('/flughafen/')).toBe('airport');
    expect(pageAt('/en')).toBe('home');
    expect(pageAt('/en/')).toBe('home');
    expect(pageAt('/eventservice')).toBe('event');
    expect(pageAt('/en/eventservice')).toBeUndefined();
    expect(pageAt('/nowhere')).toBeUndefined();
  });

  it('name the same page in the other language, for an unknown address its home page', () => {
    expect(twinPath('/eagles-nest', 'en')).toBe('/en/eagles-nest');
    expect(twinPath('/en/airport-transfer', 'de')).toBe('/flughafen');
    expect(twinPath('/eventservice', 'en')).toBe('/en/event-service');
    expect(twinPath('/hochzeiten', 'en')).toBe('/en/weddings');
    expect(twinPath('/flughafen', 'de')).toBe('/flughafen');
    expect(twinPath('/en/', 'de')).toBe('/');
    expect(twinPath('/gibt-es-nicht', 'en')).toBe('/en/');
    expect(twinPath('/en/no-such-page', 'de')).toBe('/');
    expect(twinPath('/gibt-es-nicht', 'de')).toBe('/');
  });

  it("lead a page's address in the other language's place to the English page, and nothing else", () => {
    expect(guessedPath('/contact')).toBe('/en/contact');
    expect(guessedPath('/contact/')).toBe('/en/contact');
    expect(guessedPath('/airport-transfer')).toBe('/en/airport-transfer');
    expect(guessedPath('/en/kontakt')).toBe('/en/contact');
    expect(guessedPath('/en/flughafen')).toBe('/en/airport-transfer');
    expect(guessedPath('/en/eventservice')).toBe('/en/event-service');
    expect(guessedPath('/en/betrieb')).toBe('/en/operator');
    // Addresses the site has, the home pages, and what is no page in either language.
    for (const address of [
      '/kontakt',
      '/en/contact',
      '/',
      '/en/',
      '/en',
      '/nowhere',
      '/en/en/contact',
    ]) {
      expect(guessedPath(address), address).toBeUndefined();
    }
    for (const [from, to] of guessedAddresses()) {
      expect(pageAt(from), from).toBeUndefined();
      expect(guessedPath(from)).toBe(to);
      expect(localeOfPath(to)).toBe('en');
    }
  });

  // The German flag on /en//evil.example?x=1 led to //evil.example?x=1: another site.
  it.each([
    '/en//evil.example',
    '/en/\\evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/en/%2F%2Fevil.example',
    '/en/..//evil.example',
    '/en/javascript:alert(1)',
  ])('never name another site as the twin of %j', (hostile) => {
    const table = new Set(pages.flatMap((page) => [pathOf(page, 'de'), pathOf(page, 'en')]));
    for (const locale of ['de', 'en'] as const) {
      const twin = twinPath(hostile, locale);
      expect(table, `${hostile} → ${twin}`).toContain(twin);
      expect(new URL(twin, 'https://site.example').origin).toBe('https://site.example');
    }
    expect(guessedPath(hostile)).toBeUndefined();
  });

  it("name the same request in the console's other language, and the page the server sends for it", () => {
    expect(twinPath('/betrieb/anfrage/SLZ-7K3M', 'en')).toBe('/en/operator/request/SLZ-7K3M');
    expect(twinPath('/en/operator/request/SLZ-7K3M', 'de')).toBe('/betrieb/anfrage/SLZ-7K3M');
    expect(twinPath('/anfrage', 'en')).toBe('/en/request');
    expect(prerenderedPath('/en/operator/request/SLZ-7K3M')).toBe('/en/operator');
    expect(prerenderedPath('/betrieb/anfrage/SLZ-7K3M')).toBe('/betrieb');
    expect(prerenderedPath('/flughafen')).toBe('/flughafen');
    // Not a reference: no request, the other language's home page.
    expect(twinPath('/betrieb/anfrage/nope', 'en')).toBe('/en/');
  });

  it('keep a German alias for links in German and lead to its page in English', () => {
    for (const alias of Object.keys(GERMAN_ALIASES) as (keyof typeof GERMAN_ALIASES)[]) {
      expect(hrefOf(alias, 'de')).toBe(alias);
      expect(hrefOf(alias, 'en')).toBe(pathOf(GERMAN_ALIASES[alias], 'en'));
    }
    expect(hrefOf('imprint', 'en')).toBe('/en/imprint');
  });
});
