import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n, withCatalog } from './i18n.ts';

describe('activateLocale', () => {
  afterEach(async () => {
    await activateLocale('de');
  });

  it('tells the subscribers once when the language changes', async () => {
    await activateLocale('de');
    const change = vi.fn();
    const unsubscribe = i18n.on('change', change);
    await activateLocale('en');
    unsubscribe();
    expect(i18n.locale).toBe('en');
    expect(change).toHaveBeenCalled();
  });

  // A needless change event re-renders the whole tree synchronously, in the middle of hydration.
  it('does not tell the subscribers when the language is already active', async () => {
    await activateLocale('de');
    const change = vi.fn();
    const unsubscribe = i18n.on('change', change);
    await activateLocale('de');
    unsubscribe();
    expect(change).not.toHaveBeenCalled();
  });
});

describe('withCatalog', () => {
  // A lazy card rendered before its words had loaded would show message ids for a moment.
  it('resolves with the module only once its catalog is loaded in the page language', async () => {
    await activateLocale('en');
    const before = Object.keys(i18n.messages).length;
    const module = await withCatalog('pwa', () => Promise.resolve({ name: 'card' }));
    expect(module).toEqual({ name: 'card' });
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(before);
    await activateLocale('de');
  });
});
