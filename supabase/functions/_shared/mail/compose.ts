/**
 * The two mails per request: the operator's (German, every field, reply-to the visitor, an .ics
 * entry for bookings) and the visitor's confirmation (visitor-confirmation.ts). Visitor values
 * reach headers only through headerText/displayName and HTML only escaped.
 */
import type { BookingPayload, ContactPayload } from '../schemas/payload.ts';
import { buildIcs } from './ics.ts';
import { CAR_LABELS, SERVICE_DURATION_MINUTES, bookingRows, formatDate } from './labels.ts';
import { SERVICE_LABELS } from '../schemas/service-labels.ts';
import { keyedMail, renderBody, textFields, viennaTimestamp, type Field } from './layout.ts';
import { displayName, headerText } from './text.ts';
import type { BookingMeta, MailSettings, OutgoingMail, RequestMeta } from './types.ts';
import { bookingConfirmation, contactConfirmation } from './visitor-confirmation.ts';

export interface ComposedMails {
  operator: OutgoingMail;
  visitor: OutgoingMail;
}

export function composeBookingMails(
  booking: BookingPayload,
  meta: BookingMeta,
  settings: MailSettings,
): ComposedMails {
  const fullName = `${booking.firstName} ${booking.lastName}`;
  const serviceDe = SERVICE_LABELS[booking.service].de;
  const operatorFields: Field[] = [
    ['Referenz', meta.reference],
    ...bookingRows(booking, 'de'),
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
    summary: `${serviceDe}: ${fullName} (${booking.passengers} P., ${CAR_LABELS[booking.carType].de})`,
    location: booking.pickupLocation,
    description: textFields(operatorFields),
    stamp: meta.receivedAt,
  });
  const operator = keyedMail(meta, 'operator', {
    from: settings.from,
    to: [settings.operator],
    replyTo: { name: displayName(fullName), address: booking.email },
    subject,
    ...renderBody('de', subject, ['Eine neue Buchungsanfrage ist eingegangen.'], operatorFields, [
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

  const visitor = bookingConfirmation(booking, meta, settings);
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
  const operator = keyedMail(meta, 'operator', {
    from: settings.from,
    to: [settings.operator],
    replyTo: { name: displayName(contact.name), address: contact.email },
    subject,
    ...renderBody('de', subject, ['Eine neue Nachricht über das Kontaktformular:'], fields, [
      'Antworten Sie direkt auf diese E-Mail, um den Absender zu erreichen.',
    ]),
  });

  const visitor = contactConfirmation(contact, meta, settings);
  return { operator, visitor };
}
