import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../lib/i18n.ts';
import { loadTourDetails } from '../features/tours/tour-content.ts';
import type { Locale } from '../lib/locales.ts';
import { tours, type TourId } from '../content/tours.ts';
import { pathOf } from '../content/page-paths.ts';
import { renderWithProviders } from '../test/render.tsx';
import { TourPage } from './tour-page.tsx';

type Facts = { duration: string; price: string; people: string; availability: string };

const mayToSeptember = { de: 'Mai bis September', en: 'May to September' };
const allYear = { de: 'Ganzjährig', en: 'All year round' };

/** The facts table of docs/product.md, in both languages. */
const expected: Record<TourId, Record<Locale, Facts>> = {
  altstadt: {
    de: {
      duration: '2 Stunden',
      price: '180 € pro Fahrzeug, bis zu 7 Gäste',
      people: '7',
      availability: mayToSeptember.de,
    },
    en: {
      duration: '2 hours',
      price: '€180 per vehicle, up to 7 guests',
      people: '7',
      availability: mayToSeptember.en,
    },
  },
  salzkammergut: {
    de: {
      duration: 'ab 4 Stunden',
      price: 'ab 360 € pro Fahrzeug, bis zu 6 Gäste',
      people: '6',
      availability: allYear.de,
    },
    en: {
      duration: 'from 4 hours',
      price: 'from €360 per vehicle, up to 6 guests',
      people: '6',
      availability: allYear.en,
    },
  },
  movieTour: {
    de: {
      duration: 'ab 4 Stunden',
      price: 'ab 360 € pro Fahrzeug, bis zu 6 Gäste',
      people: '6',
      availability: allYear.de,
    },
    en: {
      duration: 'from 4 hours',
      price: 'from €360 per vehicle, up to 6 guests',
      people: '6',
      availability: allYear.en,
    },
  },
  eaglesNest: {
    de: {
      duration: '6 Stunden',
      price: '540 € pro Fahrzeug, bis zu 6 Gäste',
      people: '6',
      // One sentence: the tours' season, the house's own, and winter (docs/product.md).
      availability:
        'Touren von Mai bis September; das Kehlsteinhaus selbst ist meist von Mitte Mai bis Ende Oktober geöffnet, im Winter schlagen wir Alternativen vor',
    },
    en: {
      duration: '6 hours',
      price: '€540 per vehicle, up to 6 guests',
      people: '6',
      availability:
        'Tours from May to September; the Kehlsteinhaus itself is usually open from mid-May to late October, and in winter we suggest alternatives',
    },
  },
  leopoldskron: {
    de: {
      duration: '1–2 Stunden',
      price: '180 € pro Fahrzeug, bis zu 7 Gäste',
      people: '7',
      availability: mayToSeptember.de,
    },
    en: {
      duration: '1–2 hours',
      price: '€180 per vehicle, up to 7 guests',
      people: '7',
      availability: mayToSeptember.en,
    },
  },
  fortress: {
    de: {
      duration: '2–3 Stunden',
      price: '270 € pro Fahrzeug, bis zu 7 Gäste',
      people: '7',
      availability: mayToSeptember.de,
    },
    en: {
      duration: '2–3 hours',
      price: '€270 per vehicle, up to 7 guests',
      people: '7',
      availability: mayToSeptember.en,
    },
  },
  mirabell: {
    de: {
      duration: '1–2 Stunden',
      price: '180 € pro Fahrzeug, bis zu 7 Gäste',
      people: '7',
      availability: allYear.de,
    },
    en: {
      duration: '1–2 hours',
      price: '€180 per vehicle, up to 7 guests',
      people: '7',
      availability: allYear.en,
    },
  },
  hellbrunn: {
    de: {
      duration: '2–3 Stunden',
      price: '270 € pro Fahrzeug, bis zu 7 Gäste',
      people: '7',
      availability: allYear.de,
    },
    en: {
      duration: '2–3 hours',
      price: '€270 per vehicle, up to 7 guests',
      people: '7',
      availability: allYear.en,
    },
  },
  salzwelten: {
    de: {
      duration: 'ab 4 Stunden',
      price: 'ab 360 € pro Fahrzeug, bis zu 6 Gäste',
      people: '6',
      availability: allYear.de,
    },
    en: {
      duration: 'from 4 hours',
      price: 'from €360 per vehicle, up to 6 guests',
      people: '6',
      availability: allYear.en,
    },
  },
};

