import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TourCarousel } from './tour-carousel.tsx';

beforeAll(async () => {
  await loadCatalog('home');
});

/** The seven cards, in order (docs/product.md, home). */
const cards = [
  ['Salzburg-Stadttour', '/altstadt-salzburg'],
  ['Salzkammergut-Seentour', '/salzkammergut'],
  ['Sound-of-Music-Tour', '/movie-tour'],
  ['Kehlsteinhaus-Tour (Eagle’s Nest)', '/eagles-nest'],
  ['Schloss Leopoldskron', '/schloss-leopoldskron'],
  ['Hallstätter-See-Tour', '/salzkammergut'],
  ['Festung Hohensalzburg', '/festung-hohensalzburg'],
];

describe('TourCarousel', () => {
  it('is a labelled carousel of seven slides, "n von 7"', async () => {
    await renderWithProviders(<TourCarousel />);
    const carousel = screen.getByRole('region', { name: 'Touren und Ausflüge' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'Karussell');
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(7);
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `${n} von 7`),
    );
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'Folie');
  });

  it('holds image, title, description and a view-details link per card, in order', async () => {
    await renderWithProviders(<TourCarousel />);
    const slides = within(screen.getByRole('region', { name: 'Touren und Ausflüge' })).getAllByRole(
      'group',
    );
    slides.forEach((slide, index) => {
      const [title, href] = cards[index] as [string, string];
      expect(within(slide).getByRole('heading', { level: 3 })).toHaveTextContent(title);
      const img = within(slide).getByRole('img');
      expect(img.getAttribute('alt')).not.toBe('');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(slide.querySelector('p')?.textContent?.length).toBeGreaterThan(20);
      const link = within(slide).getByRole('link', { name: `Details ansehen: ${title}` });
      expect(link).toHaveAttribute('href', href);
    });
  });

  it('has translated previous and next buttons', async () => {
    await renderWithProviders(<TourCarousel />, { locale: 'en' });
    const carousel = screen.getByRole('region', { name: 'Tours and excursions' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('group')[6]).toHaveAttribute('aria-label', '7 of 7');
    expect(within(carousel).getAllByRole('link')[0]).toHaveAccessibleName(
      'View details: Salzburg City Tour',
    );
  });

  it('moves focus along the cards with the arrow keys, from the last card to the first', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<TourCarousel />);
    const links = screen.getAllByRole('link', { name: /^Details ansehen/ });
    links[5]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(links[6]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(links[6]).toHaveFocus();
  });
});
