import type { Locale } from '../schemas/constants.ts';

/** The visitor's mails' own words; the request's field labels come from the request model. */
interface VisitorTexts {
  bookingSubject(reference: string, brand: string): string;
  contactSubject(brand: string): string;
  bookingPreheader: string;
  contactPreheader: string;
  bookingHeadline: string;
  contactHeadline: string;
  /** With a first name, or without one when the visitor gave none that looks like a name. */
  greeting(name: string | null): string;
  bookingThanks: string;
  contactThanks: string;
  /** Section titles, keyed by where they start in the request model's field order. */
  summaryTitle: string;
  returnTitle: string;
  specialRequestsTitle: string;
  nextStepsTitle: string;
  /** The request is not confirmed yet, and by when we answer. */
  nextSteps(answerBy: string): string;
  /**
   * Anyone can type anyone's address into the form: what the one who got the mail without
   * asking should know, and that the special requests are the sender's words, not ours.
   */
  notYouTitle: string;
  notYou(phone: string, withWishes: boolean): string;
  /** For a ride that starts before that answer: the preheader and next steps ask to call. */
  soonPreheader: string;
  soonSteps(phone: string): string;
  statusAction: string;
  contactNextSteps: string;
  signature(brand: string): string;
  contactTitle: string;
  reference: string;
  phone: string;
  email: string;
  /** The calendar entry: a request, marked as not yet confirmed. */
  calendarSummary(service: string, reference: string): string;
  calendarReturn: string;
  calendarDescription(reference: string, brand: string, phone: string): string;
  calendarFile(date: string): string;
}

const DE_BINDING =
  'Verbindlich gebucht ist die Fahrt erst mit unserer schriftlichen Bestätigung; bis dahin ist der beiliegende Kalendereintrag als angefragt markiert. Den Stand Ihrer Anfrage sehen Sie jederzeit über den Link oben.';
const EN_BINDING =
  'The booking is binding only once we confirm it to you in writing; until then the attached calendar entry is marked as requested. You can check where your request stands at any time with the link above.';

