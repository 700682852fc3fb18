import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../content/page-paths.ts';
import { i18n, loadCatalog } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ServicePage } from './service-page.tsx';

beforeAll(async () => {
  await loadCatalog('services');
});

const items = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.service-list__label')?.textContent);

function expectOneHeroAndButton(button: string, service: string) {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.querySelector('.page-hero img')).toHaveAttribute('fetchpriority', 'high');
  // The booking form in the page's language (/kontakt or /en/contact), its service chosen: the
  // page's own button and the phone's book-and-call bar alike.
  const contact = pathOf('contact', i18n.locale as Locale);
  const links = screen.getAllByRole('link', { name: button });
  expect(links).toHaveLength(2);
  for (const link of links) expect(link).toHaveAttribute('href', `${contact}?service=${service}`);
  expect(within(screen.getByRole('navigation')).getByRole('link', { name: button })).toBe(links[1]);
}

describe('ServicePage', () => {
  it('airport: flight monitoring, the four airports and Book now', async () => {
    await renderWithProviders(<ServicePage serviceId="airport" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Flughafentransfer');
    expect(screen.getByRole('heading', { name: 'Flugüberwachung inklusive' })).toBeInTheDocument();
    expect(screen.getByText(/verfolgen Ihren Flug in Echtzeit/)).toBeInTheDocument();
    expect(items('Unsere Flughäfen')).toEqual(['Salzburg', 'München', 'Wien', 'Innsbruck']);
    expectOneHeroAndButton('Jetzt buchen', 'airportTransfer');
  });

  it('airport in English', async () => {
    await renderWithProviders(<ServicePage serviceId="airport" />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Airport Transfer');
    expect(screen.getByRole('heading', { name: 'Flight monitoring included' })).toBeInTheDocument();
    expectOneHeroAndButton('Book now', 'airportTransfer');
  });

  it('train station: Book now', async () => {
    await renderWithProviders(<ServicePage serviceId="trainStation" />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Train Station Transfer');
    expectOneHeroAndButton('Book now', 'trainTransfer');
  });

  it('long distance: the nine destinations in order', async () => {
    await renderWithProviders(<ServicePage serviceId="longDistance" />, { locale: 'en' });
    expect(items('Popular destinations')).toEqual([
      'Vienna',
      'Munich',
      'Innsbruck',
      'Graz',
      'Venice',
      'Milan',
      'Zurich',
      'Prague',
      'Lucerne',
    ]);
    expectOneHeroAndButton('Book now', 'longDistanceTrip');
  });

  it('long distance in German', async () => {
    await renderWithProviders(<ServicePage serviceId="longDistance" />);
    expect(items('Beliebte Ziele')).toEqual([
      'Wien',
      'München',
      'Innsbruck',
      'Graz',
      'Venedig',
      'Mailand',
      'Zürich',
      'Prag',
      'Luzern',
    ]);
  });

  it("event: the six 'perfect for' items and Enquire now", async () => {
    await renderWithProviders(<ServicePage serviceId="event" />, { locale: 'en' });
    expect(items('Perfect for')).toEqual([
      'Gala evenings',
      'Corporate events',
      'Conferences',
      'Concerts',
      'Festivals',
      'Trade fairs',
    ]);
    expectOneHeroAndButton('Enquire now', 'customService');
  });

  it('VIP: the six includes and Request a personal quote', async () => {
    await renderWithProviders(<ServicePage serviceId="vip" />, { locale: 'en' });
    expect(items('Includes')).toEqual([
      'Discretion',
      'Flexibility',
      'Personalised service',
      'Luxury vehicles',
      'Available around the clock (24/7)',
      'Highest safety standards',
    ]);
    expectOneHeroAndButton('Request a personal quote', 'corporateTransport');
  });

  it('VIP in German', async () => {
    await renderWithProviders(<ServicePage serviceId="vip" />);
    expect(items('Inklusive')).toEqual([
      'Diskretion',
      'Flexibilität',
      'Persönlicher Service',
      'Luxusfahrzeuge',
      'Rund um die Uhr verfügbar (24/7)',
      'Höchste Sicherheitsstandards',
    ]);
    expectOneHeroAndButton('Persönliches Angebot anfordern', 'corporateTransport');
  });
});
