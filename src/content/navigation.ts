import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LinkTarget } from './page-paths.ts';

/** A link to one of the site's pages; its address is the page's in the current language. */
export type NavItem = { label: MessageDescriptor; to: LinkTarget };
export type NavGroup = {
  id: 'limousine' | 'tours' | 'sights';
  label: MessageDescriptor;
  items: NavItem[];
};

export const navGroups: NavGroup[] = [
  {
    id: 'limousine',
    label: msg`Limousinenservice`,
    items: [
      { label: msg`Flughafentransfer`, to: 'airport' },
      { label: msg`Bahnhofstransfer`, to: 'trainStation' },
      { label: msg`Langstrecke`, to: 'longDistance' },
      { label: msg`Event-Service`, to: 'event' },
      { label: msg`VIP-Transport`, to: 'vip' },
      { label: msg`Unsere Flotte`, to: 'fleet' },
    ],
  },
  {
    id: 'tours',
    label: msg`Touren`,
    items: [
      { label: msg`Salzburg Stadttour`, to: 'altstadt' },
      { label: msg`Salzkammergut-Seentour`, to: 'salzkammergut' },
      { label: msg`Sound-of-Music-Tour`, to: 'movieTour' },
      { label: msg`Kehlsteinhaus (Eagle's Nest)`, to: 'eaglesNest' },
      { label: msg`Salzwelten`, to: 'salzwelten' },
    ],
  },
  {
    id: 'sights',
    label: msg`Sehenswürdigkeiten`,
    items: [
      { label: msg`Festung Hohensalzburg`, to: 'fortress' },
      { label: msg`Schloss Mirabell`, to: 'mirabell' },
      { label: msg`Schloss Hellbrunn`, to: 'hellbrunn' },
      { label: msg`Schloss Leopoldskron`, to: 'leopoldskron' },
    ],
  },
];

export const contactNavItem: NavItem = { label: msg`Kontakt`, to: 'contact' };

export const footerQuickLinks: NavItem[] = [
  { label: msg`Startseite`, to: 'home' },
  { label: msg`Unsere Flotte`, to: 'fleet' },
  { label: msg`Flughafentransfer`, to: 'airport' },
  { label: msg`Salzburg Stadttour`, to: 'altstadt' },
  { label: msg`Kontakt`, to: 'contact' },
];

/** Links that only the footer shows (docs/product.md, shared layout). */
export const footerMoreLinks: NavItem[] = [
  { label: msg`Stadttouren`, to: 'cityTours' },
  { label: msg`Hochzeiten`, to: 'weddings' },
  { label: msg`Eventservice`, to: '/eventservice' },
  { label: msg`Impressum`, to: 'imprint' },
  { label: msg`Datenschutz`, to: 'privacy' },
  { label: msg`AGB`, to: 'terms' },
];

/** A page's entry in the menus and the menu it is in: where its name is written, once. */
function menuEntry(to: LinkTarget): { group: NavGroup; item: NavItem } {
  for (const group of navGroups) {
    const item = group.items.find((entry) => entry.to === to);
    if (item) return { group, item };
  }
  throw new Error(`${to} is in no menu`);
}

/** What the 404 page offers instead, besides home and contact (docs/product.md, routes). */
export const notFoundSuggestions = (
  ['airport', 'eaglesNest', 'salzkammergut', 'fleet'] as const
).map(menuEntry);
