/**
 * The visitor's confirmation. Anyone can type any address into the forms, so this mail goes
 * to strangers too: of what the visitor typed it carries a first name that looks like one, the
 * values the site itself chose or checked (service, car, dates, times, counts, the flight
 * number's letters and digits) and the special requests with every link made harmless; never
 * names, places or addresses. The operator's copy has every word.
 */
import { business } from '../schemas/business.ts';
import type { BookingPayload, ContactPayload } from '../schemas/payload.ts';
import type { BookingFieldSpec } from '../schemas/request-model.ts';
import { buildIcs, RETURN_LEG_MINUTES, type CalendarEvent } from './ics.ts';
import { SERVICE_LABELS } from '../schemas/service-labels.ts';
import { SERVICE_DURATION_MINUTES } from './labels.ts';
import { fieldSections } from './field-sections.ts';
import { keyedMail, renderMail } from './layout.ts';
import type { MailDocument } from './mail-document.ts';
import { defuseLinks, headerText } from './text.ts';
import type { BookingMeta, MailSettings, OutgoingMail, RequestMeta } from './types.ts';
import { VISITOR_TEXTS } from './visitor-texts.ts';

/** Long enough for any first name; too short for a message. */
const FIRST_NAME_MAX = 24;

/**
 * The first word of a name if it is made of letters (hyphens and apostrophes inside), else
 * null and the greeting goes without a name. Digits, dots, colons and slashes never pass, so
 * no link, address or sentence reaches the greeting.
 */
export function greetingName(name: string): string | null {
  const first = name.trim().split(/\s+/)[0] ?? '';
  if (!/^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*$/u.test(first)) return null;
  return Array.from(first).length <= FIRST_NAME_MAX ? first : null;
}

/**
 * Free text a stranger could fill with a lure: never echoed. The flight number is text too,
 * but its schema lets through only letters, digits and spaces (ten at most).
 */
const echoed = (field: BookingFieldSpec) =>
  field.key === 'flightNumber' || !['text', 'email', 'phone', 'locale'].includes(field.format);

function send(
  email: string,
  doc: MailDocument,
  meta: RequestMeta,
  settings: MailSettings,
  calendar?: { filename: string; content: string },
): OutgoingMail {
  const { subject, text, html, attachments } = renderMail(doc);
  return keyedMail(meta, 'visitor', {
    from: settings.from,
    // No display name: it would be the stranger's text in the recipient's inbox.
    to: [{ address: email }],
    replyTo: settings.operator,
    subject,
    text,
    html,
    attachments: calendar
      ? [
          ...attachments,
          { ...calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
        ]
      : attachments,
  });
}

function visitorCalendar(booking: BookingPayload, meta: BookingMeta, brand: string): string {
  const t = VISITOR_TEXTS[booking.locale];
  const service = SERVICE_LABELS[booking.service][booking.locale];
  const description = t.calendarDescription(meta.reference, brand, business.phoneDisplay);
  // No location: the pickup and destination are the visitor's text, and so a stranger's.
  const events: CalendarEvent[] = [
    {
      uid: `${meta.id}@send-notification`,
      date: booking.date,
      time: booking.time,
      durationMinutes: SERVICE_DURATION_MINUTES[booking.service],
      summary: t.calendarSummary(service, meta.reference),
      description,
    },
  ];
  if (booking.returnDate && booking.returnTime) {
    events.push({
      uid: `${meta.id}-return@send-notification`,
      date: booking.returnDate,
      time: booking.returnTime,
      durationMinutes: RETURN_LEG_MINUTES,
      summary: t.calendarSummary(`${service}, ${t.calendarReturn}`, meta.reference),
      description,
    });
  }
  return buildIcs(events, meta.receivedAt);
}

export function bookingConfirmation(
  booking: BookingPayload,
  meta: BookingMeta,
  settings: MailSettings,
): OutgoingMail {
  const locale = booking.locale;
  const t = VISITOR_TEXTS[locale];
  const sections = fieldSections(booking, locale, {
    starts: {
      service: t.summaryTitle,
      returnDate: t.returnTitle,
      specialRequests: t.specialRequestsTitle,
    },
    shows: echoed,
    text: (value, field) => (field.format === 'longText' ? defuseLinks(value) : value),
  });
  const doc: MailDocument = {
    lang: locale,
    subject: headerText(t.bookingSubject(meta.reference, settings.brandName)),
    preheader: t.bookingPreheader,
    reference: { label: t.reference, value: meta.reference },
    headline: t.bookingHeadline,
    lead: [t.greeting(greetingName(booking.firstName)), t.bookingThanks],
    sections: [...sections, { title: t.nextStepsTitle, text: t.nextSteps }],
    outro: [t.signature(settings.brandName)],
    contact: { title: t.contactTitle, phone: t.phone, email: t.email },
  };
  return send(booking.email, doc, meta, settings, {
    filename: t.calendarFile(booking.date),
    content: visitorCalendar(booking, meta, settings.brandName),
  });
}

export function contactConfirmation(
  contact: ContactPayload,
  meta: RequestMeta,
  settings: MailSettings,
): OutgoingMail {
  const t = VISITOR_TEXTS[contact.locale];
  const doc: MailDocument = {
    lang: contact.locale,
    subject: headerText(t.contactSubject(settings.brandName)),
    preheader: t.contactPreheader,
    headline: t.contactHeadline,
    lead: [t.greeting(greetingName(contact.name)), t.contactThanks, t.contactNextSteps],
    sections: [],
    outro: [t.signature(settings.brandName)],
    contact: { title: t.contactTitle, phone: t.phone, email: t.email },
  };
  return send(contact.email, doc, meta, settings);
}
