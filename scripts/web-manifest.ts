import type { ManifestOptions } from 'vite-plugin-pwa';
import { business } from '../src/content/business.ts';

/** The web app manifest: German, like the site's default; colours of the brand. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: business.name,
  short_name: business.shortName,
  description:
    'Chauffeur- und Limousinenservice in Salzburg: Transfers, private Touren und Sehenswürdigkeiten.',
  lang: 'de',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0f1115',
  background_color: '#0f1115',
  categories: ['travel', 'business'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Jetzt buchen',
      short_name: 'Buchen',
      description: 'Buchungsanfrage senden',
      url: '/kontakt',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Anrufen',
      short_name: 'Anrufen',
      description: business.phoneDisplay,
      // Opens the site, which dials at once (a manifest shortcut cannot be a tel: link).
      url: '/?action=call',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
  screenshots: [
    {
      src: '/screenshots/home-narrow.webp',
      sizes: '390x844',
      type: 'image/webp',
      form_factor: 'narrow',
      label: 'Startseite',
    },
    {
      src: '/screenshots/home-wide.webp',
      sizes: '1440x900',
      type: 'image/webp',
      form_factor: 'wide',
      label: 'Startseite',
    },
  ],
};
