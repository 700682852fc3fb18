import { describe, expect, it } from 'vitest';
import { prefersEnglish, shouldOfferEnglish } from './offer-conditions.ts';

describe('the offer of the English page', () => {
  it('goes to browsers that rank English above German', () => {
    expect(prefersEnglish(['en-US'])).toBe(true);
    expect(prefersEnglish(['en-GB', 'de-AT'])).toBe(true);
    expect(prefersEnglish(['fr-FR', 'en'])).toBe(true);
    expect(prefersEnglish(['de-AT', 'en-US'])).toBe(false);
    expect(prefersEnglish(['de'])).toBe(false);
    expect(prefersEnglish(['it-IT', 'de-DE', 'en'])).toBe(false);
  });

  it('goes to browsers without German, whatever they speak: a tourist reads English first', () => {
    expect(prefersEnglish(['fr-FR'])).toBe(true);
    expect(prefersEnglish(['ja-JP', 'ja'])).toBe(true);
    expect(prefersEnglish(['es-ES', 'ca'])).toBe(true);
    expect(prefersEnglish([])).toBe(true);
  });

  it('is made on German pages only, to visitors who chose nothing and did not decline it', () => {
    const base: Parameters<typeof shouldOfferEnglish>[0] = {
      pageLocale: 'de',
      choice: undefined,
      dismissed: false,
      languages: ['en-US'],
    };
    expect(shouldOfferEnglish({ ...base, pageLocale: 'de' })).toBe(true);
    expect(shouldOfferEnglish({ ...base, pageLocale: 'en' })).toBe(false);
    expect(shouldOfferEnglish({ ...base, choice: 'de' })).toBe(false);
    expect(shouldOfferEnglish({ ...base, choice: 'en' })).toBe(false);
    expect(shouldOfferEnglish({ ...base, dismissed: true })).toBe(false);
    expect(shouldOfferEnglish({ ...base, languages: ['de-DE', 'en'] })).toBe(false);
  });
});
