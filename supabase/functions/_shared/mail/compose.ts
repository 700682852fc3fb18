/**
 * The two mails per request: the operator's (German, every field, reply-to the visitor, an .ics
 * entry for bookings; operator-mail.ts) and the visitor's confirmation (visitor-confirmation.ts).
 * Visitor values reach headers only through headerText/displayName and HTML only escaped.
 */
import type { BookingPayload, ContactPayload } from '../schemas/payload.ts';
import { operatorBookingMail, operatorContactMail } from './operator-mail.ts';
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
  return {
    operator: operatorBookingMail(booking, meta, settings),
    visitor: bookingConfirmation(booking, meta, settings),
  };
}

export function composeContactMails(
  contact: ContactPayload,
  meta: RequestMeta,
  settings: MailSettings,
): ComposedMails {
  return {
    operator: operatorContactMail(contact, meta, settings),
    visitor: contactConfirmation(contact, meta, settings),
  };
}
