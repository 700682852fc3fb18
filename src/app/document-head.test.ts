import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../lib/i18n.ts';
import { headData } from './document-head.ts';
import { findRoute } from './routes.tsx';

describe('the head of a 404 page', () => {
  beforeAll(() => activateLocale('de'));

  it("names the other language's 404 page, which the boot script and the worker move to", () => {
    const german = headData(findRoute('/gibt-es-nicht'), i18n);
    expect(german.canonical).toMatch(/[^n]\/404$/);
    expect(
      Object.fromEntries(german.alternates.map((a) => [a.hreflang, new URL(a.href).pathname])),
    ).toEqual({ de: '/404', en: '/en/404', 'x-default': '/404' });
  });

  it('is the English one for an unknown address reached in an English page', () => {
    expect(findRoute('/gibt-es-nicht', 'en').locale).toBe('en');
    expect(findRoute('/gibt-es-nicht').locale).toBe('de');
    expect(findRoute('/en/nirgends', 'de').locale).toBe('de');
    expect(findRoute('/flughafen', 'en').locale).toBe('de'); // a page keeps its own language
  });
});
