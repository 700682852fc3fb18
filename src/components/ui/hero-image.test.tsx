import { act, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeHero } from '../../content/images.generated.ts';
import { HeroImage } from './hero-image.tsx';
import { PAGE_HERO_TIMEOUT } from './page-hero.tsx';
import styles from './responsive-image.css?raw';

// What the visitor sees: the gradient over the photo, as the stylesheet shows or hides it.
const sheet = document.createElement('style');
sheet.textContent = styles;
beforeAll(() => {
  document.head.append(sheet);
});
afterAll(() => sheet.remove());

const fallbackShown = (container: HTMLElement) =>
  getComputedStyle(container.querySelector('.hero-image__fallback')!).opacity !== '0';

/** happy-dom reports every image as complete; here the photo is still on its way. */
function photoStillLoading() {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
}

function viewport(mobile: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: mobile && query.includes('max-width: 767px'), media: query }) as MediaQueryList,
  );
}

function renderHero(timeout: Parameters<typeof HeroImage>[0]['timeout']) {
  const result = render(<HeroImage image={homeHero} alt="Salzburg" timeout={timeout} />);
  const img = result.container.querySelector('img')!;
  return { ...result, img };
}

describe('HeroImage fallback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    photoStillLoading();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the gradient until the photo has loaded', () => {
    const { container, img } = renderHero(2000);
    expect(fallbackShown(container)).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(fallbackShown(container)).toBe(true);
    act(() => {
      img.dispatchEvent(new Event('load'));
    });
    expect(fallbackShown(container)).toBe(false);
  });

  it('keeps the gradient when the photo fails, and logs the failure', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, img } = renderHero(2000);
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(fallbackShown(container)).toBe(true);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('Hero image failed'),
      expect.stringContaining('/img/'),
    );
    // The time-out does not lift the fallback over a broken photo.
    act(() => vi.advanceTimersByTime(5000));
    expect(fallbackShown(container)).toBe(true);
  });

  it('lifts the gradient after 2 seconds on the home page even if the photo is still loading', () => {
    const { container } = renderHero(2000);
    act(() => vi.advanceTimersByTime(1999));
    expect(fallbackShown(container)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(fallbackShown(container)).toBe(false);
  });

  it('waits 800 ms on phones on tour pages', () => {
    viewport(true);
    const { container } = renderHero(PAGE_HERO_TIMEOUT);
    act(() => vi.advanceTimersByTime(799));
    expect(fallbackShown(container)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(fallbackShown(container)).toBe(false);
  });

  it('waits 1500 ms on larger screens on tour pages', () => {
    viewport(false);
    const { container } = renderHero(PAGE_HERO_TIMEOUT);
    act(() => vi.advanceTimersByTime(1499));
    expect(fallbackShown(container)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(fallbackShown(container)).toBe(false);
  });
});

describe('HeroImage markup', () => {
  it('is a picture with AVIF and WebP sources, its size set and high priority', () => {
    const { container, img } = renderHero(2000);
    expect(container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toMatch(
      /\.avif \d+w/,
    );
    expect(container.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toMatch(
      /\.webp \d+w/,
    );
    expect(img).toHaveAttribute('width', String(homeHero.width));
    expect(img).toHaveAttribute('height', String(homeHero.height));
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', 'Salzburg');
  });

  it('shows a photo that finished before hydration at once, with no gradient over it', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1600);
    const { container } = renderHero(2000);
    expect(fallbackShown(container)).toBe(false);
  });
});
