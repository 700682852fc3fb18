import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAhead } from './render-ahead.ts';

describe('renderAhead', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // happy-dom has no requestIdleCallback: the timer fallback is what runs here.
    document.body.innerHTML = `
      <main>
        <section id="hero"></section>
        <section id="one" style="content-visibility: auto"><p id="inside"></p></section>
        <article><section id="two" style="content-visibility: auto"></section></article>
        <article><div><div><section id="deep" style="content-visibility: auto"></section></div></div></article>
      </main>
      <footer><div><section id="footer" style="content-visibility: auto"></section></div></footer>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute('data-rendered');
  });

  const visible = () =>
    ['one', 'two', 'deep', 'footer'].filter(
      (id) => document.getElementById(id)!.style.contentVisibility === 'visible',
    );

  it('renders the skipped sections one per idle moment, in page order, then marks the page', () => {
    renderAhead();
    expect(visible()).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(visible()).toEqual(['one']);
    vi.advanceTimersByTime(50);
    expect(visible()).toEqual(['one', 'two']);
    expect(document.documentElement.hasAttribute('data-rendered')).toBe(false);
    vi.advanceTimersByTime(50);
    // A tour page's sections sit in its layout's columns, deeper down.
    expect(visible()).toEqual(['one', 'two', 'deep']);
    vi.advanceTimersByTime(100);
    expect(visible()).toEqual(['one', 'two', 'deep', 'footer']);
    expect(document.documentElement.hasAttribute('data-rendered')).toBe(true);
    expect(document.getElementById('hero')!.style.contentVisibility).toBe('');
  });

  it('reads no style inside a skipped part, which would draw it at once', () => {
    const styles = vi.spyOn(window, 'getComputedStyle');
    renderAhead();
    const read = styles.mock.calls.map(([element]) => element.id);
    expect(read).toContain('one');
    expect(read).not.toContain('inside');
    styles.mockRestore();
  });

  it('stops when the page is left', () => {
    const stop = renderAhead();
    vi.advanceTimersByTime(50);
    stop();
    vi.advanceTimersByTime(1000);
    expect(visible()).toEqual(['one']);
    expect(document.documentElement.hasAttribute('data-rendered')).toBe(false);
  });
});