const labels: Record<Locale, Record<keyof Facts, string>> = {
  de: { duration: 'Dauer', price: 'Preis', people: 'Max. Personen', availability: 'Verfügbarkeit' },
  en: { duration: 'Duration', price: 'Price', people: 'Max. people', availability: 'Availability' },
};

function factsOnPage(): Record<string, string> {
  const card = screen.getByRole('region', { name: /Auf einen Blick|At a glance/ });
  const facts: Record<string, string> = {};
  for (const term of within(card).getAllByRole('term')) {
    facts[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return facts;
}

beforeAll(async () => {
  // What each tour route preloads: the shared catalog, and the tour's own details and catalog.
  await loadCatalog('tours');
  await Promise.all((Object.keys(tours) as TourId[]).map(loadTourDetails));
});

describe('TourPage info card', () => {
  for (const id of Object.keys(expected) as TourId[]) {
    for (const locale of ['de', 'en'] as const) {
      it(`${pathOf(id, locale)} shows the four facts of the table`, async () => {
        await renderWithProviders(<TourPage tourId={id} />, { locale, path: pathOf(id, locale) });
        const want = expected[id][locale];
        const label = labels[locale];
        expect(factsOnPage()).toEqual({
          [label.duration]: want.duration,
          [label.price]: want.price,
          [label.people]: want.people,
          [label.availability]: want.availability,
        });
      });
    }
  }
});

describe('TourPage layout', () => {
  it('has one h1, a description, highlights, inclusions and a Request tour link to the form with the tour chosen', async () => {
    await renderWithProviders(<TourPage tourId="eaglesNest" />, { locale: 'en' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Eagle’s Nest Tour');
    expect(screen.getByRole('heading', { name: 'Highlights' })).toBeInTheDocument();
    const included = screen.getByRole('list', { name: 'Included' });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Private transport in a chauffeur-driven Mercedes',
      'German- and English-speaking chauffeur',
      'Hotel pick-up and return in Salzburg',
      'Water and refreshments on board',
    ]);
    const excluded = screen.getByRole('list', { name: 'Not included' });
    expect(
      within(excluded)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Entrance fees', 'Meals', 'Personal expenses']);
    const requests = screen.getAllByRole('link', { name: 'Request tour' });
    expect(requests.length).toBeGreaterThan(0);
    for (const link of requests) {
      expect(link).toHaveAttribute('href', '/en/contact?service=eaglesTour&tour=eaglesNest');
    }
    expect(screen.queryByRole('region', { name: 'Photo gallery' })).not.toBeInTheDocument();
  });

  it('gives the lake district tour a gallery carousel of four photos', async () => {
    await renderWithProviders(<TourPage tourId="salzkammergut" />, { locale: 'en' });
    const gallery = screen.getByRole('region', { name: 'Photo gallery' });
    expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(gallery).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    for (const slide of slides) {
      const img = slide.querySelector('img')!;
      expect(img.getAttribute('alt')).not.toBe('');
      expect(img).toHaveAttribute('loading', 'lazy');
      // Each photo is a button that opens it large: the keyboard reaches it there.
      expect(within(slide).getByRole('button')).toHaveAccessibleName(`Open photo: ${img.alt}`);
    }
    expect(gallery.querySelector('.carousel__viewport')).not.toHaveAttribute('tabindex');
  });

  it("ends with the phone's book-and-call bar, carrying the exact sight and its service", async () => {
    await renderWithProviders(<TourPage tourId="hellbrunn" />);
    const bar = screen.getByRole('navigation', { name: 'Schnellkontakt' });
    const book = within(bar).getByRole('link', { name: 'Tour anfragen' });
    expect(book).toHaveAttribute('href', '/kontakt?service=salzburgTour&tour=hellbrunn');
    expect(within(bar).getByRole('link', { name: /^Anrufen/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+43/),
    );
    // After everything of the page in the tab order: its own request button comes first.
    const own = screen.getAllByRole('link', { name: 'Tour anfragen' }).filter((l) => l !== book);
    expect(own.length).toBeGreaterThan(0);
    for (const link of own) {
      expect(link.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(bar.nextElementSibling).toBeNull();
  });

  it('preloads the hero photo with high priority and a German alt text', async () => {
    const { container } = await renderWithProviders(<TourPage tourId="fortress" />);
    const hero = container.querySelector('.page-hero img')!;
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero.getAttribute('alt')).toMatch(/Festung/);
  });
});
