import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SplashScreen } from './splash-screen.tsx';

// Its timing is CSS, measured in Chromium (tests/e2e/splash.spec.ts); here what the app adds.
describe('SplashScreen', () => {
  it('says it in German, and leaves the page when its leaving animation ends', async () => {
    await renderWithProviders(<SplashScreen />);
    expect(screen.getByText('Wir bereiten Ihr exklusives Erlebnis vor...')).toBeInTheDocument();
    const splash = document.querySelector('.splash')!;
    // The bar's own animation bubbles up: it is not the end.
    act(() => {
      fireEvent.animationEnd(document.querySelector('.splash__fill')!, {
        animationName: 'splash-fill',
      });
    });
    expect(document.querySelector('.splash')).toBe(splash);
    act(() => {
      fireEvent.animationEnd(splash, { animationName: 'splash-leave' });
    });
    expect(document.querySelector('.splash')).toBeNull();
  });

  it('leaves at once when it had already ended before the app ran', async () => {
    const style = document.createElement('style');
    style.textContent = '.splash { visibility: hidden; }';
    document.head.append(style);
    try {
      await renderWithProviders(<SplashScreen />);
      expect(document.querySelector('.splash')).toBeNull();
    } finally {
      style.remove();
    }
  });

  it('is in English when English is chosen', async () => {
    await renderWithProviders(<SplashScreen />, { locale: 'en' });
    expect(screen.getByText('Preparing your exclusive experience...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAccessibleName(
      'Preparing your exclusive experience...',
    );
  });
});
