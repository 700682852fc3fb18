import type { Locale } from '../schemas/constants.ts';

/**
 * The visitor's mails of a decision, in the visitor's language (docs/decisions/booking-lifecycle.md).
 * The request's field labels come from the request model; these are the mails' own words.
 */
interface DecisionTexts {
  confirmedSubject(reference: string, brand: string): string;
  declinedSubject(reference: string, brand: string): string;
  cancelledSubject(reference: string, brand: string): string;
  confirmedPreheader: string;
  declinedPreheader: string;
  cancelledPreheader: string;
  confirmedHeadline: string;
  declinedHeadline: string;
  cancelledHeadline: string;
  confirmedLead: string;
  declinedLead: string;
  cancelledLead: string;
  journeyTitle: string;
  routeLabel: string;
  returnTitle: string;
  priceTitle: string;
  price: string;
  deposit: string;
  payment: string;
  /** When and how it is paid, in the status page's words (the requests catalog, locales/). */
  paymentOnTheDay: string;
  paymentBalanceOnTheDay: string;
  vatIncluded: string;
  meetingPoint: string;
  messageTitle: string;
  reasonTitle: string;
  cancellationTitle: string;
  cancellationTerms: string;
  onTheDay(phone: string): string;
  callUs(phone: string): string;
  noCharge: string;
  depositRefund(amount: string): string;
  /** The status page's link: a booking's, or for a request we declined, a request's. */
  statusAction: string;
  declinedStatusAction: string;
  calendarConfirmed(service: string, reference: string): string;
  calendarCancelled(service: string, reference: string): string;
  /** The entry's note once decided; the request's note said it was not yet binding. */
  calendarConfirmedNote(reference: string, brand: string, phone: string): string;
  calendarCancelledNote(reference: string, brand: string, phone: string): string;
  calendarFile(date: string): string;
}

