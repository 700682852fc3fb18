import type { ManifestOptions } from 'vite-plugin-pwa';
import { business } from '../src/content/business.ts';
import { pathOf } from '../src/content/page-paths.ts';

/**
 * The web app manifest: German, like the site's default; colours of the brand. Its texts, and
 * its English twin, come from the catalogs at build time (scripts/vite-plugin-manifest-i18n.ts).
 */
export const webManifest: Partial<ManifestOptions> = {
  id: pathOf('home', 'de'),
  name: business.name,
  short_name: business.shortName,
  // The texts (description, shortcut names, screenshot labels) come from the catalogs.
  description: '',
  lang: 'de',
  dir: 'ltr',
  start_url: pathOf('home', 'de'),
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
      name: 'book',
      url: pathOf('contact', 'de'),
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'call',
      description: business.phoneDisplay,
      // Opens the site, which dials at once (a manifest shortcut cannot be a tel: link).
      url: `${pathOf('home', 'de')}?action=call`,
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      // The requests this device sent, and where they stand (shown offline too).
      name: 'requests',
      url: pathOf('requests', 'de'),
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
  screenshots: [
    {
      src: '/screenshots/home-narrow.webp',
      sizes: '390x844',
      type: 'image/webp',
      form_factor: 'narrow',
      label: 'home',
    },
    {
      src: '/screenshots/home-wide.webp',
      sizes: '1440x900',
      type: 'image/webp',
      form_factor: 'wide',
      label: 'home',
    },
  ],
};
