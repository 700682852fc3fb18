import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SplashScreen } from './splash-screen.tsx';

const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

describe('SplashScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rises by 10 every 20 ms, reaches 100 by 400 ms and fades out at 600 ms', async () => {
    mockReducedMotion(false);
    await renderWithProviders(<SplashScreen />);
    expect(screen.getByText('Wir bereiten Ihr exklusives Erlebnis vor...')).toBeInTheDocument();
    expect(progress()).toBe(0);
    act(() => vi.advanceTimersByTime(20));
    expect(progress()).toBe(10);
    act(() => vi.advanceTimersByTime(40));
    expect(progress()).toBe(30);
    act(() => vi.advanceTimersByTime(340));
    expect(progress()).toBe(100);

    const splash = document.querySelector('.splash')!;
    act(() => vi.advanceTimersByTime(199));
    expect(splash).toHaveAttribute('data-phase', 'loading');
    act(() => vi.advanceTimersByTime(1));
    expect(splash).toHaveAttribute('data-phase', 'fading');
    act(() => vi.advanceTimersByTime(300));
    expect(document.querySelector('.splash')).toBeNull();
  });

  it('hides at 600 ms without a fade when motion is reduced', async () => {
    mockReducedMotion(true);
    await renderWithProviders(<SplashScreen />);
    act(() => vi.advanceTimersByTime(599));
    expect(document.querySelector('.splash')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('.splash')).toBeNull();
  });

  it('is in English when English is chosen', async () => {
    mockReducedMotion(false);
    await renderWithProviders(<SplashScreen />, { locale: 'en' });
    expect(screen.getByText('Preparing your exclusive experience...')).toBeInTheDocument();
  });
});