export const VISITOR_TEXTS: Readonly<Record<Locale, VisitorTexts>> = {
  de: {
    bookingSubject: (reference, brand) => `Ihre Buchungsanfrage ${reference} bei ${brand}`,
    contactSubject: (brand) => `Ihre Nachricht an ${brand}`,
    bookingPreheader: 'Wir haben Ihre Anfrage erhalten und melden uns innerhalb von 24 Stunden.',
    contactPreheader: 'Wir haben Ihre Nachricht erhalten und melden uns innerhalb von 24 Stunden.',
    bookingHeadline: 'Ihre Anfrage ist bei uns eingegangen',
    contactHeadline: 'Ihre Nachricht ist bei uns eingegangen',
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    bookingThanks:
      'vielen Dank für Ihre Buchungsanfrage. Hier ist sie noch einmal im Überblick (Abholort und Ziel nennt erst unsere Bestätigung); bitte nennen Sie uns die Referenz, wenn Sie uns anrufen oder schreiben.',
    contactThanks:
      'vielen Dank für Ihre Nachricht. Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
    summaryTitle: 'Ihre Anfrage',
    returnTitle: 'Rückfahrt',
    specialRequestsTitle: 'Ihre Sonderwünsche',
    nextStepsTitle: 'So geht es weiter',
    nextSteps: (answerBy) =>
      `Ihre Anfrage ist noch nicht bestätigt. Wir prüfen die Verfügbarkeit und antworten Ihnen spätestens am ${answerBy}\u00a0Uhr (Salzburger Zeit).\n${DE_BINDING}`,
    notYouTitle: 'Nicht von Ihnen gesendet?',
    notYou: (phone, withWishes) =>
      `Dann hat jemand Ihre Adresse in unser Formular eingegeben, und Sie können diese E-Mail löschen.${withWishes ? ' Die Sonderwünsche oben hat der Absender geschrieben, nicht wir.' : ''} Unsere Telefonnummer ist ausschließlich ${phone}.`,
    soonPreheader:
      'Wir haben Ihre Anfrage erhalten. Ihre Fahrt beginnt bald: Bitte rufen Sie uns an.',
    soonSteps: (phone) =>
      `Ihre Anfrage ist noch nicht bestätigt, und Ihre Fahrt beginnt, bevor wir üblicherweise antworten würden. Bitte rufen Sie uns unter ${phone} an, damit wir sie rechtzeitig bestätigen können.\n${DE_BINDING}`,
    statusAction: 'Stand der Anfrage ansehen',
    contactNextSteps:
      'Haben Sie noch Fragen? Antworten Sie einfach auf diese E-Mail oder rufen Sie uns an.',
    signature: (brand) => `Mit freundlichen Grüßen\n${brand}`,
    contactTitle: 'So erreichen Sie uns',
    reference: 'Referenz',
    phone: 'Telefon',
    email: 'E-Mail',
    calendarSummary: (service, reference) =>
      `Angefragt, noch nicht bestätigt: ${service} (${reference})`,
    calendarReturn: 'Rückfahrt',
    calendarDescription: (reference, brand, phone) =>
      `Ihre Anfrage ${reference} bei ${brand}. Gebucht erst mit unserer schriftlichen Bestätigung. Telefon: ${phone}`,
    calendarFile: (date) => `anfrage-${date}.ics`,
  },
  en: {
    bookingSubject: (reference, brand) => `Your booking request ${reference} with ${brand}`,
    contactSubject: (brand) => `Your message to ${brand}`,
    bookingPreheader: 'We have received your request and will reply within 24 hours.',
    contactPreheader: 'We have received your message and will reply within 24 hours.',
    bookingHeadline: 'We have received your request',
    contactHeadline: 'We have received your message',
    greeting: (name) => (name ? `Dear ${name},` : 'Dear guest,'),
    // After 'Dear …,' an English letter goes on with a capital (German with a small letter).
    bookingThanks:
      'Thank you for your booking request. Here it is once more at a glance (our confirmation will also name the pickup and destination); please quote the reference when you call or write to us.',
    contactThanks: 'Thank you for your message. We will contact you within 24 hours.',
    summaryTitle: 'Your request',
    returnTitle: 'Return trip',
    specialRequestsTitle: 'Your special requests',
    nextStepsTitle: 'What happens next',
    nextSteps: (answerBy) =>
      `Your request is not confirmed yet. We are checking availability and will answer by ${answerBy} (Salzburg time) at the latest.\n${EN_BINDING}`,
    notYouTitle: 'Not sent by you?',
    notYou: (phone, withWishes) =>
      `Then someone typed your address into our form, and you can delete this email.${withWishes ? ' The special requests above are the sender’s words, not ours.' : ''} Our only phone number is ${phone}.`,
    soonPreheader: 'We have received your request. Your ride is soon: please call us.',
    soonSteps: (phone) =>
      `Your request is not confirmed yet, and your ride starts before we would usually answer. Please call us on ${phone} so that we can confirm it in time.\n${EN_BINDING}`,
    statusAction: 'Check your request',
    contactNextSteps: 'Any questions? Simply reply to this email or give us a call.',
    signature: (brand) => `Kind regards\n${brand}`,
    contactTitle: 'How to reach us',
    reference: 'Reference',
    phone: 'Phone',
    email: 'Email',
    calendarSummary: (service, reference) =>
      `Requested, not yet confirmed: ${service} (${reference})`,
    calendarReturn: 'Return trip',
    calendarDescription: (reference, brand, phone) =>
      `Your request ${reference} with ${brand}. Booked only once we confirm it in writing. Phone: ${phone}`,
    calendarFile: (date) => `request-${date}.ics`,
  },
};
