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
  expectButtons(button, `?service=${service}`);
}

function expectButtons(button: string, query: string) {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.querySelector('.page-hero img')).toHaveAttribute('fetchpriority', 'high');
  // The booking form in the page's language (/kontakt or /en/contact), its service chosen: the
  // page's own button and the phone's book-and-call bar alike.
  const contact = pathOf('contact', i18n.locale as Locale);
  const links = screen.getAllByRole('link', { name: button });
  expect(links).toHaveLength(2);
  for (const link of links) expect(link).toHaveAttribute('href', `${contact}${query}`);
  expect(within(screen.getByRole('navigation')).getByRole('link', { name: button })).toBe(links[1]);
}

describe('ServicePage', () => {
  it('airport: flight monitoring, the four airports and Book now', async () => {
    await renderWithProviders(<ServicePage pageId="airport" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Flughafentransfer');
    expect(screen.getByRole('heading', { name: 'Flugüberwachung inklusive' })).toBeInTheDocument();
    expect(screen.getByText(/verfolgen Ihren Flug in Echtzeit/)).toBeInTheDocument();
    expect(items('Unsere Flughäfen')).toEqual(['Salzburg', 'München', 'Wien', 'Innsbruck']);
    expectOneHeroAndButton('Jetzt buchen', 'airportTransfer');
  });

  it('airport in English', async () => {
    await renderWithProviders(<ServicePage pageId="airport" />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Airport Transfer');
    expect(screen.getByRole('heading', { name: 'Flight monitoring included' })).toBeInTheDocument();
    expectOneHeroAndButton('Book now', 'airportTransfer');
  });

  it('train station: Book now', async () => {
    await renderWithProviders(<ServicePage pageId="trainStation" />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Train Station Transfer');
    expectOneHeroAndButton('Book now', 'trainTransfer');
  });

  it('airport: each airport with its meeting point, the waiting time and late flights', async () => {
    await renderWithProviders(<ServicePage pageId="airport" />, { locale: 'en' });
    const list = screen.getByRole('region', { name: 'Our airports' });
    const notes = [...list.querySelectorAll('.service-list__note')].map((note) => note.textContent);
    expect(notes).toHaveLength(4);
    for (const note of notes) expect(note).toMatch(/^Meeting point: .*arrivals hall.*name sign$/);
    expect(screen.getByText(/wait 60 minutes after landing/)).toBeInTheDocument();
    expect(screen.getByText(/15 minutes for every other pickup/)).toBeInTheDocument();
    expect(
      screen.getByText(/flight actually lands, so a delay costs you nothing/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/at any hour by arrangement.*office is open every day from 08:00 to 20:00/),
    ).toBeInTheDocument();
  });

  it('long distance: each destination with its drive opens the form with it filled in', async () => {
    await renderWithProviders(<ServicePage pageId="longDistance" />, { locale: 'en' });
    const vienna = screen.getByRole('link', { name: /^Vienna/ });
    expect(vienna).toHaveTextContent('Vienna' + 'Austria' + 'about 3 hours’ drive');
    expect(vienna).toHaveAttribute(
      'href',
      '/en/contact?service=longDistanceTrip&destination=vienna',
    );
    expect(screen.getByRole('link', { name: /^Venice/ })).toHaveTextContent(
      'about 4½ hours’ drive',
    );
  });

  it('long distance: the nine destinations in order', async () => {
    await renderWithProviders(<ServicePage pageId="longDistance" />, { locale: 'en' });
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
    await renderWithProviders(<ServicePage pageId="longDistance" />);
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

  it("event: the six 'perfect for' items and Request now", async () => {
    await renderWithProviders(<ServicePage pageId="event" />, { locale: 'en' });
    expect(items('Perfect for')).toEqual([
      'Gala evenings',
      'Corporate events',
      'Conferences',
      'Concerts',
      'Festivals',
      'Trade fairs',
    ]);
    expectOneHeroAndButton('Request now', 'customService');
  });

  it('VIP: the six includes and Request personal offer, booking VIP transport', async () => {
    await renderWithProviders(<ServicePage pageId="vip" />, { locale: 'en' });
    expect(items('Includes')).toEqual([
      'Discretion',
      'Flexibility',
      'Personalised service',
      'Luxury vehicles',
      'Rides at any hour by arrangement (24/7)',
      'Highest safety standards',
    ]);
    expectOneHeroAndButton('Request personal offer', 'vipTransport');
  });

  it('VIP in German', async () => {
    await renderWithProviders(<ServicePage pageId="vip" />);
    expect(items('Inklusive')).toEqual([
      'Diskretion',
      'Flexibilität',
      'Persönlicher Service',
      'Luxusfahrzeuge',
      'Fahrten rund um die Uhr nach Vereinbarung (24/7)',
      // (a soft hyphen: the word breaks there on a narrow phone with large text)
      'Höchste Sicherheits\u00adstandards',
    ]);
    expectOneHeroAndButton('Persönliches Angebot anfordern', 'vipTransport');
  });

  it('weddings: the decorated car, the timings of the day and a request for the wedding service', async () => {
    await renderWithProviders(<ServicePage pageId="weddings" />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wedding Service');
    expect(screen.getByRole('heading', { name: 'The decorated car' })).toBeInTheDocument();
    expect(items('A wedding day, step by step')).toEqual([
      'Collecting the bride',
      'Arrival at the ceremony',
      'Photos after the ceremony',
      'Drive to the reception',
      'The ride home after the party',
    ]);
    expectOneHeroAndButton('Request now', 'weddingService');
  });
});
