import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_CONFIG, BOOT_SIGNALS, inlineBootScript } from './boot.ts';
import { LATE_STYLE_ATTRIBUTE } from './late-style.ts';

/** Runs the boot script as the page does: its serialised source, on its own. */
function runBootScript() {
  new Function(inlineBootScript())();
}

function pageIn(lang: string, alternates: Record<string, string>) {
  document.documentElement.lang = lang;
  document.documentElement.removeAttribute('class');
  document.documentElement.removeAttribute('style');
  document.head.innerHTML = Object.entries(alternates)
    .map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`)
    .join('');
}

const germanAirportPage = () =>
  pageIn('de', {
    de: 'https://www.example.at/flughafen',
    en: 'https://www.example.at/en/airport-transfer',
    'x-default': 'https://www.example.at/flughafen',
  });

describe('the boot script', () => {
  let replace: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      search: '?tab=contact',
      hash: '#top',
      replace,
    } as unknown as Location);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('uses nothing from outside its own source', () => {
    expect(() => runBootScript()).not.toThrow();
    expect(document.documentElement.classList.contains(BOOT_SIGNALS.scripts)).toBe(true);
  });

  it('moves a visitor who chose English from a German page to its English version, hidden', () => {
    germanAirportPage();
    localStorage.setItem(BOOT_CONFIG.languageKey, 'en');
    runBootScript();
    expect(replace).toHaveBeenCalledWith('/en/airport-transfer?tab=contact#top');
    expect(document.documentElement.style.visibility).toBe('hidden');
  });

  it('moves nobody else', () => {
    germanAirportPage();
    runBootScript(); // no choice
    localStorage.setItem(BOOT_CONFIG.languageKey, 'de');
    runBootScript();
    localStorage.setItem(BOOT_CONFIG.languageKey, 'en');
    pageIn('en', { de: 'https://www.example.at/flughafen' }); // already English
    runBootScript();
    pageIn('de', {}); // a page with no English version
    runBootScript();
    germanAirportPage();
    localStorage.setItem(BOOT_CONFIG.languageKey, '{"state":{"locale":"en"},"version":1}');
    runBootScript(); // what an older version kept: no choice, and no error
    expect(document.documentElement.classList.contains(BOOT_SIGNALS.scripts)).toBe(true);
    expect(replace).not.toHaveBeenCalled();
    expect(document.documentElement.style.visibility).toBe('');
  });

  it('keeps the choice of a flag followed before React listens, and leaves it to React after', () => {
    germanAirportPage();
    document.body.innerHTML =
      '<a hreflang="en" href="/en/airport-transfer"><img alt="English"></a>' +
      '<a hreflang="de" href="/flughafen">Deutsch</a><a href="/kontakt">Kontakt</a>';
    runBootScript();
    const [english, german, other] = [...document.querySelectorAll('a')];
    const follow = (link: Element, target: Element = link) => {
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    };
    follow(english!, english!.querySelector('img')!);
    expect(localStorage.getItem(BOOT_CONFIG.languageKey)).toBe('en');
    follow(other!);
    expect(localStorage.getItem(BOOT_CONFIG.languageKey)).toBe('en');
    document.documentElement.setAttribute(BOOT_SIGNALS.react, '');
    follow(german!);
    expect(localStorage.getItem(BOOT_CONFIG.languageKey)).toBe('en');
    document.documentElement.removeAttribute(BOOT_SIGNALS.react);
    follow(german!);
    expect(localStorage.getItem(BOOT_CONFIG.languageKey)).toBe('de');
    document.body.innerHTML = '';
  });

  it('applies the web fonts at once when a past visit cached them', () => {
    pageIn('de', {});
    document.head.insertAdjacentHTML(
      'beforeend',
      `<style id="${BOOT_CONFIG.fontsId}" media="not all"></style>`,
    );
    runBootScript();
    expect(document.getElementById(BOOT_CONFIG.fontsId)).toHaveAttribute('media', 'not all');
    localStorage.setItem(BOOT_CONFIG.fontsCachedKey, '1');
    runBootScript();
    expect(document.getElementById(BOOT_CONFIG.fontsId)).toHaveAttribute('media', 'all');
  });

  it('switches a late stylesheet on once it has arrived, not before', () => {
    pageIn('de', {});
    document.body.innerHTML =
      `<link rel="stylesheet" href="/a.css" media="print" ${LATE_STYLE_ATTRIBUTE}>` +
      `<link rel="stylesheet" href="/b.css" media="print">`;
    runBootScript();
    const [late, other] = [...document.querySelectorAll('link')];
    expect(late).toHaveAttribute('media', 'print');
    late!.dispatchEvent(new Event('load'));
    expect(late).toHaveAttribute('media', 'all');
    // A print stylesheet of the page's own is left alone.
    other!.dispatchEvent(new Event('load'));
    expect(other).toHaveAttribute('media', 'print');
    document.body.innerHTML = '';
  });
});
