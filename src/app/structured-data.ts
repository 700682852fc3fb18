import type { I18n } from '@lingui/core';
import { business } from '../content/business.ts';
import { pathOf } from '../content/page-paths.ts';
import { sharePicturePath } from '../content/share-image.ts';
import { descriptionOf } from '../content/page-descriptions.ts';
import { tours, type TourId } from '../content/tours.ts';
import type { Locale } from '../lib/locales.ts';

const businessId = `${business.siteUrl}/#business`;

/**
 * schema.org data for search engines: the business on every page, each tour with its offer, in
 * the page's language and with the addresses of that language.
 */
export function structuredData(
  tourId: TourId | undefined,
  i18n: I18n,
  locale: Locale,
  /** The page's preview picture (page-picture.ts): a tour's own. */
  picture: string,
): object[] {
  const data: object[] = [
    {
      '@context': 'https://schema.org',
      '@type': ['LocalBusiness', 'TaxiService'],
      '@id': businessId,
      name: business.name,
      url: new URL(pathOf('home', locale), business.siteUrl).href,
      logo: `${business.siteUrl}/icons/icon-512.png`,
      // A picture of the place, not the logo again: the home page's preview (share-image.ts).
      image: new URL(sharePicturePath('homeHero'), business.siteUrl).href,
      telephone: business.phone,
      email: business.email,
      vatID: business.vatId,
      priceRange: '€€€',
      address: {
        '@type': 'PostalAddress',
        streetAddress: business.address.street,
        postalCode: business.address.postalCode,
        addressLocality: business.address.city,
        addressCountry: business.address.country,
      },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: business.hours.opens,
        closes: business.hours.closes,
      },
      areaServed: [
        { '@type': 'City', name: 'Salzburg' },
        { '@type': 'Country', name: 'Austria' },
        { '@type': 'Place', name: 'Europe' },
      ],
      sameAs: [business.instagram],
    },
  ];
  if (tourId) {
    const tour = tours[tourId];
    const url = new URL(pathOf(tourId, locale), business.siteUrl).href;
    data.push({
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: i18n._(tour.title),
      description: i18n._(descriptionOf(tourId)),
      url,
      image: new URL(picture, business.siteUrl).href,
      provider: { '@id': businessId },
      offers: {
        '@type': 'Offer',
        price: String(tour.offer.priceEur),
        priceCurrency: 'EUR',
        // "from 360 €": the lowest price of the tour.
        ...(tour.offer.from
          ? {
              priceSpecification: {
                '@type': 'PriceSpecification',
                minPrice: tour.offer.priceEur,
                priceCurrency: 'EUR',
              },
            }
          : {}),
        url,
        availability: 'https://schema.org/InStock',
      },
    });
  }
  return data;
}

/** As script elements for the head; `<` is escaped so no text can close the element. */
export function structuredDataHtml(data: object[]): string {
  return data
    .map(
      (item) =>
        `<script type="application/ld+json">${JSON.stringify(item).replace(/</g, '\\u003c')}</script>`,
    )
    .join('\n    ');
}
