import { act, screen, within } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business, telHref } from '../../content/business.ts';
import type { Locale } from '../../lib/locales.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BookingBar } from './booking-bar.tsx';

/** A page with its own book button, watched by the bar. */
function Page() {
  const button = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a ref={button} href="/kontakt?service=eaglesTour">
        Page button
      </a>
      <BookingBar start={{ service: 'eaglesTour' }} bookLabel="Tour anfragen" pageButton={button} />
    </>
  );
}

const render = (locale: Locale = 'de') => renderWithProviders(<Page />, { locale });

describe('BookingBar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a labelled navigation with the call link and the book link carrying the service', async () => {
    await render();
    const bar = screen.getByRole('navigation', { name: 'Schnellkontakt' });
    const call = within(bar).getByRole('link', { name: `Anrufen ${business.phoneDisplay}` });
    expect(call).toHaveAttribute('href', telHref);
    expect(telHref).toBe(`tel:${business.phone}`);
    expect(within(bar).getByRole('link', { name: 'Tour anfragen' })).toHaveAttribute(
      'href',
      '/kontakt?service=eaglesTour',
    );
  });

  it('speaks English and books in English on English pages', async () => {
    await render('en');
    const bar = screen.getByRole('navigation', { name: 'Quick contact' });
    expect(within(bar).getByRole('link', { name: /^Call / })).toHaveAttribute('href', telHref);
    expect(within(bar).getByRole('link', { name: 'Tour anfragen' })).toHaveAttribute(
      'href',
      '/en/contact?service=eaglesTour',
    );
  });

  it("steps aside while the page's own book button is on screen", async () => {
    let report: IntersectionObserverCallback = () => {};
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    await render();
    const bar = screen.getByRole('navigation', { name: 'Schnellkontakt' });
    expect(observed).toEqual([screen.getByRole('link', { name: 'Page button' })]);
    expect(bar).not.toHaveAttribute('data-away');
    const seen = (isIntersecting: boolean) =>
      act(() => report([{ isIntersecting } as IntersectionObserverEntry], {} as never));
    seen(true);
    expect(bar).toHaveAttribute('data-away');
    seen(false);
    expect(bar).not.toHaveAttribute('data-away');
  });
});
