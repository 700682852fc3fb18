import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { TOURS } from './src/content/tour-ids.ts';

// German is the source language: msgids are the German texts, English is the translation.
// One catalog per area, so a page downloads only the texts it shows (src/@@I18N@@).
const area = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/locales/{locale}/${name}`,
  include,
  exclude: ['**/*.test.*', ...exclude],
});

/** What the forms' module gives the lifecycle's pages to show (see the areas below). */
const LIFECYCLE_SHARED = [
  'src/features/forms/booking-summary.tsx',
  'src/features/forms/child-ages.ts',
  'src/features/forms/service-labels.ts',
  'src/features/forms/service-field-labels.ts',
  'src/features/forms/status-badge.tsx',
];

// Shown in English on German pages, and only there: loaded on its own (offer-panel.tsx).
const languageOffer = 'src/features/language/offer-texts.ts';

// What a page shows about kept requests and installing, loaded only when it shows one
// (pending-indicator.tsx, pwa-agent.tsx, the install hints): most page loads show none.
const PWA_LAZY = [
  'src/features/pwa/agent-notices.ts',
  'src/features/pwa/pending-badge.tsx',
  'src/features/pwa/install-hint-card.tsx',
  'src/features/pwa/ios-install-card.tsx',
];

// The web app manifest's texts: read by the build (entry-server.tsx), never by a page.
const manifestTexts = 'src/app/manifest-texts.ts';

// The pages' meta descriptions: in every prerendered page, loaded by the app only after a
// navigation (document-head.ts).
const descriptions = 'src/content/page-descriptions.ts';

// The home poster's alt text: the home page shows it, and every prerendered page's head names it
// for the link preview's picture, so it is in both catalogs.
const homePoster = 'src/content/home-hero.ts';

export default defineConfig({
  sourceLocale: 'de',
  locales: ['de', 'en'],
  fallbackLocales: { default: 'de' },
  catalogs: [
    area(
      'messages',
      [
        'src/app',
        'src/components',
        'src/content/business.ts',
        'src/content/navigation.ts',
        'src/content/service-page-names.ts',
        'src/content/tours.ts',
        'src/content/tour-titles.ts',
        'src/features/language',
        'src/features/layout',
        'src/features/pwa',
        'src/pages/not-found-page.tsx',
      ],
      [languageOffer, ...PWA_LAZY, manifestTexts, descriptions],
    ),
    area('language-offer', [languageOffer]),
    area('pwa', PWA_LAZY),
    area('manifest', [manifestTexts]),
    area('descriptions', [descriptions, homePoster]),
    area('home', [
      'src/features/home',
      'src/content/home.ts',
      homePoster,
      'src/pages/home-page.tsx',
    ]),
    // Texts shared by every tour page; each tour's own texts are in its own catalog.
    area('tours', ['src/features/tours', 'src/content/tour-details.ts', 'src/pages/tour-page.tsx']),
    ...Object.values(TOURS).map(({ file }) =>
      area(`tour-${file}`, [`src/content/tours/${file}.ts`]),
    ),
    area('services', [
      'src/features/services',
      'src/content/service-pages.ts',
      'src/content/destinations.ts',
      'src/pages/airport-page.tsx',
      'src/pages/train-station-page.tsx',
      'src/pages/long-distance-page.tsx',
      'src/pages/event-page.tsx',
      'src/pages/vip-page.tsx',
      'src/pages/wedding-page.tsx',
    ]),
    area('contact', [
      'src/content/destinations.ts',
      'src/features/booking',
      'src/features/contact',
      'src/features/forms',
      'src/pages/contact-page.tsx',
    ]),
    // The booking lifecycle: the visitor's requests, and the operator's console (its own, so no
    // visitor downloads it). Each also holds the few texts of the forms' module it shows (the
    // summary, the services, the statuses; the console the fields and their messages), so
    // neither loads the contact page's whole catalog (the first-load budget).
    area('requests', [
      'src/features/request-status',
      'src/pages/requests-page.tsx',
      ...LIFECYCLE_SHARED,
    ]),
    area('operator', [
      'src/features/operator',
      'src/pages/console-page.tsx',
      ...LIFECYCLE_SHARED,
      'src/features/forms/form-controls.tsx',
      'src/features/forms/validation-messages.ts',
    ]),
    area('legal', [
      'src/features/legal',
      'src/pages/imprint-page.tsx',
      'src/pages/terms-page.tsx',
      'src/pages/privacy-page.tsx',
    ]),
  ],
  format: formatter({ lineNumbers: false }),
});
