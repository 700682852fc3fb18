import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../lib/i18n.ts';
import { renderWithProviders } from '../test/render.tsx';
import { headData, useDocumentHead } from './document-head.ts';
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

function Head() {
  const { pathname } = useLocation();
  useDocumentHead(findRoute(pathname));
  return <Link to="/en/airport-transfer">airport</Link>;
}

describe('the head of the live page', () => {
  const description = () =>
    document.head.querySelector('meta[name="description"]')?.getAttribute('content');

  it("keeps the prerendered description, and after a navigation names the new page's", async () => {
    document.head.innerHTML =
      '<title>x</title><meta name="description" content="prerendered">' +
      '<meta property="og:description" content="prerendered"><link rel="canonical" href="/">';
    const user = userEvent.setup();
    await renderWithProviders(<Head />, { locale: 'en', path: '/en/' });
    expect(description()).toBe('prerendered');

    await user.click(screen.getByRole('link', { name: 'airport' }));
    expect(document.title).toBe('Airport Transfer | Prestige Limousines Salzburg');
    await waitFor(() => expect(description()).toMatch(/^Airport transfers to and from Salzburg/));
    expect(
      document.head.querySelector('meta[property="og:description"]')?.getAttribute('content'),
    ).toBe(description());
  });
});
