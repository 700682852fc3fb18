import { describe, expect, it } from 'vitest';
import { tours, type TourId } from '../../content/tours.ts';
import { activateLocale, i18n } from '../../lib/i18n.ts';
import { loadTourDetails, tourAssets } from './tour-content.ts';

describe('tour content', () => {
  it('loads a tour with its texts and switches them with the language', async () => {
    await activateLocale('de');
    const details = await loadTourDetails('eaglesNest');
    expect(i18n._(details.tagline)).toMatch(/^Das Kehlsteinhaus auf 1.834 m/);
    // A later change of language loads the tour's English catalog too.
    await activateLocale('en');
    expect(i18n._(details.tagline)).toMatch(/^The Eagle’s Nest at 1,834 m/);
    await activateLocale('de');
  });

  it('loads an English tour in English when English is active', async () => {
    await activateLocale('en');
    const details = await loadTourDetails('mirabell');
    expect(i18n._(details.tagline)).toBe(
      'Baroque gardens, the Marble Hall and the classic view of the fortress.',
    );
    await activateLocale('de');
  });

  it('names the source files of every tour for the preload links', () => {
    const ids = Object.keys(tours) as TourId[];
    expect(new Set(ids.flatMap((id) => tourAssets(id, 'de'))).size).toBe(2 * ids.length);
    expect(tourAssets('eaglesNest', 'de')).toEqual([
      'src/content/tours/eagles-nest.ts',
      'locales/de/tour-eagles-nest.po',
    ]);
    expect(tourAssets('eaglesNest', 'en')).toEqual([
      'src/content/tours/eagles-nest.ts',
      'locales/en/tour-eagles-nest.po',
    ]);
  });
});
