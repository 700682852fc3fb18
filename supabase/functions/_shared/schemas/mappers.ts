import { NO_SPECIAL_REQUESTS, takesArrivalNumber, type Locale } from './constants.ts';
import { localCalendarDate } from './dates.ts';
import type { BookingFormValues, ContactFormValues } from './form.ts';
import type { BookingPayload, ContactPayload } from './payload.ts';

/**
 * Form values → POST body: the same names, the values already as the schema normalised them.
 * The consent flags stay behind.
 */
export function toBookingPayload(values: BookingFormValues, locale: Locale): BookingPayload {
  const { agbAccepted: _agb, privacyAccepted: _privacy, date, specialRequests, ...rest } = values;
  return {
    type: 'booking',
    ...rest,
    // The form asks for it only for these; one typed before choosing another service stays home.
    flightNumber: takesArrivalNumber(rest.service) ? rest.flightNumber : undefined,
    // The visitor picked a day in their own calendar; send that day, not a UTC instant.
    date: localCalendarDate(date),
    specialRequests: specialRequests || NO_SPECIAL_REQUESTS,
    locale,
  };
}

export function toContactPayload(values: ContactFormValues, locale: Locale): ContactPayload {
  const { agbAccepted: _agb, privacyAccepted: _privacy, ...rest } = values;
  return { type: 'contact', ...rest, locale };
}
