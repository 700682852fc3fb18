import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from './i18n.ts';

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
