import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../lib/i18n.ts';
import { renderWithProviders } from '../test/render.tsx';
import { HomePage } from './home-page.tsx';

beforeAll(async () => {
  await loadCatalog('home');
});

const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('HomePage', () => {
  it('shows the sections in order, with one h1 whose first word is bold', async () => {
    await renderWithProviders(<HomePage />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(h1).toHaveTextContent('Chauffeurservice der Extraklasse in Salzburg');
    expect(h1.firstElementChild?.tagName).toBe('STRONG');
    expect(h1.firstElementChild).toHaveTextContent(/^Chauffeurservice$/);
    expect(sectionHeadings()).toEqual([
      'Luxus, der Sie bewegt',
      'Private Touren ab Salzburg',
      'Ein Wort des Gründers',
      'Mercedes-Benz für jeden Anlass',
      'Buchen Sie Ihren Chauffeur',
    ]);
  });

  it('has the hero buttons, a scroll indicator to the next section and the request button', async () => {
    await renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: 'Fahrzeuge entdecken' })).toHaveAttribute(
      'href',
      '/limousinen',
    );
    expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute(
      'href',
      '/kontakt',
    );
    const indicator = screen.getByRole('link', { name: 'Weiter zum nächsten Abschnitt' });
    expect(indicator).toHaveAttribute('href', '#premium-service');
    expect(document.getElementById('premium-service')).toHaveAccessibleName(
      'Luxus, der Sie bewegt',
    );
    expect(screen.getByRole('link', { name: 'Jetzt anfragen' })).toHaveAttribute(
      'href',
      '/kontakt',
    );
  });

  it('holds the premium service texts: two highlights, the slogan card and five badges', async () => {
    await renderWithProviders(<HomePage />, { locale: 'en' });
    const premium = screen.getByRole('region', { name: 'Luxury that moves you' });
    expect(
      within(premium)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Europe-wide service', 'Guaranteed discretion']);
    expect(premium.querySelector('.slogan-card blockquote')).toHaveTextContent(
      'The journey is the moment – not just a means to an end.',
    );
    const badges = premium.querySelectorAll('.badge');
    expect([...badges].map((badge) => badge.textContent)).toEqual([
      'First-class service',
      'Experienced chauffeurs',
      'Tailor-made',
      'Utmost discretion',
      'Available Europe-wide',
    ]);
    expect(screen.getByRole('region', { name: 'A word from the founder' })).toHaveTextContent(
      /Alexander Huber/,
    );
  });

  it('shows the fleet: E-Class up to 3 and V-Class up to 7 passengers', async () => {
    await renderWithProviders(<HomePage />);
    const fleet = screen.getByRole('region', { name: 'Mercedes-Benz für jeden Anlass' });
    const cars = within(fleet).getAllByRole('heading', { level: 3 });
    expect(cars.map((car) => car.textContent)).toEqual([
      'Mercedes-Benz E-Klasse',
      'Mercedes-Benz V-Klasse',
    ]);
    expect(within(fleet).getByText('Bis zu 3 Fahrgäste')).toBeInTheDocument();
    expect(within(fleet).getByText('Bis zu 7 Fahrgäste')).toBeInTheDocument();
  });

  it('puts the fleet right under the hero on /limousinen', async () => {
    await renderWithProviders(<HomePage fleetFirst />, { path: '/limousinen' });
    expect(sectionHeadings()[0]).toBe('Mercedes-Benz für jeden Anlass');
    expect(screen.getByRole('link', { name: 'Weiter zum nächsten Abschnitt' })).toHaveAttribute(
      'href',
      '#flotte',
    );
  });
});
