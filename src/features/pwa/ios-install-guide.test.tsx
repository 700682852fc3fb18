import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const guideName = { de: 'Immer griffbereit – auch offline', en: 'Always at hand – even offline' };

/**
 * One visit: a fresh page load (the guide's module state starts over), at `path`. The providers
 * are imported again too, so the card's lazily loaded words reach the page's own i18n.
 */
async function visit(path = '/', locale: 'de' | 'en' = 'de') {
  cleanup();
  vi.resetModules();
  const { IosInstallGuide } = await import('./ios-install-guide.tsx');
  const { renderWithProviders } = await import('../../test/render.tsx');
  await renderWithProviders(
    <>
      <Link to="/flughafen">next</Link>
      <Link to="/kontakt">contact</Link>
      <Link to="/salzkammergut">tour</Link>
      <IosInstallGuide />
    </>,
    { path, locale },
  );
}

const guide = (locale: 'de' | 'en' = 'de') =>
  screen.queryByRole('complementary', { name: guideName[locale] });

function browser(userAgent: string, standalone = false) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(navigator, 'standalone', { value: standalone, configurable: true });
}

describe('IosInstallGuide', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'standalone');
  });

  it('shows on the second page view, not the first, and never on the booking page', async () => {
    browser(IPHONE);
    const user = userEvent.setup();
    await visit();
    expect(guide()).toBeNull();

    await user.click(screen.getByRole('link', { name: 'next' }));
    expect(await screen.findByRole('complementary', { name: guideName.de })).toBeVisible();
    expect(screen.getByText('Zum Home-Bildschirm')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'contact' }));
    expect(guide()).toBeNull();
    // Back on another page in the same visit, it is there again.
    await user.click(screen.getByRole('link', { name: 'tour' }));
    expect(await screen.findByRole('complementary', { name: guideName.de })).toBeVisible();
  });

  it('counts a page view of an earlier visit', async () => {
    browser(IPHONE);
    await visit();
    expect(guide()).toBeNull();
    sessionStorage.clear();
    await visit('/salzkammergut', 'en');
    expect(await screen.findByRole('complementary', { name: guideName.en })).toBeVisible();
    expect(screen.getByText('Add to Home Screen')).toBeInTheDocument();
  });

  it('is gone for good once closed, and takes no focus', async () => {
    browser(IPHONE);
    const user = userEvent.setup();
    await visit();
    await user.click(screen.getByRole('link', { name: 'next' }));
    const close = await screen.findByRole('button', { name: 'Hinweis schließen' });
    expect(document.activeElement).not.toBe(close);
    await user.click(close);
    expect(guide()).toBeNull();

    await user.click(screen.getByRole('link', { name: 'tour' }));
    expect(guide()).toBeNull();
    sessionStorage.clear();
    await visit('/flughafen');
    expect(guide()).toBeNull();
  });

  it('is shown in one visit only, even when not closed', async () => {
    browser(IPHONE);
    const user = userEvent.setup();
    await visit();
    await user.click(screen.getByRole('link', { name: 'next' }));
    expect(await screen.findByRole('complementary', { name: guideName.de })).toBeVisible();
    // A reload in the same visit keeps it; a new visit does not bring it back.
    await visit('/salzkammergut');
    expect(await screen.findByRole('complementary', { name: guideName.de })).toBeVisible();
    sessionStorage.clear();
    await visit('/flughafen');
    expect(guide()).toBeNull();
  });

  it('never shows in the installed app, nor in other browsers, which store nothing', async () => {
    browser(IPHONE, true);
    const user = userEvent.setup();
    await visit();
    await user.click(screen.getByRole('link', { name: 'next' }));
    await user.click(screen.getByRole('link', { name: 'tour' }));
    expect(guide()).toBeNull();

    localStorage.clear();
    browser(ANDROID);
    await visit();
    await user.click(screen.getByRole('link', { name: 'next' }));
    expect(guide()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
