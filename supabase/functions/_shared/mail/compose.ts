/**
 * The two mails per request: the operator's (German, every field, reply-to the visitor, an .ics
 * entry for bookings) and the visitor's confirmation (their language, the 24-hour promise).
 * Visitor values reach headers only through headerText/displayName and HTML only escaped.
 */
import type { BookingPayload, ContactPayload } from '../schemas/payload.ts';
import { buildIcs } from './ics.ts';
import { CAR_LABELS, SERVICE_DURATION_MINUTES, SERVICE_LABELS, formatDate } from './labels.ts';
import {
  htmlDocument,
  htmlFields,
  htmlParagraphs,
  textFields,
  viennaTimestamp,
  type Field,
} from './layout.ts';
import { displayName, escapeHtml, headerText } from './text.ts';
import type { MailAddress, OutgoingMail } from './types.ts';
import { VISITOR_TEXTS } from './visitor-texts.ts';

export interface MailSettings {
  from: MailAddress;
  operator: MailAddress;
  brandName: string;
}

export interface RequestMeta {
  id: string;
  idempotencyKey: string;
  receivedAt: Date;
}

export interface ComposedMails {
  operator: OutgoingMail;
  visitor: OutgoingMail;
}

function mail(
  meta: RequestMeta,
  role: 'operator' | 'visitor',
  parts: Omit<OutgoingMail, 'idempotencyKey'>,
): OutgoingMail {
  return { idempotencyKey: `${meta.idempotencyKey}-${role}`, ...parts };
}

function render(
  lang: 'de' | 'en',
  subject: string,
  intro: string[],
  fields: Field[],
  outro: string[],
) {
  const text = [...intro, '', textFields(fields), '', ...outro].join('\n');
  const html = htmlDocument(
    lang,
    escapeHtml(subject),
    htmlParagraphs(intro) +
      htmlFields(fields) +
      `<div style="margin-top:18px">${htmlParagraphs(outro)}</div>`,
  );
  return { text, html };
}

export function composeBookingMails(
  booking: BookingPayload,
  meta: RequestMeta,
  settings: MailSettings,
): ComposedMails {
  const fullName = `${booking.firstName} ${booking.lastName}`;
  const serviceDe = SERVICE_LABELS[booking.service].de;
  const operatorFields: Field[] = [
    ['Vorname', booking.firstName],
    ['Nachname', booking.lastName],
    ['E-Mail', booking.email],
    ['Telefon', booking.phone],
    ['Service', serviceDe],
    ['Fahrzeug', CAR_LABELS[booking.carType]],
    ['Datum', formatDate(booking.date, 'de')],
    ['Uhrzeit', `${booking.time} Uhr`],
    ['Personen', String(booking.passengers)],
    ['Abholort', booking.pickupLocation],
    ['Ziel', booking.destination],
    ['Sonderwünsche', booking.specialRequests],
    ['Sprache', booking.locale === 'de' ? 'Deutsch' : 'Englisch'],
    ['Eingegangen', viennaTimestamp(meta.receivedAt, 'de')],
    ['Anfrage-ID', meta.id],
  ];
  const subject = headerText(
    `Neue Buchungsanfrage: ${serviceDe} am ${formatDate(booking.date, 'de')} um ${booking.time} – ${fullName}`,
  );
  const ics = buildIcs({
    uid: `${meta.id}@send-notification`,
    date: booking.date,
    time: booking.time,
    durationMinutes: SERVICE_DURATION_MINUTES[booking.service],
    summary: `${serviceDe}: ${fullName} (${booking.passengers} P., ${CAR_LABELS[booking.carType]})`,
    location: booking.pickupLocation,
    description: textFields(operatorFields),
    stamp: meta.receivedAt,
  });
  const operator = mail(meta, 'operator', {
    from: settings.from,
    to: [settings.operator],
    replyTo: { name: displayName(fullName), address: booking.email },
    subject,
    ...render('de', subject, ['Eine neue Buchungsanfrage ist eingegangen.'], operatorFields, [
      'Antworten Sie direkt auf diese E-Mail, um den Gast zu erreichen. Der Kalendereintrag liegt bei.',
    ]),
    attachments: [
      {
        filename: `buchung-${booking.date}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
    ],
  });

  const t = VISITOR_TEXTS[booking.locale];
  const visitorSubject = headerText(t.bookingSubject(settings.brandName));
  const visitor = mail(meta, 'visitor', {
    from: settings.from,
    to: [{ name: displayName(fullName), address: booking.email }],
    replyTo: settings.operator,
    subject: visitorSubject,
    ...render(
      booking.locale,
      visitorSubject,
      [t.greeting(fullName), t.bookingThanks],
      [
        [t.labels.service, SERVICE_LABELS[booking.service][booking.locale]],
        [t.labels.date, formatDate(booking.date, booking.locale)],
        [t.labels.time, booking.time],
        [t.labels.passengers, String(booking.passengers)],
        [t.labels.car, CAR_LABELS[booking.carType]],
        [t.labels.pickup, booking.pickupLocation],
        [t.labels.destination, booking.destination],
        [t.labels.reference, meta.id],
      ],
      [t.bookingNotYetConfirmed, t.signature(settings.brandName)],
    ),
  });
  return { operator, visitor };
}

export function composeContactMails(
  contact: ContactPayload,
  meta: RequestMeta,
  settings: MailSettings,
): ComposedMails {
  const fields: Field[] = [
    ['Name', contact.name],
    ['E-Mail', contact.email],
    ['Betreff', contact.subject],
    ['Nachricht', contact.message],
    ['Sprache', contact.locale === 'de' ? 'Deutsch' : 'Englisch'],
    ['Eingegangen', viennaTimestamp(meta.receivedAt, 'de')],
    ['Anfrage-ID', meta.id],
  ];
  const subject = headerText(`Neue Kontaktanfrage: ${contact.subject} – ${contact.name}`);
  const operator = mail(meta, 'operator', {
    from: settings.from,
    to: [settings.operator],
    replyTo: { name: displayName(contact.name), address: contact.email },
    subject,
    ...render('de', subject, ['Eine neue Nachricht über das Kontaktformular:'], fields, [
      'Antworten Sie direkt auf diese E-Mail, um den Absender zu erreichen.',
    ]),
  });

  const t = VISITOR_TEXTS[contact.locale];
  const visitorSubject = headerText(t.contactSubject(settings.brandName));
  // The confirmation echoes the subject but not the message: the form must not become a way
  // to mail arbitrary text to arbitrary addresses.
  const visitor = mail(meta, 'visitor', {
    from: settings.from,
    to: [{ name: displayName(contact.name), address: contact.email }],
    replyTo: settings.operator,
    subject: visitorSubject,
    ...render(
      contact.locale,
      visitorSubject,
      [t.greeting(contact.name), t.contactThanks],
      [
        [t.labels.subject, contact.subject],
        [t.labels.reference, meta.id],
      ],
      [t.signature(settings.brandName)],
    ),
  });
  return { operator, visitor };
}