export const DECISION_TEXTS: Readonly<Record<Locale, DecisionTexts>> = {
  de: {
    confirmedSubject: (reference, brand) => `Ihre Buchung ${reference} ist bestätigt – ${brand}`,
    declinedSubject: (reference, brand) =>
      `Ihre Anfrage ${reference}: leider keine Zusage – ${brand}`,
    cancelledSubject: (reference, brand) => `Ihre Buchung ${reference} ist storniert – ${brand}`,
    confirmedPreheader: 'Wir bestätigen Ihre Fahrt verbindlich. Alle Einzelheiten im Überblick.',
    declinedPreheader: 'Leider können wir Ihre Anfrage nicht bestätigen.',
    cancelledPreheader: 'Leider müssen wir Ihre bestätigte Fahrt absagen.',
    confirmedHeadline: 'Ihre Buchung ist bestätigt',
    declinedHeadline: 'Leider keine Zusage',
    cancelledHeadline: 'Ihre Buchung ist storniert',
    confirmedLead:
      'hiermit bestätigen wir Ihre Buchung verbindlich. Hier sind alle Einzelheiten; bitte nennen Sie uns die Referenz, wenn Sie uns anrufen oder schreiben.',
    declinedLead: 'vielen Dank für Ihre Anfrage. Leider können wir sie nicht bestätigen.',
    cancelledLead:
      'leider müssen wir Ihre bestätigte Buchung absagen. Wir bitten Sie dafür um Entschuldigung.',
    journeyTitle: 'Ihre Fahrt',
    routeLabel: 'Strecke',
    returnTitle: 'Rückfahrt',
    priceTitle: 'Preis und Zahlung',
    price: 'Preis',
    deposit: 'Anzahlung',
    payment: 'Zahlung',
    paymentOnTheDay: 'per Überweisung oder bar, spätestens am Tag der Fahrt',
    paymentBalanceOnTheDay: 'per Überweisung oder bar; der Rest spätestens am Tag der Fahrt',
    vatIncluded: 'inkl. MwSt.',
    meetingPoint: 'Treffpunkt',
    messageTitle: 'Nachricht von uns',
    reasonTitle: 'Grund',
    cancellationTitle: 'Stornierung',
    cancellationTerms:
      'Bis 7 Tage vor der Fahrt kostenlos; 1 bis 6 Tage vorher 50 % des Preises; am Tag der Fahrt 100 %.',
    onTheDay: (phone) => `Am Tag der Fahrt erreichen Sie uns unter ${phone}.`,
    callUs: (phone) =>
      `Rufen Sie uns gern an: Oft finden wir gemeinsam eine andere Zeit oder Lösung. Telefon: ${phone}`,
    noCharge: 'Ihnen entstehen dadurch keine Kosten.',
    depositRefund: (amount) =>
      `Haben Sie die Anzahlung von ${amount} schon geleistet, erstatten wir sie Ihnen vollständig.`,
    statusAction: 'Buchung online ansehen',
    declinedStatusAction: 'Anfrage online ansehen',
    calendarConfirmed: (service, reference) => `Bestätigt: ${service} (${reference})`,
    calendarCancelled: (service, reference) => `Abgesagt: ${service} (${reference})`,
    calendarConfirmedNote: (reference, brand, phone) =>
      `Ihre Buchung ${reference} bei ${brand}, schriftlich bestätigt. Am Tag der Fahrt erreichen Sie uns unter ${phone}.`,
    calendarCancelledNote: (reference, brand, phone) =>
      `Diese Fahrt (${reference}) mit ${brand} findet nicht statt. Telefon: ${phone}`,
    calendarFile: (date) => `buchung-${date}.ics`,
  },
  en: {
    confirmedSubject: (reference, brand) => `Your booking ${reference} is confirmed – ${brand}`,
    declinedSubject: (reference, brand) =>
      `Your request ${reference}: we cannot confirm it – ${brand}`,
    cancelledSubject: (reference, brand) => `Your booking ${reference} is cancelled – ${brand}`,
    confirmedPreheader: 'We confirm your booking. Every detail at a glance.',
    declinedPreheader: 'Unfortunately we cannot confirm your request.',
    cancelledPreheader: 'Unfortunately we have to cancel your confirmed booking.',
    confirmedHeadline: 'Your booking is confirmed',
    declinedHeadline: 'We cannot confirm your request',
    cancelledHeadline: 'Your booking is cancelled',
    confirmedLead:
      'We are pleased to confirm your booking. Here are all the details; please quote the reference when you call or write to us.',
    declinedLead: 'Thank you for your request. Unfortunately we cannot confirm it.',
    cancelledLead:
      'Unfortunately we have to cancel your confirmed booking. Please accept our apologies.',
    journeyTitle: 'Your ride',
    routeLabel: 'Route',
    returnTitle: 'Return trip',
    priceTitle: 'Price and payment',
    price: 'Price',
    deposit: 'Deposit',
    payment: 'Payment',
    paymentOnTheDay: 'by bank transfer or in cash, on the day of the ride at the latest',
    paymentBalanceOnTheDay:
      'by bank transfer or in cash; the balance on the day of the ride at the latest',
    vatIncluded: 'incl. VAT',
    meetingPoint: 'Meeting point',
    messageTitle: 'A message from us',
    reasonTitle: 'Reason',
    cancellationTitle: 'Cancellation',
    cancellationTerms:
      'Free of charge until 7 days before the ride; 50% of the price 1 to 6 days before; 100% on the day.',
    onTheDay: (phone) => `On the day of your ride, call us on ${phone}.`,
    callUs: (phone) =>
      `Please give us a call: together we can often find another time or another way. Phone: ${phone}`,
    noCharge: 'This costs you nothing.',
    depositRefund: (amount) =>
      `If you have already paid the deposit of ${amount}, we will refund it in full.`,
    statusAction: 'View your booking online',
    declinedStatusAction: 'View your request online',
    calendarConfirmed: (service, reference) => `Confirmed: ${service} (${reference})`,
    calendarCancelled: (service, reference) => `Cancelled: ${service} (${reference})`,
    calendarConfirmedNote: (reference, brand, phone) =>
      `Your booking ${reference} with ${brand}, confirmed in writing. On the day of your ride, call us on ${phone}.`,
    calendarCancelledNote: (reference, brand, phone) =>
      `This ride (${reference}) with ${brand} will not take place. Phone: ${phone}`,
    calendarFile: (date) => `booking-${date}.ics`,
  },
};

/** Euros from cents as the site writes prices: '540 €' / '€540', cents only when there are any. */
export function formatEuro(cents: number, locale: Locale): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
