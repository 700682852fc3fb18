import { describe, expect, it } from 'vitest';
import { everyAddress } from '../../tests/e2e/support/routes.ts';
import { LAYOUT_VIEWPORTS, layoutAddresses } from '../../tests/e2e/support/layout-checks.ts';
import { layoutIndex, type Shot } from './layout-index.ts';

describe('layoutAddresses', () => {
  it('has every page, the second contact tab and the 404 page in both languages', () => {
    const paths = layoutAddresses.map((address) => address.path);
    expect(paths).toEqual(expect.arrayContaining(everyAddress.map((address) => address.path)));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/kontakt?tab=contact',
        '/en/contact?tab=contact',
        '/gibt-es-nicht',
        '/en/no-such-page',
      ]),
    );
    expect(paths).toHaveLength(everyAddress.length + 4);
  });

  it('gives each screen of a language its own file', () => {
    const files = layoutAddresses.map((address) => `${address.locale}/${address.name}`);
    expect(new Set(files).size).toBe(files.length);
    expect(layoutAddresses.find((address) => address.path === '/en/')?.name).toBe('home');
    expect(layoutAddresses.find((address) => address.path === '/kontakt?tab=contact')?.name).toBe(
      'kontakt--tab-contact',
    );
  });
});

describe('layoutIndex', () => {
  const shot = (width: number, findings: string[]): Shot => ({
    path: '/en/contact',
    locale: 'en',
    name: 'contact',
    width,
    file: `en/${width}/contact.png`,
    findings,
  });

  it('shows each screen under its width and its findings, escaped', () => {
    const finding = '/en/contact at 390: .input "<Choose a time>" is cut by its box';
    const html = layoutIndex(
      [shot(390, [finding]), shot(1440, [])],
      LAYOUT_VIEWPORTS.filter(({ width }) => width === 390 || width === 1440),
    );
    expect(html).toContain('<th>390 px</th><th>1440 px</th>');
    expect(html).toContain('<img src="en/390/contact.png"');
    expect(html).toContain('<img src="en/1440/contact.png"');
    expect(html).toContain('<li>.input &quot;&lt;Choose a time&gt;&quot; is cut by its box</li>');
    expect(html).toContain('2 screens, 1 findings.');
    expect(html).not.toContain('<Choose');
  });
});
