/**
 * The visitor's confirmation. Anyone can type any address into the forms, so this mail goes
 * to strangers too: of what the visitor typed it carries a first name that looks like one, the
 * values the site itself chose or checked (service, car, dates, times, counts, the flight
 * number's letters and digits) and the special requests with every link made harmless; never
 * names, places or addresses. The operator's copy has every word.
 */
import { business } from '../schemas/business.ts';
import { BUSINESS_TIME_ZONE, intlTag, typedWishes, type Locale } from '../schemas/constants.ts';
import { pickupBeforeAnswer } from '../schemas/dates.ts';
import { dayWithMonth } from '../schemas/day-with-month.ts';
import { answerDueAt, statusPageUrl } from '../schemas/lifecycle.ts';
import type { BookingPayload, ContactPayload } from '../schemas/payload.ts';
import type { BookingFieldSpec } from '../schemas/request-model.ts';
import { buildIcs, calendarContentType, type CalendarEvent, type CalendarState } from './ics.ts';
import { DECISION_TEXTS } from './decision-texts.ts';
import { bookingTitle } from './labels.ts';
import { outboundMinutes, returnMinutes } from './trip-length.ts';
import { fieldSections } from './field-sections.ts';
import { phoneText } from './format.ts';
import { keyedMail, renderMail } from './layout.ts';
import type { MailDocument } from './mail-document.ts';
import { defuseLinks, headerText } from './text.ts';
import {
  VISITOR_MAIL_HEADERS,
  type BookingMeta,
  type MailSettings,
  type OutgoingMail,
  type RequestMeta,
} from './types.ts';
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

/** A mail to the visitor's address; `cause` keys it (see keyedMail). */
export function visitorMail(
  email: string,
  doc: MailDocument,
  meta: RequestMeta,
  settings: MailSettings,
  cause: Parameters<typeof keyedMail>[1] = 'visitor',
  calendar?: { filename: string; content: string; state: CalendarState },
): OutgoingMail {
  const { subject, text, html, attachments } = renderMail(doc);
  return keyedMail(meta, cause, {
    from: settings.from,
    // No display name: it would be the stranger's text in the recipient's inbox.
    to: [{ address: email }],
    replyTo: settings.operator,
    headers: { ...VISITOR_MAIL_HEADERS },
    subject,
    text,
    html,
    attachments: calendar
      ? [
          ...attachments,
          {
            filename: calendar.filename,
            content: calendar.content,
            contentType: calendarContentType(calendar.state),
          },
        ]
      : attachments,
  });
}

/**
 * The visitor's calendar entry, the same events (UIDs) in every state: requested (the first
 * mail), confirmed or cancelled (the mails of a decision). Before a confirmation it carries no
 * place: the pickup and destination are the visitor's text, and so possibly a stranger's.
 */
export function visitorCalendar(
  booking: BookingPayload,
  meta: BookingMeta,
  settings: MailSettings,
  state: CalendarState = 'requested',
  sequence?: number,
): string {
  const brand = settings.brandName;
  const t = VISITOR_TEXTS[booking.locale];
  const d = DECISION_TEXTS[booking.locale];
  const summary = {
    requested: t.calendarSummary,
    confirmed: d.calendarConfirmed,
    cancelled: d.calendarCancelled,
  }[state];
  const service = bookingTitle(booking, booking.locale);
  const note = {
    requested: t.calendarDescription,
    confirmed: d.calendarConfirmedNote,
    cancelled: d.calendarCancelledNote,
  }[state];
  const description = note(meta.reference, brand, business.phoneDisplay);
  const place = (location: string) => (state === 'confirmed' ? { location } : {});
  const events: CalendarEvent[] = [
    {
      uid: `${meta.id}@send-notification`,
      date: booking.date,
      time: booking.time,
      durationMinutes: outboundMinutes(booking),
      summary: summary(service, meta.reference),
      description,
      ...place(booking.pickupLocation),
    },
  ];
  if (booking.returnDate && booking.returnTime) {
    events.push({
      uid: `${meta.id}-return@send-notification`,
      date: booking.returnDate,
      time: booking.returnTime,
      durationMinutes: returnMinutes(booking),
      summary: summary(`${service}, ${t.calendarReturn}`, meta.reference),
      description,
      ...place(booking.destination),
    });
  }
  return buildIcs(events, settings.from, meta.decidedAt ?? meta.receivedAt, state, sequence);
}

/** The link to the visitor's status page, in the visitor's language. */
export function statusLink(booking: BookingPayload, meta: BookingMeta, settings: MailSettings) {
  return statusPageUrl(settings.siteUrl, booking.locale, meta.statusToken);
}

/** When the operator answers at the latest: 24 hours after the request came in, Vienna time. */
function answerBy(receivedAt: Date, locale: Locale): string {
  const format = new Intl.DateTimeFormat(intlTag(locale), {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  });
  return dayWithMonth(format, answerDueAt(receivedAt));
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
  // A ride before our answer is due: waiting for it could mean missing the ride.
  const soon = pickupBeforeAnswer(booking.date, booking.time, meta.receivedAt);
  const doc: MailDocument = {
    lang: locale,
    subject: headerText(t.bookingSubject(meta.reference, settings.brandName)),
    preheader: soon ? t.soonPreheader : t.bookingPreheader,
    reference: { label: t.reference, value: meta.reference },
    headline: t.bookingHeadline,
    lead: [t.greeting(greetingName(booking.firstName)), t.bookingThanks],
    actions: [{ label: t.statusAction, href: statusLink(booking, meta, settings) }],
    sections: [
      ...sections,
      {
        title: t.nextStepsTitle,
        text: soon ? t.soonSteps(phoneText) : t.nextSteps(answerBy(meta.receivedAt, locale)),
      },
      {
        title: t.notYouTitle,
        text: t.notYou(phoneText, typedWishes(booking.specialRequests) !== undefined),
      },
    ],
    outro: [t.signature(settings.brandName)],
    contact: { title: t.contactTitle, phone: t.phone, email: t.email },
  };
  return visitorMail(booking.email, doc, meta, settings, 'visitor', {
    filename: t.calendarFile(booking.date),
    content: visitorCalendar(booking, meta, settings),
    state: 'requested',
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
  return visitorMail(contact.email, doc, meta, settings);
}
