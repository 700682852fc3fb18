import { describe, expect, it } from 'vitest';
import { hoistHeroHint } from './hoist-hero-hint.ts';

const hero =
  '<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/img/a.640.avif 640w" imageSizes="100vw"/>';
const logo = '<link rel="preload" as="image" href="/img/logo.svg"/>';
const page = (root: string) =>
  `<html><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><title>x</title></head><body><div id="root">${root}</div></body></html>`;

describe('hoistHeroHint', () => {
  it('moves the high-priority image hint from the root to right after the viewport', () => {
    const out = hoistHeroHint(page(`${logo}${hero}<main></main>`));
    expect(out.indexOf(hero)).toBeGreaterThan(out.indexOf('name="viewport"'));
    expect(out.indexOf(hero)).toBeLessThan(out.indexOf('<title>'));
    expect(out.split(hero)).toHaveLength(2);
    expect(out).toContain(`<div id="root">${logo}<main></main>`);
  });

  it('leaves a page without a hero hint as it is', () => {
    const html = page(`${logo}<main></main>`);
    expect(hoistHeroHint(html)).toBe(html);
  });
});
