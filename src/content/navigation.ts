import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type NavItem = { label: MessageDescriptor; href: string };
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
      { label: msg`Flughafentransfer`, href: '/flughafen' },
      { label: msg`Bahnhofstransfer`, href: '/bahnhof' },
      { label: msg`Langstrecke`, href: '/langstrecke' },
      { label: msg`Event-Service`, href: '/event-service' },
      { label: msg`VIP-Transport`, href: '/vip-transport' },
      { label: msg`Unsere Flotte`, href: '/limousinen' },
    ],
  },
  {
    id: 'tours',
    label: msg`Touren`,
    items: [
      { label: msg`Salzburg Stadttour`, href: '/altstadt-salzburg' },
      { label: msg`Salzkammergut-Seentour`, href: '/salzkammergut' },
      { label: msg`Sound-of-Music-Tour`, href: '/movie-tour' },
      { label: msg`Kehlsteinhaus (Eagle's Nest)`, href: '/eagles-nest' },
      { label: msg`Salzwelten`, href: '/salzwelten' },
    ],
  },
  {
    id: 'sights',
    label: msg`Sehenswürdigkeiten`,
    items: [
      { label: msg`Festung Hohensalzburg`, href: '/festung-hohensalzburg' },
      { label: msg`Schloss Mirabell`, href: '/schloss-mirabell' },
      { label: msg`Schloss Hellbrunn`, href: '/schloss-hellbrunn' },
      { label: msg`Schloss Leopoldskron`, href: '/schloss-leopoldskron' },
    ],
  },
];

export const contactNavItem: NavItem = { label: msg`Kontakt`, href: '/kontakt' };

export const footerQuickLinks: NavItem[] = [
  { label: msg`Startseite`, href: '/' },
  { label: msg`Unsere Flotte`, href: '/limousinen' },
  { label: msg`Flughafentransfer`, href: '/flughafen' },
  { label: msg`Salzburg Stadttour`, href: '/altstadt-salzburg' },
  { label: msg`Kontakt`, href: '/kontakt' },
];

/** Links that only the footer shows (spec point 2). */
export const footerMoreLinks: NavItem[] = [
  { label: msg`Stadttouren`, href: '/stadttouren' },
  { label: msg`Hochzeiten`, href: '/hochzeiten' },
  { label: msg`Eventservice`, href: '/eventservice' },
  { label: msg`Impressum`, href: '/impressum' },
  { label: msg`Datenschutz`, href: '/datenschutz' },
  { label: msg`AGB`, href: '/agb' },
];
