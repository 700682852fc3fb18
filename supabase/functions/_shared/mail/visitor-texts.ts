import type { Locale } from '../schemas/constants.ts';

interface VisitorTexts {
  bookingSubject(brand: string): string;
  contactSubject(brand: string): string;
  /** With a first name, or without one when the visitor gave none that looks like a name. */
  greeting(name: string | null): string;
  bookingThanks: string;
  bookingNotYetConfirmed: string;
  contactThanks: string;
  signature(brand: string): string;
  labels: Record<'service' | 'date' | 'time' | 'passengers' | 'car' | 'reference', string>;
}

export const VISITOR_TEXTS: Readonly<Record<Locale, VisitorTexts>> = {
  de: {
    bookingSubject: (brand) => `Ihre Buchungsanfrage bei ${brand}`,
    contactSubject: (brand) => `Ihre Nachricht an ${brand}`,
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    bookingThanks:
      'vielen Dank für Ihre Buchungsanfrage. Wir melden uns innerhalb von 24 Stunden bei Ihnen, um die Verfügbarkeit zu bestätigen und die Details zu besprechen.',
    bookingNotYetConfirmed:
      'Bitte beachten Sie: Dies ist eine Eingangsbestätigung. Die Buchung gilt erst mit unserer schriftlichen Bestätigung.',
    contactThanks:
      'vielen Dank für Ihre Nachricht. Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
    signature: (brand) => `Mit freundlichen Grüßen\n${brand}`,
    labels: {
      service: 'Service',
      date: 'Datum',
      time: 'Uhrzeit',
      passengers: 'Personen',
      car: 'Fahrzeug',
      reference: 'Referenz',
    },
  },
  en: {
    bookingSubject: (brand) => `Your booking request with ${brand}`,
    contactSubject: (brand) => `Your message to ${brand}`,
    greeting: (name) => (name ? `Dear ${name},` : 'Dear guest,'),
    // After 'Dear …,' an English letter goes on with a capital (German with a small letter).
    bookingThanks:
      'Thank you for your booking request. We will contact you within 24 hours to confirm availability and discuss the details.',
    bookingNotYetConfirmed:
      'Please note: this confirms that we received your request. The booking is binding only once we confirm it in writing.',
    contactThanks: 'Thank you for your message. We will contact you within 24 hours.',
    signature: (brand) => `Kind regards\n${brand}`,
    labels: {
      service: 'Service',
      date: 'Date',
      time: 'Time',
      passengers: 'Passengers',
      car: 'Vehicle',
      reference: 'Reference',
    },
  },
};
