/**
 * The operator's business details: the one place to change name, phone, e-mail, address,
 * opening hours and VAT id. The site (header, footer, imprint, contact page, structured data,
 * manifest shortcuts) reads them through src/content/business.ts, the e-mails from here: this
 * folder is the one both the browser and the function import.
 */
export const business = {
  name: 'Prestige Limousines Salzburg',
  shortName: 'Prestige Limousines',
  legalName: 'Prestige Limousines Salzburg e.U.',
  owner: 'Alexander Huber',
  /** Shown to people. */
  phoneDisplay: '+43 662 870 870',
  /** Dialled by tel: links (E.164). */
  phone: '+43662870870',
  email: 'office@prestige-limousines-salzburg.at',
  address: {
    street: 'Schwarzstraße 12',
    postalCode: '5020',
    city: 'Salzburg',
    country: 'AT',
  },
  /** Every day of the week, 24-hour clock. */
  hours: { opens: '08:00', closes: '20:00' },
  vatId: 'ATU78123456',
  instagram: 'https://www.instagram.com/prestige.limousines.salzburg/',
  siteUrl: 'https://www.prestige-limousines-salzburg.at',
  designCredit: 'Atelier Nordlicht, Salzburg',
  /**
   * Who serves the site's files, as the privacy policy names it: change it with the host
   * (README, "Deploying").
   */
  staticHost: 'Cloudflare Pages (Cloudflare, Inc.)',
} as const;
