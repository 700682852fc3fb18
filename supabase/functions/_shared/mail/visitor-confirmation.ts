/**
 * The visitor's confirmation. Anyone can type any address into the forms, so this mail goes
 * to strangers too: it carries nothing a stranger typed except a first name that looks like
 * one, and summarises the request with values the site itself chose (service, date, time,
 * car, the reference). The operator's copy has every word. A summary is a list of fields, so
 * more fixed values join it in one line each.
 */
import type { BookingPayload, ContactPayload } from '../schemas/payload.ts';
import { CAR_LABELS, formatDate } from './labels.ts';
import { SERVICE_LABELS } from '../schemas/service-labels.ts';
import { keyedMail, renderBody, type Field } from './layout.ts';
import { headerText } from './text.ts';
import type { MailSettings, OutgoingMail, RequestMeta } from './types.ts';
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

function confirmation(
  locale: BookingPayload['locale'],
  email: string,
  name: string,
  subject: string,
  lead: string[],
  summary: Field[],
  outro: string[],
  meta: RequestMeta,
  settings: MailSettings,
): OutgoingMail {
  const t = VISITOR_TEXTS[locale];
  const safeSubject = headerText(subject);
  return keyedMail(meta, 'visitor', {
    from: settings.from,
    // No display name: it would be the stranger's text in the recipient's inbox.
    to: [{ address: email }],
    replyTo: settings.operator,
    subject: safeSubject,
    ...renderBody(
      locale,
      safeSubject,
      [t.greeting(greetingName(name)), ...lead],
      // A booking's short reference, which a person can read out on the phone.
      [...summary, [t.labels.reference, 'reference' in meta ? String(meta.reference) : meta.id]],
      [...outro, t.signature(settings.brandName)],
    ),
  });
}

export function bookingConfirmation(
  booking: BookingPayload,
  meta: RequestMeta,
  settings: MailSettings,
): OutgoingMail {
  const t = VISITOR_TEXTS[booking.locale];
  return confirmation(
    booking.locale,
    booking.email,
    booking.firstName,
    t.bookingSubject(settings.brandName),
    [t.bookingThanks],
    [
      [t.labels.service, SERVICE_LABELS[booking.service][booking.locale]],
      [t.labels.date, formatDate(booking.date, booking.locale)],
      [t.labels.time, booking.time],
      [t.labels.passengers, String(booking.passengers)],
      [t.labels.car, CAR_LABELS[booking.carType][booking.locale]],
    ],
    [t.bookingNotYetConfirmed],
    meta,
    settings,
  );
}

export function contactConfirmation(
  contact: ContactPayload,
  meta: RequestMeta,
  settings: MailSettings,
): OutgoingMail {
  const t = VISITOR_TEXTS[contact.locale];
  return confirmation(
    contact.locale,
    contact.email,
    contact.name,
    t.contactSubject(settings.brandName),
    [t.contactThanks],
    [],
    [],
    meta,
    settings,
  );
}
