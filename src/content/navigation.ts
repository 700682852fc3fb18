import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LinkTarget } from './page-paths.ts';
import { servicePageNames, type ServicePageId } from './service-page-names.ts';
import type { TourId } from './tour-ids.ts';
import { tourTitles } from './tour-titles.ts';

/** A link to one of the site's pages; its address is the page's in the current language. */
export type NavItem = { label: MessageDescriptor; to: LinkTarget };
export type NavGroup = {
  id: 'limousine' | 'tours' | 'sights';
  label: MessageDescriptor;
  items: NavItem[];
};

// A page is named the same wherever a link leads to it: tours and sights by their title, the
// services by their name, the other pages once here.
const tour = (id: TourId): NavItem => ({ label: tourTitles[id], to: id });
const service = (id: ServicePageId): NavItem => ({ label: servicePageNames[id], to: id });
const home: NavItem = { label: msg`Startseite`, to: 'home' };
const fleet: NavItem = { label: msg`Unsere Flotte`, to: 'fleet' };

export const navGroups: NavGroup[] = [
  {
    id: 'limousine',
    label: msg`Limousinenservice`,
    items: [
      service('airport'),
      service('trainStation'),
      service('longDistance'),
      service('event'),
      service('vip'),
      service('weddings'),
      fleet,
    ],
  },
  {
    id: 'tours',
    label: msg`Touren`,
    items: [
      tour('altstadt'),
      tour('salzkammergut'),
      tour('movieTour'),
      tour('eaglesNest'),
      tour('salzwelten'),
    ],
  },
  {
    id: 'sights',
    label: msg`Sehenswürdigkeiten`,
    items: [tour('fortress'), tour('mirabell'), tour('hellbrunn'), tour('leopoldskron')],
  },
];

export const contactNavItem: NavItem = { label: msg`Kontakt`, to: 'contact' };

export const footerQuickLinks: NavItem[] = [
  home,
  fleet,
  service('airport'),
  tour('altstadt'),
  contactNavItem,
];

/** Links that only the footer shows (docs/product.md, shared layout). */
export const footerMoreLinks: NavItem[] = [
  { label: msg`Stadttouren`, to: 'cityTours' },
  service('weddings'),
  // The spec's address for the event page; named as the page is.
  { label: servicePageNames.event, to: '/eventservice' },
  { label: msg`Impressum`, to: 'imprint' },
  { label: msg`Datenschutz`, to: 'privacy' },
  { label: msg`AGB`, to: 'terms' },
  // The booking requests this device sent, and where they stand (docs/decisions/booking-lifecycle.md).
  { label: msg`Meine Anfragen`, to: 'requests' },
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
