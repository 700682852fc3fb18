import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../lib/locales.ts';
import { useLanguageStore } from './language-store.ts';

describe('language store', () => {
  beforeEach(() => {
    localStorage.clear();
    useLanguageStore.setState({ locale: 'de' });
  });

  it('defaults to German', () => {
    expect(useLanguageStore.getInitialState().locale).toBe('de');
  });

  it('persists the chosen language', () => {
    useLanguageStore.getState().setLocale('en');
    const stored = JSON.parse(localStorage.getItem(LANGUAGE_STORAGE_KEY)!);
    expect(stored.state).toEqual({ locale: 'en' });
  });

  it('restores the stored language on start', async () => {
    localStorage.setItem(
      LANGUAGE_STORAGE_KEY,
      JSON.stringify({ state: { locale: 'en' }, version: 1 }),
    );
    await useLanguageStore.persist.rehydrate();
    expect(useLanguageStore.getState().locale).toBe('en');
  });

  it('ignores a stored value that is not a supported language', async () => {
    localStorage.setItem(
      LANGUAGE_STORAGE_KEY,
      JSON.stringify({ state: { locale: 'fr' }, version: 1 }),
    );
    await useLanguageStore.persist.rehydrate();
    expect(useLanguageStore.getState().locale).toBe('de');
  });
});
